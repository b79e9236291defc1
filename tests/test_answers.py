"""A person answers, the loop resumes: questions.yaml, `utspec answer`, ANS-n evidence, kept answers."""

from __future__ import annotations

import json
import shutil

import pytest
from typer.testing import CliRunner

from utspec.answers.effects import effect_of
from utspec.answers.questions_file import read_answers
from utspec.cli import app, run_cmd, runs_cmd  # noqa: F401 - register the commands
from utspec.critic.checks import key_item_not_addressed, key_item_unsupported, unexplained_literal
from utspec.critic.review_input import ReviewInput
from utspec.errors import UtspecError
from utspec.models import Answer, ChecklistItem, KeyItem, Kind, TestSpec

runner = CliRunner()
STATUS_Q = "Q-literal:input/source/pending_orders.sql:4:sql_condition"


def _answer_file(path, **answers: str) -> None:
    """Fill `answer:` under the given question ids, as a person would in an editor."""
    lines = path.read_text(encoding="utf-8").splitlines()
    out, current = [], None
    for line in lines:
        if line.startswith("  - id: "):
            current = json.loads(line.split(": ", 1)[1])
        if line == "    answer:" and current in answers:
            line = f"    answer: {json.dumps(answers[current])}"
        out.append(line)
    path.write_text("\n".join(out) + "\n", encoding="utf-8")


def _spec(out) -> TestSpec:
    return TestSpec.model_validate_json((out / "spec.json").read_text(encoding="utf-8"))


def test_order_registration_run_answer_approved_citing_ans_1(examples, tmp_path):
    """The issue's "done when": run -> exit 3 with questions.yaml -> answer -> APPROVED citing ANS-1."""
    out = tmp_path / "out"
    res = runner.invoke(app, ["run", "-c", str(examples / "order-registration" / "config.yaml"), "--out", str(out)])
    assert res.exit_code == 3, res.output
    questions = out / "questions.yaml"
    text = questions.read_text(encoding="utf-8")
    assert STATUS_Q in text and "What do status 3 and 5 mean" in text and "    answer:\n" in text
    assert "input/source/pending_orders.sql:4:sql_condition" in text.split("places:", 1)[1]

    _answer_file(questions, **{STATUS_Q: "3 = pending payment, 5 = pending shipment"})
    res = runner.invoke(app, ["answer", str(out)])
    assert res.exit_code == 0, res.output
    assert "status: APPROVED" in res.output
    spec = _spec(out)
    citing = [c for c in spec.cases if "ANS-1" in c.evidence]
    assert [c.evidence[0] for c in citing] == ["input/source/pending_orders.sql:4:sql_condition"]
    assert "3 = pending payment, 5 = pending shipment" in citing[0].expected
    assert not spec.open_questions
    assert "`ANS-1`" in (out / "unit-test-specification.md").read_text(encoding="utf-8")
    trace = json.loads((out / "trace.json").read_text(encoding="utf-8"))
    assert trace["status"] == "APPROVED"
    assert trace["path"][-4:] == ["await_answers", "revise_test_spec", "review_test_spec", "finalize"]
    assert [a["id"] for a in trace["answers"]] == ["ANS-1"] and trace["answers"][0]["question"] == STATUS_Q
    assert len(trace["rounds"]) == 2  # the first review is kept: history intact
    assert "**ANS-1** (explains)" in (out / "execution-trace.md").read_text(encoding="utf-8")

    # A later run with unchanged inputs applies the kept answer from the start.
    res = runner.invoke(app, ["run", "-c", str(examples / "order-registration" / "config.yaml"), "--out", str(out)])
    assert res.exit_code == 0, res.output
    assert any("ANS-1" in c.evidence for c in _spec(out).cases)
    res = runner.invoke(app, ["runs", "--out", str(out)])
    assert res.exit_code == 0 and res.output.count("APPROVED") == 2, res.output


