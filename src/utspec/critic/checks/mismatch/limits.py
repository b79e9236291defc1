"""Numeric limits: the design gives a thing one number, the code compares it with another (the first question kind of
design-code-mismatch; its module docstring says when a number is about a thing and when the two agree)."""

from __future__ import annotations

from utspec.answers.effects import MISMATCH_PREFIX
from utspec.critic.checks._numbers import show
from utspec.critic.checks.mismatch.code_numbers import CodeNumber, Said, gathered
from utspec.critic.checks.mismatch.common import RULE_ID
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import Kind, OpenQuestion, QuestionKind
from utspec.questions.example_lines import is_example_line
from utspec.questions.limits import NON_COUNT_UNITS, Direction, Stated, stated
from utspec.questions.only_members import only_member_conflicts


def _nearest(said: list[Said], value: float) -> list[Said]:
    """Of the numbers one statement gives a thing ("1 through 5", "at most 200 and at least 2"), the one
    nearest the code's: a comparison is one end of a range, never both."""
    by_req: dict[str, list[Said]] = {}
    for s in said:
        by_req.setdefault(s.req.id, []).append(s)
    return [min(ss, key=lambda s: abs(s.st.value - value)) for ss in by_req.values()]


def _conflicts(inp: ReviewInput) -> list[tuple[CodeNumber, list[Said]]]:
    code = gathered(inp.checklist, inp.sources)
    if not code:
        return []
    # a worked example (`f(…, 5, …) = "…"`) states what one call gives, not a limit (questions.example_lines)
    said = [Said(r, st) for r in inp.requirements if r.kind != "heading" and not is_example_line(r.text)
            for st in stated(r.text) if not st.meaning]  # fmt: skip
    out = []
    for c in code:
        cands = [
            s for s in said if c.about_in(s) and not (c.is_count and (s.st.unit or "") in NON_COUNT_UNITS)
        ]
        # A statement naming the constant itself ("DefaultMaxInterval | 60 * time.Second") says what it holds; the
        # words of its name elsewhere ("It never stops if MaxElapsedTime == 0") are about something else then.
        named = [s for s in cands if c.item.kind is Kind.CONFIG and c.ident in s.st.near]
        about = _nearest(named or cands, c.value)
        if not about or any(c.agrees_with(s.st) for s in about):
            continue
        # A limit another comparison of the same thing agrees with is that comparison's limit, not this one's.
        # `SMTP_SSL_PORT = 465` (smtp, ssl, port) owns "the SMTP-over-SSL port (465)", not `SMTP_PORT`.
        # Only comparisons one function makes together (or constants) share a statement's limits: `reply >= 500`
        # in isNegativePermanent does not make "codes beginning with a 4" agree with isNegativeTransient's `< 450`.
        others = [o for o in code if o is not c and (o.ident == c.ident or (c.parts and o.parts and set(c.parts) <= set(o.parts)))
                  and (Kind.CONFIG in (o.item.kind, c.item.kind) or o.item.symbol == c.item.symbol)]  # fmt: skip
        differing = [s for s in about if not any(o.agrees_with(s.st) for o in others)]
        # A number the statement gives another thing it is also about is that thing's: iban4j's "先頭 4 文字の
        # 銀行コード" is `BANK_CODE_LENGTH` (4), not a conflict with `BIC8_LENGTH` (8).
        differing = [
            s
            for s in differing
            if not any(o is not c and o.about_in(s) and o.agrees_with(s.st) for o in code)
        ]
        if differing:
            out.append((c, differing))
    return out


def conflicting_items(inp: ReviewInput) -> frozenset[str]:
    """Checklist items this check asks about (unexplained-literal does not ask about them again).

    A table of values (`_grouped`) is not asked here, so its literals stay unexplained-literal's to ask.
    """
    limits = {c.item.id for group in _by_thing(_conflicts(inp)) if _limit(group) for c, _ in group}
    # a membership test a statement restricts otherwise is asked as that conflict (questions.only_members)
    places = {(c.code.file, c.code.line) for c in only_member_conflicts(inp.requirements, inp.checklist)}
    return frozenset(
        limits | {i.id for i in inp.checklist if i.kind is Kind.BRANCH and (i.file, i.line) in places}
    )


def _limit_words(msg: Catalog, value: float, direction: Direction | None, unit: str | None = None) -> str:
    """A limit as a person says it: "more than 30 kg", "30kg を超える", "3"."""
    spaced = unit is not None and unit.isascii() and unit.isalpha() and msg.language != "ja"
    shown = show(value) + ((f" {unit}" if spaced else unit) if unit else "")
    return msg(f"critic.limit_{direction}", value=shown) if direction else shown


