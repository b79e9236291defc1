"""The values a case's test doubles return, read back from its input, so the body can be worked out with them.

A guard on a dependency's result (`if cur.fetchone()[0] > 0: raise DuplicateMemberError(email)`) stands
between a case's input and everything after it; `analyzers.path_value` cannot call `cur.fetchone()`, so
it gave up on every value past that line. The case already says what the double returns
("`cur.fetchone()[0]` returns `0` (test double)"): the call's text is replaced by a name bound to that
value, and the body is read as a tester's run would go.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from utspec.analyzers.path_value import NOT_KNOWN, literal
from utspec.messages import Catalog

_CALL, _VALUE = "\x00call\x00", "\x00value\x00"


def _said(msg: Catalog) -> re.Pattern[str]:
    """The catalog's "`{call}` returns `{value}` (test double)" in the run's language, as a pattern."""
    template = re.escape(msg("in.returns", call=_CALL, value=_VALUE))
    return re.compile(template.replace(re.escape(_CALL), "(?P<call>[^`]+)").replace(re.escape(_VALUE), "(?P<value>[^`]+)"))


def doubled(case_input: str, msg: Catalog, language: str) -> dict[str, object]:
    """Call text -> the value its double returns, for each double the input states with a literal value.

    >>> doubled("`cur.fetchone()[0]` returns `0` (test double); `email` = `\\"a@b\\"`.", Catalog("en"), "python")
    {'cur.fetchone()[0]': 0}
    >>> doubled("`cur.fetchone()` が `(9999,)` を返す（テストダブル）", Catalog("ja"), "python")
    {}
    >>> doubled("`cur.fetchone()[０]` が `０` を返す（テストダブル）", Catalog("ja"), "python")
    {'cur.fetchone()[0]': 0}
    """
    out: dict[str, object] = {}
    for m in _said(msg).finditer(case_input):
        # full-width digits are the same call and value (`cur.fetchone()[０]` returns `０`)
        call, raw = (unicodedata.normalize("NFKC", g) for g in (m.group("call"), m.group("value")))
        if (value := literal(raw, language)) is not NOT_KNOWN:
            out[call] = value
    return out


def with_doubles(body: Sequence[str], doubles: dict[str, object]) -> tuple[list[str], dict[str, object]]:
    """`body` with each doubled call's text replaced by a name, and those names' values.

    >>> with_doubles(["    if cur.fetchone()[0] > 0:", "        raise E()"], {"cur.fetchone()[0]": 0})
    (['    if __double0 > 0:', '        raise E()'], {'__double0': 0})
    """
    env: dict[str, object] = {}
    out = list(body)
    for k, (call, value) in enumerate(sorted(doubles.items(), key=lambda kv: -len(kv[0]))):
        name = f"__double{k}"
        env[name] = value
        out = [line.replace(call, name) for line in out]
    return out, env
