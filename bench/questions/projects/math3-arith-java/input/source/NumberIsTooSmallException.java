package org.apache.commons.math3.exception;

public class NumberIsTooSmallException extends MathIllegalNumberException {
}
