"""Boolean settings a key item names, against the one condition that tests exactly those flags.

cssesc's key item "With wrap true and isIdentifier true the output is wrapped in quotes" names two
options and their values; the code wraps only under `if (!isIdentifier && options.wrap)`, which those
settings make false. The key item shares words with that line and was cited as evidence; it expects
the branch's effect where the code never reaches it.

Only conditions made of bare flags (`x`, `!x`, `not x`, `options.x`, `x === true`, `x == false`) joined
by `&&` / `||` / `and` / `or`, every one of them set by the key item, and every flag the key item sets
tested there (so the condition is the key item's own situation). A key item stating the effect
(not negated) expects the condition true; a negated one ("is not wrapped") expects it false.
The key item must also be about that condition's effect (some word other than its flags is in the
effect, `about_effect`): slugify's "word_boundary=True truncates to complete words only" makes
`not word_boundary` false, and is about the word loop past it, not about the plain cut
`return string[:max_length]` that the guard returns. A word the code also uses on the path past the
condition (`path_past`) does not count: slugify's "With lowercase=False, stopwords are matched
case-sensitively" meets `stopwords_lower = …` under `if lowercase:`, and the `else:` right after
matches `stopwords` as they are. Pure functions of the key item's text, the checklist and the sources.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.anchoring import anchors
from utspec.models import ChecklistItem, Kind, SourceText
from utspec.questions.set_conflicts import loose

#: `wrap true`, `isIdentifier: true`, `wrap = false`, `escapeEverything が true`, `wrap を true に`, `wrap set to true`.
_SETTING = re.compile(
    r"`?(?P<name>[A-Za-z_$][\w$]*)`?\s*(?:=|:|==|が|を|is|set\s+to)?\s*`?(?P<v>true|false)`?(?![\w])", re.I
)
_NEGATED = re.compile(r"\b(?:is|are|gets?)\s+not\b|\bnot\s+\w+ed\b|\bnever\b|ない(?:こと)?[。.]?\s*$", re.I)
_ATOM = re.compile(
    r"^(?P<neg>!|not\s+)?\s*(?:[\w$]+\.)*(?P<name>[A-Za-z_$][\w$]*)(?:\s*(?P<op>===|!==|==|!=)\s*(?P<v>true|false|True|False))?$"
)


@dataclass(frozen=True)
class FlagClaim:
    item: ChecklistItem
    """The condition the settings decide."""
    settings: tuple[tuple[str, bool], ...]
    """The key item's flags, as it writes them."""
    expected: bool
    """Whether the key item expects the condition to hold."""


def settings(text: str) -> dict[str, bool]:
    """The boolean settings a text names: flag name (as written) -> value.

    >>> settings("With wrap true and isIdentifier true the output is wrapped in quotes")
    {'wrap': True, 'isIdentifier': True}
    >>> settings("escapeEverything を false にすると")
    {'escapeEverything': False}
    >>> settings("returns true for 429")
    {}
    """
    out: dict[str, bool] = {}
    for m in _SETTING.finditer(text):
        name = m.group("name")
        if name.lower() in ("is", "returns", "return", "be", "to", "set", "and", "with", "the", "are"):
            continue
        out[name] = m.group("v").lower() == "true"
    return out


def _split(expr: str) -> tuple[list[str], str] | None:
    parts = re.split(r"\s*(?:&&|\band\b)\s*", expr)
    if len(parts) > 1 and not re.search(r"\|\||\bor\b", expr):
        return parts, "and"
    parts = re.split(r"\s*(?:\|\||\bor\b)\s*", expr)
    if len(parts) > 1 and not re.search(r"&&|\band\b", expr):
        return parts, "or"
    return ([expr], "and") if expr else None


def condition_truth(cond: str, flags: dict[str, bool]) -> tuple[bool, frozenset[str]] | None:
    """(truth, the flags it tests) of a condition made only of flags the settings give; None otherwise.

    >>> truth, tested = condition_truth("!isIdentifier && options.wrap", {"wrap": True, "isIdentifier": True})
    >>> truth, sorted(tested)
    (False, ['isidentifier', 'wrap'])
    >>> condition_truth("isIdentifier && regexSingleEscape.test(character)", {"isIdentifier": True}) is None
    True
    """
    lower = {k.lower(): v for k, v in flags.items()}
    e = cond.strip()
    while e.startswith("(") and e.endswith(")"):
        e = e[1:-1].strip()
    split = _split(e)
    if split is None:
        return None
    parts, joint = split
    truths, used = [], set()
    for p in parts:
        m = _ATOM.match(p.strip().strip("()").strip())
        if not m or m.group("name").lower() not in lower:
            return None
        t = lower[m.group("name").lower()]
        if m.group("op"):
            want = m.group("v").lower() == "true"
            t = (t == want) if m.group("op") in ("===", "==") else (t != want)
        truths.append(not t if m.group("neg") else t)
        used.add(m.group("name").lower())
    return (all(truths) if joint == "and" else any(truths)), frozenset(used)


def path_past(item: ChecklistItem, sources: Sequence[SourceText], limit: int = 15) -> str:
    """The code after a condition's own block while it stays in the enclosing block (an `else:`, the next statements).

    >>> code = ["def f(x, lowercase):", "    if lowercase:", "        a = x.lower()", "    else:", "        a = x",
    ...         "    return a", "def g():", "    pass"]
    >>> src = SourceText(path="s.py", text=chr(10).join(code))
    >>> it = ChecklistItem(id="s.py:2:branch", kind="branch", file="s.py", line=2, end_line=3, language="python", text="lowercase")
    >>> path_past(it, [src]).split(chr(10))
    ['    else:', '        a = x', '    return a']
    """
    src = next((s for s in sources if s.path == item.file), None)
    if src is None:
        return ""
    lines = src.text.split("\n")
    head = lines[item.line - 1] if 0 < item.line <= len(lines) else ""
    indent = len(head) - len(head.lstrip())
    k = item.line
    while k < len(lines) and (not lines[k].strip() or len(lines[k]) - len(lines[k].lstrip()) > indent):
        k += 1  # the condition's own block (the checklist's end_line may cover an `else:` too)
    out = []
    for line in lines[k : k + limit]:
        if line.strip() and len(line) - len(line.lstrip()) < indent:
            break
        out.append(line)
    return "\n".join(out).rstrip()


def about_effect(text: str, flags: dict[str, bool], effect: str, past: str = "") -> bool:
    """Whether a key item names something of a condition's effect besides the flags it sets.

    >>> about_effect("With wrap true the output is wrapped in quotes", {"wrap": True}, "return quote + output + quote;")
    True
    >>> about_effect("word_boundary=True truncates to complete words only", {"word_boundary": True},
    ...              "return string[:max_length].strip(separator)")
    False
    """
    named = anchors(" ".join(f"`{f}`" for f in flags)) | anchors(" ".join(flags)) | anchors(past)
    done = anchors(effect)
    return any(loose(a, done) for a in anchors(text) - named)


def flag_claim(
    text: str, checklist: Sequence[ChecklistItem], sources: Sequence[SourceText] = ()
) -> FlagClaim | None:
    """The condition a key item's settings make other than it expects (see the module docstring), or None."""
    flags = settings(text)
    if not flags:
        return None
    expected = not _NEGATED.search(text)
    for it in checklist:
        if it.kind is not Kind.BRANCH:
            continue
        found = condition_truth(it.text, flags)
        if found is None or found[1] != {k.lower() for k in flags}:
            continue
        if found[0] != expected and about_effect(text, flags, it.effect or "", path_past(it, sources)):
            return FlagClaim(it, tuple(flags.items()), expected)
    return None
