"""Literal decisions and their questions (issue 13, items 1 and 4): shapes, grouping, fields, choices, languages."""

from __future__ import annotations

from utspec.answers.effects import choices_for, effect_of, key_item_settled
from utspec.answers.questions_file import render_questions
from utspec.critic.checks import unexplained_literal
from utspec.critic.review_input import ReviewInput
from utspec.models import (
    Answer,
    ChecklistItem,
    KeyItem,
    Kind,
    OpenQuestion,
    QuestionKind,
    Requirement,
    SourceText,
    TestSpec,
)
from utspec.questions.explained import explains, names_value
from utspec.questions.literals import decisions


def _sql(file: str, line: int, values: list[int], column: str = "o.status", op: str = "IN") -> ChecklistItem:
    text = f"{column} {op} ({', '.join(map(str, values))})"
    return ChecklistItem(id=f"{file}:{line}:sql_condition", kind=Kind.SQL_CONDITION, file=file, line=line, end_line=line,
                         language="sql", text=text, column=column, op=op, values=values)  # fmt: skip


def _boundary(file: str, line: int, text: str, op: str, value: int, **kw: object) -> ChecklistItem:
    return ChecklistItem(id=f"{file}:{line}:boundary", kind=Kind.BOUNDARY, file=file, line=line, end_line=line,
                         language="python", text=text, operator=op, value=value, symbol="f", **kw)  # type: ignore[arg-type]  # fmt: skip


def _inp(items, reqs=(), kts=(), sources=(), answers=(), language="en") -> ReviewInput:
    return ReviewInput(TestSpec(designer="t"), list(items), list(reqs), list(kts), list(sources), answers=list(answers),
                       language=language)  # fmt: skip


def _req(text: str, n: int = 1, kind: str = "bullet", section: str | None = None) -> Requirement:
    return Requirement(id=f"DR-{n}", file="d.md", line=n, kind=kind, text=text, section=section)  # type: ignore[arg-type]


def test_one_question_per_subject_and_value_set_listing_every_place():
    items = [_sql("a.sql", 4, [3, 5]), _sql("b.sql", 9, [5, 3])]
    qs = unexplained_literal.check(_inp(items))
    assert len(qs) == 1
    q = qs[0]
    assert isinstance(q, OpenQuestion)
    assert q.id == "Q-literal:a.sql:4:sql_condition"  # the first place keeps the id (answers and kept answers use it)
    assert q.kind is QuestionKind.LITERAL and q.subject == "status" and q.values == ["3", "5"]
    assert q.places == ["a.sql:4", "b.sql:9"] and q.refs == ["a.sql:4:sql_condition", "b.sql:9:sql_condition"]
    assert "a.sql:4 (`o.status IN (3, 5)`)" in q.question and "b.sql:9 (`o.status IN (5, 3)`)" in q.question


def test_question_text_is_built_from_fields_not_sliced_source():
    # The old check sliced the text left of `==` and asked "What does oid, FALSE) & 8 8 mean".
    item = _boundary("p.py", 3, "has_privilege(oid, FALSE) & 8 == 8", "==", 8)
    (q,) = unexplained_literal.check(_inp([item]))
    assert isinstance(q, OpenQuestion) and q.subject == "has_privilege" and q.values == ["8"]
    assert q.question.startswith("What does has_privilege 8 mean in p.py:3 (`has_privilege(oid, FALSE) & 8 == 8`)?")
    flags = _boundary("p.py", 5, "flags & 81 == 81", "==", 81)
    (q,) = unexplained_literal.check(_inp([flags]))
    assert isinstance(q, OpenQuestion)
    assert q.question.startswith("What does flags 81 mean in p.py:5 (`flags & 81 == 81`)?")


def test_trivial_values_are_exempt_unless_codes():
    sized = _boundary("a.py", 1, "len(items) == 0", "==", 0)
    zero_limit = _boundary("a.py", 2, "framerate <= 0", "<=", 0)
    status_zero = _boundary("a.py", 3, "resp.status_code == 0", "==", 0)
    flag = _sql("a.sql", 1, [1], column="c.active", op="=")
    code_set = _sql("a.sql", 2, [0, 1, 9], column="o.channel")
    asked = {q.id for q in unexplained_literal.check(_inp([sized, zero_limit, status_zero, flag, code_set]))}
    assert asked == {"Q-literal:a.py:3:boundary", "Q-literal:a.sql:2:sql_condition"}