def _stated_words(msg: Catalog, st: Stated) -> str:
    """A design number as the design means it: a code range by its first digit, else a limit."""
    if st.prefix:
        low = int(st.value) // 100 * 100
        return msg("critic.limit_prefix", digit=str(low // 100), low=str(low), high=str(low + 99))
    return _limit_words(msg, st.value, st.direction, st.unit)


def _code_words(msg: Catalog, c: CodeNumber) -> str:
    words = _limit_words(msg, c.value, c.direction)
    if c.item.constant:
        words += msg("critic.literal_constant", constant=c.item.constant, defined_at=c.item.defined_at or "?")
    return words


def _settled(inp: ReviewInput, item_id: str) -> bool:
    """Whether a person has said which side holds for this code place (asked alone or with other places)."""
    return any(a.question == f"{MISMATCH_PREFIX}{item_id}" or (a.question.startswith(MISMATCH_PREFIX) and item_id in a.refs)
               for a in inp.answers)  # fmt: skip


def grouped(inp: ReviewInput) -> list[list[tuple[CodeNumber, list[Said]]]]:
    """The conflicts, one group per thing and set of statements, in checklist order.

    jpholiday's "2026年までの祝日は…動作確認済み" read as a limit on `year` against each era's
    `date.year >= 1967`, `< 1973`, `<= 1999`…: twelve questions quoting the same statement. One
    question per thing and statements, listing every place, is what a person answers once.

    A thing the code compares with `_TABLE` or more different numbers that the statements' number meets none of is
    a table of values (eras, rates by band), not one limit the statement could restate: no question (precision over
    recall, as everywhere in this check).
    """
    return [
        g
        for g in _by_thing([(c, d) for c, d in _conflicts(inp) if not _settled(inp, c.item.id)])
        if _limit(g)
    ]


def _by_thing(conflicts: list[tuple[CodeNumber, list[Said]]]) -> list[list[tuple[CodeNumber, list[Said]]]]:
    """Conflicts grouped by thing and set of statements, in order."""
    groups: dict[tuple[str, tuple[str, ...]], list[tuple[CodeNumber, list[Said]]]] = {}
    for c, differing in conflicts:
        groups.setdefault((c.label, tuple(dict.fromkeys(s.req.id for s in differing))), []).append(
            (c, differing)
        )
    return list(groups.values())


def _limit(group: list[tuple[CodeNumber, list[Said]]]) -> bool:
    """Whether a group's code numbers can be one limit a statement restates (fewer than `_TABLE` different ones)."""
    return len({c.value for c, _ in group}) < _TABLE


#: Different numbers one thing is compared with, from which the code holds a table rather than a limit.
_TABLE = 4


def _said_words(msg: Catalog, differing: list[Said]) -> str:
    by_req: dict[str, list[Said]] = {}
    for sd in differing:
        if not any(o.st.value == sd.st.value for o in by_req.get(sd.req.id, [])):
            by_req.setdefault(sd.req.id, []).append(sd)
    return msg("sep.clause").join(
        msg("critic.mismatch_said", ref=ss[0].req.id, locator=ss[0].req.locator, text=ss[0].req.text,
            value=msg("critic.literal_and").join(_stated_words(msg, s.st) for s in ss))
        for ss in by_req.values()
    )  # fmt: skip


def limit_questions(inp: ReviewInput) -> list[OpenQuestion]:
    """One question per thing and set of statements whose numbers differ from the code's (`grouped`)."""
    out: list[OpenQuestion] = []
    msg = Catalog(inp.language)
    for group in grouped(inp):
        c, _ = group[0]
        differing = [s for _, ds in group for s in ds]
        said = _said_words(msg, differing)
        wheres = [f"{m.item.file}:{m.item.line}" for m, _ in group]
        if len(group) == 1:
            question = msg("critic.mismatch", label=c.label, said=said, where=wheres[0], value=_code_words(msg, c),
                           code=c.item.text)  # fmt: skip
        else:
            places = msg("sep.list").join(
                msg("critic.mismatch_place", where=w, value=_code_words(msg, m), code=m.item.text)
                for w, (m, _) in zip(wheres, group, strict=True)
            )
            question = msg("critic.mismatch_many", label=c.label, said=said, count=len(group), places=places)
        values = list(
            dict.fromkeys([*(show(s.st.value) for s in differing), *(show(m.value) for m, _ in group)])
        )
        out.append(
            OpenQuestion(
                id=f"Q-{RULE_ID}:{c.item.id}",
                question=question,
                refs=[*(m.item.id for m, _ in group), *dict.fromkeys(s.req.id for s in differing)],
                kind=QuestionKind.DESIGN_CODE_CONFLICT,
                subject=c.label,
                values=values,
                places=[*dict.fromkeys(wheres), *dict.fromkeys(s.req.locator for s in differing)],
            )
        )
    return out
