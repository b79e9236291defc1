"""unexplained-literal: a literal decision in the code that no input explains → ask a person.

`WHERE status IN (3, 5)` cannot be tested meaningfully without knowing what 3 and 5 are: guessing
gives a plausible and wrong case (the seed's guardrail "do not guess when information is missing").
Every literal decision counts (`utspec.questions.literals`): comparisons with any operator, `in` /
`not in`, SQL `IN`, `BETWEEN` and `CASE`, switch and match labels, bit masks, ranges, codes returned
or raised, and named constants in conditions (asked by name and value).

A value is explained when one design statement, key item or answer names it together with the
decision's subject (`utspec.questions.explained`: identifier, its words, or the glossary's Japanese
word; a design table's header counts). Trivial values (0, 1, -1, empty) are left alone unless they
are codes in a set or of a code-named subject. A person's answer to the question, or about the
same place, explains each value it mentions.

One question per subject and value set, listing every place; a limit the design states with
another number is design-code-mismatch's question, not asked twice.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.answers.effects import LITERAL_PREFIX, answers_to
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import ChecklistItem, Finding, Kind, OpenQuestion, QuestionKind, Severity
from utspec.questions.choices import Named, choices, named_values
from utspec.questions.entry_heading import documented, limit_left_open
from utspec.questions.explained import explains, names_value
from utspec.questions.input_names import says_size
from utspec.questions.key_conditions import Conditions
from utspec.questions.key_items import key_item_contradiction
from utspec.questions.literals import RAISE_TYPE, Decision, decisions
from utspec.questions.other_term import about_other_term
from utspec.questions.scope import about_other_function, function_names

RULE_ID = "unexplained-literal"
#: Places a question names in its text (all of them are in its `places`).
_SHOWN_PLACES = 6
SEVERITY = Severity.ADVISORY
SUMMARY = "A literal decision in the code has no meaning in the design: ask a person."


@dataclass
class _Group:
    first: Decision
    members: list[Decision]
    unexplained: list[str]


def _raised_after(inp: ReviewInput, d: Decision) -> tuple[str, ...]:
    """The exceptions a decision's branch raises (`if c == '4': raise error_temp(resp)`): a design may name those."""
    # On its own line too: `if (n === Infinity) throw new TypeError(…)` is one line.
    return tuple(
        m.group("t").split(".")[-1]
        for i in inp.checklist
        if i.kind is Kind.RAISE and i.file == d.item.file and i.symbol == d.item.symbol
        and d.item.line <= i.line <= d.item.line + 2 and (m := RAISE_TYPE.search(i.text))
    )  # fmt: skip


def _explained_by_inputs(
    inp: ReviewInput, d: Decision, value: str, functions: frozenset[str] = frozenset()
) -> bool:
    raised = _raised_after(inp, d)
    entry = [r.text for r in inp.requirements if r.kind != "heading" and documented(d.constant, r.section)]
    if entry and not limit_left_open(d.shape, value, entry):
        return True  # "## AUDIO_FILE_MAGIC" / "An integer every valid Sun AU file begins with" (questions.entry_heading)
    for r in inp.requirements:
        # A table row may leave its subject to the heading above ("## Order status" over "| code | meaning |").
        # So may a sentence about a size ("長さは8桁" under "## クーポンコード" for `trimmed.length !== 8`).
        context = r.section or "" if r.kind == "table_row" or d.sized and says_size(r.text) else ""
        if r.kind == "heading" or about_other_function(r.section or "", r.text, d, functions):
            continue  # a statement about another function explains nothing here (questions.scope)
        if about_other_term(r.text, d.names):
            continue  # "`maxTimeout`: … between two retries. Default is `Infinity`." is about maxTimeout
        if explains(r.text, d, value, context=context, also=raised):
            return True
    # A key item the code contradicts is asked, never evidence (issue 13): it explains no literal either.
    return any(explains(kt.text, d, value, also=raised) and not _contradicted(inp, kt.text) for kt in inp.key_items)


def _contradicted(inp: ReviewInput, text: str) -> bool:
    cond = Conditions.of(inp.checklist, inp.sources, inp.requirements)
    return key_item_contradiction(text, inp.checklist, cond) is not None


def _answered(inp: ReviewInput, members: Sequence[Decision], value: str) -> bool:
    refs = [m.item.id for m in members]
    return any(
        names_value(a.text, value, as_code=False)
        for m in members
        for a in answers_to(inp.answers, f"{LITERAL_PREFIX}{m.item.id}", *refs)
    )


def _listed(msg: Catalog, values: Sequence[str]) -> str:
    if len(values) == 1:
        return values[0]
    return msg("critic.literal_and").join([msg("critic.literal_sep").join(values[:-1]), values[-1]])


def _asked_items(members: Sequence[Decision], values: Sequence[str]) -> list[ChecklistItem]:
    """The items of a question's values still asked: not the places of values already explained
    (`c == '4'` when only '1', '2' and '3' are asked), unless an item names its value only through a constant."""
    out: list[ChecklistItem] = []
    for m in members:
        if not set(m.values) & set(values):
            continue
        items = [m.item, *m.merged]
        writing = [i for i in items if any(_writes(i.text, v) for v in values)]
        silent = not any(_writes(i.text, v) for i in items for v in m.values)  # `state == PENDING_SHIPMENT`
        out.extend(i for i in (items if silent or not writing else writing) if i not in out)
    return out


def _writes(code: str, value: str) -> bool:
    """Whether a line of code writes `value` as a token of its own (`stakind1 = 3` writes 3, not 33)."""
    return re.search(rf"(?<![\w.]){re.escape(value)}(?![\w.])", code) is not None


