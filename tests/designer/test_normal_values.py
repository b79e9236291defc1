"""The normal path's input passes every guard, and a sliced string's value is worked out (slugify, commons-lang)."""

from __future__ import annotations

import re
from pathlib import Path

from ._one_file_run import cases_of

# slugify's shape: values picked guard by guard (`string` = "abc" for the length test, `separator` = " " by
# default) make `separator not in string` true, so the "normal" input left by `return string[:max_length]`.
PY = '''def cut(string: str, max_length: int = 0, word_boundary: bool = False, separator: str = " ") -> str:
    string = string.strip(separator)
    if not max_length:
        return string
    if len(string) < max_length:
        return string
    if not word_boundary:
        return string[:max_length].strip(separator)
    if separator not in string:
        return string[:max_length]
    head = ""
    for word in string.split(separator):
        head = head + word
    return head
'''

# commons-lang's shape: guards over locals (`minWidth`) and a branch whose block sets a local before it returns.
JAVA = """public class S {
    public static String cut(final String str, String marker, final int offset, final int maxWidth) {
        final int markerLength = marker.length();
        final int minWidth = markerLength + 1;
        if (maxWidth < minWidth) {
            throw new IllegalArgumentException("too narrow");
        }
        final int strLen = str.length();
        if (strLen <= maxWidth) {
            return str;
        }
        if (strLen - offset <= maxWidth - markerLength) {
            int tailStart = strLen - (maxWidth - markerLength);
            return marker + str.substring(tailStart);
        }
        return marker + str.substring(offset);
    }
}
"""


def _normal(cases: dict[str, dict]) -> str:
    return next(c["input"] for p, c in cases.items() if p.startswith("Normal path"))


def test_normal_input_passes_the_guard_its_values_took_one_by_one(tmp_path: Path) -> None:
    said = _normal(cases_of(tmp_path, "cut.py", PY))
    string = re.search(r'`string` = `"([^"]*)"`', said)
    assert string is not None and " " in string.group(1), said  # `separator not in string` is false


def test_normal_input_names_arguments_only_and_passes_a_returning_block(tmp_path: Path) -> None:
    said = _normal(cases_of(tmp_path, "S.java", JAVA))
    assert "minWidth" not in said and "strLen" not in said, said
    values = dict(re.findall(r"`(\w+)` = `([^`]*)`", said))
    str_len, marker = len(values["str"].strip('"')), len(values["marker"].strip('"'))
    offset, width = int(values["offset"]), int(values["maxWidth"])
    assert width >= marker + 1 and str_len > width and str_len - offset > width - marker, said


def test_sliced_return_is_the_string_for_the_input(tmp_path: Path) -> None:
    case = next(c for p, c in cases_of(tmp_path, "cut.py", PY).items() if p.startswith("`not word_boundary` holds"))
    assert "`max_length` = `1`" in case["input"] and "`word_boundary` = `False`" in case["input"], case["input"]
    assert case["expected"].startswith('The function returns `"a"`'), case["expected"]
