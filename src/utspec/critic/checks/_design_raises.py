"""The exception types a design statement or key item names as what happens.

`_claims.claims` reads an expected result: a type counts as raised only beside a raising verb
("is raised", 送出される). Designs name the outcome in other ways: "… の場合は ValueError とする",
"RuntimeError となる", "登録できない（PermissionError）", "fails with `TimeoutError`". The injected bug of
the defect corpus (`raise RuntimeError(...)` replaced by `return None`, member-ja-py) stayed
APPROVED because DR-16 ("… 確認が必要なため RuntimeError とする。") was read as stating nothing.

A type is stated when a raising clause names it (`claims`), when a Japanese outcome verb follows it
(とする, となる, になる, を送出, をスロー, で失敗), when it stands alone in parentheses after a clause, or
after "fails with" / "results in" / "rejected with". A negated verb (としない, にはならない) states nothing.

>>> sorted(stated_raises("ポイント残高が10,000ポイント以上の会員は、退会前に確認が必要なため RuntimeError とする。"))
['RuntimeError']
>>> sorted(stated_raises("18歳未満の利用者は登録できない（PermissionError）。")), stated_raises("ValueError とはしない。")
(['PermissionError'], frozenset())
>>> sorted(stated_raises("A duplicate email fails with `DuplicateEmailError`.")), stated_raises("Amounts use `Decimal`.")
(['DuplicateEmailError'], frozenset())
>>> sorted(stated_raises("A duplicate email cannot be registered: DuplicateEmailError is raised."))
['DuplicateEmailError']
"""

from __future__ import annotations

import re

from utspec.critic.checks._claims import EXCEPTION, claims

_TYPE = EXCEPTION.pattern
_JA_VERB = re.compile(
    rf"{_TYPE}`?\s*(?:を(?:送出|スロー|投げ|発生)|とする|とします|となる|となります|になる|になります|で失敗)"
)
_ALONE = re.compile(rf"[（(]\s*`?{_TYPE}`?\s*[）)]")
_EN_VERB = re.compile(
    rf"\b(?i:fails? with|results? in|rejected with|signals?)\s+(?i:an?\s+|the\s+)?`?{_TYPE}"
)


def _names(pattern: re.Pattern[str], text: str) -> set[str]:
    return {next(g for g in m.groups() if g) for m in pattern.finditer(text)}


def stated_raises(text: str) -> frozenset[str]:
    """Exception types `text` states are raised (see the module docstring)."""
    said = set(claims(text).raised)
    said |= _names(_JA_VERB, text) | _names(_ALONE, text) | _names(_EN_VERB, text)
    return frozenset(said - claims(text).not_raised)
