"""The path evaluator walks a `switch` and passes over a `while` false on entry (analyzers/switch_walk.py)."""

from __future__ import annotations

import pytest

from utspec.analyzers import switch_walk
from utspec.analyzers.path_value import NOT_KNOWN, path_value, returned

_ORDINAL = """\tsuffix := "th"
\tswitch x % 10 {
\tcase 1:
\t\tif x%100 != 11 {
\t\t\tsuffix = "st"
\t\t}
\tcase 2, 22:
\t\tsuffix = "nd"
\t}
\treturn strconv.Itoa(x) + suffix
}""".splitlines()

_JS = """  var n = 0
  switch (code) {
    case 0x20: /*   */
      n = 1
      break
    case 0x2c:
    case 0x3b:
      n = 2
      break
    default:
      n = 3
      break
  }
  return n
}""".splitlines()


@pytest.mark.parametrize(
    ("x", "want"), [(1, '"1st"'), (11, '"11th"'), (21, '"21st"'), (2, '"2nd"'), (4, '"4th"')]
)
def test_go_switch_arm(x: int, want: str) -> None:
    # go-humanize's Ordinal: the arm `x % 10` picks, its inner `if`, then the return after the switch.
    assert path_value(_ORDINAL, [], "go", f"`x` = `{x}`") == want


@pytest.mark.parametrize(("code", "want"), [(32, 1), (44, 2), (59, 2), (7, 3)])
def test_c_family_switch_with_breaks_and_stacked_labels(code: int, want: int) -> None:
    assert returned(_JS, "javascript", {"code": code})[0] == want


def test_falling_through_or_unknown_label_is_not_known() -> None:
    falls = [ln for ln in _JS if ln.strip() != "break" or "n = 3" in ln]  # every arm falls into the next
    assert returned(falls, "javascript", {"code": 32})[0] is NOT_KNOWN
    unknown = [ln.replace("0x2c", "COMMA") for ln in _JS]
    assert returned(unknown, "javascript", {"code": 7})[0] is NOT_KNOWN  # COMMA's value is not known
    assert returned(_ORDINAL, "go", {})[0] is NOT_KNOWN  # no `x`: the subject is not known


def test_go_switch_without_subject_reads_conditions() -> None:
    body = ["\tswitch {", "\tcase n < 0:", '\t\treturn "neg"', "\tcase n == 0:", '\t\treturn "zero"', "\t}",
            '\treturn "pos"', "}"]  # fmt: skip
    assert [returned(body, "go", {"n": n})[0] for n in (-1, 0, 5)] == ["neg", "zero", "pos"]


def test_while_false_on_entry_is_skipped_true_gives_up() -> None:
    body = ['    string = b""', "    while i:", "        i, idx = divmod(i, base)", "    return string"]
    assert (
        path_value(body, [], "python", "`i` = `0`") == "b''"
    )  # base58's b58encode_int at 0, default_one off
    assert returned(body, "python", {"i": 3})[0] is NOT_KNOWN  # the loop runs: not worked out
    c_like = ["  let k = 2;", "  while (k > 5) {", "    k = k + 1;", "  }", "  return k;"]
    assert returned(c_like, "typescript", {})[0] == 2


def test_chosen_arm_rejects_go_init_statement() -> None:
    lines = [(1, "switch v := f(); v {"), (1, "case 1:"), (2, "return 1")]
    with pytest.raises(switch_walk.NotKnown):
        switch_walk.chosen_arm(lines, 0, len(lines), "go", lambda e: 1)
