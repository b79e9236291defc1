package org.apache.commons.lang3.math;

public class NumberUtils {

    public static int toInt(final String str) {
        return toInt(str, -1);
    }

    public static int toInt(final String str, final int defaultValue) {
        if (str == null) {
            return defaultValue;
        }
        try {
            return Integer.parseInt(str);
        } catch (final NumberFormatException nfe) {
            return defaultValue;
        }
    }
}
