"""A boolean option's line names what it does when on: not the branch taken when it is off (option_flags.py)."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking
from utspec.designer.offline.option_flags import on_when_described

SRC = """def cut(text, width, whole_words=False):
    if not whole_words:
        return text[:width]
    out = ""
    for word in text.split():
        if len(out) + len(word) > width:
            break
        out += word + " "
    return out.strip()
"""

DR = "`whole_words` (bool): cuts after the last whole word that fits the width"


def test_the_off_branch_is_not_what_the_option_line_is_about() -> None:
    assert 2 not in linked_lines(SRC, DR)


def test_without_the_rule_it_lands_on_the_off_branch(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "on_when_described", lambda text: {})
    assert 2 in linked_lines(SRC, DR)


def test_option_line_reading() -> None:
    assert on_when_described(DR) == {"whole_words": True}
    assert on_when_described("`save_order` (bool): when set, keeps the order") == {"save_order": True}
    assert on_when_described("`lowercase` (bool): activate case sensitivity by setting it to False") == {}
    assert on_when_described("`max_length` (int): output length") == {}