def test_explained_by_design_key_item_or_answer_with_the_subject():
    item = _sql("a.sql", 4, [3, 5])
    # The number alone is not an explanation: the subject must be named with it.
    assert unexplained_literal.check(_inp([item], reqs=[_req("Up to 3 retries, then 5 minutes of rest.")]))
    table = [_req("status=3 | meaning=payment pending", 1, "table_row"), _req("ステータス5は保留を表す。", 2)]
    assert unexplained_literal.check(_inp([item], reqs=table)) == []
    kt = KeyItem(id="KT-1", file="k.md", line=1, text="Orders with status 3 or 5 are re-examined as pending")
    assert unexplained_literal.check(_inp([item], kts=[kt])) == []
    ans = Answer(id="ANS-1", question="Q-literal:a.sql:4:sql_condition", text="3 = paid, 5 = held", refs=[item.id])
    assert unexplained_literal.check(_inp([item], answers=[ans])) == []


def test_a_range_end_explains_a_limit_not_a_code():
    code = _boundary("f.ts", 2, "prefCode === 47", "===", 47)
    limit = _boundary("f.ts", 4, "prefCode > 47", ">", 47)
    d_code, d_limit = decisions([code, limit])
    text = "都道府県コード prefCode は1～47で指定する。"
    assert not explains(text, d_code, "47") and explains(text, d_limit, "47")
    assert names_value("５,０００円", "5000", as_code=True)  # written forms through the anchoring module


def test_limit_stated_at_the_same_cut_explains_it_in_other_words():
    item = _boundary("c.ts", 12, "total < 1000", "<", 1000)
    assert unexplained_literal.check(_inp([item], reqs=[_req("A coupon applies only to orders of 1000 or more.")])) == []
    # The same number with the other direction is not an explanation.
    assert unexplained_literal.check(_inp([item], reqs=[_req("A coupon applies only to orders of more than 1000.")]))


def test_shapes_membership_case_labels_constants_returns():
    src = SourceText(path="r.py", text="X = 1\nPENDING_PAYMENT = 3\n\ndef f(code, state):\n    match code:\n        case 4 | 7:\n            return -2\n")
    branch_in = ChecklistItem(id="r.py:9:branch", kind=Kind.BRANCH, file="r.py", line=9, end_line=9, language="python",
                              text="code in (235, 503)", symbol="f")  # fmt: skip
    case = ChecklistItem(id="r.py:6:branch", kind=Kind.BRANCH, file="r.py", line=6, end_line=6, language="python",
                         text="case 4 | 7", symbol="f")  # fmt: skip
    ret = ChecklistItem(id="r.py:7:early_return", kind=Kind.EARLY_RETURN, file="r.py", line=7, end_line=7,
                        language="python", text="return -2", symbol="f")  # fmt: skip
    const = _boundary("r.py", 11, "state == PENDING_PAYMENT", "==", 3, constant="PENDING_PAYMENT", defined_at="r.py:2")
    limit = _boundary("r.py", 12, "n > _MAXCHALLENGE", ">", 5, constant="_MAXCHALLENGE", defined_at="r.py:1")
    found = {(d.subject, d.values, d.shape) for d in decisions([branch_in, case, ret, const, limit], [src])}
    assert found == {
        ("code", ("235", "503"), "code"), ("code", ("4", "7"), "code"), ("f", ("-2",), "return"),
        ("state", ("3",), "code"), ("n", ("5",), "limit"),
    }  # fmt: skip
    qs = {q.id: q for q in unexplained_literal.check(_inp([const, limit], sources=[src]))}
    c = qs["Q-literal:r.py:11:boundary"]
    assert c.subject == "PENDING_PAYMENT" and c.choices == ["3 = pending payment (`PENDING_PAYMENT`)"]
    assert "(`PENDING_PAYMENT`, defined at r.py:2)" in c.question
    assert qs["Q-literal:r.py:12:boundary"].question.startswith("Which limit on n does the design intend?")


def test_questions_in_japanese_and_choices_in_the_questions_file():
    # Names nearby: members of an enum whose name shares a word with the subject (OrderStatus, status).
    src = SourceText(path="r.py", text="class OrderStatus(IntEnum):\n    PENDING_PAYMENT = 3\n    PENDING_SHIPMENT = 5\n")
    item = _sql("r.sql", 4, [3, 5])
    far = SourceText(path="r.py", text="RETRIES = 3\nPENDING_SHIPMENT = 5\n")
    (unrelated,) = unexplained_literal.check(_inp([item], sources=[far]))
    assert isinstance(unrelated, OpenQuestion) and unrelated.choices == []  # names from elsewhere imply nothing
    (q,) = unexplained_literal.check(_inp([item], sources=[src], language="ja"))
    assert isinstance(q, OpenQuestion)
    assert q.question.startswith("r.sql:4（`o.status IN (3, 5)`） の status 3・5 は何を意味しますか")
    assert q.choices == ["3 = pending payment (`PENDING_PAYMENT`), 5 = pending shipment (`PENDING_SHIPMENT`)"]
    text = render_questions([q], run_id="r1", folder="out", language="ja")
    assert "    choices:\n      - \"3 = pending payment (`PENDING_PAYMENT`), 5 = pending shipment (`PENDING_SHIPMENT`)\"" in text


