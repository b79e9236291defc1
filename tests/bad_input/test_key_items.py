"""Issue 18 item 3: every usual way of listing key items counts; a file with none is exit 2."""

from __future__ import annotations

import json

import pytest

from tests.bad_input.conftest import run
from utspec.inputs.key_items import key_item_lines


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("- a\n* b\n+ c\n", ["a", "b", "c"]),
        ("・金額が0円\n● 上限を超える\n○ 境界\n", ["金額が0円", "上限を超える", "境界"]),
        ("1. first\n2) second\n(3) third\n4、四番目\n①丸数字\n", ["first", "second", "third", "四番目", "丸数字"]),
        ("| No | 項目 |\n|---|---|\n| 1 | 金額0円 |\n| KT-2 | 上限超過 | 備考 |\n", ["金額0円", "上限超過 / 備考"]),
        ("- [ ] unchecked\n- [x] checked\n", ["unchecked", "checked"]),
        ("# Heading\n\nprose that is not an item\n*bold* and 1.5 seconds\n```\n- in code\n```\n", []),
    ],
)
def test_item_formats(text, expected):
    assert [i.text for i in key_item_lines(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # The author's id is the item's label: not part of its text (its number was read as a value the item
        # names: "- KT-1: ... length 10" met a boundary case "at 1") and kept as its id.
        ("- KT-1: FixedLength で長さ 10\n- KT-2: value が null\n", [("KT-1", "FixedLength で長さ 10"), ("KT-2", "value が null")]),
        ("KT-3: a 404 raises\nKT-4：金額0円\n", [("KT-3", "a 404 raises"), ("KT-4", "金額0円")]),
        ("* [x] KT-9: checked\n1. KT-10. first\n", [("KT-9", "checked"), ("KT-10", "first")]),
        ("| No | 項目 |\n|---|---|\n| KT-5 | 上限超過 |\n", [("KT-5", "上限超過")]),
        ("- KT-1と同じ条件で境界\n- plain\n", [(None, "KT-1と同じ条件で境界"), (None, "plain")]),
    ],
)
def test_an_items_own_id_is_read_off_its_text(text, expected):
    assert [(i.own_id, i.text) for i in key_item_lines(text)] == expected


def test_japanese_bullets_become_key_items(project):
    """Row: `・` bullets and `1.` lines gave a notice, then 0 key items."""
    (project / "keys.md").write_text("・x が 1 を超えると拒否\n1. x が 1 ちょうどなら通る\n")
    res = run(project, "--out", str(project / "out"))
    assert res.code in (0, 3), res.stderr
    kts = json.loads((project / "out" / "trace.json").read_text())["key_items"]
    assert [(k["id"], k["line"]) for k in kts] == [("KT-1", 1), ("KT-2", 2)]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "the key test item file is empty"),
        (b"Only prose, no item.\n", "no key test item found"),
    ],
)
def test_empty_or_itemless_key_file_is_exit_2(project, content, message):
    (project / "keys.md").write_bytes(content)
    res = run(project, "--out", str(project / "out"))
    assert res.code == 2
    assert len(res.errors) == 1 and res.errors[0].startswith(f"error: keys.md: {message}")
    assert not (project / "out").exists()
