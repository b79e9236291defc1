"""A default the design states against the code's default for that name (issue 13, item 3: design-code conflicts).

Shapes: an options object's key (JS), a parameter default held in a constant and scoped by the section
heading that names the function (Python), a keyed fallback (`getattr(f, 'mode', 'wb')`). Each was asked
nothing before `utspec.questions.default_conflicts`.
"""

from __future__ import annotations

from utspec.models import Requirement, SourceText
from utspec.questions.default_conflicts import default_conflicts

JS = "var escape = function escape(s, options) {\n\treturn s;\n};\n\nescape.options = {\n\t'quotes': 'double',\n\t'wrap': false\n};\n"
PY = (
    "LEVEL_BEST, LEVEL_MID = 9, 6\n\n"
    "def open(name, mode='rb', level=LEVEL_MID):\n    return File(name, mode, level)\n\n"
    "class File:\n    def __init__(self, name, mode=None, level=LEVEL_BEST, fileobj=None):\n"
    "        if mode is None:\n            mode = getattr(fileobj, 'mode', 'wb')\n"
)


def _req(text: str, section: str | None = None, n: int = 1) -> Requirement:
    return Requirement(id=f"DR-{n}", file="d.md", line=n, kind="sentence", text=text, section=section)


def _found(reqs: list[Requirement], path: str, text: str) -> list[tuple[str, str, str, int]]:
    return [(c.name, c.design.shown(), c.code.value.shown(), c.code.line)
            for c in default_conflicts(reqs, [SourceText(path=path, text=text)])]  # fmt: skip


def test_an_options_object_default_that_differs_is_a_conflict() -> None:
    reqs = [_req("The default value for the `quotes` option is `'single'`.", "`quotes`")]
    assert _found(reqs, "e.js", JS) == [("quotes", "'single'", "'double'", 6)]  # ruleid: 'single' vs 'double'


def test_an_agreeing_default_is_no_conflict() -> None:
    reqs = [_req("The `wrap` option takes a boolean value (`true` or `false`), and defaults to `false` (disabled).")]
    assert _found(reqs, "e.js", JS) == []  # ok: both false


def test_a_parameter_default_is_read_through_its_constant_in_the_named_function() -> None:
    open_section = "gzip.open(name, mode='rb', level=9)"
    reqs = [_req('The default mode is "rb", and the default level is 9.', open_section)]
    assert _found(reqs, "g.py", PY) == [("level", "9", "6", 3)]  # ruleid: open's level is LEVEL_MID
    class_section = "class File(name, mode=None, level=9, fileobj=None)"
    assert _found([_req("The default level is 9.", class_section)], "g.py", PY) == []  # ok: File's level is 9


def test_a_keyed_fallback_is_a_default() -> None:
    section = "class File(name, mode=None, level=9, fileobj=None)"
    reqs = [_req("The default is the mode of fileobj if discernible; otherwise, the default is 'rb'.", section)]
    assert _found(reqs, "g.py", PY) == [("mode", "'rb'", "'wb'", 9)]  # ruleid: getattr(fileobj, 'mode', 'wb')


# yn 4.0.0's shape (bench/questions yn-js, session 24): an arrow function whose options are destructured with their
# defaults, documented under a readme heading that is the option's name ("##### lenient", "Default: `false`").
YN = "const yn = (value, {\n\tlenient = true,\n\tdefault: default_ = undefined\n} = {}) => {\n\treturn value;\n};\n"


def test_a_destructured_option_default_under_its_heading() -> None:
    # ruleid: the readme's false against `lenient = true`
    found = _found([_req("Type: `boolean` Default: `false`", "lenient")], "yn.js", YN)
    assert found == [("lenient", "false", "true", 2)]
    # ok: the same default; a heading that is no option name gives no subject
    assert _found([_req("Type: `boolean` Default: `true`", "lenient")], "yn.js", YN) == []
    assert _found([_req("Type: `boolean` Default: `false`", "Options")], "yn.js", YN) == []


def test_the_doctests_run() -> None:
    import doctest

    from utspec.questions import default_conflicts

    assert doctest.testmod(default_conflicts).failed == 0


def test_a_default_under_an_option_term_is_about_that_term() -> None:
    # exponential-backoff's readme: the sentence "Default value is `2`." names nothing; its subject is the term above it
    ts = "const defaultOptions: Options = {\n  numOfAttempts: 10,\n  timeMultiple: 3\n};\n"
    reqs = [Requirement(id="DR-1", file="d.md", line=1, kind="heading", text="Options"),
            Requirement(id="DR-2", file="d.md", line=3, kind="bullet", text="`numOfAttempts?: number`", section="Options"),
            Requirement(id="DR-3", file="d.md", line=5, kind="bullet", text="Default value is `10`.", section="Options"),
            Requirement(id="DR-4", file="d.md", line=7, kind="bullet", text="`timeMultiple?: number`", section="Options"),
            Requirement(id="DR-5", file="d.md", line=9, kind="bullet", text="Default value is `2`.", section="Options")]  # fmt: skip
    assert _found(reqs, "o.ts", ts) == [("timeMultiple", "2", "3", 3)]  # ruleid: the term's default 2 vs 3
    paragraph = [reqs[0], reqs[3], reqs[4].model_copy(update={"kind": "sentence"})]
    assert _found(paragraph, "o.ts", ts) == []  # ok: a paragraph is under no term


def test_term_subject_doctests_run() -> None:
    import doctest

    from utspec.questions import term_subject

    assert doctest.testmod(term_subject).failed == 0


# calendar's shape (bench/questions calendar-ja-py, calendar-C1, session 24): the default said as a word of the
# paragraph's own legend, the setting named by its setter.
CAL = "class Calendar(object):\n    def __init__(self, firstweekday=6):\n        self.firstweekday = firstweekday\n"


def test_a_default_said_in_a_word_of_the_paragraphs_legend() -> None:
    said = Requirement(id="DR-3", file="d.md", line=5, kind="sentence", text="既定では、月曜日を週の最初の日とします。")
    legend = Requirement(id="DR-4", file="d.md", line=5, kind="sentence",
                         text="週の最初の曜日を設定するには setfirstweekday() を使います（0=月曜日、6=日曜日）。")  # fmt: skip
    found = [(c.name, c.design.shown(), c.code.value.shown()) for c in
             default_conflicts([said, legend], [SourceText(path="c.py", text=CAL)])]  # fmt: skip
    assert found == [("firstweekday", "0", "6")]  # ruleid: Monday is 0, the code's default 6
    same = SourceText(path="c.py", text=CAL.replace("firstweekday=6", "firstweekday=0"))
    assert default_conflicts([said, legend], [same]) == []  # ok
    apart = Requirement(id="DR-4", file="d.md", line=9, kind="sentence", text=legend.text)
    assert default_conflicts([said, apart], [SourceText(path="c.py", text=CAL)]) == []  # ok: another paragraph
