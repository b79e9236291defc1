"""The normal path states the value the function returns for its input, worked out from the body (issue 12).

fee-ja-ts's `shippingFee(1, 30, "abc", true)`: the spec said "`fee` is returned", true but nothing a
tester can check; the body gives 800 + 500, then 10% off for a member: 1170.
"""

from __future__ import annotations

import doctest
import json
import shutil
from pathlib import Path

import pytest

from utspec.analyzers import path_value

ROOT = Path(__file__).resolve().parents[2]


def test_doctests() -> None:
    result = doctest.testmod(path_value)
    assert result.failed == 0 and result.attempted >= 11


@pytest.mark.parametrize(
    ("body", "language", "env", "value"),
    [
        # ruleid: an else branch, Java integer division truncating toward zero
        (["int fee = 1005;", "if (vip) {", "  fee = fee * 9 / 10;", "} else {", "  fee += 1;", "}", "return fee;"],
         "java", {"vip": True}, 904),
        # ruleid: Python elif chain and membership in a constant
        (["rate = 0", "if pref in REMOTE:", "    rate = 1200", "elif pref == 'x':", "    rate = 5", "return rate"],
         "python", {"pref": "沖縄県", "REMOTE": ("沖縄県",)}, 1200),
        # ok: a loop on the way: no value rather than a guess
        (["total = 0", "for x in xs:", "    total += x", "return total"], "python", {"xs": (1, 2)}, path_value.NOT_KNOWN),
        # ok: a call the reader cannot evaluate decides the path
        (["fee = 1", "if (isHoliday(d)) {", "  fee = 2;", "}", "return fee;"], "typescript", {"d": 1},
         path_value.NOT_KNOWN),
        # ok: a try body runs, its handler does not
        (["n = 1", "try:", "    send()", "    n = 2", "except E:", "    n = 3", "return n"], "python", {}, 2),
    ],
)  # fmt: skip
def test_returned_value(body: list[str], language: str, env: dict, value: object) -> None:
    assert path_value.returned_value(body, language, env) == value


def test_fee_normal_path_states_the_value(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from utspec.cli import app, run_cmd  # noqa: F401 - registers `run`

    dest = tmp_path / "fee"
    shutil.copytree(ROOT / "bench" / "linking" / "projects" / "fee-ja-ts", dest)
    out = tmp_path / "out"
    CliRunner().invoke(app, ["run", "--config", str(dest / "config.yaml"), "--out", str(out)])
    spec = json.loads((out / "spec.json").read_text(encoding="utf-8"))
    normal = next(c for c in spec["cases"] if "`shippingFee` の正常系" in c["perspective"])
    assert "`1170` が返される（この入力での `fee` の値）" in normal["expected"], normal["expected"]
    trace = json.loads((out / "trace.json").read_text(encoding="utf-8"))
    assert f"unsupported-value:{normal['id']}" not in json.dumps(trace, ensure_ascii=False)


def test_design_statement_naming_a_raised_exception_asks_which_place(tmp_path: Path) -> None:
    """fee-ja-ts DR-4 names `InvalidWeightError`, which the code raises on lines 8 and 11.

    Unlinked (a tie between them), it used to become a design case plus the question "no code path
    in the inputs shows which input leads to it": false. It is now asked which place it means.
    """
    from typer.testing import CliRunner

    from utspec.cli import app, run_cmd  # noqa: F401 - registers `run`

    dest = tmp_path / "fee"
    shutil.copytree(ROOT / "bench" / "linking" / "projects" / "fee-ja-ts", dest)
    out = tmp_path / "out"
    CliRunner().invoke(app, ["run", "--config", str(dest / "config.yaml"), "--out", str(out)])
    spec = json.loads((out / "spec.json").read_text(encoding="utf-8"))
    asked = {q["id"]: q for q in spec["open_questions"]}
    if "Q-design:DR-4" in asked:  # DR-4 may be linked to its case one day: then nothing is asked
        question = asked["Q-design:DR-4"]
        assert "input/source/fee.ts:8" in question["question"] and "経路がありません" not in question["question"]
    assert not any(c["perspective"].startswith("設計: 荷物の重量") for c in spec["cases"])
