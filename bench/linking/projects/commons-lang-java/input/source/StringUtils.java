/*
 * Licensed to the Apache Software Foundation (ASF) under the Apache License, Version 2.0.
 * Excerpt of org.apache.commons.lang3.StringUtils (commons-lang 3.21.0-SNAPSHOT, d15939ef): three methods as is.
 */
package org.apache.commons.lang3;

public class StringUtils {

    public static String abbreviate(final String str, String abbrevMarker, final int offset, final int maxWidth) {
        if (isEmpty(str)) {
            return str;
        }
        if (abbrevMarker == null) {
            abbrevMarker = EMPTY;
        }
        final int abbrevMarkerLength = abbrevMarker.length();
        final int minAbbrevWidth = abbrevMarkerLength + 1;
        final int minAbbrevWidthOffset = abbrevMarkerLength + abbrevMarkerLength + 1;

        if (maxWidth < minAbbrevWidth) {
            throw new IllegalArgumentException(String.format("Minimum abbreviation width is %d", minAbbrevWidth));
        }
        final int strLen = str.length();
        if (strLen <= maxWidth) {
            return str;
        }
        if (strLen - offset <= maxWidth - abbrevMarkerLength) {
            int tailStart = strLen - (maxWidth - abbrevMarkerLength);
            if (splitsSurrogatePair(str, tailStart)) {
                tailStart++;
            }
            return abbrevMarker + str.substring(tailStart);
        }
        if (offset <= abbrevMarkerLength + 1) {
            int headEnd = maxWidth - abbrevMarkerLength;
            if (splitsSurrogatePair(str, headEnd)) {
                headEnd--;
            }
            return str.substring(0, headEnd) + abbrevMarker;
        }
        if (maxWidth < minAbbrevWidthOffset) {
            throw new IllegalArgumentException(String.format("Minimum abbreviation width with offset is %d", minAbbrevWidthOffset));
        }
        int from = offset;
        if (splitsSurrogatePair(str, from)) {
            from++;
        }
        return abbrevMarker + abbreviate(str.substring(from), abbrevMarker, maxWidth - abbrevMarkerLength);
    }


    public static String repeat(final String repeat, final int count) {
        // Performance tuned for 2.0 (JDK1.4)
        if (repeat == null) {
            return null;
        }
        if (count <= 0) {
            return EMPTY;
        }
        final int inputLength = repeat.length();
        if (count == 1 || inputLength == 0) {
            return repeat;
        }
        if (inputLength == 1 && count <= PAD_LIMIT) {
            return repeat(repeat.charAt(0), count);
        }
        final int outputLength;
        try {
            outputLength = Math.multiplyExact(inputLength, count);
        } catch (final Exception e) {
            throw new IllegalArgumentException("The requested result is too large for a String.");
        }
        switch (inputLength) {
        case 1:
            return repeat(repeat.charAt(0), count);
        case 2:
            final char ch0 = repeat.charAt(0);
            final char ch1 = repeat.charAt(1);
            final char[] output2 = new char[outputLength];
            for (int i = count * 2 - 2; i >= 0; i--, i--) {
                output2[i] = ch0;
                output2[i + 1] = ch1;
            }
            return new String(output2);
        default:
            final StringBuilder buf = new StringBuilder(outputLength);
            for (int i = 0; i < count; i++) {
                buf.append(repeat);
            }
            return buf.toString();
        }
    }

    public static String truncate(final String str, final int offset, final int maxWidth) {
        if (offset < 0) {
            throw new IllegalArgumentException("offset cannot be negative");
        }
        if (maxWidth < 0) {
            throw new IllegalArgumentException("maxWidth cannot be negative");
        }
        if (str == null) {
            return null;
        }
        final int len = str.length();
        int start = Math.min(offset, len);
        int end = Math.min(offset > len - maxWidth ? len : offset + maxWidth, len);
        // keep both edges off the middle of a surrogate pair so the result is never left holding a lone surrogate
        if (splitsSurrogatePair(str, start)) {
            start++;
        }
        if (splitsSurrogatePair(str, end)) {
            end--;
        }
        return str.substring(start, Math.max(start, end));
    }

}
