package org.apache.commons.math3.exception;

public class MathIllegalNumberException extends MathIllegalArgumentException {
}
