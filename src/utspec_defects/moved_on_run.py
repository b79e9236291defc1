"""No-defect labels for evidence moved to code the case's own run evaluates (session 27).

Written and committed before the corpus was re-counted with them, from the moves session 26 read and left as
"arguably no defect" (bench/defect_corpus/README.md, "Session 26 (hcrit26b)": jsonpointer-go TC-013, wareki-ja-js
TC-012, soundex-java TC-024; "Session 26 (hcrit26)": periods-plpgsql TC-025, statuses-ja-js TC-010). Plain text
work on the case, the checklist and the source, like `nondefect`: nothing here reads the critic.

A moved ref is no defect when the case still cites what decides its result and the new ref is code its own run
evaluates, so a reviewer holding the code finds nothing false in the evidence:

- `twin_enclosed`: the moved ref's condition is still cited through its `#k` twin (same line, same condition
  text), and the new ref is a branch or loop enclosing that twin: a run that evaluates the condition went through
  it. jsonpointer-go TC-013 (`131:branch` -> `129:branch` `ok`, the `if` around 131, `131:branch#2` still cited).
  Moved into the other arm of an outer `if` (jsonpointer TC-017) the new ref encloses nothing cited: a defect.
- `before_final_return`: the case says the function returns the expression of its final return (the first
  `return` after the new ref at the function body's own indentation, returned by no other `return` of the
  function), so its run reached that return; the new ref is a branch or loop nested in nothing of the function,
  before that return, so the run evaluated it; the moved ref is a guard that exits whenever taken (an exit directly
  in its block), so the run passed it. wareki-ja-js TC-012 (`64:branch` -> `60:branch` `opts.unit`, the case says
  "`wareki` が返される", the function's last line is `return wareki;`).

Decided by these rules as defects (not labelled):
- soundex-java TC-024 (`308:branch` `str.length() == 0` -> `316:branch`, the loop's condition): the case says
  `"L000"` is returned, not the final return's `new String(out)`; whether `"Lee"` passes `str.length() == 0` after
  `SoundexUtils.clean` is not something plain text can tell, so the run is not known to reach line 316.
- statuses-ja-js TC-010 (`141:branch` `!isNaN(n)` -> `109:branch` in `getStatusMessage`): the moved ref is the
  branch the run takes (it returns through it), not a guard it passes; the case no longer cites what decides it.
- periods-plpgsql TC-025 (`128:sql_write` -> `90:sql_write`): a write moved to another write, no branch or loop;
  which of the two identical `DELETE`s runs depends on `drop_behavior`, which the case's input does not fix.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from utspec_defects.nondefect import normal_outcome

Item = Mapping[str, Any]

MOVED_TO_ENCLOSING = "evidence moved to the branch enclosing the condition it still cites (the run goes through it to get there)"
MOVED_BEFORE_FINAL_RETURN = "evidence moved from a guard a run to the final return passes to a branch or loop before that return (its path)"

_EXITS = ("return", "early_return", "raise", "throw")
_SCOPES = ("branch", "loop", "handler", "try")
_RUN_KINDS = ("branch", "loop")
_K = re.compile(r"#\d+$")
_TOKEN = re.compile(r"`([^`]+)`")
#: A `return` statement and its expression, read without the statement's `;` (SQL's `RETURN` too).
_RETURN = re.compile(r"^return\s+(?P<expr>.+?)\s*;?\s*$", re.IGNORECASE)
_QUOTED = re.compile(r"`[^`]*`|\"[^\"]*\"|「[^」]*」")
#: "No exception is raised" says the run returns: its "no" negates nothing the case says is returned.
_NOTHING_RAISED = re.compile(r"\bNo exception is (?:raised|thrown)\b|例外は送出されない")
_NEGATED = re.compile(r"\b(?:not|never|no longer)\b|n't\b|ない|されず|ません", re.IGNORECASE)


def _span(it: Item) -> tuple[int, int]:
    first = int(it.get("line") or 0)
    return first, int(it.get("end_line") or first)


def _within(inner: Item, outer: Item) -> bool:
    """`inner` lies in `outer`'s block: same file, a later line within `outer`'s lines."""
    first, last = _span(outer)
    return inner.get("file") == outer.get("file") and first < int(inner.get("line") or 0) <= last


def _text(it: Item) -> str:
    return " ".join(str(it.get("text") or "").split())


def twin_enclosed(old: Item | None, new: Item | None, after: Sequence[Item]) -> bool:
    """The moved ref's condition is still cited through its `#k` twin, and the new ref encloses that twin.

    `after` are the case's code items once the ref is moved.

    >>> old = {"id": "p.go:131:branch", "kind": "branch", "file": "p.go", "line": 131, "end_line": 135, "text": "a && b"}
    >>> twin = {"id": "p.go:131:branch#2", "kind": "branch", "file": "p.go", "line": 131, "text": "a && b"}
    >>> outer = {"id": "p.go:129:branch", "kind": "branch", "file": "p.go", "line": 129, "end_line": 143, "text": "ok"}
    >>> other = {"id": "p.go:136:branch", "kind": "branch", "file": "p.go", "line": 136, "end_line": 143, "text": "c"}
    >>> twin_enclosed(old, outer, [twin, outer]), twin_enclosed(old, other, [twin, other])
    (True, False)
    """
    if not old or not new or old.get("kind") != "branch" or new.get("kind") not in _RUN_KINDS:
        return False
    line = _K.sub("", str(old["id"]))
    return any(
        t["id"] != old["id"]
        and _K.sub("", str(t["id"])) == line
        and _text(t) == _text(old)
        and _within(t, new)
        for t in after
    )


def final_return(source: str, at: Item) -> tuple[int, str] | None:
    """The line and expression of the first `return` after `at`'s block at `at`'s own indentation.

    Read before the function's body ends (a non-blank line indented less than `at`); `None` when there is none.

    >>> src = "function f() {\\n  if (a) {\\n    return 1;\\n  }\\n  x += 1;\\n  return x;\\n}\\n"
    >>> final_return(src, {"line": 2, "end_line": 4})
    (6, 'x')
    >>> final_return("def f():\\n    if a:\\n        b()\\n\\nx = 1\\n", {"line": 2, "end_line": 3}) is None
    True
    """
    lines = source.splitlines()
    first, last = _span(at)
    if not 0 < first <= len(lines):
        return None
    head = lines[first - 1]
    indent = head[: len(head) - len(head.lstrip())]
    for number in range(last + 1, len(lines) + 1):
        text = lines[number - 1]
        if not text.strip():
            continue
        own = text[: len(text) - len(text.lstrip())]
        if len(own) < len(indent):
            return None
        m = _RETURN.match(text.strip()) if own == indent else None
        if m:
            return number, m["expr"]
    return None


def _returned(statement: str) -> str:
    m = _RETURN.match(" ".join(statement.split()))
    return m["expr"] if m else ""


def before_final_return(
    expected: str, old: Item | None, new: Item | None, checklist: Sequence[Item], sources: Mapping[str, str]
) -> bool:
    """A run said to return the final return's expression passed the moved guard and evaluated the new ref.

    >>> src = "function f(v) {\\n  if (bad(v)) {\\n    return v;\\n  }\\n  if (o.u) {\\n    w += 'y';\\n  }\\n  if (num(w)) {\\n    return Number(w);\\n  }\\n  return w;\\n}\\n"
    >>> items = ({"id": "a.js:2:branch", "kind": "branch", "file": "a.js", "line": 2, "end_line": 4, "symbol": "f"},
    ...          {"id": "a.js:3:early_return", "kind": "early_return", "file": "a.js", "line": 3, "symbol": "f", "text": "return v;"},
    ...          {"id": "a.js:5:branch", "kind": "branch", "file": "a.js", "line": 5, "end_line": 7, "symbol": "f"},
    ...          {"id": "a.js:8:branch", "kind": "branch", "file": "a.js", "line": 8, "end_line": 10, "symbol": "f"},
    ...          {"id": "a.js:9:early_return", "kind": "early_return", "file": "a.js", "line": 9, "symbol": "f", "text": "return Number(w);"})
    >>> before_final_return("`w` が返される。", items[3], items[2], items, {"a.js": src})
    True
    >>> before_final_return("`w` は返されない。", items[3], items[2], items, {"a.js": src})
    False
    """
    if not old or not new or old.get("kind") != "branch" or new.get("kind") not in _RUN_KINDS:
        return False
    if (old.get("file"), old.get("symbol")) != (new.get("file"), new.get("symbol")) or not old.get("symbol"):
        return False
    plain = _NOTHING_RAISED.sub("", _QUOTED.sub("x", expected))
    if not normal_outcome(expected) or _NEGATED.search(plain):
        return False
    same = [o for o in checklist if (o.get("file"), o.get("symbol")) == (new.get("file"), new.get("symbol"))]
    scopes = [o for o in same if o.get("kind") in _SCOPES]
    if any(_within(new, s) for s in scopes if s["id"] != new["id"]):
        return False  # nested: a run may pass by without evaluating it
    inner = [s for s in scopes if s["id"] != old["id"] and _within(s, old)]
    exits = [o for o in same if o.get("kind") in _EXITS and _within(o, old)]
    if not exits or any(_within(e, s) for e in exits for s in inner):
        return False  # not a guard that leaves whenever taken: reaching the end says nothing about taking it
    found = final_return(str(sources.get(str(new.get("file"))) or ""), new)
    if not found:
        return False
    line, expr = found
    if int(old.get("line") or 0) >= line or expr not in _TOKEN.findall(expected):
        return False
    # another `return` of the same expression could be where the run left
    return not any(_returned(str(o.get("text") or "")) == expr for o in same if o.get("kind") in _EXITS)


def on_run(
    expected: str,
    after: Sequence[Item],
    old: Item | None,
    new: Item | None,
    checklist: Sequence[Item],
    sources: Mapping[str, str],
) -> str:
    """The label of a move to code the case's own run evaluates (see the module doc), or `""`."""
    if twin_enclosed(old, new, after):
        return MOVED_TO_ENCLOSING
    if before_final_return(expected, old, new, checklist, sources):
        return MOVED_BEFORE_FINAL_RETURN
    return ""
