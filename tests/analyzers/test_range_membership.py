"""Python's `x in range(lo, hi)` is two comparisons: `x >= lo` and `x < hi`, each a boundary.

jpholiday (a Japanese holiday calendar, read in /tmp, not committed) writes its eras as
`date.year in range(1948, 1988 + 1)`: the checklist had no boundary there, so 1947/1948 and 1988/1989
were never proposed, and the cases at the month and day omitted the year (the membership gave no value).
"""

from __future__ import annotations

from pathlib import Path

from utspec.analyzers import analyze
from utspec.designer.offline.facts import host_branch
from utspec.designer.offline.partners import partner_phrases
from utspec.designer.offline.values import Where, examples
from utspec.messages import Catalog
from utspec.models import Kind, SourceText

PY = """import datetime

def emperors_birthday(date: datetime.date) -> bool:
    if date.year in range(1948, 1988 + 1) and date.month == 4 and date.day == 29:
        return True
    return False

def odd(n: int, step: int) -> bool:
    if n not in range(10):
        return False
    if n in range(0, 10, 2):
        return True
    return n in range(step)
"""


def _boundaries(text: str = PY) -> dict[str, tuple[str | None, object, object]]:
    items = analyze([SourceText(path="h.py", text=text)]).items
    return {i.text: (i.operator, i.value, i.test_values) for i in items if i.kind is Kind.BOUNDARY}


def test_each_bound_of_a_range_membership_is_a_boundary() -> None:
    assert _boundaries() == {
        "date.year >= 1948": (">=", 1948, [1947, 1948]),
        "date.year < 1989": ("<", 1989, [1988, 1989]),  # `1988 + 1` is the exclusive end
        "date.month == 4": ("==", 4, [3, 4, 5]),
        "date.day == 29": ("==", 29, [28, 29, 30]),
        # `not in`: the comparisons that hold when it holds (the same points, the other outcome).
        "n < 0": ("<", 0, [-1, 0]),
        "n >= 10": (">=", 10, [9, 10]),
        # ok: a step (`range(0, 10, 2)`) or a name as a bound (`range(step)`) gives no points the code tests.
    }


def test_the_membership_host_holds_its_boundaries_and_gives_partner_values() -> None:
    items = analyze([SourceText(path="h.py", text=PY)]).items
    upper = next(i for i in items if i.text == "date.year < 1989")
    host = host_branch(upper, items)
    assert host is not None and host.line == 4
    where = Where(PY.split("\n"), 4, "python")
    en = Catalog("en")
    assert partner_phrases(host.text, upper.text, where, en, "`date.year` = `1989`") == [
        "`date.month` = `4`", "`date.day` = `29`"
    ]  # fmt: skip
    month = next(i for i in items if i.text == "date.month == 4")
    # The membership operand is held true by its first member: the month case states the year too.
    assert partner_phrases(host.text, month.text, where, en, "`date.month` = `3`") == [
        "`date.year` = `1948`", "`date.day` = `29`"
    ]  # fmt: skip
    assert examples("date.year in range(1948, 1988 + 1)", False, where, en) == ["`date.year` = `1947`"]
    assert examples("n not in range(10)", True, where, en) == ["`n` = `-1`"]


def test_a_reviewer_reads_the_era_cases(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from utspec.cli import app, run_cmd  # noqa: F401 - registers `run`

    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "h.py").write_text(PY, encoding="utf-8")
    config = 'input:\n  design_paths: []\n  source_paths: ["src/**/*"]\n  key_test_items: []\nllm:\n  model: null\n'
    (tmp_path / "config.yaml").write_text(config, encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(app, ["run", "--config", str(tmp_path / "config.yaml"), "--out", str(out)])
    assert out.exists(), result.output
    spec = (out / "unit-test-specification.md").read_text(encoding="utf-8")
    row = next(r for r in spec.splitlines() if "`date.year < 1989`" in r and "1989" in r.split("|")[5])
    assert "`date.month` = `4`" in row and "`date.day` = `29`" in row, row
