"""`if ok(x): pass` / `else: raise …` and the `else` closing an elif chain (hand-written in the shape of jeraconv).

Before: the raise's case asked for `ok(x)` returning True (the `else` was matched by its first line against the
whole two-line statement, and missed), and the chain's `else: raise` took the first arm's value `'dict'`; the
message was cut at the first of two adjacent literals.
"""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import spec_of

PY = """import re


def _is_correct_format(text):
    return re.match(r"^[^0-9]{2,4}[0-9]{1,2}年$", text) is not None


def convert(text):
    if _is_correct_format(text):
        pass
    else:
        raise ValueError('convert threw an exception. '
                         'The value given for the argument is invalid.')
    return text


def render(value, return_type='str'):
    if return_type == 'dict':
        res = {'value': value}
    elif return_type == 'list':
        res = [value]
    elif return_type == 'str':
        res = str(value)
    else:
        raise ValueError('render threw an exception. '
                         'The return_type given for the argument does not exist.')
    return res
"""


def _cases(tmp_path: Path) -> list[dict]:
    return spec_of(tmp_path, {"era.py": PY})["cases"]


def test_raise_in_else_of_pass_takes_the_false_side(tmp_path: Path) -> None:
    case = next(
        c for c in _cases(tmp_path) if c["perspective"].startswith("Exception: `raise ValueError('convert")
    )
    # the false side, said or (argument_search.py) given as a value whose run raises here
    assert (
        "is false" in case["input"] or "returns `False`" in case["input"] or case["input"] == "`text` = `''`."
    ), case
    assert "is true" not in case["input"] and "returns `True`" not in case["input"], case
    assert '"convert threw an exception. The value given for the argument is invalid."' in case["expected"], (
        case
    )


def test_raise_closing_an_elif_chain_takes_no_arm(tmp_path: Path) -> None:
    case = next(
        c for c in _cases(tmp_path) if c["perspective"].startswith("Exception: `raise ValueError('render")
    )
    assert not any(f"`return_type` = `'{arm}'`" in case["input"] for arm in ("dict", "list", "str")), case


def test_pass_side_states_the_else_exception_is_not_raised(tmp_path: Path) -> None:
    case = next(c for c in _cases(tmp_path) if c["perspective"] == "`_is_correct_format(text)` holds")
    assert case["expected"].startswith("`ValueError` with the message"), case
    assert "is not raised" in case["expected"] and "Q-effect" not in case["expected"], case


def test_arm_setting_the_returned_local_states_the_return(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"era.py": PY})
    case = next(c for c in spec["cases"] if c["perspective"] == "`return_type == 'list'` holds")
    # `value` is given by running (argument_search.py), and the run's list is stated with the arm's expression
    assert case["expected"] in (
        "The function returns `[value]`.",
        "The function returns `[None]` (the value of `[value]` for this input).",
    ), case
    # The critic reads `return res` after the arm's `res = [value]` as that value (no foreign-return question).
    assert not [q for q in spec["open_questions"] if "[value]" in str(q)], spec["open_questions"]
