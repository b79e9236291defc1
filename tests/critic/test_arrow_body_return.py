"""An arrow callback's expression body holding a cited condition is a value the code returns.

camelcase's `.replaceAll(RE, (match, pattern, offset) => ['_', '-'].includes(…) ? match : toUpperCase(match))`: the
designer's case says `match` is returned, and the critic read only `postProcess`'s own `return`, calling it "another
function's result" and blocking the clean draft (critic.checks.contradicts_code.returned.arrow_body).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.designer._one_file_run import spec_of
from utspec.critic.checks.contradicts_code import returned

SRC = """const postProcess = (input, toUpperCase) => {
\treturn input
\t\t.replaceAll(NUMBERS, (match, pattern, offset) => ['_', '-'].includes(input.charAt(offset + match.length)) ? match : toUpperCase(match))
\t\t.replaceAll(SEPARATORS, (_, identifier) => toUpperCase(identifier));
};
"""


def _foreign(tmp_path: Path) -> list[str]:
    spec = spec_of(tmp_path, {"index.js": SRC})
    case = next(c for c in spec["cases"] if "includes" in c["perspective"] and "holds" in c["perspective"])
    assert "`match`" in case["expected"], case["expected"]
    return [f["message"] for f in spec.get("findings", []) if "another function" in f["message"]] + [
        q["question"] for q in spec["open_questions"] if "another function" in q["question"]
    ]


def test_the_callbacks_arms_are_returned_values(tmp_path: Path) -> None:
    assert not _foreign(tmp_path)


def test_without_reading_the_arrow_body_it_was_foreign(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(returned, "arrow_body", lambda line, condition: None)
    assert _foreign(tmp_path)
