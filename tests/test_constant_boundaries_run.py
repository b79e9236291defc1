"""`utspec run` on a small project whose limit lives in a named constant of another file (issue 10, "Done when").

`if (subtotal >= FREE_SHIPPING_THRESHOLD)` with `FREE_SHIPPING_THRESHOLD = 5000` in a constants
file must give the spec the same on/off cases as `if (subtotal >= 5000)`: 4999 and 5000, and the
checklist item in trace.json must say which constant and where it is defined.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from utspec.cli import (
    app,
    run_cmd,  # noqa: F401 - registers `run`
)
from utspec.models import TestSpec

runner = CliRunner()

CONFIG = """\
input:
  design_paths: ["input/design/**/*.md"]
  source_paths: ["input/source/**/*"]
output:
  test_specification: ["artifacts/unit-test-specification.md"]
  trace: ["artifacts/execution-trace.md"]
llm:
  model: null
language: en
"""
DESIGN = "# Shipping fee\n- Orders of 5000 yen or more ship free.\n"

PROJECTS = {
    "typescript": {
        "src/constants.ts": "export const FREE_SHIPPING_THRESHOLD = 5000;\n",
        "src/shipping.ts": (
            'import { FREE_SHIPPING_THRESHOLD } from "./constants";\n\n'
            "export function shippingFee(subtotal: number): number {\n"
            "  if (subtotal >= FREE_SHIPPING_THRESHOLD) {\n    return 0;\n  }\n  return 500;\n}\n"
        ),
    },
    "python": {
        "shop/constants.py": "FREE_SHIPPING_THRESHOLD = 5000\n",
        "shop/shipping.py": (
            "from shop.constants import FREE_SHIPPING_THRESHOLD\n\n\n"
            "def shipping_fee(subtotal):\n    if subtotal >= FREE_SHIPPING_THRESHOLD:\n        return 0\n    return 500\n"
        ),
    },
    "java": {
        "shop/ShippingRules.java": "package shop;\n\npublic final class ShippingRules {\n"
        "    public static final int FREE_SHIPPING_THRESHOLD = 5000;\n}\n",
        "shop/Shipping.java": (
            "package shop;\n\npublic class Shipping {\n    public int fee(int subtotal) {\n"
            "        if (subtotal >= ShippingRules.FREE_SHIPPING_THRESHOLD) {\n            return 0;\n        }\n"
            "        return 500;\n    }\n}\n"
        ),
    },
}  # fmt: skip
#: (the constant as the item names it, where it is defined)
EXPECTED = {
    "typescript": ("FREE_SHIPPING_THRESHOLD", "input/source/src/constants.ts:1"),
    "python": ("FREE_SHIPPING_THRESHOLD", "input/source/shop/constants.py:1"),
    "java": ("ShippingRules.FREE_SHIPPING_THRESHOLD", "input/source/shop/ShippingRules.java:4"),
}


def _project(root: Path, files: dict[str, str]) -> Path:
    (root / "input" / "design").mkdir(parents=True)
    (root / "input" / "design" / "shipping.md").write_text(DESIGN, encoding="utf-8")
    for rel, text in files.items():
        path = root / "input" / "source" / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    (root / "config.yaml").write_text(CONFIG, encoding="utf-8")
    return root / "config.yaml"


@pytest.mark.parametrize("language", sorted(PROJECTS))
def test_run_proposes_the_on_and_off_points_of_a_named_constant(language, tmp_path):
    config = _project(tmp_path / "p", PROJECTS[language])
    out = tmp_path / "out"
    res = runner.invoke(app, ["run", "--config", str(config), "--out", str(out)])
    assert res.exit_code in (0, 3), res.output
    trace = json.loads((out / "trace.json").read_text(encoding="utf-8"))
    bounds = [i for i in trace["checklist"] if i["kind"] == "boundary"]
    assert len(bounds) == 1, bounds
    item = bounds[0]
    assert (item["constant"], item["defined_at"]) == EXPECTED[language]
    assert (item["operator"], item["value"], item["test_values"]) == (">=", 5000, [4999, 5000])
    spec = TestSpec.model_validate_json((out / "spec.json").read_text(encoding="utf-8"))
    cases = {c.perspective: c for c in spec.cases if item["id"] in c.evidence and c.category.value == "boundary"}
    texts = sorted(cases)
    assert len(texts) == 2 and "at 4999 (off the condition)" in texts[0] and "at 5000 (on the condition)" in texts[1]
    on = cases[texts[1]]
    # The input names the varying operand's value; the expected result is the guarded effect, not the condition.
    assert on.input == "`subtotal` = `5000`." and "true for" not in on.expected
    assert cases[texts[0]].input == "`subtotal` = `4999`." and "false for" not in cases[texts[0]].expected
    md = (out / "unit-test-specification.md").read_text(encoding="utf-8")
    assert "at 4999 (off the condition)" in md and "at 5000 (on the condition)" in md
