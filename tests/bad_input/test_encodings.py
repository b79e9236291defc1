"""Issue 18 item 1: BOM, UTF-8, then a weighed guess; `input.encoding` forces one; guesses are noted."""

from __future__ import annotations

import json

import pytest

from tests.bad_input.conftest import CONFIG, run
from utspec.config import parse_config
from utspec.errors import UtspecError
from utspec.inputs.text import decode_bytes, is_binary

JA = "# 注文登録\n\n- メールアドレスは必須とすること。\n- ステータス3は出荷済みを表す。\n"


@pytest.mark.parametrize("encoding", ["utf-16", "utf-32", "utf-8-sig", "utf-16-be"])
def test_bom_decides(encoding):
    data = JA.encode(encoding) if encoding != "utf-16-be" else b"\xfe\xff" + JA.encode("utf-16-be")
    d = decode_bytes(data)
    assert d.text == JA and d.encoding is not None and d.encoding.endswith("-bom") and d.note is None


def test_utf16_without_bom_is_text_with_a_note():
    d = decode_bytes(JA.encode("utf-16-le"))
    assert d.text == JA and d.note == "no byte-order mark: read as utf-16-le"


@pytest.mark.parametrize(("text", "encoding"), [(JA, "cp932"), (JA, "euc_jp"), ("ｱｲｳ 半角カナ\n", "cp932")])
def test_japanese_code_pages_win_the_guess(text, encoding):
    assert decode_bytes(text.encode(encoding)).text == text


@pytest.mark.parametrize(
    "text", ["Straße größer als 5\n", "SELECT id FROM t WHERE city = 'Québec';\n", "Prix: 5 € à la carte, réduit\n"]
)
def test_western_text_is_not_read_as_cp932(text):
    """The issue's row: cp1252 'Straße größer' came out as half-width katakana."""
    d = decode_bytes(text.encode("cp1252"))
    assert d.text == text


def test_ambiguous_guess_names_the_rival():
    d = decode_bytes("Prix: 5 € à la carte\n".encode("cp1252"))
    assert d.encoding == "cp1252"
    assert d.note is not None and d.note.startswith("encoding guessed as cp1252 (") and "input.encoding" in d.note


def test_nul_in_a_comment_is_text():
    data = b"def f(x):\n    # a\x00b\n    return x\n"
    assert not is_binary(data)
    d = decode_bytes(data)
    assert d.note == "NUL byte at line 2 read as a space"


def test_png_is_binary():
    assert is_binary(b"\x89PNG\r\n\x1a\n" + b"\x00" * 20)


def test_encoding_key_is_validated():
    with pytest.raises(UtspecError, match=r"input.encoding: Value error, unknown encoding 'klingon'"):
        parse_config(CONFIG + "  encoding: klingon\n", "c.yaml")
    with pytest.raises(UtspecError, match=r"unknown encoding 'nope'"):
        parse_config(CONFIG + "  encoding:\n    '*.md': nope\n", "c.yaml")


def _design(project, data: bytes):
    (project / "design.md").write_bytes(data)


def test_utf16_design_is_read_not_skipped(project):
    """Row 1: a Notepad 'Unicode' design doc gave 0 design statements."""
    _design(project, "# D\n\n- f rejects x above 1 with ValueError.\n".encode("utf-16"))
    res = run(project, "--out", str(project / "out"))
    assert res.code in (0, 3), res.stderr
    trace = json.loads((project / "out" / "trace.json").read_text())
    assert trace["counts"]["design statements (DR)"] == 2


def test_forced_encoding_global_and_per_glob(project):
    text = "# 設計\n\n- x が 1 を超えると ValueError。\n"
    _design(project, text.encode("euc_jp"))
    (project / "config.yaml").write_text(CONFIG + "  encoding:\n    'design.md': euc_jp\n")
    res = run(project, "--out", str(project / "out"))
    assert res.code in (0, 3), res.stderr
    reqs = json.loads((project / "out" / "trace.json").read_text())["requirements"]
    assert reqs[0]["text"] == "設計"
    # forcing the wrong one is one line naming the file and the byte
    (project / "config.yaml").write_text(CONFIG + "  encoding: ascii\n")
    res = run(project, "--out", str(project / "out2"))
    assert res.code == 2
    assert res.errors == ["error: design.md: not valid ascii at byte 2 (input.encoding forces ascii)"]
    assert not (project / "out2").exists()


def test_low_confidence_guess_reaches_the_input_notes(project):
    _design(project, "# Prix\n\n- Le prix à payer est réduit de 5 € au-delà de 1.\n".encode("cp1252"))
    res = run(project, "--out", str(project / "out"))
    assert res.code in (0, 3), res.stderr
    spec = (project / "out" / "unit-test-specification.md").read_text()
    assert "- **guessed** `design.md`: encoding guessed as cp1252 (" in spec
    assert json.loads((project / "out" / "spec.json").read_text())["input_notes"][0]["kind"] == "guessed"
