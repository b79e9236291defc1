"""A class of reply codes the design states by its first digit, against the first digits the code's test lets through.

ftplib (bench/questions ftplib-ja-py, ftplib-C1): "応答コードが成功（200～299 の範囲のコード）を表すなら応答文字列を返し、
そうでなければ error_reply を送出します" against

    if resp[:1] not in {'2', '3'}:
        raise error_reply(resp)

The statement names the class (first digit 2, `utspec.questions.leading_digit`) and the exception raised outside it;
the code's test of the reply's first character whose branch raises that exception is the place. When the first
digits it lets through are the stated class and more, design and code disagree (a 3xx reply is returned as a
success). A test letting another class through is another step's (ftplib's rename expects a 3xx to RNFR). Only when
exactly one such test raises the named exception. Pure functions of the texts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.models import Requirement, SourceText
from utspec.questions.default_conflicts import extent
from utspec.questions.leading_digit import leading_digits

#: A test of a reply's first character against a set of digits: `resp[:1] not in {'2', '3'}`, `c in ('4', '5')`,
#: `resp[0] != '2'`.
_TEST = re.compile(
    r"^\s*(?:el)?if\s*\(?\s*[\w.]+\s*(?:\[\s*(?:0|:1)\s*\])\s*(?P<op>not\s+in|in|!=|==)\s*"
    r"(?P<set>[{(\[][^})\]]*[})\]]|'\d'|\"\d\")\s*\)?\s*:"
)
_EXCEPTION = re.compile(r"\b([A-Za-z_]\w*(?:Error|Exception|_reply|_temp|_perm|_proto))\b")


@dataclass(frozen=True)
class LeadingClassConflict:
    req: Requirement
    file: str
    line: int
    statement: str
    said: frozenset[int]
    accepted: frozenset[int]


def _accepted(op: str, digits: frozenset[int]) -> frozenset[int] | None:
    """The first digits the branch that does not raise lets through."""
    if op in ("not in", "!="):
        return digits  # raises outside the set: the set passes
    return None  # raises inside the set: what passes is everything else, no class of its own


def leading_class_conflicts(
    requirements: Sequence[Requirement], sources: Sequence[SourceText]
) -> list[LeadingClassConflict]:
    """Each statement whose first-digit class differs from the one test that raises the exception it names.

    >>> src = SourceText(path="f.py", text="def voidresp(self):\\n    resp = self.getresp()\\n    if resp[:1] not in {'2', '3'}:\\n        raise error_reply(resp)\\n    return resp\\n")
    >>> r = Requirement(id="DR-1", file="d.md", line=1, kind="bullet", text="成功（200～299 の範囲のコード）なら応答を返し、そうでなければ error_reply を送出します。")
    >>> [(c.line, sorted(c.said), sorted(c.accepted)) for c in leading_class_conflicts([r], [src])]
    [(3, [2], [2, 3])]
    >>> leading_class_conflicts([r], [SourceText(path="f.py", text=src.text.replace("'2', '3'", "'2'"))])
    []
    """
    tests: list[tuple[str, int, str, frozenset[int], str]] = []
    for src in sources:
        lines = src.text.split("\n")
        for n, line in enumerate(lines, start=1):
            m = _TEST.match(line)
            if m is None:
                continue
            digits = frozenset(int(d) for d in re.findall(r"['\"](\d)['\"]", m.group("set")))
            raised = next(
                (hit for t in lines[n : n + 2] if (hit := re.search(r"^\s*raise\s+(\w+)", t))), None
            )
            accepted = _accepted(re.sub(r"\s+", " ", m.group("op")), digits)
            if digits and raised is not None and accepted is not None:
                tests.append((src.path, n, line.strip(), accepted, raised.group(1)))
    out = []
    for r in requirements:
        said = leading_digits(r.text)
        named = set(_EXCEPTION.findall(r.text))
        if len(said) != 1 or len(named) != 1:
            continue
        (exc,) = named
        # a test letting the class through and more (a 3xx taken as success); one letting another class through
        # is another step's check (rename's RNFR expects 3xx), one letting the class alone through agrees
        scope = _scope(r.text, sources)
        raising = [
            t for t in tests if t[4] == exc and t[3] > said and (scope is None or (t[0], t[1]) in scope)
        ]
        if len(raising) == 1:
            file, at, statement, accepted, _ = raising[0]
            out.append(LeadingClassConflict(r, file, at, statement, said, accepted))
    return out


def _scope(text: str, sources: Sequence[SourceText]) -> set[tuple[str, int]] | None:
    """The lines of the functions the statement names that the sources define ("rename: …", "`rename(…)`"), or None
    when it names none of them (ftplib's `voidcmd` is not in the excerpt: every test is in scope)."""
    lines: set[tuple[str, int]] = set()
    for name in set(re.findall(r"(?<![\w.])([A-Za-z_]\w*)\s*(?:\(|:)", text)):
        for src in sources:
            if (span := extent(src, name)) is not None:
                lines.update((src.path, n) for n in range(span[0], span[1] + 1))
    return lines or None


__all__ = ["LeadingClassConflict", "leading_class_conflicts"]
