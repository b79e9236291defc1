"""A Go standard-library function call is no test double: the input decides what it returns.

cast's `v, err := strconv.ParseInt(trimZeroDecimal(s), 0, 0)` then `if err == nil {` gave the input
"`strconv.ParseInt(trimZeroDecimal(s), 0, 0)` returns a value other than `nil` (test double)": Go has no way to
replace a package function of the standard library in a test, and the call returns two values, so "a value other
than `nil`" named neither. A tester chooses `s` instead (a string `ParseInt` cannot read). Such a local is left to
the readings of the condition itself. The packages are those whose exported functions are pure computations or
the process's own environment; a call on a value (`c.client.Do(req)`) is still a dependency a double stands in for.
"""

from __future__ import annotations

import re

#: Standard-library packages as Go code names them (the last element of the import path).
GO_STD_PACKAGES = frozenset({
    "base64", "big", "binary", "bits", "bufio", "bytes", "cmplx", "csv", "errors", "filepath", "fmt", "hex",
    "html", "ioutil", "json", "math", "mime", "net", "netip", "path", "rand", "reflect", "regexp", "slices",
    "sort", "strconv", "strings", "template", "time", "unicode", "url", "utf16", "utf8", "xml",
})  # fmt: skip

#: `strconv.ParseInt(` — a package name, then an exported (capitalised) function, as only Go writes a call.
_GO_PACKAGE_CALL = re.compile(r"^(?P<pkg>[a-z][a-z0-9]*)\.[A-Z]\w*\s*\(")


def go_stdlib_call(call: str) -> bool:
    """Whether `call` is a function of Go's standard library (no double replaces it).

    >>> go_stdlib_call("strconv.ParseInt(trimZeroDecimal(s), 0, 0)"), go_stdlib_call("time.ParseDuration(s)")
    (True, True)
    >>> go_stdlib_call("c.client.Do(req)"), go_stdlib_call("repo.FindByID(id)"), go_stdlib_call("cur.fetchone()")
    (False, False, False)
    """
    m = _GO_PACKAGE_CALL.match(call.strip())
    return m is not None and m.group("pkg") in GO_STD_PACKAGES


__all__ = ["GO_STD_PACKAGES", "go_stdlib_call"]
