"""C# `is` patterns as the comparisons they make, so `path_value` can evaluate them.

`input is < minValue or > maxValue` (Humanizer's `ToRoman`), `x is null`, `x is not null`, `c is 'a' or 'b'`
and `n is >= 1 and <= 10` compare their subject with each bound or constant, but no operator joins the subject
to them: the evaluator gave up on the whole condition, so a case at `input` = `1` that said "an exception is
raised" was compared with nothing. Each pattern becomes the C-family expression it means
(`(input < minValue || input > maxValue)`); only relational patterns (`<`, `<=`, `>`, `>=` and a literal or a
name), constant patterns (a literal), `not`, `and`, `or` and parentheses are read. A type or declaration
pattern (`x is string s`, `x is Foo`) is left as written, so the evaluator still gives up on it.

>>> as_comparisons("input is < minValue or > maxValue")
'((input < minValue) || (input > maxValue))'
>>> as_comparisons("value is null || value.Length == 0"), as_comparisons("x is not null")
('(value == null) || value.Length == 0', '!(x == null)')
>>> as_comparisons("c is 'a' or 'b'"), as_comparisons("n is >= 1 and <= 10 && ok")
("((c == 'a') || (c == 'b'))", '((n >= 1) && (n <= 10)) && ok')
>>> as_comparisons("o is string s"), as_comparisons("x is not (< 0 or > 9)")
('o is string s', '!(((x < 0) || (x > 9)))')
"""

from __future__ import annotations

import re

_SUBJECT = re.compile(r"(?<![\w.$])([A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*)\s+is\s+")
_TOKEN = re.compile(
    r"""\s*(?:(?P<op><=|>=|<|>)|(?P<lit>'(?:[^'\\]|\\.)+'|"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?[LlFfDdMmUu]*"""
    r"""|\btrue\b|\bfalse\b|\bnull\b)|(?P<word>\b(?:not|and|or)\b)|(?P<open>\()|(?P<close>\))"""
    r"""|(?P<name>[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*))"""
)


class _Parser:
    """A recursive reader of one pattern from `pos`; `fail` set when the text is no pattern this module reads."""

    def __init__(self, text: str, pos: int, subject: str) -> None:
        self.text, self.pos, self.subject, self.fail = text, pos, subject, False

    def _peek(self) -> re.Match[str] | None:
        return _TOKEN.match(self.text, self.pos)

    def _word(self, word: str) -> bool:
        m = self._peek()
        if m is not None and m.group("word") == word:
            self.pos = m.end()
            return True
        return False

    def pattern(self) -> str:
        parts = [self._conjunction()]
        while not self.fail and self._word("or"):
            parts.append(self._conjunction())
        return parts[0] if len(parts) == 1 else "(" + " || ".join(parts) + ")"

    def _conjunction(self) -> str:
        parts = [self._unary()]
        while not self.fail and self._word("and"):
            parts.append(self._unary())
        return parts[0] if len(parts) == 1 else "(" + " && ".join(parts) + ")"

    def _unary(self) -> str:
        if self._word("not"):
            return "!" + self._wrapped(self._unary())
        m = self._peek()
        if m is None:
            self.fail = True
            return ""
        if m.group("open"):
            self.pos = m.end()
            inner = self.pattern()
            close = self._peek()
            if close is None or not close.group("close"):
                self.fail = True
                return ""
            self.pos = close.end()
            return "(" + inner + ")"
        if m.group("op"):
            bound = _TOKEN.match(self.text, m.end())
            if bound is None or not (bound.group("lit") or bound.group("name")) or bound.group("word"):
                self.fail = True
                return ""
            self.pos = bound.end()
            return f"({self.subject} {m.group('op')} {(bound.group('lit') or bound.group('name')).strip()})"
        if m.group("lit"):
            self.pos = m.end()
            return f"({self.subject} == {m.group('lit').strip()})"
        self.fail = True  # a type or declaration pattern
        return ""

    @staticmethod
    def _wrapped(s: str) -> str:
        return s if s.startswith("(") else f"({s})"


def as_comparisons(expr: str) -> str:
    """`expr` with every `subject is pattern` this module reads written as comparisons (see the module docstring)."""
    out, at = [], 0
    for m in _SUBJECT.finditer(expr):
        if m.start() < at:
            continue
        p = _Parser(expr, m.end(), m.group(1))
        rewritten = p.pattern()
        if p.fail or not rewritten:
            continue
        out.append(expr[at : m.start()] + rewritten)
        at = p.pos
    return "".join(out) + expr[at:]


__all__ = ["as_comparisons"]
