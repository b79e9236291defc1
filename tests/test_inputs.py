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


def test_sentences_and_tables_are_located():
    text = "# S\n\nFirst sentence. Second\nsentence here.\n\n| code | meaning |\n|---|---|\n| 3 | shipped |\n"
    reqs = requirements_from([("d.md", text)])
    assert [(r.line, r.kind, r.text) for r in reqs[1:]] == [
        (3, "sentence", "First sentence."),
        (3, "sentence", "Second sentence here."),
        (8, "table_row", "code=3 | meaning=shipped"),
    ]
