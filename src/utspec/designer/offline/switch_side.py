"""The side of a `switch` arm (`case X` / `default`) on a run, for `case_run` and `argument_search` (issue 12).

A checklist item `case constants_1.MESH.LEVEL_80000.LEVEL` (japanmesh's `toCode`) or `default` is no condition:
`case_run._side` put `true` / `false` in its place on its line, which left `(true):` (no JavaScript), so no arm
of a JavaScript switch was ever run and japanmesh's "`level` = `80000`" case said "`code.slice(0, …)` is returned"
where the run gives `"5339"`. An arm is taken when the switch's discriminant `===` its label (`default`: none of
the switch's labels). This module reads the arm's switch and writes the sources three ways, run by `case_run`:

- forced on: the label replaced by the discriminant itself (a `default`: every other label replaced by a value no
  discriminant is), so the arm is entered wherever the switch is reached and no earlier arm matches;
- forced off: the label replaced by a value no discriminant is (a `default`: written as such a `case`);
- probe: the discriminant (for a `default`) or the label replaced by an unknown name, which the interpreter gives
  up on: a run that never reads it never reached the arm.

JavaScript and TypeScript (`js_eval` runs a switch as JavaScript does, `js_statements.run_switch`), Go and Java
(`go_eval`, `java_eval`); the discriminant is read again at the label, which is exact for the names and pure calls a
switch is written on. Go and Java type their comparisons, so "a value no discriminant is" is written in the labels'
kind (`_no_match`): a text where a label is a string literal, else the discriminant plus one (an integer, a rune or
a char; Java's `+ 1` on a text appends). A Go switch without a tag (`switch {`) has conditions for labels: they are
forced to `true` / `false`. A Go type switch (`.(type)`) and C# (no interpreter) are left alone.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from utspec.codetext import closing_bracket
from utspec.models import ChecklistItem

#: `case X:` / `default:` at the start of a line; what follows the label's colon is a statement or a comment.
_ARM = re.compile(r"^(\s*)(?:case\b\s*(.+?)|default)\s*:(?!:)")
_SWITCH = re.compile(r"^\s*switch\s*\(")
#: Go writes its tag bare, or none: `switch x % 10 {`, `switch {`.
_GO_SWITCH = re.compile(r"^(\s*)switch\b(.*?)\{\s*(?://.*)?$")
#: A value no discriminant of the projects' switches is: the arm it labels is never entered.
NO_MATCH = "'utspec-no-match'"
_NO_MATCH_TEXT = '"utspec-no-match"'
_LANGUAGES = ("javascript", "typescript", "go", "java")

Mode = Literal["on", "off", "probe", "same"]


@dataclass(frozen=True)
class Arm:
    """One arm of a C-family `switch`: its discriminant, its label (None for `default`) and the other labels."""

    switch_line: int
    subject: str
    line: int
    label: str | None
    others: tuple[tuple[int, str], ...]
    """(line, label) of every other `case` of the same switch."""
    default_line: int | None
    """The switch's `default:` line, if it has one."""
    language: str = "javascript"
    end: int = 0
    """The line closing the switch."""


def _depth_change(text: str) -> int:
    text = re.sub(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"|`(?:[^`\\]|\\.)*`|//.*$", "", text)
    return text.count("{") - text.count("}")


def _subject(line: str, language: str = "javascript") -> str | None:
    """`switch (level) {` -> `level`; None unless the brackets close on the line. Go: `switch x % 10 {` -> `x % 10`,
    `switch {` -> `""` (the labels are conditions); None for an init statement or a type switch.

    >>> _subject("  switch (x) {"), _subject("\tswitch x % 10 {", "go"), _subject("\tswitch {", "go")
    ('x', 'x % 10', '')
    >>> _subject("\tswitch v := src.(type) {", "go"), _subject("\tswitch n := f(); n {", "go")
    (None, None)
    """
    if language == "go":
        m = _GO_SWITCH.match(line)
        if m is None or ";" in m.group(2) or ".(type)" in m.group(2):
            return None
        return m.group(2).strip()
    open_at = line.find("(", line.find("switch"))
    close = closing_bracket(line, open_at) if open_at >= 0 else -1
    if close is None or close < 0:
        return None
    return line[open_at + 1 : close].strip() or None


