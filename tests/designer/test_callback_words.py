"""A `return` inside a callback is said of the callback, not of the function (callback_words.py)."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import spec_of

TS = """export function countLong(words: string[]): number {
  const picked = words.filter((word) => {
    if (word.length > 3) {
      return true;
    }
    return false;
  });
  return picked.length;
}
"""


def test_callback_return_is_the_callbacks(tmp_path: Path) -> None:
    cases = spec_of(tmp_path, {"count.ts": TS})["cases"]
    said = [c["expected"] for c in cases if "line 3" not in c["perspective"] and "`word.length > 3`" in c["perspective"]]
    assert said, [c["perspective"] for c in cases]
    assert any("callback passed to `filter` returns" in s for s in said), said
    assert not any("The function returns `true`" in s or "The function returns `false`" in s for s in said), said


def test_japanese_callback_sentence(tmp_path: Path) -> None:
    cases = spec_of(tmp_path, {"count.ts": TS}, language="ja")["cases"]
    assert any("`filter` に渡したコールバックから" in c["expected"] for c in cases), [c["expected"] for c in cases]
