"""A key item's "when NAME is not given" claims NAME's default.

"decimalPlaces を指定しない場合、小数点以下は最大 2 桁まで表示されること" (npm bytes) and "retries を指定しない場合、
retry.timeouts() は 10 個の待ち時間を返すこと" (npm retry) state the default of the option they name without
the word default (既定, デフォルト). Said as "NAME default", `default_claims` reads the first literal after it
as the value claimed, and compares it with the code's default of that name (nothing is claimed when the code
gives the name no default of that literal's type). Pure function of the text.
"""

from __future__ import annotations

import re

_NAME = r"`?(?P<name>[A-Za-z_$][\w$]*)`?"
_UNSET_JA = re.compile(
    rf"{_NAME}\s*(?:を|が)?\s*(?:(?:指定しない|指定されない|指定しなかった|省略した|省略された|省略する|渡さない)(?:場合|とき|時)|省略すると)"
)
_UNSET_EN = re.compile(
    rf"\b(?:when|if)\s+(?:the\s+)?{_NAME}(?:\s+option)?\s+is\s+(?:not\s+(?:given|specified|set|passed)|omitted|left\s+out)\b",
    re.I,
)


def as_default(text: str) -> str:
    """The text with each "when NAME is not given" said as "NAME default".

    >>> as_default("decimalPlaces を指定しない場合、小数点以下は最大 2 桁まで表示されること")
    'decimalPlaces default、小数点以下は最大 2 桁まで表示されること'
    >>> as_default("When `retries` is not given, 10 timeouts are returned")
    'retries default, 10 timeouts are returned'
    >>> as_default("maxTimeout に 5000 を指定すると、どの待ち時間も 5000 ミリ秒を超えない")
    'maxTimeout に 5000 を指定すると、どの待ち時間も 5000 ミリ秒を超えない'
    """
    text = _UNSET_JA.sub(lambda m: f"{m.group('name')} default", text)
    return _UNSET_EN.sub(lambda m: f"{m.group('name')} default", text)


def unset_names(text: str) -> list[tuple[str, int]]:
    """The names a text says are not given, each with where the phrase ends.

    >>> unset_names("httpOnly を指定しない場合、HttpOnly 属性が付くこと")
    [('httpOnly', 17)]
    """
    found = [*_UNSET_JA.finditer(text), *_UNSET_EN.finditer(text)]
    return [(m.group("name"), m.end()) for m in sorted(found, key=lambda m: m.start())]
