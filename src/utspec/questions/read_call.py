"""The call a key item was run as, when the key item does not write it: said in the question.

"既定のオプションでは 8 文字のパスワード 'Abcdef1!' は強いパスワードと判定されること" was run as
`isStrongPassword('Abcdef1!')`, "負の値を toRoman に渡すと…" as `toRoman(-1)`. A person answering the question must
see how the words were read (session 26 noted that the question did not say it), so that a wrong reading is caught
by them, not hidden. A call the text writes (`ordinal(-1021)`, also inside `colorsys.rgb_to_hsv(…)`), a sequence
of calls (said by `instance_sequence.ran_steps`) and the package's anonymous default export (which has no name the
question could show) give nothing.
"""

from __future__ import annotations

import re

from utspec.questions.worded_input import DEFAULT_EXPORT


def _plain(text: str) -> str:
    return re.sub(r"[`\s]", "", text)


def read_as(text: str, call: str) -> str:
    """The call, when the text does not write it; else "".

    >>> read_as("8 文字のパスワード 'Abcdef1!' は強いパスワードと判定されること", "isStrongPassword('Abcdef1!')")
    "isStrongPassword('Abcdef1!')"
    >>> read_as("`colorsys.rgb_to_hsv(0.2, 0.4, 0.4)` は", "rgb_to_hsv(0.2, 0.4, 0.4)")
    ''
    >>> read_as("prettyBytes(1337) returns '1.34 kB'", "module.exports(1337)")
    ''
    """
    if not call or call.startswith((DEFAULT_EXPORT, "__o", "const __o")) or "\n" in call:
        return ""
    return "" if _plain(call) in _plain(text) else call


__all__ = ["read_as"]
