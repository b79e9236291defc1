"""A branch whose own code only sets locals states the function's final `return` (then_returns.py).

bytes-js's `var sep = (options && options.sep) || ''` and jaconv's `if ascii: if digit: m = A` said "Not stated
by the code: see Q-effect:…"; camelcase-js's `&&` guard case said "`result` is not set to `result + c`".
"""

from __future__ import annotations

from pathlib import Path

from tests.designer._one_file_run import spec_of

JS = """\
export function format(value, options) {
  var sep = (options && options.sep) || '';
  let result = '';
  for (const c of value) {
    if (c === 'x' && options.keep) {
      result = result + c;
    }
  }
  return result + sep;
}
"""

PY = """\
def pick(text, ascii=False, digit=False):
    if ascii:
        if digit:
            table = TABLE_AD
        else:
            table = TABLE_A
    else:
        table = TABLE_K
    return convert(text, table)
"""


def _expected(tmp_path: Path, files: dict[str, str], language: str = "en") -> dict[str, str]:
    return {c["perspective"]: c["expected"] for c in spec_of(tmp_path, files, language=language)["cases"]}


def test_an_initializer_side_says_the_local_and_the_final_return(tmp_path: Path) -> None:
    exp = _expected(tmp_path, {"index.js": JS})
    said = "\n".join(exp.values())
    assert "`sep` becomes `''`; the function then returns `result + sep`." in said, said
    assert "is not set to" not in said, said
    assert "Not stated by the code" not in said, said


def test_a_nested_if_of_locals_says_the_final_return(tmp_path: Path) -> None:
    exp = _expected(tmp_path, {"pick.py": PY})
    outer = [e for p, e in exp.items() if p.startswith("`ascii`")]
    assert outer and all("then returns `convert(text, table)`" in e for e in outer), exp


def test_japanese(tmp_path: Path) -> None:
    exp = _expected(tmp_path, {"pick.py": PY}, language="ja")
    said = "\n".join(exp.values())
    assert "その後、関数から `convert(text, table)` が返される" in said, said