def test_kept_answer_is_reported_not_applied_when_inputs_change(examples, tmp_path):
    project = tmp_path / "proj"
    shutil.copytree(examples / "order-registration", project)
    out = tmp_path / "out"
    cfg = str(project / "config.yaml")
    assert runner.invoke(app, ["run", "-c", cfg, "--out", str(out)]).exit_code == 3
    _answer_file(out / "questions.yaml", **{STATUS_Q: "3 = pending payment, 5 = pending shipment"})
    assert runner.invoke(app, ["answer", str(out)]).exit_code == 0
    sql = project / "input" / "source" / "pending_orders.sql"
    sql.write_text(sql.read_text(encoding="utf-8") + "\n-- changed\n", encoding="utf-8")
    res = runner.invoke(app, ["run", "-c", cfg, "--out", str(out)])
    assert res.exit_code == 3, res.output
    assert "ANS-1 (answer to Q-literal:" in res.output and "not applied: the inputs changed" in res.output


def test_review_applies_the_answers_kept_in_the_spec_folder(examples, tmp_path):
    """`utspec review` of a run folder's spec uses the answers `utspec answer` kept there, as a later run would."""
    from utspec import runstore
    from utspec.cli import review_cmd  # noqa: F401 - register the command

    project = tmp_path / "proj"
    shutil.copytree(examples / "order-registration", project)
    out, cfg = tmp_path / "out", str(project / "config.yaml")
    assert runner.invoke(app, ["run", "-c", cfg, "--out", str(out)]).exit_code == 3
    paused = out / "paused.md"  # the spec before the answer: TC-011 states the literal, cites no ANS
    paused.write_text((out / "unit-test-specification.md").read_text(encoding="utf-8"), encoding="utf-8")
    _answer_file(out / "questions.yaml", **{STATUS_Q: "3 = pending payment, 5 = pending shipment"})
    assert runner.invoke(app, ["answer", str(out)]).exit_code == 0

    # The answered spec cites ANS-1: it resolves, and the literal is explained.
    res = runner.invoke(app, ["review", str(out / "unit-test-specification.md"), "-c", cfg])
    assert res.exit_code == 0, res.output
    assert "status: APPROVED" in res.output and "no such answer" not in res.output
    assert "answers kept in this run folder applied: ANS-1" in res.output
    # The spec as it was before the answer: the kept answer explains 3 and 5, so nothing is asked.
    res = runner.invoke(app, ["review", str(paused), "-c", cfg])
    assert res.exit_code == 0 and STATUS_Q not in res.output, res.output
    # The same spec outside the run folder has no answers: the question is asked again.
    elsewhere = tmp_path / "elsewhere.md"
    elsewhere.write_text(paused.read_text(encoding="utf-8"), encoding="utf-8")
    res = runner.invoke(app, ["review", str(elsewhere), "-c", cfg])
    assert res.exit_code == 3 and STATUS_Q in res.output, res.output

    # An answer kept for a question no check asks any more is reported, not silently dropped.
    conn = runstore.connect(out)
    row = runstore.find_run(conn, out)
    gone = Answer(id="ANS-2", question="Q-literal:input/source/gone.sql:1:sql_condition", text="1 = new")
    runstore.update(conn, row.id, status="APPROVED", answers=[*row.answers, gone])
    conn.close()
    res = runner.invoke(app, ["review", str(out / "unit-test-specification.md"), "-c", cfg])
    assert res.exit_code == 0, res.output
    assert "ANS-2 (answer to Q-literal:input/source/gone.sql:1:sql_condition) not used: that question is no longer asked" in res.output
    assert "ANS-1 (answer to" not in res.output

    # Changed inputs: the kept answers are reported, not applied, and the question is asked again.
    sql = project / "input" / "source" / "pending_orders.sql"
    sql.write_text(sql.read_text(encoding="utf-8") + "\n-- changed\n", encoding="utf-8")
    res = runner.invoke(app, ["review", str(paused), "-c", cfg])
    assert res.exit_code == 3 and STATUS_Q in res.output, res.output
    assert "ANS-1 (answer to Q-literal:" in res.output and "not applied: the inputs changed" in res.output


def test_partial_answer_pauses_again_on_what_is_left(examples, tmp_path):
    out = tmp_path / "out"
    assert runner.invoke(app, ["run", "-c", str(examples / "order-registration" / "config.yaml"), "--out", str(out)]).exit_code == 3
    _answer_file(out / "questions.yaml", **{STATUS_Q: "3 = pending payment"})
    res = runner.invoke(app, ["answer", str(out)])
    assert res.exit_code == 3, res.output
    text = (out / "questions.yaml").read_text(encoding="utf-8")
    assert "What does status 5 mean" in text  # 3 is explained by ANS-1, 5 is still asked


