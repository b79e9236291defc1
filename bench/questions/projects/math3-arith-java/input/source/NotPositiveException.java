package org.apache.commons.math3.exception;

public class NotPositiveException extends NumberIsTooSmallException {
}