def test_old_spec_json_without_question_fields_still_loads():
    spec = TestSpec.model_validate({"designer": "t", "open_questions": [{"id": "Q-1", "question": "?", "refs": ["a"]}]})
    q = spec.open_questions[0]
    assert q.kind is None and q.subject is None and q.values == [] and q.places == [] and q.choices == []


def test_contradicted_key_item_answers_flow_like_unanchored():
    assert effect_of("Q-KT-3-contradicted", "out of scope") == "out_of_scope"
    assert effect_of("Q-KT-3-contradicted", "in scope: the code must raise") == "in_scope"
    assert effect_of("Q-KT-3-contradicted", "it returns False, the key item is wrong") == "correction"
    assert choices_for("Q-KT-3-contradicted")[0].startswith("in scope")
    a = Answer(id="ANS-1", question="Q-KT-3-contradicted", text="out of scope", refs=["KT-3"], effect="out_of_scope")
    assert key_item_settled([a], "KT-3") is a


def test_an_equality_and_a_limit_on_one_line_are_two_decisions():
    # `ms === 0 || ms > 5000` (a real ms.ts shape once crashed the merge of a range's two ends)
    eq = _boundary("m.ts", 3, "ms === 0 || ms > 5000", "===", 0)
    gt = ChecklistItem(id="m.ts:3:boundary#2", kind=Kind.BOUNDARY, file="m.ts", line=3, end_line=3, language="typescript",
                       text="ms === 0 || ms > 5000", operator=">", value=5000, symbol="f")  # fmt: skip
    lt = ChecklistItem(id="m.ts:3:boundary#3", kind=Kind.BOUNDARY, file="m.ts", line=3, end_line=3, language="typescript",
                       text="ms === 0 || ms > 5000 || ms < 10", operator="<", value=10, symbol="f")  # fmt: skip
    found = [(d.shape, d.values) for d in decisions([eq, gt, lt])]
    assert found == [("limit", ("5000", "10"))]  # `ms === 0` is trivial; the two limits are one range


def test_a_contradicted_key_item_explains_no_literal():
    # Issue 13: a contradicted key item is asked, never evidence; naming a value with its subject does not
    # explain it either (pg-stats KT-5 "the slot whose stakind is 2" is wrong: stakind 2 is still asked).
    from utspec.analyzers import analyze

    src = SourceText(path="r.py", text="def check(code):\n    if code == 7:\n        raise ValueError('refused')\n    return True\n")
    items = analyze([src]).items
    wrong = KeyItem(id="KT-1", file="k.md", line=1, text="A reply code 7 is accepted")
    right = KeyItem(id="KT-1", file="k.md", line=1, text="A reply code 7 raises ValueError")
    assert unexplained_literal.check(_inp(items, kts=[wrong], sources=[src]))  # ruleid: contradicted, still asked
    assert unexplained_literal.check(_inp(items, kts=[right], sources=[src])) == []  # ok: a matching key item explains


def test_magic_bytes_in_a_membership_test_are_a_code_set():
    # sndhdr's `h[:4] in (b'\0ds.', b'dns.')` (the byte-swapped AU magic) was never asked: `b'…'` was no literal
    from utspec.analyzers.checklist import analyze

    src = SourceText(path="sndhdr.py", text="def test_au(h, f):\n    if h[:4] in (b'\\0ds.', b'dns.'):\n        return 'au'\n")
    found = [(d.item.line, d.values, d.shape) for d in decisions(analyze([src]).items, [src])]
    assert (2, ("b'\\0ds.'", "b'dns.'"), "code") in found
    # ok: line ends are framing (http.client's `line in (b'\r\n', b'\n', b'')`), not codes
    src = SourceText(path="client.py", text="def f(line):\n    if line in (b'\\r\\n', b'\\n', b''):\n        return 1\n")
    assert [d for d in decisions(analyze([src]).items, [src]) if d.item.line == 2] == []


def test_a_design_entry_headed_by_the_constant_explains_it():
    # sunau: "## AUDIO_FILE_MAGIC" then "An integer every valid Sun AU file begins with …" (the name is not repeated)
    from utspec.analyzers.checklist import analyze

    src = SourceText(path="sunau.py", text="AUDIO_FILE_MAGIC = 0x2e736e64\n\n\ndef initfp(magic):\n    if magic != AUDIO_FILE_MAGIC:\n        raise Error('bad magic number')\n")
    items = analyze([src]).items
    entry = Requirement(id="DR-2", file="d.md", line=3, kind="sentence", section="AUDIO_FILE_MAGIC",
                        text="An integer every valid Sun AU file begins with, stored in big-endian form.")  # fmt: skip
    topic = entry.model_copy(update={"section": "Header fields"})
    assert unexplained_literal.check(_inp(items, [topic], sources=[src])) != []
    assert unexplained_literal.check(_inp(items, [entry], sources=[src])) == []
