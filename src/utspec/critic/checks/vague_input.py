"""vague-input: a case that tests a condition but whose input names no value ("Any input.", "Valid data.").

Which side of a condition a test is on depends on its input: a case citing a branch, a boundary, a
guarded raise or return, or an SQL condition must say which value it gives. The test is
structural, not a phrase list: the input names a value when it holds a literal (a code span, a
quoted string, a digit, `None`/`null`/`true`/`false`) or a quantity or absence said in words
("a hundred items", "no items", "an empty email", 百件, 未入力). An input with none of them leaves
the tester to guess, so it blocks. Cases about a handler, a write or a design statement alone are
not judged here (their input is the normal path's, and a person may name it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.critic.checks._case_facts import cited_items
from utspec.critic.checks._path_words import without_paths
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import Finding, Kind, OpenQuestion, Severity

RULE_ID = "vague-input"
SEVERITY = Severity.BLOCKING
SUMMARY = 'A case that tests a condition names no input value ("Any input.").'

#: What names a value (regexes, case-insensitive).
DEFAULT_VALUES: tuple[str, ...] = (
    r"`[^`\n]+`", r"\"[^\"\n]*\"", r"(?<![A-Za-z])'[^'\n]*'(?![A-Za-z])", r"“[^”\n]*”", r"「[^」\n]*」", r"『[^』\n]*』",
    r"\d", r"[０-９]",
    r"\b(?:none|null|nil|true|false|undefined|nan)\b",
    # Quantities and absence in words.
    r"\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|hundred|thousand|million|"
    r"dozen|single|no|empty|blank|missing|omitted|absent|without|negative|maximum|minimum|max|min)\b",
    r"[〇一二三四五六七八九十百千万億]件|[〇一二三四五六七八九十百千万億]+(?:個|円|人|回|日|時間|分|秒|文字|桁)",
    r"なし|無し|空|未入力|未指定|未設定|省略|最大|最小|上限|下限|負の|ゼロ",
)  # fmt: skip

#: Kinds whose outcome depends on the input's value.
CONDITION_KINDS = frozenset({Kind.BRANCH, Kind.BOUNDARY, Kind.RAISE, Kind.EARLY_RETURN, Kind.SQL_CONDITION,
                             Kind.SQL_CASE, Kind.LOOP})  # fmt: skip


def names_value(text: str, values: Sequence[str] = DEFAULT_VALUES) -> bool:
    """Whether an input names any value (see the module docstring).

    >>> names_value("Any input."), names_value("a hundred items"), names_value("商品を百件"), names_value('`email` = ""')
    (False, True, True, True)
    """
    return any(re.search(p, text, flags=re.IGNORECASE) for p in values)


def check(
    inp: ReviewInput, *, values: Sequence[str] = DEFAULT_VALUES, severity: Severity = SEVERITY
) -> list[Finding | OpenQuestion]:
    msg = Catalog(inp.language)
    out: list[Finding | OpenQuestion] = []
    for case in inp.spec.cases:
        # Test data is often set up in the preconditions (rows, a double's answer); a code span there
        # names the function under test, not a value.
        setup = without_paths(re.sub(r"`[^`\n]+`", " ", case.preconditions))  # bech32's `32` is no value
        if names_value(case.input, values) or names_value(setup, values):
            continue
        conds = [i for i in cited_items(inp, case) if i.kind in CONDITION_KINDS]
        if not conds:
            continue
        first = next(
            (i for i in conds if i.kind in (Kind.BRANCH, Kind.BOUNDARY, Kind.SQL_CONDITION)), conds[0]
        )
        out.append(Finding(id=f"{RULE_ID}:{case.id}", rule=RULE_ID, severity=severity,
                           message=msg("semantic.vague_input", case=case.id, input=case.input.strip(),
                                       cond=first.text, ref=first.id),
                           refs=[case.id]))  # fmt: skip
    return out