def _label(line: str) -> tuple[str | None, bool] | None:
    """(label, is default) of an arm written on `line`, None when the line holds no arm."""
    m = _ARM.match(line)
    if m is None:
        return None
    return (m.group(2).strip() if m.group(2) is not None else None), m.group(2) is None


def switch_arm(lines: Sequence[str], item: ChecklistItem) -> Arm | None:
    """The arm `item` is (`case X` / `default` on its line), with its switch; None for anything else.

    >>> src = ["function f(x) {", "  switch (x) {", "    case 1:", "      return 'a';", "    case 2: {",
    ...        "      switch (y) { case 3: return 1; }", "    }", "    default:", "      return 'z';", "  }", "}"]
    >>> it = ChecklistItem(id="a.js:8:branch", kind="branch", file="a.js", line=8, end_line=9,
    ...                    language="javascript", symbol="f", text="default")
    >>> switch_arm(src, it)
    Arm(switch_line=2, subject='x', line=8, label=None, others=((3, '1'), (5, '2')), default_line=8, language='javascript', end=10)
    >>> switch_arm(src, it.model_copy(update={"line": 3, "text": "case 1"})).label
    '1'
    """
    if item.language not in _LANGUAGES or not re.match(r"(?:case\b|default\b)", item.text.strip()):
        return None
    if not 0 < item.line <= len(lines) or (own := _label(lines[item.line - 1])) is None:
        return None
    depth = 0
    for n in range(item.line - 1, 0, -1):
        depth += _depth_change(lines[n - 1])
        if depth <= 0:
            continue
        head = _GO_SWITCH if item.language == "go" else _SWITCH
        if (
            not head.match(lines[n - 1])
            or depth != 1
            or (subject := _subject(lines[n - 1], item.language)) is None
        ):
            return None  # the arm's block is opened by something else than a switch
        return _arm(lines, n, subject, item.line, own[0], item.language)
    return None


def _arm(
    lines: Sequence[str], start: int, subject: str, line: int, label: str | None, language: str = "javascript"
) -> Arm | None:
    depth = _depth_change(lines[start - 1])
    others: list[tuple[int, str]] = []
    default_line = None
    for n in range(start + 1, len(lines) + 1):
        text = lines[n - 1]
        if depth == 1 and (found := _label(text)) is not None:
            if found[1]:
                default_line = n
            elif n != line and found[0] is not None:
                others.append((n, found[0]))
        depth += _depth_change(text)
        if depth <= 0:
            return Arm(start, subject, line, label, tuple(others), default_line, language, n)
    return None


def body_lines(arm: Arm) -> range:
    """The lines of the arm's own statements: after its label, before the next label or the switch's end.

    >>> body_lines(Arm(4, "k", 12, None, ((5, "1"), (9, "3")), 12, "java", 14))
    range(13, 14)
    >>> body_lines(Arm(4, "k", 5, "1", ((9, "3"),), 12, "java", 14))
    range(6, 9)
    """
    labels = [n for n, _ in arm.others] + ([arm.default_line] if arm.default_line is not None else [])
    return range(arm.line + 1, min([n for n in labels if n > arm.line] + [arm.end or arm.line + 1]))


def _no_match(arm: Arm) -> str:
    """A label the arm's discriminant never equals, in the kind Go and Java compare it as.

    >>> _no_match(Arm(1, "x", 2, "1", (), None, "javascript")), _no_match(Arm(1, "u", 2, '"a", "b"', (), None, "go"))
    ("'utspec-no-match'", '"utspec-no-match"')
    >>> _no_match(Arm(1, "x % 10", 2, "1", (), None, "go")), _no_match(Arm(1, "", 2, "x < 0", (), None, "go"))
    ('(x % 10) + 1', 'false')
    """
    if arm.language not in ("go", "java"):
        return NO_MATCH
    if not arm.subject:
        return "false"  # a Go switch without a tag: its labels are conditions
    labels = [lab for lab in (arm.label, *(lab for _, lab in arm.others)) if lab is not None]
    if any(lab.lstrip().startswith('"') for lab in labels):
        return _NO_MATCH_TEXT
    return f"({arm.subject}) + 1"


