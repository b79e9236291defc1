package org.apache.commons.math3.exception;

public class MathArithmeticException extends ArithmeticException {
}