def test_key_item_answers_settle_scope(examples, tmp_path):
    out = tmp_path / "out"
    cfg = str(examples / "email-sender" / "config.yaml")
    assert runner.invoke(app, ["run", "-c", cfg, "--out", str(out)]).exit_code == 3
    paused = (out / "unit-test-specification.md").read_text(encoding="utf-8")
    _answer_file(
        out / "questions.yaml",
        **{"Q-KT-1-unanchored": "out of scope", "Q-KT-2-unanchored": "in scope", "Q-KT-3-unanchored": "out of scope",
           # DR-4 states nothing a test of send_htmlmail observes: the designer asks instead of writing a case.
           "Q-design:DR-4": "The message passed to `client.begin_send` has `senderAddress` = Email.FROM_ADDRESS.value"},
    )
    res = runner.invoke(app, ["answer", str(out)])
    assert res.exit_code == 0, res.output
    spec = _spec(out)
    assert not any("KT-1" in c.evidence or "KT-3" in c.evidence for c in spec.cases)
    kt2 = [c for c in spec.cases if "KT-2" in c.evidence]
    assert kt2 and all("ANS-2" in c.evidence for c in kt2)
    assert any("KT-1" in a and "out of scope" in a and "ANS-1" in a for a in spec.assumptions)

    # `utspec review` of the paused spec in the run folder: the kept answers settle the key items there too.
    from utspec.cli import review_cmd  # noqa: F401 - register the command

    (out / "paused.md").write_text(paused, encoding="utf-8")
    (tmp_path / "paused.md").write_text(paused, encoding="utf-8")
    res = runner.invoke(app, ["review", str(out / "paused.md"), "-c", cfg])
    assert "answers kept in this run folder applied: ANS-1, ANS-2, ANS-3" in res.output, res.output
    assert "Q-KT-" not in res.output and "key-item-unsupported" not in res.output, res.output
    res = runner.invoke(app, ["review", str(tmp_path / "paused.md"), "-c", cfg])  # no run folder: asked again
    assert res.exit_code == 3 and "Q-KT-1-unanchored" in res.output, res.output


@pytest.mark.parametrize(
    ("content", "line", "message"),
    [
        ("questions:\n  - id: Q-a\n    answer: x: y\n", 3, "invalid YAML"),
        ("questions:\n  - id: Q-nope\n    answer: yes\n", 2, "unknown question id 'Q-nope'"),
        ("questions:\n  - id: Q-a\n    answr: 3\n", 3, "unknown key 'answr'"),
        ("questions: 3\n", 1, "must be a list"),
        ("questions:\n  - id: Q-a\n    answer: [1, 2]\n", 3, "single value"),
        ("questions:\n  - id: Q-a\n    answer: x\n  - id: Q-a\n    answer: y\n", 4, "appears twice"),
    ],
)
def test_malformed_answers_file_names_file_and_line(tmp_path, content, line, message):
    f = tmp_path / "answers.yaml"
    f.write_text(content, encoding="utf-8")
    with pytest.raises(UtspecError) as exc:
        read_answers(f, ["Q-a"])
    assert exc.value.one_line().startswith(f"{f}:{line}: ") and message in exc.value.one_line()


def test_cli_unknown_question_id_exits_2_with_one_line(examples, tmp_path):
    out = tmp_path / "out"
    assert runner.invoke(app, ["run", "-c", str(examples / "order-registration" / "config.yaml"), "--out", str(out)]).exit_code == 3
    answers = tmp_path / "a.yaml"
    answers.write_text("questions:\n  - id: Q-literal:nowhere\n    answer: 3 = paid\n", encoding="utf-8")
    res = runner.invoke(app, ["answer", str(out), "--answers", str(answers)])
    assert res.exit_code == 2
    assert res.output.strip() == f"error: {answers}:2: unknown question id 'Q-literal:nowhere': this run did not ask it"
    res = runner.invoke(app, ["answer", str(out)])  # nothing written yet (not a terminal: no prompts)
    assert res.exit_code == 2 and "no answer written" in res.output


