"""Issue 14's damages to the APPROVED example, each caught by a finding a reviewer understands.

The spec is the one `utspec run` drafts for examples/order-registration-documented (APPROVED with
no finding); each test damages it the way the issue's "Why" lists and reviews it with
`utspec review`, as a person's edited spec would arrive. One test per damage; the last reviews
every damaged spec in ten fresh processes and wants identical findings.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from typer.testing import CliRunner

from utspec.cli import (
    app,
    review_cmd,  # noqa: F401 - registers `review`
    run_cmd,  # noqa: F401 - registers `run`
)

runner = CliRunner()
ROOT = Path(__file__).resolve().parents[2]
DOCUMENTED = ROOT / "examples" / "order-registration-documented" / "config.yaml"

Spec = dict


@pytest.fixture(scope="module")
def drafted(tmp_path_factory) -> Spec:
    out = tmp_path_factory.mktemp("documented")
    res = runner.invoke(app, ["run", "--config", str(DOCUMENTED), "--out", str(out)])
    assert res.exit_code == 0, res.output
    return json.loads((out / "spec.json").read_text(encoding="utf-8"))


def _case(spec: Spec, cid: str) -> dict:
    return next(c for c in spec["cases"] if c["id"] == cid)


def _review(spec: Spec, tmp_path: Path, config: Path = DOCUMENTED) -> tuple[int, dict]:
    path = tmp_path / "spec.json"
    path.write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    res = runner.invoke(app, ["review", str(path), "--config", str(config), "--format", "json"])
    assert res.exit_code in (0, 1, 3), res.output
    return res.exit_code, json.loads(res.stdout)


def _blocking(data: dict, rule: str) -> dict[str, str]:
    return {f["id"]: f["message"] for f in data["findings"] if f["rule"] == rule and f["severity"] == "blocking"}


def _damaged(drafted: Spec, damage: Callable[[Spec], None]) -> Spec:
    spec = json.loads(json.dumps(drafted))
    damage(spec)
    return spec


def test_the_drafted_spec_is_clean(drafted, tmp_path):
    code, data = _review(drafted, tmp_path)
    assert code == 0 and data["findings"] == [], data["findings"]


# --- the seven damages of the "Why" -----------------------------------------------------------


def flipped_outcome(s: Spec) -> None:
    _case(s, "TC-004")["expected"] = "`len(items) > 100` is false for 101; the order is registered."


def wrong_exception_type(s: Spec) -> None:
    _case(s, "TC-001")["expected"] = '`TypeError` is raised with the message "email is required".'


def boundary_on_the_wrong_side(s: Spec) -> None:
    _case(s, "TC-003")["expected"] = '`ValueError` is raised with the message "too many items".'


def handler_reraises(s: Spec) -> None:
    _case(s, "TC-010")["expected"] = "`ConnectionError` reaches the caller (re-raised); no row is left in `orders`."


def evidence_swapped(s: Spec) -> None:
    a, b = _case(s, "TC-001"), _case(s, "TC-002")
    a["evidence"], b["evidence"] = b["evidence"], a["evidence"]


def duplicate_email_succeeds(s: Spec) -> None:
    _case(s, "TC-007")["expected"] = "The order is registered; the function returns `order_id`."


def test_flipped_outcome(drafted, tmp_path):
    code, data = _review(_damaged(drafted, flipped_outcome), tmp_path)
    msg = _blocking(data, "expected-contradicts-code")["expected-contradicts-code:TC-004"]
    assert code == 1
    assert "at 101, `len(items) > 100` is true" in msg and "it says it is false" in msg
    assert "raises `ValueError`" in msg and "it completes normally" in msg


def test_wrong_exception_type(drafted, tmp_path):
    code, data = _review(_damaged(drafted, wrong_exception_type), tmp_path)
    msg = _blocking(data, "expected-contradicts-code")["expected-contradicts-code:TC-001"]
    assert code == 1 and "the code raises `ValueError` (input/source/order_service.py:22:raise)" in msg
    assert "`TypeError`" in msg


def test_boundary_on_the_wrong_side(drafted, tmp_path):
    code, data = _review(_damaged(drafted, boundary_on_the_wrong_side), tmp_path)
    msg = _blocking(data, "expected-contradicts-code")["expected-contradicts-code:TC-003"]
    assert code == 1 and "at 100, `len(items) > 100` is false" in msg and "`ValueError` is not raised" in msg


def test_handler_that_reraises(drafted, tmp_path):
    code, data = _review(_damaged(drafted, handler_reraises), tmp_path)
    msg = _blocking(data, "expected-contradicts-code")["expected-contradicts-code:TC-010"]
    assert code == 1 and "catches `ConnectionError` and does not re-raise it" in msg


def test_evidence_swapped_between_two_branches(drafted, tmp_path):
    code, data = _review(_damaged(drafted, evidence_swapped), tmp_path)
    found = _blocking(data, "expected-contradicts-code")
    assert code == 1
    assert 'message "email format is invalid" (input/source/order_service.py:24:raise), not "email is required"' in (
        found["expected-contradicts-code:TC-001"]
    )
    assert "expected-contradicts-code:TC-002" in found


def test_duplicate_email_case_now_succeeding(drafted, tmp_path):
    code, data = _review(_damaged(drafted, duplicate_email_succeeds), tmp_path)
    msg = _blocking(data, "expected-contradicts-code")["expected-contradicts-code:TC-007"]
    assert code == 1 and "the code raises `DuplicateEmailError`" in msg and "returns `order_id`" in msg


def expected_swapped(s: Spec) -> None:
    a, b = _case(s, "TC-001"), _case(s, "TC-002")
    a["expected"], b["expected"] = b["expected"], a["expected"]


def test_expected_results_swapped_are_unsupported_by_each_cases_own_evidence(drafted, tmp_path):
    code, data = _review(_damaged(drafted, expected_swapped), tmp_path)
    found = _blocking(data, "unsupported-value")
    assert code == 1
    assert '"email format is invalid"' in found["unsupported-value:TC-001"]
    assert "input/source/order_service.py:22:raise" in found["unsupported-value:TC-001"]
    assert '"email is required"' in found["unsupported-value:TC-002"]


def test_a_wrong_exception_type_is_also_unsupported(drafted, tmp_path):
    _, data = _review(_damaged(drafted, wrong_exception_type), tmp_path)
    assert "`TypeError`" in _blocking(data, "unsupported-value")["unsupported-value:TC-001"]


def any_input(s: Spec) -> None:
    for c in s["cases"]:
        if c["category"] != "boundary":
            c["input"] = "Any input."


def test_every_non_boundary_input_replaced_by_any_input(drafted, tmp_path):
    code, data = _review(_damaged(drafted, any_input), tmp_path)
    found = _blocking(data, "vague-input")
    assert code == 1
    # Every case whose outcome depends on a condition is named; handler and write cases are not judged.
    assert {"vague-input:TC-001", "vague-input:TC-002", "vague-input:TC-005"} <= set(found)
    assert "TC-001 tests `not email`" in found["vague-input:TC-001"] and "'Any input.' names no value" in (
        found["vague-input:TC-001"]
    )


def _copy(example: str, dst: Path) -> Path:
    import shutil

    shutil.copytree(ROOT / "examples" / example, dst)
    return dst / "config.yaml"


@pytest.mark.parametrize("example", ["order-registration", "order-registration-documented"])
def test_injected_code_bug_is_asked_never_approved(example, tmp_path):
    # `raise DuplicateEmailError(email)` -> `return None`, the design unchanged: the drafted spec now
    # expects None, and only the design still says the error is raised.
    config = _copy(example, tmp_path / example)
    src = config.parent / "input" / "source" / "order_service.py"
    text = src.read_text(encoding="utf-8")
    assert "raise DuplicateEmailError(email)" in text
    src.write_text(text.replace("raise DuplicateEmailError(email)", "return None"), encoding="utf-8")
    res = runner.invoke(app, ["run", "--config", str(config), "--out", str(tmp_path / "out")])
    assert res.exit_code in (1, 3), res.output
    data = json.loads((tmp_path / "out" / "trace.json").read_text(encoding="utf-8"))
    assert data["status"] != "APPROVED"
    spec = json.loads((tmp_path / "out" / "spec.json").read_text(encoding="utf-8"))
    asked = {q["id"]: q["question"] for q in spec["open_questions"]}
    q = asked["Q-expected-contradicts-design:DR-8:DuplicateEmailError"]
    assert "defines `DuplicateEmailError` (input/source/order_service.py:11) but never raises it" in q


DAMAGES = [flipped_outcome, wrong_exception_type, boundary_on_the_wrong_side, handler_reraises, evidence_swapped,
           any_input, duplicate_email_succeeds, expected_swapped]  # fmt: skip


_DIGEST = """
import json, sys
from utspec.critic.deterministic import review
from utspec.critic.review_input import ReviewInput
from utspec.models import ChecklistItem, KeyItem, Requirement, SourceText, TestSpec
raw = json.load(open(sys.argv[1], encoding="utf-8"))
items = [ChecklistItem.model_validate(i) for i in raw["checklist"]]
reqs = [Requirement.model_validate(r) for r in raw["requirements"]]
kts = [KeyItem.model_validate(k) for k in raw["key_items"]]
srcs = [SourceText.model_validate(x) for x in raw["sources"]]
out = [review(ReviewInput(TestSpec.model_validate(s), items, reqs, kts, srcs)).model_dump(mode="json") for s in raw["specs"]]
print(json.dumps(out, sort_keys=True, ensure_ascii=False))
"""


def test_ten_fresh_processes_give_identical_findings(drafted, tmp_path):
    # Each process has its own hash seed, so set and dict order cannot leak into the findings. The
    # inputs are analysed once here (the analyzers are not under test), effects included.
    from utspec.analyzers import analyze
    from utspec.config import load_config
    from utspec.inputs.context import load_context

    ctx = load_context(load_config(DOCUMENTED))
    items = analyze(ctx.sources).items
    assert all(i.effects is not None for i in items)
    dump = lambda xs: [x.model_dump(mode="json") for x in xs]  # noqa: E731
    data = tmp_path / "inputs.json"
    data.write_text(json.dumps({"checklist": dump(items), "requirements": dump(ctx.requirements),
                                "key_items": dump(ctx.key_items), "sources": dump(ctx.sources),
                                "specs": [_damaged(drafted, d) for d in DAMAGES]}, ensure_ascii=False),
                    encoding="utf-8")  # fmt: skip
    outputs = set()
    for seed in range(10):
        env = {**os.environ, "PYTHONHASHSEED": str(seed)}
        res = subprocess.run([sys.executable, "-c", _DIGEST, str(data)], capture_output=True, text=True, env=env,
                             check=True)  # fmt: skip
        outputs.add(res.stdout)
    assert len(outputs) == 1
    reviews = json.loads(outputs.pop())
    assert len(reviews) == len(DAMAGES)
    assert all(r["status"] == "NEEDS_REVISION" and r["findings"] for r in reviews)


def test_claims_and_effects_doctests():
    import doctest

    from utspec.analyzers import effects
    from utspec.critic.checks import _claims

    for module in (_claims, effects):
        result = doctest.testmod(module)
        assert result.failed == 0 and result.attempted >= 3, module.__name__
