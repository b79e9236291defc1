"""The offline designer's cases name values and observable results (issue 12, items 2 to 4)."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from utspec.analyzers.domain import fit_domain
from utspec.analyzers.effects import Effect, statement_effect
from utspec.designer.offline.values import Where, examples
from utspec.messages import Catalog
from utspec.models import ChecklistItem, Kind

from .test_messages import english_outside_code

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

from expected.phrases import is_hedge, is_observable  # noqa: E402


def _run(example: str, tmp_path: Path, language: str | None = None) -> dict:
    from typer.testing import CliRunner

    from utspec.cli import app, run_cmd  # noqa: F401 - registers `run`

    src = ROOT / "examples" / example
    cfg = src / "config.yaml"
    if language:
        import shutil

        dest = tmp_path / example
        shutil.copytree(src, dest)
        cfg = dest / "config.yaml"
        text = "\n".join(ln for ln in cfg.read_text(encoding="utf-8").splitlines() if not ln.startswith("language:"))
        cfg.write_text(text + f"\nlanguage: {language}\n", encoding="utf-8")
    out = tmp_path / "out"
    CliRunner().invoke(app, ["run", "--config", str(cfg), "--out", str(out)])
    return json.loads((out / "spec.json").read_text(encoding="utf-8"))


def test_order_registration_cases_are_concrete(tmp_path: Path) -> None:
    spec = _run("order-registration", tmp_path)
    by_persp = {c["perspective"]: c for c in spec["cases"]}
    email = by_persp["`not email` holds"]
    # the method's other argument is found by running too (argument_search on methods): a call a test can make
    assert email["input"] == '`email` = `""`; `items` = `[]`.'
    assert email["expected"] == '`ValueError` is raised with the message "email is required".'
    normal = next(c for c in spec["cases"] if c["perspective"].startswith("Normal path"))
    assert "the function returns `order_id`" in normal["expected"]
    assert "one row is inserted into `orders` (columns `email`, `item_count` from the input)" in normal["expected"]
    assert "`items` with 1 element;" in normal["input"]  # singular: "1 elements" was a slip
    hedges = [c["expected"] for c in spec["cases"] if is_hedge(c["expected"]) or is_hedge(c["input"])]
    assert hedges == []
    assert sum(is_observable(c["expected"]) for c in spec["cases"]) / len(spec["cases"]) >= 0.9


@pytest.mark.parametrize("example", ["order-registration", "email-sender"])
def test_japanese_run_writes_no_english_sentence(example: str, tmp_path: Path) -> None:
    spec = _run(example, tmp_path, language="ja")
    texts = [spec["title"], *spec["assumptions"], *(q["question"] for q in spec["open_questions"])]
    for c in spec["cases"]:
        texts += [c["perspective"], c["preconditions"], c["input"], c["expected"]]
    # Design statements and key items are quoted as the person wrote them (in English here).
    own = [t for t in texts if not re.search(r"^(?:設計|重点テスト項目): ", t)]
    english = {t: english_outside_code(t) for t in own if english_outside_code(t)}
    assert english == {}


@pytest.mark.parametrize(
    ("stmt", "effect"),
    [
        ('throw new IllegalArgumentException("x too small");', Effect("raise", name="IllegalArgumentException",
                                                                     message="x too small", args='"x too small"')),
        ('panic(errors.New("boom"))', Effect("raise", name="panic", message="boom", args='"boom"')),
        ("return order_id", Effect("return", value="order_id")),
        ("continue;", Effect("continue")),
        ('console.log("hi")', Effect("output", name="console.log", message="hi", args='"hi"')),
        ("self.mailer.send(email)", Effect("call", name="self.mailer.send", args="email")),
        ("fee = 0;", Effect("assign", name="fee", value="0")),
    ],
)  # fmt: skip
def test_statement_effect(stmt: str, effect: Effect) -> None:
    assert statement_effect(stmt) == effect


def _where(src: str, language: str = "python") -> Where:
    return Where(src.split("\n"), len(src.split("\n")), language)


def test_examples_follow_types_and_negations() -> None:
    msg = Catalog("en")
    w = _where("def f(email: str, items: list[int], n: int):")
    assert examples("not email", True, w, msg) == ['`email` = `""`']
    assert examples("not email", False, w, msg) == ['`email` = `"user@example.com"`']
    assert examples("not items", True, w, msg) == ["`items` with 0 elements"]
    assert examples("len(items) > 100", True, w, msg) == ["`items` with 101 elements"]
    assert examples("x is None", True, w, msg) == ["`x` = `None`"]
    js = _where("function f(list) {", "javascript")
    assert examples("list === null", True, js, msg) == ["`list` = `null`"]


def _boundary(text: str, value: float | int, op: str, values: list[float | int], line: int = 1) -> ChecklistItem:
    return ChecklistItem(id=f"a.py:{line}:boundary", kind=Kind.BOUNDARY, file="a.py", line=line, end_line=line,
                         language="python", text=text, operator=op, value=value, test_values=values)  # fmt: skip


def test_domain_drops_impossible_values_and_steps_by_type() -> None:
    assert fit_domain(_boundary("items.length === 0", 0, "==", [-1, 0, 1]), []).test_values == [0, 1]
    assert fit_domain(_boundary("s.indexOf(x) === -1", -1, "==", [-2, -1, 0]), []).test_values == [-1, 0]
    lines = ["def fee(weight: float):", "    if weight > 25:"]
    assert fit_domain(_boundary("weight > 25", 25, ">", [25, 26], line=2), lines).test_values == [25, 25.01]
    ints = ["def fee(weight: int):", "    if weight > 25:"]
    assert fit_domain(_boundary("weight > 25", 25, ">", [25, 26], line=2), ints).test_values == [25, 26]


def test_japanese_run_links_evidence_as_the_english_one(tmp_path: Path) -> None:
    en = _run("order-registration", tmp_path / "en")
    ja = _run("order-registration", tmp_path / "ja", language="ja")
    assert [c["evidence"] for c in ja["cases"]] == [c["evidence"] for c in en["cases"]]
    assert ja["title"] == "単体テスト仕様書"


def test_sql_case_names_the_statement_as_a_reader_counts(tmp_path: Path) -> None:
    """Statements are counted from 1 and a `.sql` file names the line the statement starts on.

    `statement_index` is 0-based data: "Run statement 0 of pending_orders.sql" read as a typo, and in a
    file of several statements the number alone sends the reader counting semicolons.
    """
    import shutil

    from typer.testing import CliRunner

    from utspec.cli import app, run_cmd  # noqa: F401 - registers `run`

    dest = tmp_path / "ex"
    shutil.copytree(ROOT / "examples" / "order-registration-documented", dest)
    sql = dest / "input" / "source" / "pending_orders.sql"
    sql.write_text(
        sql.read_text(encoding="utf-8") + "\n\nSELECT c.id\nFROM customers c\nWHERE c.rank IN (7, 8);\n",
        encoding="utf-8",
    )
    out = tmp_path / "out"
    CliRunner().invoke(app, ["run", "--config", str(dest / "config.yaml"), "--out", str(out)])
    cases = json.loads((out / "spec.json").read_text(encoding="utf-8"))["cases"]
    inputs = {c["perspective"]: c["input"] for c in cases if c["perspective"].startswith("SQL condition")}
    assert inputs["SQL condition `o.status IN (3, 5)`: matching rows only"] == (
        "Run statement 1 of input/source/pending_orders.sql (it starts at line 2)."
    )
    assert inputs["SQL condition `c.rank IN (7, 8)`: matching rows only"] == (
        "Run statement 2 of input/source/pending_orders.sql (it starts at line 8)."
    )
