"""Mutants that damage nothing a reviewer could check: labelled as such, counted apart from catches and misses.

Written and committed (session 23) before the corpus was measured again with it, from mutants that earlier
sessions read and judged no defect (bench/defect_corpus/README.md, sessions 21 and 22). Each rule is plain text
work on the mutated cells, like the operators: nothing here reads the critic.

- `same_condition`: evidence "moved" to another `#k` item of the same line and kind with the same condition text
  (e.g. `290:branch` -> `290:branch#2`): the case still cites the condition it is about (stringtokenizer TC-028,
  usheap TC-033, alecunits TC-093).
- `same_situation` and `one_if`: two cases swapped whose input, function and preconditions are the same run (only
  the drafter's words for how the function is reached differ) and whose cited lines lie in one `if` they cite:
  each expected result is true of either case (stringtokenizer TC-001 <-> TC-002: `maxDelimCodePoint = 0;
  return;`). Two `if`s of the same condition (usheap TC-029 <-> TC-030) are left defects, as the brief words it.
- `negated_value`: a value changed inside a negated clause ("`last` is not set to `1`" -> "`2`", "そこで `-1` を
  返さない" -> "`0`"): a clause that says which value the code does *not* produce there stays true of any other value
  (usheap TC-049, semver TC-051, stats TC-031). A boolean is the exception: "is not `true`" -> "is not `false`"
  states the opposite, so it stays a defect.

Session 25 (written and committed before the corpus was re-counted with them; mutants hcrit24 read and judged
arguably no defect, bench/defect_corpus/README.md "Session 24"):
- `along_run`: in a case whose expected result is a normal return, evidence moved from a guard the run passes (a
  branch whose body raises: the case says nothing is raised, so the run did not take it) to another branch that
  same run evaluates: one that encloses an item the case cites (the run reached that item through it), or a branch a
  cited condition's call reaches first (not nested, nothing leaves the function before it). The case still cites
  only code its run executes (mediatyper TC-016: `67:branch` -> `66:branch` `if (suffix)`, which encloses it;
  jeraconv TC-023: `62:branch` -> `81:branch`, the first branch of `__is_correct_format`, which the cited `46:branch`
  condition calls). A case that raises keeps its deciding guard a defect, and so does any case about one guard.
- `same_fact`: two swapped expected results that quote the same names and the same single value, neither negated,
  state one fact in other words (jeraconv TC-007 <-> TC-008: "`True` が返される（この入力での `res` の値）" and
  "`res` が `True` になる", both true of each case's input). Two values, or a negation, leave it a defect.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

MOVED_WITHIN_CONDITION = (
    "evidence moved to another item of the same condition (the case still cites its statement)"
)
SAME_SITUATION = "swapped between two cases of one run and one `if` (each result is true of either case)"
NEGATED_VALUE = (
    "value changed inside a negated clause (which value is not produced: still true of the new one)"
)
MOVED_ALONG_RUN = (
    "evidence moved from a guard a normal run passes to another branch the same run evaluates (still its path)"
)
SAME_FACT = "swapped between two results that state the same value of the same names (true of either case)"

_ITEM_NUMBER = re.compile(r"#\d+$")


def same_condition(old: Mapping[str, Any] | None, new: Mapping[str, Any] | None) -> bool:
    """Two checklist items of one line and kind, told apart only by their `#k` suffix, with the same condition text.

    pretty-bytes' `isNegative ? '-' : options.signed ? '+' : ''` gives `89:branch` and `89:branch#2` with different
    conditions: moving between those is a defect, so the text must match too.

    >>> a = {"id": "a.java:290:branch", "text": "c > max"}
    >>> same_condition(a, {"id": "a.java:290:branch#2", "text": "c > max"}), same_condition(a, {"id": "a.java:290:branch#2", "text": "d"})
    (True, False)
    """
    if not old or not new or old["id"] == new["id"]:
        return False
    same_line = _ITEM_NUMBER.sub("", str(old["id"])) == _ITEM_NUMBER.sub("", str(new["id"]))
    return same_line and " ".join(str(old.get("text")).split()) == " ".join(str(new.get("text")).split())


#: The drafter's words for how the function is reached ("with every earlier guard passing", "on the path to line
#: 143"): they name a line, not a different situation. The function's name (in backticks) is kept.
_REACHED = re.compile(r"\bis reached\b[^.。]*|、?それより前のガードをすべて通過して|到達する")
_CODE_REF = re.compile(r"^(?P<path>.+):(?P<line>\d+):(?P<kind>[a-z_]+)(?:#\d+)?$")


def _situation(case: Mapping[str, Any]) -> tuple[str, str]:
    pre = _REACHED.sub("", str(case.get("preconditions") or ""))
    return " ".join(str(case.get("input") or "").split()), " ".join(pre.split())


def same_situation(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    """Two cases that describe one run: the same (non-empty) input, the same function, the same preconditions.

    >>> same_situation({"input": "`d` = `null`.", "preconditions": "`f` is reached with every earlier guard passing."},
    ...                {"input": "`d` = `null`.", "preconditions": "`f` is reached on the path to line 143."})
    True
    >>> same_situation({"input": "`p` = `1`。", "preconditions": "`ReadSByte` に到達する。"},
    ...                {"input": "`p` = `1`。", "preconditions": "`ReadByte` に到達する。"})
    False
    """
    sa, sb = _situation(a), _situation(b)
    return bool(sa[0]) and sa == sb


def one_if(
    a: Mapping[str, Any], b: Mapping[str, Any], item: Callable[[str], Mapping[str, Any] | None]
) -> bool:
    """Whether one `if` (a `branch` item either case cites) holds every line both cases cite in its file.

    stringtokenizer's `if (delimiters == null) { maxDelimCodePoint = 0; return; }`: TC-001 cites `141:branch`
    (lines 141-144), TC-002 `143:early_return`: two effects of one `if`. A loop is no `if`: "zero iterations" and
    "the loop stops at `break`" are different runs.
    """
    refs = [m for r in (*a.get("evidence", []), *b.get("evidence", [])) if (m := _CODE_REF.match(r))]
    for m in refs:
        it = item(m.group(0))
        if m["kind"] != "branch" or not it:
            continue
        first, last = int(it.get("line") or m["line"]), int(it.get("end_line") or it.get("line") or m["line"])
        if all(o["path"] == m["path"] and first <= int(o["line"]) <= last for o in refs):
            return True
    return False


_NEGATION_EN = re.compile(r"\b(?:not|never|no longer)\b|n't\b", re.IGNORECASE)
_NEGATION_JA = re.compile(r"ない|されず|ず、|ません")
#: Clause ends: a sentence end, a semicolon, a comma followed by a space, a Japanese comma.
_CLAUSE_END = re.compile(r"[.;,](?=\s)|[。、；;]|\.$")
_BOOLEAN = re.compile(r"`?(?:[Tt]rue|[Ff]alse)`?")


#: Quoted text (code in backticks, a message in quotes) is quoted, not said: its "not" is no part of the sentence.
_QUOTED = re.compile(r"`[^`]*`|\"[^\"]*\"|「[^」]*」")


def negated_value(text: str, start: int, end: int) -> bool:
    """Whether the value at `text[start:end]` sits in a negated clause (and is not a boolean).

    >>> t = "`last` is not set to `1`."
    >>> negated_value(t, t.index("1"), t.index("1") + 1)
    True
    >>> t = "237 行目の `return` は実行されず、そこで `-1` を返さない。"
    >>> negated_value(t, t.index("-1"), t.index("-1") + 2)
    True
    >>> t = "Returns `5`; the loop does not run."
    >>> negated_value(t, t.index("5"), t.index("5") + 1)
    False
    >>> t = '`fmt.Errorf("%s is not in dotted-tri format", v)` が返される。'
    >>> negated_value(t, 1, t.index("`", 1))
    False
    >>> t = '`E` is raised with the message "Does not use 978 Bookland prefix.".'
    >>> negated_value(t, t.index("978"), t.index("978") + 3)
    False
    """
    if _BOOLEAN.fullmatch(text[start:end]):
        return False
    plain = _QUOTED.sub(lambda m: m.group()[0] + "x" * (len(m.group()) - 2) + m.group()[-1], text)
    left = max((m.end() for m in _CLAUSE_END.finditer(plain, 0, start)), default=0)
    right = next((m.start() for m in _CLAUSE_END.finditer(plain, end)), len(plain))
    clause = plain[left:right]
    return bool(_NEGATION_EN.search(clause) or _NEGATION_JA.search(clause))


# --- session 25 ------------------------------------------------------------------------------------

Item = Mapping[str, Any]

_EXCEPTION = re.compile(r"\b[A-Z][A-Za-z0-9_]*(?:Error|Exception)\b")
_RETURN_SAID = re.compile(r"\breturn(?:s|ed)?\b|返される|を返す")
#: "No exception is raised" / "例外は送出されない" say nothing is raised; what is left is read for a raise.
_NOTHING_RAISED = re.compile(r"\bNo exception is (?:raised|thrown)\b|例外は送出されない")
_RAISE_SAID = re.compile(r"(?<!not )\b(?:is|are) (?:raised|thrown)\b|送出される|を送出する|スローされる")
_EXIT_KINDS = ("return", "early_return", "raise", "throw")
_SCOPE_KINDS = ("branch", "loop", "handler", "try")


def normal_outcome(expected: str) -> bool:
    """Whether an expected result says the function returns and names no exception raised.

    >>> normal_outcome("`1190` が返される。"), normal_outcome("例外は送出されない。`x` が返される。")
    (True, True)
    >>> normal_outcome("`ValueError` が送出される。"), normal_outcome("`res` が `True` になる。")
    (False, False)
    """
    said = _NOTHING_RAISED.sub("", expected)
    return bool(_RETURN_SAID.search(said)) and not _EXCEPTION.search(said) and not _RAISE_SAID.search(said)


def _span(it: Item) -> tuple[int, int]:
    first = int(it.get("line") or 0)
    return first, int(it.get("end_line") or first)


def _inside(inner: Item, outer: Item) -> bool:
    """`inner` lies in `outer`'s body: same file, a later line within `outer`'s lines."""
    first, last = _span(outer)
    return inner.get("file") == outer.get("file") and first < int(inner.get("line") or 0) <= last


def passed_guard(it: Item, checklist: tuple[Item, ...]) -> bool:
    """A branch whose body raises: a run said to raise nothing passed it without taking it."""
    return it.get("kind") == "branch" and any(
        o.get("kind") in ("raise", "throw") and _inside(o, it) for o in checklist
    )


def _calls(condition: str, name: str) -> bool:
    """Whether `condition` calls the function `name` itself (bare, or on `self` / `this` / `cls`), not a method of
    another object: `TYPE_NAME_REGEXP.test(type)` does not call a module function `test`."""
    return bool(name) and bool(re.search(rf"(?:^|[^\w.$]|\b(?:self|this|cls)\.){re.escape(name)}\s*\(", condition))


def first_reached(it: Item, checklist: tuple[Item, ...]) -> bool:
    """A branch its function always evaluates once entered: nested in nothing of that function, and no exit of the
    function comes before it."""
    same = [o for o in checklist if o.get("file") == it.get("file") and o.get("symbol") == it.get("symbol")]
    nested = any(o.get("kind") in _SCOPE_KINDS and _inside(it, o) for o in same)
    exit_before = any(o.get("kind") in _EXIT_KINDS and int(o.get("line") or 0) < int(it.get("line") or 0) for o in same)
    return it.get("kind") == "branch" and not nested and not exit_before


def along_run(expected: str, cited: list[Item], old: Item | None, new: Item | None, checklist: tuple[Item, ...]) -> bool:
    """Evidence moved from a guard a normal run passes to another branch that run evaluates (see the module doc).

    `cited` are the case's code items before the move (`old` among them).

    >>> items = ({"id": "a.js:66:branch", "kind": "branch", "file": "a.js", "line": 66, "end_line": 72, "symbol": "f", "text": "s"},
    ...          {"id": "a.js:67:branch", "kind": "branch", "file": "a.js", "line": 67, "end_line": 69, "symbol": "f", "text": "!ok(s)"},
    ...          {"id": "a.js:68:raise", "kind": "raise", "file": "a.js", "line": 68, "symbol": "f", "text": "throw new TypeError('x')"})
    >>> along_run("`'a+b'` が返される。", [items[1]], items[1], items[0], items)
    True
    >>> along_run("`TypeError` が送出される。", [items[1]], items[1], items[0], items)
    False
    """
    if not old or not new or new.get("kind") != "branch" or not normal_outcome(expected):
        return False
    if not passed_guard(old, checklist):
        return False
    if any(_inside(c, new) for c in cited):
        return True
    name = str(new.get("symbol") or "").split(".")[-1]
    conditions = [str(c.get("text") or "") for c in cited if c.get("kind") == "branch" and c.get("file") == new.get("file")]
    return any(_calls(t, name) for t in conditions) and first_reached(new, checklist)


_TOKEN = re.compile(r"`([^`]+)`")
_NAME = re.compile(r"[A-Za-z_$][\w$.]*")
_LITERAL_NAMES = {"true", "false", "True", "False", "null", "None", "nil", "undefined", "NULL"}


def _negated(text: str) -> bool:
    plain = _QUOTED.sub("x", text)
    return bool(_NEGATION_EN.search(plain) or _NEGATION_JA.search(plain))


def same_fact(a: str, b: str) -> bool:
    """Two expected results that quote the same names and one same value, neither negated (see the module doc).

    >>> same_fact("`True` が返される（この入力での `res` の値）。", "`res` が `True` になる。")
    True
    >>> same_fact("`a` becomes `1` and `b` becomes `2`.", "`a` becomes `2` and `b` becomes `1`.")
    False
    >>> same_fact("`res` が `True` になる。", "`res` が `True` にならない。")
    False
    """
    ta, tb = set(_TOKEN.findall(a)), set(_TOKEN.findall(b))
    values = [t for t in ta if not _NAME.fullmatch(t) or t in _LITERAL_NAMES]
    names = ta - set(values)
    return ta == tb and len(values) == 1 and bool(names) and not _negated(a) and not _negated(b)
