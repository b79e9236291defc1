"""The annotated fixture format (README, "Testing your rules"), read directly: placements, headers, ids, errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from utspec.critic.fixture import load_fixture
from utspec.critic.rule_set import builtin_rules
from utspec.critic.rule_test import run_fixtures
from utspec.errors import UtspecError

VAGUE = "vague-expected-result"
DUP = "duplicate-case"


def _write(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "f.test.md"
    path.write_text(body, encoding="utf-8")
    return path


def test_japanese_headers_in_another_order_and_annotations_in_any_cell(tmp_path):
    path = _write(tmp_path, f"""# 仕様
| 期待結果 | ID | 観点 | 区分 | 入力 | 前提条件 | 根拠 |
|---|---|---|---|---|---|---|
| 正常に登録されること。 | TC-001 | 登録 | 正常系 | 正しい値 | - | `KT-1` <!-- ruleid: {VAGUE} --> |
| 戻り値は注文番号 1 であること。<!-- ok: {VAGUE} --> | TC-002 | 登録 | 正常系 | 正しい値 | - | `KT-1` |
""")
    fx = load_fixture(path)
    assert [(a.kind, a.rule, a.case, a.line) for a in fx.annotations] == [("ruleid", VAGUE, "TC-001", 4), ("ok", VAGUE, "TC-002", 5)]
    assert fx.input.spec.cases[0].evidence == ["KT-1"]  # the comment is not part of the cell
    assert fx.input.spec.cases[1].expected == "戻り値は注文番号 1 であること。"
    report = run_fixtures([fx], builtin_rules(), [VAGUE])
    assert report.ok and (report.tallies[VAGUE].tp, report.tallies[VAGUE].tn) == (1, 1)


def test_several_rules_in_one_annotation_and_stacked_lines_before_a_row(tmp_path):
    path = _write(tmp_path, f"""| ID | Perspective | Category | Input | Expected | Evidence |
|---|---|---|---|---|---|
<!-- ok: [{VAGUE}, {DUP}] -->
| TC-001 | a | normal | x = 1 | The function returns 2. | `KT-1` |
<!-- ruleid: {VAGUE} -->
<!-- ruleid: {DUP}, says: ["TC-001"] -->
| TC-002 | a | normal | x = 1 | It works correctly. | `KT-1` |
""")
    fx = load_fixture(path)
    assert sorted((a.kind, a.rule, a.case) for a in fx.annotations) == [
        ("ok", DUP, "TC-001"), ("ok", VAGUE, "TC-001"), ("ruleid", DUP, "TC-002"), ("ruleid", VAGUE, "TC-002"),
    ]  # fmt: skip
    report = run_fixtures([fx], builtin_rules(), [])
    assert [v.outcome for v in report.failures] == [], [v.detail for v in report.failures]


def test_an_explicit_id_may_stand_anywhere_and_matches_exactly(tmp_path):
    path = _write(tmp_path, f"""| ID | Perspective | Category | Input | Expected | Evidence |
|---|---|---|---|---|---|
| TC-001 | a | normal | x = 1 | It works correctly. | `KT-1` |

<!-- ruleid: {VAGUE}, id: "{VAGUE}:TC-001", severity: advisory -->
<!-- ok: {VAGUE}, id: "{VAGUE}:TC-002" -->
""")
    with pytest.raises(UtspecError, match=r"f.test.md:6: annotation id 'vague-expected-result:TC-002' names no case"):
        load_fixture(path)  # an `ok` on something that is not in the fixture could never fail
    path.write_text(path.read_text(encoding="utf-8").replace(f'<!-- ok: {VAGUE}, id: "{VAGUE}:TC-002" -->\n', ""), encoding="utf-8")
    fx = load_fixture(path)
    assert fx.annotations[0].result_id == f"{VAGUE}:TC-001" and fx.annotations[0].case is None
    assert run_fixtures([fx], builtin_rules(), [VAGUE]).ok


@pytest.mark.parametrize(("comment", "says"), [
    ("<!-- RuleID: x -->", "unknown annotation 'RuleID'"),
    ("<!-- todo-ok: x -->", "unknown annotation 'todo-ok'"),
    ("<!-- ruleid: Not_A_Rule -->", "is not a rule id"),
    ("<!-- ruleid: missing-coverage:a.py:3:raise -->", "put a finding id in `id:`"),
    ("<!-- ok: x, says: [y] -->", "`ok` expects none"),
    ("<!-- ruleid: x, severity: fatal -->", "severity 'fatal'"),
    ("<!-- ruleid: [a, b], id: a:TC-001 -->", "for one rule"),
    ("<!-- ruleid: x", "must close"),
])  # fmt: skip
def test_malformed_annotations_name_the_line(tmp_path, comment, says):
    path = _write(tmp_path, f"| ID | Perspective | Category | Expected | Evidence |\n|---|---|---|---|---|\n| TC-001 | a {comment} | normal | e | |\n")
    with pytest.raises(UtspecError) as exc:
        load_fixture(path)
    assert exc.value.line == 3 and says in exc.value.message, exc.value.one_line()


def test_comments_of_the_spec_itself_are_left_alone(tmp_path):
    path = _write(tmp_path, f"""<!-- utspec: designer=human -->