def test_resume_and_answer_refuse_what_does_not_apply(tmp_path, examples):
    res = runner.invoke(app, ["resume", str(tmp_path)])
    assert res.exit_code == 2 and "no utspec runs here" in res.output
    out = tmp_path / "out"
    runner.invoke(app, ["run", "-c", str(examples / "order-registration-documented" / "config.yaml"), "--out", str(out)])
    res = runner.invoke(app, ["resume", str(out)])
    assert res.exit_code == 2 and "has finished (APPROVED)" in res.output
    res = runner.invoke(app, ["answer", str(out)])
    assert res.exit_code == 2 and "is not waiting for answers" in res.output


def test_effects_read_from_the_first_words():
    assert effect_of("Q-KT-2-unanchored", "Out of scope: another team") == "out_of_scope"
    assert effect_of("Q-KT-2-unanchored", "対象外です") == "out_of_scope"
    assert effect_of("Q-KT-2-unanchored", "in scope") == "in_scope"
    assert effect_of("Q-KT-2-unanchored", "the limit is 100, not 50") == "correction"
    assert effect_of("Q-design-code-mismatch:a.py:3:boundary", "code: 50 is right") == "code_right"
    assert effect_of("Q-design-code-mismatch:a.py:3:boundary", "設計が正しい") == "design_right"
    assert effect_of("Q-literal:a.sql:4:sql_condition", "3 = paid") == "explains"


def _sql_item() -> ChecklistItem:
    return ChecklistItem(
        id="q.sql:4:sql_condition", kind=Kind.SQL_CONDITION, file="q.sql", line=4, end_line=4, language="sql",
        text="status IN (3, 5)", column="status", op="IN", values=[3, 5],
    )  # fmt: skip


def _ans(question: str, text: str, refs: list[str], effect="explains") -> Answer:
    return Answer(id="ANS-1", question=question, text=text, refs=refs, effect=effect)


def test_unexplained_literal_is_explained_by_a_matching_answer_only():
    inp = ReviewInput(TestSpec(designer="t"), [_sql_item()], [], [], [])
    assert [q.id for q in unexplained_literal.check(inp)] == ["Q-literal:q.sql:4:sql_condition"]
    both = _ans("Q-literal:q.sql:4:sql_condition", "3 = pending payment, 5 = pending shipment", ["q.sql:4:sql_condition"])
    assert unexplained_literal.check(ReviewInput(TestSpec(designer="t"), [_sql_item()], [], [], [], answers=[both])) == []
    # An answer about another question explains nothing here; one that names only 3 leaves 5 asked.
    other = _ans("Q-literal:other.sql:1:sql_condition", "3 = paid, 5 = shipped", ["other.sql:1:sql_condition"])
    assert unexplained_literal.check(ReviewInput(TestSpec(designer="t"), [_sql_item()], [], [], [], answers=[other]))
    only3 = _ans("Q-literal:q.sql:4:sql_condition", "3 = pending payment", ["q.sql:4:sql_condition"])
    left = unexplained_literal.check(ReviewInput(TestSpec(designer="t"), [_sql_item()], [], [], [], answers=[only3]))
    assert len(left) == 1 and "status 5 mean" in left[0].question


def test_key_item_checks_treat_an_answer_as_settling():
    kt = KeyItem(id="KT-1", file="k.md", line=1, text="quantum flux capacitor calibration")
    base = ReviewInput(TestSpec(designer="t"), [], [], [kt], [])
    assert key_item_unsupported.check(base) and key_item_not_addressed.check(base)
    out = _ans("Q-KT-1-unanchored", "out of scope", ["KT-1"], "out_of_scope")
    settled = ReviewInput(TestSpec(designer="t"), [], [], [kt], [], answers=[out])
    assert key_item_unsupported.check(settled) == [] and key_item_not_addressed.check(settled) == []
    inscope = ReviewInput(TestSpec(designer="t"), [], [], [kt], [], answers=[_ans("Q-KT-1-unanchored", "in scope", ["KT-1"], "in_scope")])
    assert key_item_unsupported.check(inscope) == []
    assert key_item_not_addressed.check(inscope)  # in scope: a case must still cite it
