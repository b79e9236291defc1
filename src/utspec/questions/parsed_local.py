"""An error claim's walk stops at an unknown raising guard on a local parsed or matched from the value.

kansuji (npm, session 18 QA): "数字でない文字列 "ABC" を渡すと TypeError" was reported contradicted: the claim walk
(`flow.walk`) could not evaluate `if (!matched) throw new TypeError(…)` (`matched = n.toString().match(…)`), assumed it
false as it does for guards unrelated to the claim, walked on to the end and compared "returns" with "raises". A
guard on such a local is decided by the claimed value through the match or parse, so the walk is not certain there.
A guard on state the input does not set (`self._nframeswritten`), on a count (`response.size()`) or on a local
computed from another parameter than the one the claim names keeps the "other guards pass" assumption (sunau,
commons-net and statistics contradictions depend on it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_ASSIGNED = r"(?:^|[\s;(])(?:(?:var|let|const|final|auto)\s+)?(?:[\w<>\[\]]+\s+)?{name}\s*(?::=|=(?!=))"


_HEADER = re.compile(r"^\s*(?:async\s+)?(?:def|function|func)\b")
#: What reads the format of a value: a pattern match or a number parse. Whether it succeeds is the claim's question
#: ("a non-number string raises"); a size or a count of the input (`response.size()`) is not.
_PARSED = re.compile(
    r"\.(?:match|exec|matcher|matches|FindStringSubmatch|FindString|MatchString)\(|"
    r"\bre\.(?:match|fullmatch|search)\(|\b(?:parseInt|parseFloat|Number|int|float|Integer\.parseInt|"
    r"Long\.parseLong|Double\.parseDouble|strconv\.\w+|ParseInt|ParseFloat|Atoi)\("
)


def value_names(param: str, owned: dict[str, set[str]]) -> frozenset[str]:
    """The names the claim's value is known to go to: the parameter it names, the subjects compared with it."""
    out = {param} if param else set()
    for subjects in owned.values():
        out |= {s.split(".")[-1] for s in subjects}
    return frozenset(out)


def reads_parsed_local(cond: str, before: Sequence[str], sources: frozenset[str] = frozenset()) -> bool:
    """Whether `cond` reads a local the function assigned before it by matching or parsing a value
    (`matched = n.toString().match(…)`), from one of `sources` when the value's names are known.

    Such a guard is decided by the input through that computation, unknown here; a guard on state the input does
    not set (`self._nframeswritten`) or on another parameter stays the walk's "other guards pass" assumption.

    >>> reads_parsed_local("!matched", ["  var matched = n.toString().match(R);"]), reads_parsed_local("self._nframeswritten", [])
    (True, False)
    >>> reads_parsed_local("size == 0", ["        final int size = response.size();"])  # a count, not a parse
    False
    >>> reads_parsed_local("n < 1", ["def quantiles(data, *, n=4, method='exclusive'):", "    x = 1"])
    False
    >>> reads_parsed_local("v < 2", ["    v = int(data)"], frozenset({"method"}))
    False
    >>> reads_parsed_local("v < 2", ["    v = int(data)"], frozenset({"data"}))
    True
    """
    names = set(re.findall(r"(?<![\w.$])([A-Za-z_$][\w$]*)(?![\w$]*\s*\()", cond))
    body = [
        x for x in before if not _HEADER.match(x)
    ]  # a signature's default (`n=4`) is a parameter's, not a local
    return any(re.search(_ASSIGNED.format(name=re.escape(n)), line) and _PARSED.search(line.split("=", 1)[-1])
               and (not sources or any(re.search(rf"(?<![\w.$]){re.escape(x)}\b", line.split("=", 1)[-1]) for x in sources))
               for n in names for line in body)  # fmt: skip


__all__ = ["reads_parsed_local", "value_names"]
