"""Evidence moved onto code the case's own run evaluates but whose decision its input does not settle (session 29).

Written and committed before any record was re-counted with it, from the moves session 28 left open as "arguably
no defect" (bench/defect_corpus/README.md, "Session 28 (hcrit28b)": fresh-js TC-002 `39` -> `47`, TC-004 `47` -> `52`,
TC-010 `65` -> `58`; jodaconvert-ja-java TC-015 `74` -> `79`, TC-036 `77` -> `82`). Plain text work on the case and
the checklist, like `nondefect` and `moved_on_run`: nothing here reads the critic.

A case's refs say which decisions of the code the case tests; a coverage matrix counts them. A run passes many
decisions (each guard before its return, each branch inside its loop), but a case tests only the ones its input
settles. So a ref moved to another decision the same run evaluates is **no defect only when that decision is the
case's point**:
- the moved ref's own condition is still cited (its `#k` twin, same line and condition text), so the case keeps the
  decision it is about; and
- the new ref is a branch of the same function whose condition the case's input states, in backticks, as true or
  false ("Values for which `a` is true and `b` is false", 「`a` が真になる値」): the input settles it.

Otherwise it is a **defect**: the case now claims to test a decision its input leaves open, and the decision it
was written for loses a case. Decided by this rule as defects (the five left open):
- fresh-js TC-002 (`39:branch` -> `47:branch`, `cacheControl && CACHE_CONTROL_NO_CACHE_REGEXP.test(cacheControl)`)
  and TC-004 (`47:branch` -> `52:branch`, `noneMatch`): the next guard the run passes, whose condition the input
  does not state (it states `!modifiedSince` / `!noneMatch`, resp. `cacheControl` and the regex test).
- fresh-js TC-010 (`65:branch` -> `58:branch`, `!etag`): the input states the loop's `match` comparisons; that
  `'W/' + match === etag` makes `etag` non-empty, so `!etag` false, is a deduction, not a statement of the input.
- jodaconvert-ja-java TC-015 (`74:branch` `array.length == 0` -> `79:branch` `array[i] ? 'T' : 'F'`) and TC-036
  (`77:branch` -> `82:branch` `array[i] == null`): "要素数 1 の `array`" runs the loop once but does not say which arm
  the element takes; and the case, about passing the guard, no longer cites any guard.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

Item = Mapping[str, Any]

MOVED_TO_SETTLED = "evidence moved to another decision of the case's run that its input states (the case still cites its own)"

_K = re.compile(r"#\d+$")
#: A condition the input states: "`c` is true/false", "`c` が真/偽", "`c` is (not) satisfied".
_STATED = re.compile(
    r"`(?P<cond>[^`]+)`\s*(?:is|are)\s+(?:true|false|not satisfied|satisfied)\b|`(?P<ja>[^`]+)`\s*が(?:真|偽|成り立)",
    re.IGNORECASE,
)


def _norm(text: object) -> str:
    return " ".join(str(text or "").split())


def stated(text: str) -> set[str]:
    """The conditions `text` states true or false, whitespace-normalised.

    >>> sorted(stated("Values for which `!modifiedSince` is true and `!noneMatch` is false (the code names no literal)."))
    ['!modifiedSince', '!noneMatch']
    >>> stated("`array[i] == null` が真になる値。"), stated("要素数 1 の `array`。")
    ({'array[i] == null'}, set())
    """
    return {_norm(m["cond"] or m["ja"]) for m in _STATED.finditer(text)}


def still_cites(old: Item, after: Sequence[Item]) -> bool:
    """The moved ref's condition is still cited: its `#k` twin (same line, same condition text) is among `after`."""
    line = _K.sub("", str(old.get("id")))
    return any(
        t.get("id") != old.get("id")
        and _K.sub("", str(t.get("id"))) == line
        and _norm(t.get("text")) == _norm(old.get("text"))
        for t in after
    )


def settled_move(case_input: str, after: Sequence[Item], old: Item | None, new: Item | None) -> str:
    """The no-defect label when the new ref is a decision the case's input states and its own is still cited, or "".

    `after` are the case's code items once the ref is moved.

    >>> old = {"id": "a.js:39:branch", "kind": "branch", "file": "a.js", "symbol": "f", "text": "!m && !n"}
    >>> twin = {"id": "a.js:39:branch#2", "kind": "branch", "file": "a.js", "symbol": "f", "text": "!m && !n"}
    >>> guard = {"id": "a.js:47:branch", "kind": "branch", "file": "a.js", "symbol": "f", "text": "c && re.test(c)"}
    >>> settled_move("Values for which `!m && !n` is false.", [twin, guard], old, guard)  # fresh TC-002's shape
    ''
    >>> settled_move("Values for which `!m && !n` is false and `c && re.test(c)` is false.", [twin, guard], old, guard) == MOVED_TO_SETTLED
    True
    >>> settled_move("Values for which `c && re.test(c)` is false.", [guard], old, guard)  # its own decision dropped
    ''
    """
    if not old or not new or old.get("kind") != "branch" or new.get("kind") != "branch":
        return ""
    if (old.get("file"), old.get("symbol")) != (new.get("file"), new.get("symbol")):
        return ""
    if not still_cites(old, after) or _norm(new.get("text")) not in stated(case_input):
        return ""
    return MOVED_TO_SETTLED


__all__ = ["MOVED_TO_SETTLED", "settled_move", "stated", "still_cites"]
