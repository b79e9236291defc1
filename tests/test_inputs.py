from __future__ import annotations

import pytest

from utspec.errors import UtspecError
from utspec.inputs.context import key_items_from, requirements_from
from utspec.inputs.text import decode_bytes, read_text

JA = "# 注文登録\n\n- メールアドレスは必須とすること。\n- ステータス3は出荷済みを表す。\n"


def test_shift_jis_design_is_decoded(tmp_path):
    p = tmp_path / "d.md"
    p.write_bytes(JA.encode("cp932"))
    d = read_text(p)
    assert d.text == JA and d.encoding == "cp932"
    reqs = requirements_from([("d.md", d.text)])
    assert [(r.id, r.line, r.kind) for r in reqs] == [("DR-1", 1, "heading"), ("DR-2", 3, "bullet"), ("DR-3", 4, "bullet")]
    assert reqs[2].section == "注文登録"


def test_bom_and_crlf(tmp_path):
    p = tmp_path / "d.md"
    p.write_bytes(b"\xef\xbb\xbf# T\r\n\r\n- a\r\n")
    assert read_text(p).text == "# T\n\n- a\n"


def test_binary_is_detected():
    assert decode_bytes(b"PK\x03\x04\x00\x00").text is None


def test_key_items_and_a_file_without_items_is_an_error():
    kts = key_items_from([("k.md", "## Key\n\n- one\n* two\n1. three\n")])
    assert [(k.id, k.text, k.line) for k in kts] == [("KT-1", "one", 3), ("KT-2", "two", 4), ("KT-3", "three", 5)]
    with pytest.raises(UtspecError, match=r"^prose.md: no key test item found"):
        key_items_from([("prose.md", "just prose\n")])


def test_key_items_keep_their_authors_ids_or_are_numbered_in_order_with_a_notice():
    kts = key_items_from([("k.md", "- KT-3: 金額0円\n- KT-7: 上限超過\n")])
    assert [(k.id, k.text) for k in kts] == [("KT-3", "金額0円"), ("KT-7", "上限超過")]
    notices: list = []
    kts = key_items_from([("k.md", "- KT-3: a\n"), ("l.md", "- KT-3: b\n- c\n")], notices)
    assert [(k.id, k.file, k.text) for k in kts] == [("KT-1", "k.md", "a"), ("KT-2", "l.md", "b"), ("KT-3", "l.md", "c")]
    assert [(n.file, n.line, n.key) for n in notices] == [("k.md", 1, "key_ids_renumbered")]
    assert "KT-3 here is cited as KT-1" in notices[0].message
    notices = []
    assert [k.id for k in key_items_from([("k.md", "- KT-1: a\n- KT-2: b\n- c\n")], notices)] == ["KT-1", "KT-2", "KT-3"]
    assert notices == []  # renumbered, but every written id is the one used: nothing to say


def test_sentences_and_tables_are_located():
    text = "# S\n\nFirst sentence. Second\nsentence here.\n\n| code | meaning |\n|---|---|\n| 3 | shipped |\n"
    reqs = requirements_from([("d.md", text)])
    assert [(r.line, r.kind, r.text) for r in reqs[1:]] == [
        (3, "sentence", "First sentence."),
        (3, "sentence", "Second sentence here."),
        (8, "table_row", "code=3 | meaning=shipped"),
    ]
