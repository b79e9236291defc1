"""Handlers: swallowed or re-raised exceptions, and the calls a handler makes or skips."""

from __future__ import annotations

from utspec.analyzers.effects import handled_types
from utspec.critic.checks._case_facts import Side
from utspec.critic.checks._claims import Claims
from utspec.critic.checks._handler_raises import handler_raises
from utspec.critic.checks.contradicts_code.values import EXCEPTION_WORDS, RAISES_IN_INPUT
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import TestCase


def handler_hits(side: Side, kinds: set[str], c: Claims, msg: Catalog) -> list[str]:
    caught = set(handled_types(side.item.text))  # `catch (final X ex)`: X, not the modifier
    if "swallow" in kinds and (c.propagates or caught & c.raised):
        return [msg("semantic.code_swallows", ref=side.item.id, exc=", ".join(sorted(caught)) or "?")]
    if "reraise" in kinds and (c.contained or caught & c.not_raised):
        return [msg("semantic.code_reraises", ref=side.item.id)]
    if (own := handler_raises(side.effects)) and (c.contained or (caught | {own}) & c.not_raised):
        return [msg("semantic.code_handler_raises", ref=side.item.id, exc=own)]
    return []


def handler_runs(case: TestCase, c: Claims) -> bool | None:
    """Whether the handler a case cites runs on it: something in the try block raises (None: it does not say)."""
    if c.contained or c.propagates or RAISES_IN_INPUT.search(f"{case.input} {case.preconditions}"):
        return True
    if not c.raised and not c.not_raised and not EXCEPTION_WORDS.search(case.expected):
        return False
    return None


def handler_call_hits(side: Side, case: TestCase, c: Claims, inp: ReviewInput, msg: Catalog) -> list[str]:
    """Calls, output and log lines said to happen (or not) against the handler's side."""
    effects = side.effects
    cut = next((n for n, e in enumerate(effects) if e.kind in ("swallow", "skip")), len(effects))
    in_handler = {e.name for e in effects[:cut] if e.kind in ("output", "log", "call") and e.name}
    skipped = {e.name for e in effects if e.kind == "skip" and e.name}
    runs = handler_runs(case, c)
    ref = side.item.id
    src = next((x.text for x in inp.sources if x.path == side.item.file), "")
    for name, called in c.called:
        if runs and name in in_handler and not called:
            return [msg("semantic_paths.code_handler_calls", ref=ref, name=name)]
        if runs and name in skipped and called and name not in in_handler:
            return [msg("semantic_paths.code_handler_skips", ref=ref, name=name)]
        if runs is False and name in skipped and not called:
            return [msg("semantic_paths.code_try_calls", ref=ref, name=name)]
        if runs is False and name in in_handler and called and src.count(f"{name}(") == 1:
            return [msg("semantic_paths.code_handler_only", ref=ref, name=name)]
    return []