def _on(arm: Arm) -> str:
    """What the arm's label is replaced by to enter it: the discriminant itself (a Go condition: `true`)."""
    return arm.subject or "true"


def _go_head(head: str, arm: Arm, subject: str | None, guard: str | None, probe: str) -> str | None:
    """A Go switch line with its tag written as `subject` (None: kept) and, under `guard`, a call of the unknown
    `probe` run first when the guard is false (Go has no conditional expression to put round the tag)."""
    m = _GO_SWITCH.match(head)
    if m is None:
        return None
    tag = m.group(2) if subject is None else f" {subject} "
    before = f"if !({guard}) {{ {probe}() }}; " if guard is not None else ""
    return f"{m.group(1)}{before}switch{tag}{{"


def _put_label(text: str, label: str, by: str) -> str | None:
    """`case <label>:` on `text` with the label written as `by`; None unless the label is there once."""
    m = _ARM.match(text)
    if m is None or m.group(2) is None or m.group(2).strip() != label:
        return None
    return f"{text[: m.start(2)]}({by}){text[m.end(2) :]}"


def rewritten(
    lines: Sequence[str], arm: Arm, mode: Mode, probe: str, guard: str | None = None
) -> list[str] | None:
    """The file's lines with the arm forced on or off, or probed (module docstring), or the "same" arm with only
    the guard put round the discriminant; None when one cannot be written.

    `guard`: an expression the discriminant is read under (an unknown name when it is false), so a run in which
    the values a case states do not hold at the switch gives up.

    >>> src = ["switch (x) {", "  case 1:", "    return 'a';", "  default:", "    return 'z';", "}"]
    >>> arm = Arm(1, "x", 2, "1", (), 4)
    >>> rewritten(src, arm, "on", "P")[1], rewritten(src, arm, "off", "P")[1], rewritten(src, arm, "probe", "P")[1]
    ('  case (x):', "  case ('utspec-no-match'):", '  case (P):')
    >>> d = Arm(1, "x", 4, None, ((2, "1"),), 4)
    >>> rewritten(src, d, "on", "P")[1], rewritten(src, d, "off", "P")[3], rewritten(src, d, "probe", "P")[0]
    ("  case ('utspec-no-match'):", "  case ('utspec-no-match'):", 'switch (P) {')
    >>> rewritten(src, arm, "same", "P", guard="y === 2")[:2]
    ['switch (((y === 2) ? (x) : P)) {', '  case 1:']
    """
    out = list(lines)
    if arm.language == "go" and (guard is not None or (arm.label is None and mode == "probe")):
        subject = probe if mode == "probe" and arm.label is None else None
        if (go_head := _go_head(out[arm.switch_line - 1], arm, subject, guard, probe)) is None:
            return None
        out[arm.switch_line - 1] = go_head
    elif guard is not None or (arm.label is None and mode == "probe"):
        head = out[arm.switch_line - 1]
        subject = probe if mode == "probe" and arm.label is None else arm.subject
        if guard is not None:
            subject = f"(({guard}) ? ({subject}) : {probe})"
        open_at = head.find("(", head.find("switch"))
        close = closing_bracket(head, open_at)
        if close is None or close < 0:
            return None
        out[arm.switch_line - 1] = f"{head[: open_at + 1]}{subject}{head[close:]}"
    if mode == "same":
        return out
    if arm.label is None:
        if mode == "on":
            for n, lab in arm.others:
                if (text := _put_label(out[n - 1], lab, _no_match(arm))) is None:
                    return None
                out[n - 1] = text
        elif mode == "off":
            text = out[arm.line - 1]
            out[arm.line - 1] = re.sub(r"\bdefault\s*:", lambda _: f"case ({_no_match(arm)}):", text, count=1)
        return out
    by = {"on": _on(arm), "off": _no_match(arm), "probe": probe}[mode]
    text = _put_label(out[arm.line - 1], arm.label, by)
    if text is None:
        return None
    out[arm.line - 1] = text
    return out


__all__ = ["NO_MATCH", "Arm", "Mode", "body_lines", "rewritten", "switch_arm"]
