"""A lint rule's shape (hand-written after textlint's max-ten rule): options with a defaults object, a block that
builds an error and reports it, and a condition on string literals holding a bracket.

Before these rules the spec said: "Values for which `options.max ?? defaultOptions.max` is true" with an open
question, "`isStrict` = `null`", "`positionInSentence` becomes …" where the block reports an error, and no value
for `token.surface_form === "(" || token.surface_form === ")"` (the bracket in the string split the `||`).
"""

from __future__ import annotations

import json
from pathlib import Path

from ._one_file_run import spec_of

JS = """const defaultOptions = {
    // the most touten per sentence, then an error
    max: 3,
    // exceptions apply, or not
    strict: false,
    touten: "、"
};

function isBracket(token) {
    if (token.surface_form === "(" || token.surface_form === ")") {
        return true;
    }
    return false;
}

module.exports = function (context, options = {}) {
    const maxLen = options.max ?? defaultOptions.max;
    const isStrict = options.strict ?? defaultOptions.strict;
    const touten = options.touten ?? defaultOptions.touten;
    const { report } = context;
    return {
        Paragraph(node) {
            let count = 0;
            node.tokens.forEach((token) => {
                if (!isStrict && token.sandwiched) {
                    return;
                }
                count++;
                if (count > maxLen) {
                    const at = token.position - 1;
                    const ruleError = new context.RuleError(
                        `too many "${touten}": ${maxLen + 1} or more`,
                        { padding: at }
                    );
                    report(node, ruleError);
                    count = 0;
                }
            });
        }
    };
};
"""


def _cases(tmp_path: Path) -> list[dict]:
    return spec_of(tmp_path, {"max-ten.js": JS})["cases"]


def _case(cases: list[dict], cond: str) -> dict:
    return next(c for c in cases if cond in c["perspective"])


def test_defaults_object_member_is_the_default(tmp_path: Path) -> None:
    cases = _cases(tmp_path)
    case = _case(cases, "`maxLen` takes its default")
    assert case["expected"] == "`maxLen` becomes `3`.", case
    assert "`options.max` = `null`" in case["input"], case
    strict = _case(cases, "`isStrict` takes its default")
    assert strict["expected"] == "`isStrict` becomes `false`.", strict
    assert not any("options.max ?? defaultOptions.max" in c["perspective"] for c in cases)


def test_the_critic_accepts_a_default_from_the_defaults_object(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"max-ten.js": JS})
    trace = json.loads((tmp_path / "out" / "trace.json").read_text(encoding="utf-8"))
    assert trace["status"] != "NEEDS_REVISION", trace["status"]
    # Before `_never_assigned._defaults_to`: "no line makes `isStrict` false (it is assigned `options.strict ?? …`)".
    assert not [q for q in spec["open_questions"] if "isStrict" in str(q)], spec["open_questions"]


def test_boolean_option_is_set_through_the_option(tmp_path: Path) -> None:
    case = _case(_cases(tmp_path), "`!isStrict && token.sandwiched` holds")
    assert "`options.strict` = `false`" in case["input"], case
    assert "`isStrict` = `null`" not in case["input"], case


def test_block_that_reports_states_the_call_and_its_message(tmp_path: Path) -> None:
    case = _case(_cases(tmp_path), "`count > maxLen` holds")
    assert case["expected"].startswith("`report` is called with `node, ruleError`"), case
    assert 'too many "${touten}": ${maxLen + 1} or more' in case["expected"], case


def test_bracket_in_a_string_does_not_hide_the_or(tmp_path: Path) -> None:
    case = _case(_cases(tmp_path), '`token.surface_form === "(" || token.surface_form === ")"` holds')
    assert '`token.surface_form` = `"("`' in case["input"], case
