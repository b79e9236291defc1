"""Every secret form the redactor knows, in every encoding a prompt builder gives it (issue 11)."""

from __future__ import annotations

import json

import pytest

from utspec.llm import Redactor
from utspec.llm.secret_patterns import FORMS


def _encodings(text: str) -> dict[str, str]:
    once = json.dumps(text, ensure_ascii=False)
    return {"plain": text, "json": once, "json-twice": json.dumps(once), "json-ascii": json.dumps(text)}


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize("encoding", ["plain", "json", "json-twice", "json-ascii"])
def test_each_form_is_redacted_in_each_encoding(form, encoding):
    text, secret = FORMS[form]
    encoded = _encodings(text)[encoding]
    out = Redactor().redact(encoded)
    assert secret not in out, out
    assert "[REDACTED:" in out


def test_the_issue_one_liner_no_longer_leaks():
    # Redactor().redact(json.dumps('password = "hunter2"')) sent `hunter2` and redacted only the backslash.
    assert Redactor().redact(json.dumps('password = "hunter2"')) == '"password = \\"[REDACTED:password:1]\\""'


def test_redact_final_checks_the_encoded_form_too():
    r = Redactor()
    # A value whose quotes only show once encoded is caught at the last step.
    assert "hunter2x" not in r.redact_final('db_password: str = "hunter2x"')
    assert r.redact_final("plain words") == "plain words"


def test_a_value_found_in_context_is_swept_everywhere_else():
    r = Redactor()
    r.learn(["UPDATE users SET password = 'Zk81-sweep' WHERE id = 1"])
    # The SQL analyzer's checklist `values` carry the literal without `password =`.
    assert r.redact('{"values": ["Zk81-sweep", "x"], "q": "is Zk81-sweep a magic value?"}') == (
        '{"values": ["[REDACTED:password:1]", "x"], "q": "is [REDACTED:password:1] a magic value?"}'
    )
    # redact_known never numbers anything new: an invented test input stays readable.
    assert r.redact_known('input: password = "wrong-pass-1" (was Zk81-sweep)') == (
        'input: password = "wrong-pass-1" (was [REDACTED:password:1])'
    )


def test_detect_secrets_finds_what_no_own_pattern_names():
    # A Stripe live key has no own pattern; detect-secrets' StripeDetector knows it.
    key = "sk_live_" + "4eC39HqLyjWDarjtT1zdp7dc"
    out = Redactor(high_entropy=False).redact(f"STRIPE = {key}")
    assert key not in out


@pytest.mark.parametrize(
    "text",
    [
        "パスワードは8文字以上とする。",
        "パスワードは変更できない。",
        "パスワードを忘れた場合は再設定メールを送る。",
        "Password: must be at least 8 characters.",
        "password: 12 characters or more",
        "The password is hashed with bcrypt before it is stored.",
        "def check(password: str) -> bool:",
        "if pw is None:",
        "token = request.headers.get('Authorization')",
        "os.environ.get('DB_PASSWORD')",
        "mysql --password",
        "<password>${DB_PASSWORD}</password>",
        "パスワード：（空欄）",
        "KT-1 token: KT-2",
    ],
)
def test_prose_and_code_about_secrets_are_left_alone(text):
    assert Redactor().redact(text) == text


def test_arithmetic_on_a_name_is_code_not_a_secret():
    # Commons Lang's `offset <= abbrevMarkerLength+1` reached a question as `offset <= [REDACTED:high-entropy:1]`
    assert Redactor().redact("if (offset <= abbrevMarkerLength+1) {") == "if (offset <= abbrevMarkerLength+1) {"
    # a token of the same shape made of base64, not a name, is still redacted
    assert "[REDACTED:" in Redactor().redact("key Xq7ZpL2vR9tK4mWb8nYc3dHf+12")
