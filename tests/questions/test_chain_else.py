"""Session 27: "Any length other than 10 or 13 raises `InvalidLength`" is placed on the `else` of
`if len(number) == 10: … elif len(number) == 13: … else:` (`questions.chain_else`), and "raises `X`" names an
exception whatever its suffix (`questions.stated_exception`), so the injected bug (the `else`'s raise replaced by
`return None`, python-stdnum's validate) is a design-code contradiction at that line. Each test fails with its
part switched off."""

from __future__ import annotations

import doctest

from utspec.models import ChecklistItem, Kind
from utspec.questions import chain_else, stated_exception
from utspec.questions.key_items import contradiction, expectation

DESIGN = (
    "`validate(number)` checks the length and the check digit. `validate('978-9024538271')` raises "
    "`InvalidChecksum`. Any length other than 10 or 13 raises `InvalidLength`."
)


def _item(
    ref: str, kind: Kind, text: str, end: int | None = None, effect: str | None = None
) -> ChecklistItem:
    line = int(ref.split(":")[1])
    return ChecklistItem(id=ref, kind=kind, file="isbn.py", line=line, end_line=end or line, symbol="validate",
                         text=text, language="python", effect=effect)  # fmt: skip


def _checklist(last: str) -> list[ChecklistItem]:
    return [
        _item("isbn.py:97:branch", Kind.BRANCH, "not isdigits(number[:-1])", 98, "raise InvalidFormat()"),
        _item("isbn.py:98:raise", Kind.RAISE, "raise InvalidFormat()"),
        _item("isbn.py:99:branch", Kind.BRANCH, "len(number) == 10", 107, "if check != number[-1]"),
        _item("isbn.py:101:raise", Kind.RAISE, "raise InvalidChecksum()"),
        _item("isbn.py:102:branch", Kind.BRANCH, "len(number) == 13", 105, "ean.validate(number)"),
        _item("isbn.py:105:raise", Kind.RAISE, "raise InvalidComponent()"),
        _item("isbn.py:107:early_return", Kind.EARLY_RETURN, last, effect=last),
    ]


def test_an_exception_named_by_its_verb_whatever_its_suffix() -> None:
    assert expectation("Any length other than 10 or 13 raises `InvalidLength`.").exception == "invalidlength"
    assert expectation("`InvalidLength` が送出される。").shown == "InvalidLength"
    assert (
        expectation("CRC が一致しない場合は BadGzipFile が送出されること").exception is None
    )  # prose, not code


def test_the_values_other_than_an_equality_chain_are_its_else() -> None:
    v = contradiction(DESIGN, _checklist("return None"))
    assert v is not None and v.place is not None
    assert (v.place.id, v.expected, v.actual) == (
        "isbn.py:107:early_return",
        "raise InvalidLength",
        "return None",
    )
    assert contradiction(DESIGN, _checklist("raise InvalidLength()")) is None  # the code as written agrees


def test_the_doctests() -> None:
    for module in (chain_else, stated_exception):
        result = doctest.testmod(module)
        assert result.failed == 0 and result.attempted >= 2, module.__name__
