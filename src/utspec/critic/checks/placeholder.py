"""placeholder: a case that still holds a marker for work not done (TODO, TBD, FIXME, XXX, 未定, 要確認, 後で, ???).

"TODO: decide what happens." is not a result a tester can check, and a spec that says it anywhere
(input, preconditions, perspective, expected result or evidence) is unfinished: it blocks. A
marker counts anywhere in a field, not only as a whole cell (vague-expected-result already reports
a blank or whole-cell placeholder, advisory).

What is deliberately *not* a marker, so that real specs are not blocked on words that only look like one:

- **Inside a code span or a quoted literal** (`` `XXX_LIMIT` ``, `` `# TODO` ``, `'TODO'`, "TBD",
  「未定」): quoted text is a value or code copied from the inputs (a task app's status `"TODO"`,
  an identifier), which the spec must be able to name.
- **Part of a longer word or identifier**: a Latin marker must stand alone, with no letter, digit,
  `_` or `-` touching it: "todos", `XXX_LIMIT`, `TODO_LIST`, "XXX-XXXX" (a masked phone format) are
  not markers.
- **Lower-case English words**: TODO and XXX count in capitals only (a "todo" is a thing in a todo
  app), or in any case when followed by a colon ("Todo: ..."); TBD, TBC and FIXME in any case, being
  no English words.
- **未定義** (undefined, a JavaScript value) is not 未定; **後で** counts only before a verb of
  deciding or writing (後で決める, 後で確認, 後で追記…), since "ログインした後で" (after logging in) is
  an ordinary precondition.

Every list is a parameter (regexes), so a rule file can replace or extend it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.critic.checks._case_text import per_case
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import Finding, OpenQuestion, Severity, TestCase

RULE_ID = "placeholder"
SEVERITY = Severity.BLOCKING
SUMMARY = "A case still holds a placeholder (TODO, TBD, FIXME, XXX, 未定, 要確認, 後で, ???) in some field."

_ALONE_BEFORE = r"(?<![A-Za-z0-9_\-])"
_ALONE_AFTER = r"(?![A-Za-z0-9_\-])"

#: Markers of unfinished work (regexes; case-sensitive unless they say `(?i:...)`).
DEFAULT_MARKERS: tuple[str, ...] = (
    _ALONE_BEFORE + r"(?:TODO|XXX)" + _ALONE_AFTER,
    _ALONE_BEFORE + r"(?i:todo|xxx)(?=\s*[:：])",
    _ALONE_BEFORE + r"(?i:tbd|tbc|fixme)" + _ALONE_AFTER,
    r"未定(?!義)",
    r"要確認",
    r"後で(?:決|定|確認|記載|記入|追記|追加|書|検討|埋め|修正|対応|調整|詰め|更新)",
    r"[?？]{3,}",
)

#: Spans not searched: code spans and quoted literals (regexes). A single quote counts only when no
#: letter touches its outside, so the apostrophes of "don't ... it's" do not hide the text between them.
DEFAULT_LITERALS: tuple[str, ...] = (
    r"`[^`\n]*`",
    r"\"[^\"\n]*\"",
    r"(?<![A-Za-z])'[^'\n]*'(?![A-Za-z])",
    r"“[^”\n]*”",
    r"‘[^’\n]*’",
    r"「[^」\n]*」",
    r"『[^』\n]*』",
)


#: The fields read; a reviewer sees each one's name from the catalog (`critic.field_<name>`).
def blank_literals(text: str, literals: Sequence[str]) -> str:
    """The text with each literal span replaced by spaces of the same length (offsets stay valid)."""
    for p in literals:
        text = re.sub(p, lambda m: " " * len(m.group(0)), text)
    return text


def _excerpt(text: str, start: int, end: int, width: int = 40) -> str:
    """The marker with a little of what surrounds it, on one line, so a reviewer can find it."""
    lo, hi = max(0, start - width), min(len(text), end + width)
    snippet = " ".join(text[lo:hi].split())
    return ("…" if lo else "") + snippet + ("…" if hi < len(text) else "")


def check(
    inp: ReviewInput,
    *,
    markers: Sequence[str] = DEFAULT_MARKERS,
    literals: Sequence[str] = DEFAULT_LITERALS,
    severity: Severity = SEVERITY,
) -> list[Finding | OpenQuestion]:
    msg = Catalog(inp.language)

    def hit(case: TestCase, name: str, text: str) -> str | None:
        searched = blank_literals(text, literals)
        found = sorted((m.start(), m.end()) for p in markers for m in re.finditer(p, searched))
        if not found:
            return None
        start, end = found[0]
        return msg("critic.placeholder_hit", field=msg(f"critic.field_{name}"), marker=text[start:end],
                   excerpt=_excerpt(text, start, end))  # fmt: skip

    return list(per_case(inp.spec.cases, RULE_ID, severity, hit,
                         lambda case, hits: msg("critic.placeholder", case=case.id, hits=msg.join(hits))))  # fmt: skip
