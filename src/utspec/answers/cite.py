"""Put a person's answers into a spec: cite `ANS-n` on the cases it talks about, settle key items.

Applied by the graph to every draft and revision, whoever the designer is, so an answer is never
lost between rounds and the designer needs no special knowledge of answers.
"""

from __future__ import annotations

from collections.abc import Sequence

from utspec.answers.effects import KEY_ITEM_QUESTION
from utspec.models import Answer, Category, KeyItem, TestCase, TestSpec

_TEXT = {
    "en": {
        "explains": " Per {ans}: {text}",
        "design_right": " Per {ans} the design holds: {text}",
        "code_right": " Per {ans} the code holds: {text}",
        "out_of_scope": "{kt} ({kt_text!r}) is out of scope for this change ({ans}: {text}).",
        "perspective": "Key test item {kt}: {kt_text}",
        "preconditions": "As the key item describes; confirmed in scope by {ans}.",
        "input": "The situation key item {kt} describes.",
        "expected_in": "The behaviour key item {kt} states holds: {kt_text}",
        "expected_fix": "{text}",
    },
    "ja": {
        "explains": " {ans}による: {text}",
        "design_right": " {ans}により設計が正: {text}",
        "code_right": " {ans}によりコードが正: {text}",
        "out_of_scope": "{kt}（{kt_text}）は今回の変更の対象外（{ans}: {text}）。",
        "perspective": "重点テスト項目 {kt}: {kt_text}",
        "preconditions": "重点項目の記載どおり（{ans}で対象と確認済み）。",
        "input": "重点項目 {kt} が記述する状況。",
        "expected_in": "重点項目 {kt} の記載どおりに動作する: {kt_text}",
        "expected_fix": "{text}",
    },
}


def _cite(case: TestCase, ans: Answer, note: str | None) -> TestCase:
    evidence = case.evidence if ans.id in case.evidence else [*case.evidence, ans.id]
    expected = case.expected if note is None or note.strip() in case.expected else case.expected + note
    return case.model_copy(update={"evidence": evidence, "expected": expected})


def _next_id(cases: Sequence[TestCase]) -> str:
    n = max((int(c.id.split("-")[1]) for c in cases), default=0) + 1
    return f"TC-{n:03d}"


def apply_answers(
    spec: TestSpec, answers: Sequence[Answer], key_items: Sequence[KeyItem], language: str = "en"
) -> TestSpec:
    """The spec with every answer cited where it applies, and the questions it answers removed."""
    if not answers:
        return spec
    T = _TEXT.get(language, _TEXT["en"])
    cases = list(spec.cases)
    assumptions = list(spec.assumptions)
    kts = {k.id: k for k in key_items}
    for ans in answers:
        m = KEY_ITEM_QUESTION.match(ans.question)
        if m and m.group(1) in kts:
            kt = kts[m.group(1)]
            fields = {"ans": ans.id, "kt": kt.id, "kt_text": kt.text, "text": ans.text}
            if ans.effect == "out_of_scope":
                # A case citing an out-of-scope item was citing it wrongly: drop the ref, keep the case.
                cases = [
                    c.model_copy(update={"evidence": [r for r in c.evidence if r != kt.id]}) for c in cases
                ]
                line = T["out_of_scope"].format(**fields)
                if line not in assumptions:
                    assumptions.append(line)
                continue
            users = [i for i, c in enumerate(cases) if kt.id in c.evidence]
            for i in users:
                cases[i] = _cite(cases[i], ans, None)
            if not users:
                expected = T["expected_fix" if ans.effect == "correction" else "expected_in"].format(**fields)
                cases.append(
                    TestCase(
                        id=_next_id(cases), perspective=T["perspective"].format(**fields), category=Category.NORMAL,
                        preconditions=T["preconditions"].format(**fields), input=T["input"].format(**fields),
                        expected=expected, evidence=[kt.id, ans.id],
                    )
                )  # fmt: skip
            continue
        places = {r for r in ans.refs if not r.startswith(("TC-", "KT-"))}
        note = T.get(ans.effect, T["explains"]).format(ans=ans.id, text=ans.text)
        for i, c in enumerate(cases):
            if places & set(c.evidence):
                cases[i] = _cite(c, ans, note)
    answered = {a.question for a in answers}
    questions = [q for q in spec.open_questions if q.id not in answered]
    return spec.model_copy(update={"cases": cases, "assumptions": assumptions, "open_questions": questions})
