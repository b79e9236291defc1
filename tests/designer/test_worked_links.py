"""A worked example linked to a case that does not state its call becomes its own case on that code (worked_links)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ._one_file_run import spec_of

# The design's worked example is linked to the normal path, whose input names no text ("input that passes every
# guard") and whose result reads "`total` is returned": the call and its value used to sit in the evidence column
# only (kanji-to-number's key items, session 18 QA).
PY = '''def digit_sum(text):
    total = 0
    carry = False
    for ch in text:
        if ch == "-":
            carry = True
        else:
            total += int(ch)
    if carry:
        return -total
    return total
'''
DESIGN = '# 桁の合計\n\n## digit_sum\n\n各桁の数字を足した合計を返す。\n\n- `digit_sum("123")` は各桁を足した合計 `6` を返す。\n'


def test_the_normal_path_takes_the_worked_example_values_and_the_example(tmp_path: Path) -> None:
    # example_normal: the normal path names no argument, and the example's call passes every guard and its text
    # states the value the run returns, so the normal path states the example's values and the example lands there.
    spec = spec_of(tmp_path, {"calc.py": PY}, DESIGN, "ja")
    (case,) = [c for c in spec["cases"] if "DR-4" in c["evidence"]]
    assert case["input"] == 'src/calc.py の `digit_sum` のガードをすべて通過する入力: `text` = `"123"`。'
    assert case["expected"] == "例外は送出されない。`6` が返される（この入力での `total` の値）。"
    assert "DR-3" in case["evidence"]


def test_the_worked_example_gets_its_own_case_on_the_linked_code(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Without example_normal the normal path names no text: the example becomes that case (worked_links).
    from utspec.designer.offline import normal_path

    monkeypatch.setattr(normal_path, "example_normal_input", lambda *a: None)
    spec = spec_of(tmp_path, {"calc.py": PY}, DESIGN, "ja")
    (case,) = [c for c in spec["cases"] if "DR-4" in c["evidence"]]
    assert case["input"] == '`digit_sum("123")` を呼ぶ: `text` = `"123"`。'
    assert case["expected"] == "`6` が返される。"
    assert "src/calc.py:9:branch" in case["evidence"]  # the code the linker chose (the normal path's)
    # The normal path became the example: its drafted input ("passes every guard") and its restated result
    # (`total`) are gone, and the summary it carried stays with it.
    assert "DR-3" in case["evidence"]
    assert not [c for c in spec["cases"] if "のガードをすべて通過する入力" in c["input"]]


def test_two_statements_with_the_same_example_share_one_case(tmp_path: Path) -> None:
    # go-humanize's design example and a key item both gave `IBytes(82854982)` → `79 MiB`: two identical cases.
    design = "# 倍\n\n## double\n\n2 倍の値を返す。\n\n- 例: `double(3)` → `6`\n"
    spec = spec_of(tmp_path, {"calc.py": "def double(x):\n    return x * 2\n"}, design, "ja",
                   "# 重点\n\n- KT-1: `double(3)` は `6` を返すこと。\n")  # fmt: skip
    worked = [c for c in spec["cases"] if c["input"].startswith("`double(3)` を呼ぶ")]
    assert len(worked) == 1 and {"DR-4", "KT-1"} <= set(worked[0]["evidence"])


def test_an_example_leaves_a_normal_path_that_names_no_value(tmp_path: Path) -> None:
    # go-humanize's Comma: the normal path lists the guard kept false ("… が成り立たない入力"), and the design's example
    # `Comma(834142)` → `834,142` stayed in its evidence column instead of becoming the case it states.
    py = "def show(v):\n    if v == sys.maxsize:\n        return 'max'\n    return str(v)\n"
    design = "# 表示\n\n## show\n\n値を文字列にして返す。\n\n- 例: `show(5)` → `'5'`\n"
    spec = spec_of(tmp_path, {"show.py": py}, design, "ja")
    assert not [c for c in spec["cases"] if "成り立たない入力" in c["input"]]  # the normal path is the example now
    (case,) = [c for c in spec["cases"] if c["input"].startswith("`show(5)` を呼ぶ")]
    assert case["expected"] == "`'5'` が返される。" and "DR-4" in case["evidence"]


# japanese-numerals-to-number 1.0.2 (npm, MIT) in short: the normal path's drafted input came from the length guard
# ("a" * 32), which the later pattern test refuses, and it said "no exception" beside the design's examples.
JS = """function toNumber (text) {
  if (text.length > 32) {
    throw new Error('too long');
  }
  var pattern = new RegExp('^[' + supported().join('') + ']+$');
  if (!pattern.test(text)) {
    throw new Error('does not match ' + pattern);
  }
  return convert(text.split(''));
}
"""
JS_DESIGN = ("# 漢数字\n\n## toNumber(text)\n\n- 例: `toNumber('二千十七')` は `2017` を返す。\n"
             "- 例: `toNumber('壱百壱拾')` は `110` を返す。\n")  # fmt: skip


def test_the_normal_path_becomes_its_first_example_and_the_others_keep_their_own(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"num.js": JS}, JS_DESIGN, "ja")
    calls = [c for c in spec["cases"] if "toNumber(" in c["input"]]
    assert [(c["input"].split(" ")[0], c["expected"]) for c in calls] == [
        ("`toNumber('二千十七')`", "`2017` が返される。"),
        ("`toNumber('壱百壱拾')`", "`110` が返される。"),
    ]
    assert not [c for c in spec["cases"] if "のガードをすべて通過する入力" in c["input"]]
    assert all("src/num.js:6:branch" in c["evidence"] for c in calls)  # both on the normal path's code


# pyhumps 3.8.0 (PyPI, Unlicense/MIT), humps/main.py in short: the key item's example sat on the branch case whose
# input named no value ("values for which `is_kebab(text) and not is_camel(text)` is true").
HUMPS = '''def is_snake(text):
    if is_kebab(text) and not is_camel(text):
        return False
    return text == decamel(text)
'''


def test_a_branch_case_without_a_value_takes_the_example_that_states_its_result(tmp_path: Path) -> None:
    design = "# humps\n\n## is_snake(text)\n\nWhether a string is snake case.\n"
    kt = '# Key items\n\n- KT-1: `is_snake("from-that-shop")` returns `False`.\n'
    spec = spec_of(tmp_path, {"humps.py": HUMPS}, design, "en", kt)
    (case,) = [c for c in spec["cases"] if "KT-1" in c["evidence"]]
    assert case["input"] == 'Call `is_snake("from-that-shop")`: `text` = `"from-that-shop"`.'
    assert case["expected"] == "The function returns `False`." and "src/humps.py:2:branch" in case["evidence"]


def test_an_example_whose_result_differs_leaves_the_branch_case_as_drafted(tmp_path: Path) -> None:
    design = "# humps\n\n## is_snake(text)\n\nWhether a string is snake case.\n"
    kt = '# Key items\n\n- KT-1: `is_snake("from-that-shop")` returns `True`.\n'
    spec = spec_of(tmp_path, {"humps.py": HUMPS}, design, "en", kt)
    branch = next(c for c in spec["cases"] if c["evidence"][:1] == ["src/humps.py:2:branch"])
    assert branch["input"].startswith("Values for which")


# japanmesh's KT-41 `isValidCode('5339459')` → `false` sat on a branch case whose input became "`lv5000XY` = `0`" (a
# local) once the designer gave that branch a value: the key item's call was left in the evidence column only.
CODE = """KINDS = {"9": "nine", "1": "one"}


