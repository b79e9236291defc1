"""Running one rule over a review input: a pattern over case fields, or a built-in check with its parameters."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence

from utspec.critic.review_input import ReviewInput
from utspec.critic.rule_schema import DEFAULT_PATTERN_MESSAGE, Patterns, Rule
from utspec.critic.rule_validate import _keyword_params
from utspec.errors import UtspecError
from utspec.messages import Catalog, load, said
from utspec.models import Finding, Kind, OpenQuestion, TestCase


def _norm(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


def _first_match(text: str, pats: Patterns) -> str | None:
    folded = _norm(text)
    for phrase in pats.phrases.all():
        at = folded.find(_norm(phrase))
        if at >= 0:
            return phrase
    for rx in pats.regexes.all():
        if m := re.search(rx, unicodedata.normalize("NFKC", text), flags=re.IGNORECASE):
            return m.group(0)
    return None


def _kinds_of(ref: str, inp: ReviewInput, cases: Mapping[str, TestCase]) -> set[Kind]:
    item = inp.index.items.get(ref)
    if item is not None:
        return {item.kind}
    case = cases.get(ref)
    if case is not None:
        return {inp.index.items[i].kind for i in inp.index.cited_items(case.evidence) if i in inp.index.items}
    return set()


def _applies(rule: Rule, refs: Sequence[str], inp: ReviewInput, cases: Mapping[str, TestCase]) -> bool:
    """A rule with `applies_to` speaks only about checklist items of those kinds, or cases citing one."""
    if rule.applies_to is None:
        return True
    return any(_kinds_of(r, inp, cases) & rule.applies_to for r in refs)


def _pattern_message(rule: Rule, language: str) -> str:
    """The rule's message; utspec's own default (the file wrote none) in the spec's language."""
    if rule.message != DEFAULT_PATTERN_MESSAGE or language == "en":
        return rule.message
    return load(Catalog(language).language)[
        "critic.pattern_default"
    ]  # the template: formatted like a rule file's message


def _field(name: str, rule: Rule, language: str) -> str:
    """The field as the default message names it (`期待結果`); a message a rule file wrote gets the field's key."""
    if rule.message != DEFAULT_PATTERN_MESSAGE or language == "en":
        return name
    return Catalog(language)(f"critic.field_{name}")


def _run_pattern(rule: Rule, inp: ReviewInput) -> list[Finding | OpenQuestion]:
    assert rule.pattern is not None
    out: list[Finding | OpenQuestion] = []
    cases = {c.id: c for c in inp.spec.cases}
    for case in inp.spec.cases:
        if not _applies(rule, [case.id], inp, cases):
            continue
        for name in rule.pattern.fields:
            text = getattr(case, name)
            hit = _first_match(text, rule.pattern)
            if hit is None or (
                rule.pattern.unless is not None and _first_match(text, rule.pattern.unless) is not None
            ):
                continue
            message = _pattern_message(rule, inp.language).format(
                rule=rule.id, case=case.id, field=_field(name, rule, inp.language), match=hit, text=text
            )
            out.append(
                Finding(
                    id=f"{rule.id}:{case.id}",
                    rule=rule.id,
                    severity=rule.severity,
                    message=message,
                    refs=[case.id],
                )
            )
            break  # one finding per case and rule: the id is `<rule>:<case>`
    return out


def _run_check(rule: Rule, inp: ReviewInput) -> list[Finding | OpenQuestion]:
    chk = rule.check
    assert chk is not None
    takes_severity = "severity" in _keyword_params(chk)
    params = {**rule.params, **({"severity": rule.severity} if takes_severity else {})}
    try:
        results = chk.fn(inp, **params)
    except re.error as exc:  # a regex passed as a parameter: found only when the check compiles it
        where, line = (rule.overridden_in[-1], None) if rule.overridden_in else (rule.source, rule.line)
        raise UtspecError(
            where,
            said("error.rule.bad_param_regex", why=exc),
            field=said("error.rule.field", id=repr(rule.id), field="check.params"),
            line=line,  # fmt: skip
        ) from None
    cases = {c.id: c for c in inp.spec.cases}
    out: list[Finding | OpenQuestion] = []
    for r in results:
        if isinstance(r, OpenQuestion):
            if _applies(rule, r.refs, inp, cases):
                out.append(r)
            continue
        if not _applies(rule, r.refs, inp, cases):
            continue
        prefix = f"{chk.id}:"
        target = r.id[len(prefix) :] if r.id.startswith(prefix) else r.id
        # A check without a severity parameter reports its registry default; the rule decides instead.
        severity = r.severity if takes_severity or r.severity is not chk.severity else rule.severity
        message = rule.message.format(message=r.message, rule=rule.id, target=target, check=chk.id)
        out.append(
            r.model_copy(
                update={
                    "id": f"{rule.id}:{target}",
                    "rule": rule.id,
                    "severity": severity,
                    "message": message,
                }
            )
        )
    return out


def run_rule(rule: Rule, inp: ReviewInput) -> list[Finding | OpenQuestion]:
    """Findings and questions of one rule, with the rule's id, severity and message."""
    return _run_pattern(rule, inp) if rule.pattern is not None else _run_check(rule, inp)
