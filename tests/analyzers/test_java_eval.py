"""The Java evaluator: overloads, int widths, strings, exceptions, and giving up where it cannot be exact."""

from __future__ import annotations

import doctest

from utspec.analyzers import java_eval, java_values
from utspec.analyzers.java_eval import call_outcome

# Commons Lang / Commons IO / Commons Math shapes (bench/questions commons-lang-java, commons-io-ja-java,
# math3-arith-java): overloads that delegate, a caught NumberFormatException, long arithmetic checked against int
# bounds, BigInteger division, char arrays, a local assigned in an if-chain and returned.
SRC = [
    (
        "U.java",
        """package p;

import java.math.BigInteger;
import java.util.Arrays;

public class U {
    public static final String EMPTY = "";
    public static final long ONE_KB = 1024;
    public static final BigInteger ONE_KB_BI = BigInteger.valueOf(ONE_KB);

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

    public static String repeat(final char ch, final int repeat) {
        if (repeat <= 0) {
            return EMPTY;
        }
        final char[] buf = new char[repeat];
        Arrays.fill(buf, ch);
        return new String(buf);
    }

    public static String cut(final String str, final int offset, final int maxWidth) {
        if (offset < 0) {
            throw new IllegalArgumentException("offset cannot be negative");
        }
        return str.substring(offset, Math.min(offset + maxWidth, str.length()));
    }

    public static int addAndCheck(int x, int y) {
        long s = (long) x + (long) y;
        if (s < Integer.MIN_VALUE || s > Integer.MAX_VALUE) {
            throw new ArithmeticException("overflow");
        }
        return (int) s;
    }

    public static int wrap(int x) {
        return x + 1;
    }

    public static String size(final BigInteger size) {
        final String shown;
        if (size.divide(ONE_KB_BI).compareTo(BigInteger.ZERO) > 0) {
            shown = size.divide(ONE_KB_BI) + " KB";
        } else {
            shown = size + " bytes";
        }
        return shown;
    }

    public static String size(final long size) {
        return size(BigInteger.valueOf(size));
    }

    public static String kind(int code) {
        String out = "";
        switch (code) {
            case 1:
                out += "one ";
            case 2:
                out += "small";
                break;
            default:
                out = "big";
        }
        return out;
    }

    public static char first(String s) {
        StringBuilder b = new StringBuilder();
        b.append(s).append('!');
        return b.toString().charAt(0);
    }
}
""",
    )
]


def run(call: str) -> java_eval.Outcome | None:
    return call_outcome(SRC, call)


def test_an_overload_that_delegates_and_a_caught_exception() -> None:
    out = run('U.toInt("abc")')
    assert (
        out is not None and out.value == -1 and out.line == 12
    )  # the forwarded default, not `return defaultValue;`
    assert run('U.toInt("12x", 5)').value == 5
    assert run("toInt(null, 7)").value == 7


def test_the_most_specific_overload() -> None:
    assert run("U.size(1536)").value == "1 KB"  # an int argument takes the long overload, then BigInteger's
    out = run("U.size(1023)")
    assert (
        out is not None and out.value == "1023 bytes" and out.line == 59
    )  # where the returned local was set


def test_int_arithmetic_wraps_and_long_does_not() -> None:
    assert run("U.wrap(2147483647)").value == -2147483648
    assert run("U.addAndCheck(2147483647, 0)").value == 2147483647
    out = run("U.addAndCheck(Integer.MAX_VALUE, 1)")
    assert out is not None and (out.kind, out.value, out.line) == ("raise", "ArithmeticException", 45)


def test_strings_chars_and_the_exceptions_java_throws() -> None:
    assert run("U.repeat('e', 3)").value == "eee"
    assert run("U.repeat('e', -2)").value == ""
    assert run('U.cut("abcdef", 2, 3)').value == "cde"
    assert run('U.cut("abc", 5, 1)').value == "StringIndexOutOfBoundsException"
    assert run("U.cut(null, 0, 1)").value == "NullPointerException"
    assert run('U.cut("abc", -1, 1)').value == "IllegalArgumentException"
    assert run('U.first("hi")').value == ord("h")


def test_a_switch_falls_through_until_break() -> None:
    assert run("U.kind(1)").value == "one small"
    assert run("U.kind(2)").value == "small"
    assert run("U.kind(9)").value == "big"


def test_the_exception_hierarchy() -> None:
    assert java_values.is_subclass("NumberFormatException", "IllegalArgumentException", {}) is True
    assert java_values.is_subclass("MathArithmeticException", "ArithmeticException",
                                   {"MathArithmeticException": "ArithmeticException"}) is True  # fmt: skip
    assert java_values.is_subclass("Mine", "RuntimeException", {}) is None


def test_what_cannot_be_run_exactly_says_nothing() -> None:
    assert run("U.toInt(x)") is None  # `x` is passed on unread, then parsed: not run
    assert run("U.missing(1)") is None
    assert run("U.kind(1L)") is None  # no overload takes a long
    instance = [
        (
            "I.java",
            "class I {\n  int n;\n  int get() { return n; }\n  static int twice(I i) { return i.get() * 2; }\n}\n",
        )
    ]
    assert call_outcome(instance, "I.twice(null)") is not None  # a method of null throws NullPointerException
    assert call_outcome(instance, "I.twice(i)") is None  # an object the call does not give


def test_the_doctests_run() -> None:
    for m in (java_eval, java_values):
        assert doctest.testmod(m).failed == 0, m.__name__


def test_digits_of_other_scripts_are_not_read() -> None:
    assert run('U.toInt("١٢", 5)') is None  # Java's parseInt reads them; this evaluator does not guess how


def test_an_exception_built_from_names_a_run_cannot_read_is_still_thrown() -> None:
    # Commons Math's `throw new MathArithmeticException(LocalizedFormats.OVERFLOW_IN_ADDITION, x, y)`: LocalizedFormats
    # is not in the sources, but naming one of its constants cannot throw; a call among the arguments could
    src = [
        (
            "A.java",
            "class A {\n  static int f(int x) {\n    if (x > 1) {\n      throw new IllegalStateException(Formats.TOO_BIG, x);\n    }\n    if (x < -1) {\n      throw new IllegalStateException(Formats.describe(x));\n    }\n    return x;\n  }\n}\n",
        )
    ]
    out = call_outcome(src, "A.f(5)")
    assert out is not None and (out.kind, out.value, out.line) == ("raise", "IllegalStateException", 4)
    assert call_outcome(src, "A.f(-5)") is None
    assert call_outcome(src, "A.f(0)").value == 0