def is_code(code):
    kind = KINDS.get(code[0])
    if kind == "nine":
        return False
    return True
"""


def test_a_branch_case_naming_no_argument_value_takes_the_example(tmp_path: Path) -> None:
    design = "# codes\n\n## is_code(code)\n\nWhether a code is not all nines.\n"
    kt = "# Key items\n\n- KT-1: `is_code('999')` returns `False`.\n"
    spec = spec_of(tmp_path, {"codes.py": CODE}, design, "en", kt)
    (case,) = [c for c in spec["cases"] if "KT-1" in c["evidence"]]
    assert case["input"] == "Call `is_code('999')`: `code` = `'999'`."
    assert [c["id"] for c in spec["cases"] if "src/codes.py:7:early_return" in c["evidence"]] == [case["id"]]


def test_switched_off_the_branch_case_keeps_its_count(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from utspec.designer.offline import worked_links

    monkeypatch.setattr(worked_links, "names_no_argument", lambda *_: False)
    design = "# codes\n\n## is_code(code)\n\nWhether a code is not all nines.\n"
    kt = "# Key items\n\n- KT-1: `is_code('999')` returns `False`.\n"
    spec = spec_of(tmp_path, {"codes.py": CODE}, design, "en", kt)
    # the branch case keeps its own (test double) input; the key item gets a case of its own on the same code (the
    # lead's decision, session 29: never beside another value), where the rule makes it the branch case's example
    exits = [c for c in spec["cases"] if "src/codes.py:7:early_return" in c["evidence"]]
    assert len(exits) == 2, exits
    (branch,) = [c for c in exits if "KT-1" not in c["evidence"]]
    assert not branch["input"].startswith("Call `is_code('999')`")
