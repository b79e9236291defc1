"""A text that says what one `case` of a switch writes, when that case writes another case's word.

npm cookie 0.6.0 (bench/questions cookie-ja-js): the readme says "`true` will set the `SameSite` attribute to `Strict`",
a key item "sameSite に true を指定すると 'SameSite=Strict' が付くこと"; the code (a planted edit) writes

    switch (sameSite) {
      case true:
        str += '; SameSite=Lax';
        break;
      case 'lax':
      …
      case 'strict':
        str += '; SameSite=Strict';

The text names the switch's subject (`sameSite`) and one case label (`true`), then a word (`Strict`) that another
case's strings write and this case's strings do not: the case writes something else than the text says. Only the
words of string literals in the cases' bodies are compared (a case whose body writes no string is not read), and
only when the text names the subject and the label before the word. Pure function of the text and the source texts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.models import SourceText

_SWITCH = re.compile(r"\bswitch\s*\(?\s*(?P<subj>[A-Za-z_$][\w$.]*)\s*\)?\s*\{")
_CASE = re.compile(r"^\s*case\s+(?P<labels>.+?)\s*:\s*(?://.*)?$")
_END = re.compile(r"^\s*(?:default\s*:|\})")
_STRING = re.compile(r"'([^'\n]*)'|\"([^\"\n]*)\"|`([^`\n]*)`")
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]{2,}")
_ERROR = re.compile(r"\bthrow\b|\braise\b|panic\(|\bnew\s+[\w.]*(?:Error|Exception)\b|\breject\(|\berrors?\.New\(|Errorf\(")
#: A value as a text writes it: quoted, backticked, or a bare boolean or number.
_TEXT_VALUE = re.compile(r"'([^'\n]+)'|\"([^\"\n]+)\"|`'?([^`'\n]+)'?`|(?<![\w.])(true|false|-?\d+)(?![\w.])")


@dataclass(frozen=True)
class Case:
    label: str
    """The label, without quotes, lower case (`true`, `lax`)."""
    line: int
    words: frozenset[str]
    """The lower-case words of the string literals its body writes."""
    statement: str
    """Its body's first line that writes a string (`str += '; SameSite=Lax';`)."""
    statement_line: int


@dataclass(frozen=True)
class Switch:
    file: str
    line: int
    subject: str
    cases: tuple[Case, ...]


@dataclass(frozen=True)
class CaseWords:
    file: str
    line: int
    """The line of the case body that writes its strings."""
    label: str
    said: str
    """The word the text says the case writes (`Strict`)."""
    statement: str


def _label(raw: str) -> str:
    return raw.strip().strip("'\"`").lower()


def _closed(labels: list[tuple[str, int]], body: list[tuple[int, str]]) -> list[Case]:
    """The cases of labels sharing one body, with the words of the strings it writes (an error's message is not
    written: node-fetch's `case 'error': reject(new FetchError(`… redirect mode is set to error …`))`)."""
    writes = [(k, t) for k, t in body if _STRING.search(t) and not _ERROR.search(t)]
    if not writes:
        return []
    words = frozenset(w.lower() for _, t in writes for s in _STRING.finditer(t)
                      for w in _WORD.findall(next(g for g in s.groups() if g is not None)))  # fmt: skip
    return [Case(label, at, words, writes[0][1].strip(), writes[0][0]) for label, at in labels]


def switches(src: SourceText) -> list[Switch]:
    """The switches of a file whose cases write string literals, each case with the words of its strings."""
    lines = src.text.split("\n")
    out = []
    for n, line in enumerate(lines, start=1):
        m = _SWITCH.search(line)
        if m is None:
            continue
        cases: list[Case] = []
        current: list[tuple[str, int]] = []
        body: list[tuple[int, str]] = []

        depth = 0
        for k in range(n, min(len(lines), n + 200)):
            text = lines[k]
            if (c := _CASE.match(text)) is not None:
                if body:
                    cases += _closed(current, body)
                    current, body = [], []
                current += [(_label(x), k + 1) for x in c.group("labels").split(",")]
                continue
            depth += text.count("{") - text.count("}")
            if depth < 0 or (depth == 0 and _END.match(text)):
                cases += _closed(current, body)
                break
            body.append((k + 1, text))
        if len(cases) >= 2:
            out.append(Switch(src.path, n, m.group("subj").split(".")[-1], tuple(cases)))
    return out


def case_words(text: str, sources: Sequence[SourceText]) -> CaseWords | None:
    """The case a text says writes a word that only other cases write, or None (see the module docstring).

    >>> js = "switch (sameSite) {\\n  case true:\\n    str += '; SameSite=Lax';\\n    break;\\n  case 'strict':\\n    str += '; SameSite=Strict';\\n    break;\\n}\\n"
    >>> c = case_words("`true` will set the `SameSite` attribute to `Strict`.", [SourceText(path="i.js", text=js)])
    >>> (c.line, c.label, c.said)
    (3, 'true', 'Strict')
    >>> case_words("`'strict'` will set the `SameSite` attribute to `Strict`.", [SourceText(path="i.js", text=js)]) is None
    True
    """
    for src in sources:
        for sw in switches(src):
            if len(sw.subject) < 3 or not re.search(rf"(?<![\w$]){re.escape(sw.subject)}(?![\w$])", text, re.I):
                continue
            labels = {c.label: c for c in sw.cases}
            named = next(((m, v) for m in _TEXT_VALUE.finditer(text)
                          if (v := next(g for g in m.groups() if g is not None).lower()) in labels), None)  # fmt: skip
            if named is None:
                continue
            m, label = named
            case = labels[label]
            others = frozenset(w for c in sw.cases if c.label != label and c.words != case.words for w in c.words)
            # a word after the label that another case writes and this one does not
            said = next((w for w in _WORD.findall(text[m.end() :]) if w.lower() in others and w.lower() not in case.words), None)
            if said is not None:
                return CaseWords(src.path, case.statement_line, label, said, case.statement)
    return None
