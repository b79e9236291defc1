package org.apache.commons.net.ftp;

// Excerpt of Apache Commons Net 3.9.0 FTPReply.java (Debian libcommons-net-java source; Javadoc moved to the design document).
public final class FTPReply {

    public static final int COMMAND_OK = 200;

    public static final int SERVICE_NOT_AVAILABLE = 421;

    public static boolean isNegativePermanent(final int reply) {
        return reply >= 500 && reply < 600;
    }

    public static boolean isNegativeTransient(final int reply) {
        return reply >= 400 && reply < 450;
    }

    public static boolean isPositiveCompletion(final int reply) {
        return reply >= 200 && reply < 300;
    }

    public static boolean isPositiveIntermediate(final int reply) {
        return reply >= 300 && reply < 400;
    }

    public static boolean isPositivePreliminary(final int reply) {
        return reply >= 100 && reply < 200;
    }

    public static boolean isProtectedReplyCode(final int reply) {
        return reply >= 600 && reply < 700;
    }

    private FTPReply() {
    }
}
