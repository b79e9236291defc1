"""A local the case arranges (`year` = `NaN`) keeps its value where the code computes it from calls the walk cannot
evaluate: wareki 1.0.0's `if (isNaN(year)) { return year; }` returns NaN, which the case should say, not "`year`"."""

from utspec.analyzers.path_value import path_return

# Adapted from wareki 1.0.0 (npm, MIT), lib/index.js: Babel output of the default export.
_BODY = [
    "  var dateObj = new Date(value);",
    "  var year = dateObj.getFullYear();",
    "  if (isNaN(year)) {",
    "    return year;",
    "  }",
    "  var wareki = \"\".concat(year);",
    "  year = lookup(year);",
    "  if (year > 2000) {",
    "    return year;",
    "  }",
    "  return 0;",
]


def test_the_arranged_local_is_returned_as_its_value() -> None:
    assert path_return(_BODY, _BODY, "javascript", "`year` = `NaN`.") == ("NaN", "year")


def test_a_later_assignment_the_walk_cannot_work_out_forgets_the_arranged_value() -> None:
    # `year = lookup(year)` changes what the case arranged: no value for the later `return year`.
    assert path_return(_BODY, _BODY, "javascript", "`year` = `2020`.") is None


def test_without_the_case_value_the_local_stays_unknown() -> None:
    assert path_return(_BODY, _BODY, "javascript", "`value` = `\"abc\"`.") is None


def test_a_name_assigned_from_itself_is_not_arranged() -> None:
    # `text = normalize(text)`: the case gave `text` before the call; what the call makes of it is not known.
    body = ["  text = normalize(text);", "  if (text === 'a') {", "    return 1;", "  }", "  return text;"]
    assert path_return(body, body, "javascript", "`text` = `\"b\"`.") is None
