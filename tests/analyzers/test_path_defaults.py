"""A parameter the case's input omits holds its declared default, and an input may name a file constant.

base58's `b58encode_int(i, default_one=True, alphabet=BITCOIN_ALPHABET)` at "`i` = `0`; `default_one` = `True`"
said "the function returns `alphabet[0:1]`": a tester calling it with those two arguments gets the default alphabet's
first byte, but the walk knew no `alphabet`. Each test fails with its rule switched off.
"""

from __future__ import annotations

from utspec.analyzers.path_value import path_return

_SRC = [
    'ALPHA = "123"',
    "",
    "def enc(i, default_one=True, sep=None):",
    "    if sep is None:",
    "        sep = ALPHA",
    "    if not i and default_one:",
    "        return sep[0:1]",
    '    return ""',
]


def test_an_omitted_parameter_holds_its_default_and_the_body_may_reassign_it() -> None:
    got = path_return(_SRC[3:], _SRC, "python", "`i` = `0`.", defaults={"default_one": "True", "sep": "None"})
    assert got == ('"1"', "sep[0:1]")


def test_a_stated_value_wins_over_the_default() -> None:
    got = path_return(
        _SRC[3:],
        _SRC,
        "python",
        "`i` = `0`; `default_one` = `False`.",
        defaults={"default_one": "True", "sep": "None"},
    )
    assert got == ('""', '""')


def test_without_defaults_the_omitted_parameter_gives_no_value() -> None:
    assert path_return(_SRC[3:], _SRC, "python", "`i` = `0`.") is None


def test_an_input_naming_a_file_constant_gives_its_value() -> None:
    got = path_return(_SRC[3:], _SRC, "python", "`i` = `0`; `default_one` = `True`; `sep` = `ALPHA`.")
    assert got == ('"1"', "sep[0:1]")
