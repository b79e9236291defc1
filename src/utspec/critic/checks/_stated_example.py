"""What a cited design statement or key item says the case's own worked-example call returns.

A worked-example case (`Call `FromHumanSize("32k")`.`, `` `encode(5111, split=2)` を呼ぶ``) takes its call and
result from a statement it cites ("FromHumanSize("32k") returns 32000 and RAMInBytes("32k") returns 32768",
"encode(5111, split=2) が '4Z-Q' を返すこと"). The critic cannot run `parseSize`'s regex or `encode`'s base-32 loop,
so a flipped result ("does not return `32000`") or another literal (`"0"`, itself a literal of the code) went
unseen (session 22's units-go TC-035, crockford TC-029). The statement the case cites gives that same call's
result: the case saying otherwise contradicts its own evidence, and a person is asked which holds.

The call is matched as written, up to spacing and string quotes; the result is read by the anchoring room's
`worked_example` from the statement's text starting at that call, so a statement with two examples gives each
call its own result.
"""

from __future__ import annotations

import re

from utspec.anchoring.worked_example import _unquoted, worked_example

#: The designer's worked-example inputs (`_example_call`), with the call captured.
_CALL_INPUT = re.compile(r"^Call `(?P<en>[^`]+\(.*\))`[.:]|^`(?P<ja>[^`]+\(.*\))` を呼ぶ[。:]")


def example_call_text(case_input: str) -> str | None:
    """The call a worked-example case's input makes, as written.

    >>> example_call_text('Call `FromHumanSize("32k")`: `size` = `"32k"`.')
    'FromHumanSize("32k")'
    >>> example_call_text("`encode(5111, split=2)` を呼ぶ: `number` = `5111`。")
    'encode(5111, split=2)'
    >>> example_call_text("`size` = `32`.") is None
    True
    """
    m = _CALL_INPUT.match(case_input.strip())
    return (m["en"] or m["ja"]) if m else None


def _key(call: str) -> str:
    return re.sub(r"\s+", "", call).replace("'", '"')


def stated_result(call: str, statement: str) -> str | None:
    """The literal `statement` says `call` returns, when it writes that very call with a result; else None.

    >>> kt = 'FromHumanSize("32k") returns 32000 and RAMInBytes("32k") returns 32768'
    >>> stated_result('FromHumanSize("32k")', kt), stated_result('RAMInBytes("32k")', kt)
    ('32000', '32768')
    >>> stated_result("encode(5111, split=2)", "encode(5111, split=2) が '4Z-Q' を返すこと")
    "'4Z-Q'"
    >>> stated_result("encode(5111, split=3)", "encode(5111, split=2) が '4Z-Q' を返すこと") is None
    True
    >>> stated_result("encode(0)", "encode(0) は区切りがないとき '0' を返す") is None  # a condition, not the result
    True
    >>> seq = 'nextToken(";") after nextToken() on "a b;c" returns " b", and the next nextToken() returns "c"'
    >>> stated_result("nextToken()", seq) is None  # which of the two calls? the state decides
    True
    """
    plain, _ = _unquoted(statement)
    want = _key(call)
    function = call.split("(", 1)[0].strip().rsplit(".", 1)[-1]
    starts = [m.start() for m in re.finditer(rf"(?<![\w.]){re.escape(function)}\s*\(", plain)]
    if sum(_key(plain[i:]).startswith(want) for i in starts) > 1:
        return None  # the same call twice is a sequence (stringtokenizer's "nextToken() …, and the next nextToken()")
    for start in starts:
        found = worked_example(plain[start:], frozenset({function}))
        if found is not None and _key(found.call) == want:
            return found.result
    return None


__all__ = ["example_call_text", "stated_result"]
