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
