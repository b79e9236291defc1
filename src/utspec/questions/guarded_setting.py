"""A key item setting a parameter of the function it names (`n=1`), against that function's raising guard on it.

"quantiles に n=1 を渡すと空のリストを返すこと" against `if n < 2: raise StatisticsError(…)` in `quantiles` (a planted
edit of CPython's statistics), "NormalDist の inv_cdf に p=1.0 を渡すと正の無限大を返すこと" against `if p <= 0.0 or p >= 1.0:
raise StatisticsError(…)`: the guard refuses the value the key item passes, and the key item expects a normal end (no
error word), so it is contradicted at the guard. The other way round (a raise expected), only a guard that is a single
comparison decides: it must be false for the value, and no other guard of the function may test that parameter.

Read only: `name=number` written in the text, the one function the text names (`named_function`), and the branches of
that function whose first effect raises (a Go error return too) with a comparison of that name (or `self.name`,
`opts.name`) with a number. Pure function of the text and the checklist.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.analyzers.effects import item_effects
from utspec.models import ChecklistItem, Kind
from utspec.questions.go_errors import as_raise
from utspec.questions.named_function import named_function, short_name

_SETTING = re.compile(r"(?<![\w$.])(?P<name>[A-Za-z_][\w]*)\s*=\s*(?P<v>-?\d+(?:\.\d+)?)(?![\w.])")
_TERM = re.compile(
    r"^\s*\(?\s*(?:not\s+)?(?P<l>[A-Za-z_$][\w$.]*)\s*(?P<op><=|>=|<|>|==|!=)\s*(?P<r>-?\d+(?:\.\d+)?)\s*\)?\s*$"
)
_OPS = {
    "<": float.__lt__,
    "<=": float.__le__,
    ">": float.__gt__,
    ">=": float.__ge__,
    "==": float.__eq__,
    "!=": float.__ne__,
}
#: Words of a failure: a key item with none of them expects the call to end normally.
_ERROR_WORDS = re.compile(
    r"エラー|例外|送出|失敗|拒否|不正|\b(?:errors?|raises?|throws?|fails?|rejects?|exceptions?|invalid)\b",
    re.I,
)


@dataclass(frozen=True)
class GuardedSetting:
    item: ChecklistItem
    """The guard."""
    name: str
    value: str
    raises: bool
    """Whether the guard raises for the value."""
    raised: str
    """The statement the guard raises with, for the question."""


def _raises(item: ChecklistItem) -> bool:
    effects = [e for e in item_effects(item) if e.kind in ("raise", "return", "reraise")]
    return bool(effects) and as_raise(effects[0]).kind == "raise"


def _same(side: str, name: str) -> bool:
    return side == name or side.endswith("." + name)


def guarded_setting(
    text: str, checklist: Sequence[ChecklistItem], expects_raise: bool
) -> GuardedSetting | None:
    """The guard that decides a key item's `name=value` otherwise than the key item says, or None.

    `expects_raise`: the key item expects a raise (`key_items.expectation`).
    """
    settings = [(m.group("name"), m.group("v")) for m in _SETTING.finditer(text)]
    if len(settings) != 1 or (not expects_raise and _ERROR_WORDS.search(text)):
        return None
    name, value = settings[0]
    fn = named_function(text, (i.symbol for i in checklist))
    if fn is None:
        return None
    guards: dict[tuple[str, int], tuple[ChecklistItem, bool | None]] = {}
    for it in checklist:
        if it.kind is not Kind.BRANCH or short_name(it.symbol).lower() != fn.lower() or not _raises(it):
            continue
        terms = re.split(r"\|\||\bor\b", it.text)
        if "&&" in it.text or re.search(r"\band\b", it.text):
            continue
        for term in terms:
            m = _TERM.match(term)
            if m is None or not _same(m.group("l"), name):
                continue
            holds = _OPS[m.group("op")](float(value), float(m.group("r")))
            if term.lstrip().startswith("not "):
                holds = not holds
            # in an `or`, a true comparison raises; a false one leaves the other comparisons to decide
            taken: bool | None = True if holds else (False if len(terms) == 1 else None)
            key = (it.file, it.line)
            guards[key] = (it, taken if key not in guards else (guards[key][1] or taken))
    if not guards:
        return None
    raising = [it for it, taken in guards.values() if taken]
    if not expects_raise and raising:
        return GuardedSetting(raising[0], name, value, True, _raised(raising[0], checklist))
    if expects_raise and len(guards) == 1 and (only := next(iter(guards.values())))[1] is False:
        return GuardedSetting(only[0], name, value, False, _raised(only[0], checklist))
    return None


def _raised(item: ChecklistItem, checklist: Sequence[ChecklistItem]) -> str:
    """The raise statement inside a guard (its own text when none is listed)."""
    return next((i.text for i in checklist if i.kind is Kind.RAISE and i.file == item.file
                 and item.line <= i.line <= max(item.end_line, item.line + 1)), item.effect or item.text)  # fmt: skip
