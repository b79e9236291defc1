"""A parameter whose default is a module constant holds that constant's value when the case omits it.

base58's `b58encode_int(i, default_one=True, alphabet=BITCOIN_ALPHABET)` at "`i` = `0`; `default_one` = `True`"
said "the function returns `alphabet[0:1]`": `parameter_defaults` kept literal defaults only, and the walk could not
slice bytes. Each test fails with its rule switched off (the upper-case default, bytes in `sliced`).
"""

from __future__ import annotations

from utspec.analyzers.path_value import path_return
from utspec.designer.offline.signature import function_body, parameter_defaults

_SRC = [
    "BITCOIN_ALPHABET = \\",
    "    b'123456789ABC'",
    "",
    "def b58encode_int(",
    "    i: int, default_one: bool = True, alphabet: bytes = BITCOIN_ALPHABET",
    ") -> bytes:",
    "    if not i and default_one:",
    "        return alphabet[0:1]",
    '    string = b""',
    "    return string",
]


def test_an_upper_case_module_constant_is_a_default() -> None:
    got = parameter_defaults(_SRC, "b58encode_int", 7, "python")
    assert got == {"default_one": "True", "alphabet": "BITCOIN_ALPHABET"}


def test_a_lower_case_name_is_no_default_the_walk_can_read() -> None:
    src = ["def f(i, sep=other_sep):", "    return sep"]
    assert parameter_defaults(src, "f", 2, "python") == {}


def test_the_omitted_constant_default_gives_the_first_byte() -> None:
    body = function_body(_SRC, "b58encode_int", 7, "python")
    defaults = parameter_defaults(_SRC, "b58encode_int", 7, "python")
    got = path_return(body, _SRC, "python", "`i` = `0`; `default_one` = `True`.", defaults=defaults)
    assert got == ("b'1'", "alphabet[0:1]")
