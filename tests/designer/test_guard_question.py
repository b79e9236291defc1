"""A short-circuit's right operand that shows a test nothing is asked about from the side of its left operand
(guard_cases.no_effect_question), never as if the operand were a condition that "holds"."""

from __future__ import annotations

from pathlib import Path

import pytest

from ._one_file_run import spec_of

# kansuji's option default: with an exit after it and a loop before that, the rest of the function cannot be worked
# out, so the case of `{}` carries a question. It asked "What should a test observe when `{}` holds", a literal that is no condition.
JS = """function kansuji(n, options) {
  options = options || {};
  var out = [];
  for (var i = 0; i < n; i++) { out.push(helper(i, options)); }
  if (!out.length) throw new TypeError("nothing to convert");
  return out.join("");
}
"""


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "when `options` is false and `{}` is evaluated?"),
        ("ja", "で `options` が偽になり `{}` が評価されるとき、"),
    ],
)
def test_the_question_of_a_default_names_the_left_operand(tmp_path: Path, language: str, said: str) -> None:
    spec = spec_of(tmp_path, {"kansuji.js": JS}, language=language)
    asked = [q["question"] for q in spec["open_questions"] if q["id"].endswith(":2:branch")]
    assert len(asked) == 1, spec["open_questions"]
    assert said in asked[0] and "options = options || {};" in asked[0], asked[0]
    assert "`{}` holds" not in asked[0] and "`{}` が成り立つ" not in asked[0]


# jpdatetime's era year: off the boundary the `else` opens with another `if`, which states nothing; the one question
# of the boundary said "when `era_year == 1` holds", though the cases asking it were at 0 and 2.
PY = """class Era:
    def format_year(self, modifier=''):
        era_year = self.year - self.start + 1
        if era_year == 1:
            era_year_str = '元'
        else:
            if '-' in modifier:
                era_year_str = str(era_year)
            else:
                era_year_str = f"{era_year:02d}"
        return f"{self.name}{era_year_str}"
"""


def test_a_boundary_question_names_its_values_not_one_side(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"era.py": PY})
    asked = [q["question"] for q in spec["open_questions"] if q["id"].endswith(":4:boundary")]
    assert len(asked) == 1, spec["open_questions"]
    assert "at the boundary values of `era_year == 1` (`0`, `1`, `2`), on either side?" in asked[0], asked[0]
    assert "holds" not in asked[0]
