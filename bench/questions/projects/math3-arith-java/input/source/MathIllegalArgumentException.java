package org.apache.commons.math3.exception;

public class MathIllegalArgumentException extends IllegalArgumentException {
}