def _subjects(msg: Catalog, g: _Group) -> str:
    """The subject as the question names it: one name, or the first and last of numbered slots (`stakind1 … stakind5`)."""
    names = list(dict.fromkeys(m.subject for m in g.members))
    if len(names) == 1:
        return names[0]
    return msg("critic.literal_span", first=names[0], last=names[-1])


def slot(subject: str) -> str:
    """The subject without a slot number (`stakind3` -> stakind): numbered columns of one kind are asked together."""
    base = re.sub(r"\d+$", "", subject.lower())
    return base if len(base) >= 3 and base != subject.lower() else subject.lower()


def _question(inp: ReviewInput, g: _Group, named: list[Named]) -> OpenQuestion:
    msg = Catalog(inp.language)
    d = g.first
    values = g.unexplained
    asked = _asked_items(g.members, values)
    places = list(dict.fromkeys(f"{i.file}:{i.line}" for i in asked))
    # where a constant asked by name is defined is a place of the decision too (`_MAXLINE = 65536`)
    places = list(
        dict.fromkeys(
            [
                *places,
                *(p for m in g.members if m.constant and set(m.values) & set(values) and (p := m.defined_at)),
            ]
        )
    )
    by_place: dict[str, list[str]] = {}
    for i in asked:
        texts = by_place.setdefault(f"{i.file}:{i.line}", [])
        if i.text not in texts:
            texts.append(i.text)  # each place with its own code (`WHEN stakind1 = 2` is on its own line)
    for (
        texts
    ) in by_place.values():  # a boundary inside its branch's condition on one line: the condition once
        texts[:] = [t for t in texts if not any(t != o and t in o for o in texts)]
    order = list(by_place.items())
    shown = [msg("critic.literal_place", place=place, code="`, `".join(texts)) for place, texts in order]
    if len(shown) > _SHOWN_PLACES:  # the question names the first places; `places` keeps them all
        shown = [*shown[:_SHOWN_PLACES], msg("critic.literal_more", n=len(shown) - _SHOWN_PLACES)]
    where = msg("sep.list").join(shown)
    listed = _listed(msg, values)
    named_by = next((m for m in g.members if m.constant and set(m.values) & set(values)), None)
    constant = (
        msg("critic.literal_constant", constant=named_by.constant, defined_at=named_by.defined_at or "?")
        if named_by is not None and named_by.constant
        else ""
    )
    verb = msg("critic.literal_do" if len(values) > 1 else "critic.literal_does")
    key = {"code": "critic.literal", "limit": "critic.literal_limit", "return": "critic.literal_return",
           "raise": "critic.literal_raise"}[d.shape]  # fmt: skip
    text = msg(key, verb=verb, ident=_subjects(msg, g), listed=listed, where=where, constant=constant)
    return OpenQuestion(
        id=f"{LITERAL_PREFIX}{d.item.id}",
        question=text,
        refs=list(dict.fromkeys(i.id for m in g.members for i in (m.item, *m.merged))),
        kind=QuestionKind.LITERAL,
        subject=named_by.constant if named_by is not None else d.subject,
        values=list(values),
        places=places,
        choices=next((c for m in g.members if (c := choices(m, values, named))), [])
        if d.shape == "code"
        else [],
    )


def _groups(ds: Sequence[Decision]) -> list[_Group]:
    """One group per subject and value set; then a chain of code tests on one subject in one function
    (`c in {'1', '2', '3'}` … `c == '4'` … `c == '5'`), or the codes one function returns, joins into one
    group: one question lists every code."""
    by_values: dict[tuple[str, str, tuple[str, ...]], _Group] = {}
    for d in ds:
        key = (slot(d.subject), "limit" if d.shape == "limit" else d.shape, tuple(sorted(set(d.values))))
        if key in by_values:
            by_values[key].members.append(d)
        else:
            by_values[key] = _Group(d, [d], [])
    out: list[_Group] = []
    chains: dict[tuple[str, str, str], _Group] = {}
    for g in by_values.values():
        d = g.first
        if d.shape not in ("code", "return") or not d.item.symbol:
            out.append(g)
            continue
        chain = (slot(d.subject), d.item.file, d.item.symbol)
        if chain in chains:
            chains[chain].members.extend(g.members)
        else:
            chains[chain] = g
            out.append(g)
    return out


def unexplained(inp: ReviewInput, skip: frozenset[str] = frozenset()) -> list[OpenQuestion]:
    """The literal questions of a review: one per subject and value set (items in `skip` are asked elsewhere)."""
    out = []
    named = named_values(inp.sources, inp.checklist)
    functions = function_names(inp.checklist)
    for g in _groups([d for d in decisions(inp.checklist, inp.sources) if d.item.id not in skip]):
        values = dict.fromkeys(v for m in g.members for v in m.values)
        left = [v for v in values
                if not any(_explained_by_inputs(inp, m, v, functions) for m in g.members if v in m.values)]  # fmt: skip
        left = [v for v in left if not _answered(inp, g.members, v)]
        if not left:
            continue
        g.unexplained = left
        # the question is named after the first place still asked (`c == '6'`, not the explained `c == '4'`)
        g.first = next(m for m in g.members if set(m.values) & set(left))
        out.append(_question(inp, g, named))
    return out


def check(inp: ReviewInput) -> list[Finding | OpenQuestion]:
    # A limit the design states with another number is asked once, by design-code-mismatch.
    from utspec.critic.checks.mismatch.limits import conflicting_items

    return list(unexplained(inp, conflicting_items(inp)))
