"""A block that opens by unpacking what a method of the object returns: the call is what a test sees.

smtplib's `ehlo_or_helo_if_needed`:

    if not (200 <= self.ehlo()[0] <= 299):
        (code, resp) = self.helo()
        if not (200 <= code <= 299):
            raise SMTPHeloError(code, resp)

The boundary cases of `200 <= self.ehlo()[0] <= 299` asked "what does the block do?": its first statement,
`(code, resp) = self.helo()`, was read as no known effect (a tuple target is no assignment the effect
reader knows). What a test of `ehlo()` returning 199 observes is that `helo()` is called (the HELO
command goes to the server double); at 200 it is not called.

Only an unpacking (`a, b = …`, `(a, b) = …`, `[a, b] = …`, `const [a, b] = …`, `const {a, b} = …`) of a call
on `self` / `this`: a method of the object under test, which a test doubles or whose dependency it reads.
A call on anything else (`strings.Cut`, `divmod`) is a computation, not an effect, and gives None.
"""

from __future__ import annotations

import re

_UNPACK = re.compile(
    r"^(?:(?:const|let|var)\s+)?(?:\(\s*[\w$]+(?:\s*,\s*[\w$]+)+\s*,?\s*\)|\[[\w$\s,]+\]|\{[\w$\s,:]+\}"
    r"|[\w$]+(?:\s*,\s*[\w$]+)+)\s*=\s*(?:await\s+)?((?:self|this)\.[\w$]+)\s*\((.*)\)\s*;?\s*$"
)


def unpacked_call(stmt: str) -> tuple[str, str] | None:
    """(callee, arguments) of `a, b = self.method(args)`, or None for any other statement.

    >>> unpacked_call("(code, resp) = self.helo()")
    ('self.helo', '')
    >>> unpacked_call('code, resp = self.docmd("AUTH", mechanism)')
    ('self.docmd', '"AUTH", mechanism')
    >>> unpacked_call("const {status, body} = await this.fetch(url);")
    ('this.fetch', 'url')
    >>> unpacked_call("q, r = divmod(n, 10)"), unpacked_call("code = self.helo()"), unpacked_call("a, b = s.split(',')")
    (None, None, None)
    """
    m = _UNPACK.match(stmt.strip())
    if m is None:
        return None
    args = m.group(2).strip()
    if args.count("(") != args.count(")"):
        return None  # `self.f(a)(b)` or a call whose argument list is not the whole rest
    return m.group(1), args


__all__ = ["unpacked_call"]