| ID | Perspective | Category | Expected | Evidence |
|---|---|---|---|---|
| TC-001 | a <!-- note: this one is broken on purpose --> | normal | It works correctly. <!-- ruleid: {VAGUE} --> | |
""")
    fx = load_fixture(path)
    assert fx.input.spec.designer == "human" and len(fx.annotations) == 1
    assert "note: this one is broken" in fx.input.spec.cases[0].perspective


def test_given_inputs_with_a_bad_checklist_id_name_the_front_matter(tmp_path):
    path = _write(tmp_path, f"---\ngiven:\n  checklist: [{{id: 'a.py:three:raise', text: x}}]\n---\n| ID | Perspective | Category | Expected | Evidence |\n|---|---|---|---|---|\n| TC-001 | a | normal | e <!-- ok: {VAGUE} --> | |\n")
    with pytest.raises(UtspecError, match=r"f.test.md:2: front matter given: checklist id is not"):
        load_fixture(path)


def _inputs(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "design.md").write_text("# Orders\n\n- The item is required.\n", encoding="utf-8")
    (folder / "key-items.md").write_text("- Missing item is rejected\n- Quantity 100 is accepted\n", encoding="utf-8")
    (folder / "handler.py").write_text("def create(body):\n    if not body.get('item'):\n        raise ValueError('item is required')\n", encoding="utf-8")


_KT_TABLE = """| ID | Perspective | Category | Input | Expected | Evidence |
|---|---|---|---|---|---|
| TC-001 | Missing item | error | item = '' | ValueError('item is required') is raised. | `KT-1`<br>`handler.py:2:branch`<br>`handler.py:3:raise` |

<!-- ruleid: key-item-not-addressed, id: "key-item-not-addressed:KT-2", why: "no case cites KT-2" -->
<!-- ok: key-item-not-addressed, id: "key-item-not-addressed:KT-1", why: "TC-001 cites KT-1" -->
<!-- ok: missing-coverage, id: "missing-coverage:handler.py:3:raise", why: "TC-001 cites the raise" -->
"""


def test_front_matter_globs_and_a_named_config_feed_checks_that_need_the_checklist(tmp_path):
    _inputs(tmp_path)
    globs = "---\ndesign: [design.md]\nsource: ['*.py']\nkey_items: key-items.md\n---\n"
    fx = load_fixture(_write(tmp_path, globs + _KT_TABLE))
    assert [i.id for i in fx.input.checklist] == ["handler.py:2:branch", "handler.py:3:raise"]
    assert [k.id for k in fx.input.key_items] == ["KT-1", "KT-2"] and [r.id for r in fx.input.requirements][-1] == "DR-2"
    report = run_fixtures([fx], builtin_rules(), [])
    assert report.ok, [(v.where, v.detail) for v in report.failures]
    assert report.tallies["key-item-not-addressed"].tp == 1 and report.tallies["missing-coverage"].tn == 1

    (tmp_path / "inputs.yaml").write_text("input:\n  design_paths: [design.md]\n  source_paths: [handler.py]\n"
                                          "  key_test_items: [key-items.md]\n", encoding="utf-8")  # fmt: skip
    fx = load_fixture(_write(tmp_path, "---\nconfig: inputs.yaml\n---\n" + _KT_TABLE))
    assert len(fx.input.checklist) == 2 and [k.id for k in fx.input.key_items] == ["KT-1", "KT-2"]
    report = run_fixtures([fx], builtin_rules(), [])
    assert report.ok, [(v.where, v.detail, v.finding) for v in report.failures]
    assert report.tallies["key-item-not-addressed"].tp == 1


def test_front_matter_config_and_globs_together_is_malformed(tmp_path):
    _inputs(tmp_path)
    with pytest.raises(UtspecError, match="either `config` or design/source/key_items"):
        load_fixture(_write(tmp_path, "---\nconfig: c.yaml\nsource: ['*.py']\n---\n" + _KT_TABLE))
    with pytest.raises(UtspecError, match=r"f.test.md:2: front matter config: config 'nope.yaml' is not a file"):
        load_fixture(_write(tmp_path, "---\nconfig: nope.yaml\n---\n" + _KT_TABLE))
