"""Go's `if v, ok := m[k]; ok` over a map literal of the file takes a key as its input (map_lookup.py).

koyomi-ja-go's `if s, ok := eraString[e]; ok` said "`ok` が真になる値（コードに値を選ぶ手掛かりとなるリテラルがない）".
"""

from __future__ import annotations

from pathlib import Path

from tests.designer._one_file_run import spec_of

SRC = """\
package value

var names = map[int]string{
\t0: "",
\t1: "one",
\t2: "two",
}

func Name(k int) string {
\tif s, ok := names[k]; ok {
\t\treturn s
\t}
\treturn "none"
}
"""


def test_comma_ok_takes_a_key(tmp_path: Path) -> None:
    cases = spec_of(tmp_path, {"names.go": SRC})["cases"]
    said = "\n".join(c["input"] for c in cases)
    assert "`k` = `1`" in said, said  # a key whose value is not the empty string
    assert "`k` = `3`" in said, said  # the normal path, past the lookup: no key
    assert "Values for which `ok`" not in said, said
