"""Secrets are replaced by stable placeholders before any request leaves the door."""

from __future__ import annotations

import base64
import random
import string
from pathlib import Path
from typing import Literal

import pytest
from pydantic import BaseModel

from utspec.llm import LlmSettings, ModelDoor, RecordingTransport, Redactor
from utspec.llm.fake import FakeClock, NoPricing, ScriptedTransport, reply

AZURE_EMAIL = (
    "endpoint=https://acme-mail.communication.azure.com/;accesskey=QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo0MjQyNDI="
)
STORAGE = (
    "DefaultEndpointsProtocol=https;AccountName=acmeprod;"
    "AccountKey=c2VjcmV0LXN0b3JhZ2Uta2V5LTEyMzQ1Njc4OTA=;EndpointSuffix=core.windows.net"
)
ADO = "Server=db01.acme.local;Database=shop;User Id=app;Password=Tr0ub4dor&3;"
PG_URL = "postgres://shop_admin:pg-S3cret-99@db.internal:5432/shop"
OPENAI_KEY = "sk-proj-4f9XqL2mN8vR1tY6uI3oP0aS5dF7gH9j"
AWS_KEY = "AKIAZ7Q4W2E8R5T1Y3U6"
GITHUB_TOKEN = "ghp_8Kd02jLq9Zx7Vb3Nm5Ps1Rt4Wy6Ua0Ce2Gf"
BEARER = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJib2IifQ.c2lnbmF0dXJlMTIz"
PASSWORD = "hunter2-correct-horse"
JA_PASSWORD = "Passw0rd_2024"
PRIVATE_KEY = (
    "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\n-----END OPENSSH PRIVATE KEY-----"
)
RANDOM_TOKEN = "q8Zr2Lx0Vt7Nw4Kp1Ys9Hd3Fb6Jm5Cg"

DESIGN_DOC = f"""# DR-1 Send the receipt mail
The mailer connects with `{AZURE_EMAIL}` (see `email_conn_string`).
Ops token for the staging API: Bearer {BEARER}
Storage: {STORAGE}
"""
SOURCE = f'''
import os
email_conn_string = "{AZURE_EMAIL}"
DB = "{ADO}"
DATABASE_URL = "{PG_URL}"
OPENAI_API_KEY = "{OPENAI_KEY}"
aws_access_key_id = {AWS_KEY}
headers = {{"X-Session": "{RANDOM_TOKEN}"}}
DEPLOY_KEY = """{PRIVATE_KEY}"""

def login(user, password=settings.password):
    return connect(user, password)
'''
KEY_ITEMS = f"""- KT-1 Login fails when pwd: {PASSWORD} is entered three times
- KT-2 CI uses {GITHUB_TOKEN} to tag releases
- KT-3 初期パスワード={JA_PASSWORD} は初回ログインで変更させる
"""
SECRETS = [AZURE_EMAIL, "accesskey=", STORAGE, "AccountKey", ADO, "Tr0ub4dor", PG_URL, "pg-S3cret", OPENAI_KEY,
           AWS_KEY, GITHUB_TOKEN, BEARER, PASSWORD, JA_PASSWORD, "b3BlbnNzaC1rZXkt", RANDOM_TOKEN]  # fmt: skip


class Spec(BaseModel):
    status: Literal["DRAFTED"]


def test_no_planted_secret_reaches_a_recorded_request(tmp_path: Path):
    clock = FakeClock()
    fake = ScriptedTransport([reply({"status": "MAYBE"}), reply({"status": "DRAFTED"})])
    door = ModelDoor(
        LlmSettings(model="fake/designer"),
        transport=RecordingTransport(fake, tmp_path),
        pricing=NoPricing(),
        clock=clock,
        sleep=clock.sleep,
    )
    messages = [
        {"role": "system", "content": "Draft a unit test specification."},
        {"role": "user", "content": [{"type": "text", "text": DESIGN_DOC}]},
        {"role": "user", "content": f"<source path='mailer.py'>{SOURCE}</source>\n<key_items>{KEY_ITEMS}</key_items>"},
    ]
    door.structured("design_test_spec", messages, Spec, role="designer")  # one re-ask: both requests recorded

    recorded = "\n".join(p.read_text(encoding="utf-8") for p in sorted(tmp_path.iterdir()))
    assert len(list(tmp_path.iterdir())) == 2
    leaked = [s for s in SECRETS if s in recorded or s.replace("\n", "\\n") in recorded]
    assert leaked == []
    sent = "\n".join(str(q.messages) for q in fake.requests)
    assert [s for s in SECRETS if s in sent] == []
    # What makes the inputs useful survives: names, structure, and the code's own references.
    for kept in ("email_conn_string", "DR-1", "KT-3", "password=settings.password", "def login", "mailer.py"):
        assert kept in recorded
    assert door.redactor.counts()["conn-string"] >= 3


def test_the_same_secret_gets_the_same_placeholder_within_a_run():
    r = Redactor()
    first = r.redact(f"conn = {AZURE_EMAIL}")
    second = r.redact(f"again: {AZURE_EMAIL}; other: {ADO}")
    assert first == "conn = [REDACTED:conn-string:1]"
    assert second == "again: [REDACTED:conn-string:1]; other: [REDACTED:conn-string:2];"
    assert Redactor().redact(ADO) == "[REDACTED:conn-string:1];", "numbering is per run, not global"


def test_redacting_twice_changes_nothing():
    r = Redactor()
    once = r.redact(SOURCE + DESIGN_DOC + KEY_ITEMS)
    assert r.redact(once) == once
    assert "[REDACTED:api-key:1]" in once


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (f"Authorization: Bearer {BEARER}", "Authorization: Bearer [REDACTED:bearer:1]"),
        (f'"password": "{PASSWORD}"', '"password": "[REDACTED:password:1]"'),
        (f"SMTP_PASS={PASSWORD}", "SMTP_PASS=[REDACTED:password:1]"),
        ("client_secret: 9f8e7d6c5b4a", "client_secret: [REDACTED:api-key:1]"),
        (PRIVATE_KEY, "[REDACTED:private-key:1]"),
        (f"amqp://guest:{PASSWORD}@mq:5672/", "[REDACTED:conn-string:1]"),
        (f"key {OPENAI_KEY}.", "key [REDACTED:api-key:1]."),
    ],
)
def test_each_kind_of_secret_is_found(text, expected):
    assert Redactor().redact(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "password = settings.password",
        "def check(password: str) -> bool:",
        "pwd = ${DB_PASSWORD}",
        "token = get_token()",
        "see src/utspec/analyzers/python_checklist_v2.py:120:branch",
        "commit a5fd3b62230aa5ec60212297dc9d20eaa70578ac519e00d93a17e44c087a6818",
        "id 123e4567-e89b-12d3-a456-426614174000",
        "def test_case_001_rejects_empty_input_when_flag_is_off():",
        "calculate_discount_for_premium_users_2024 getUserById2FromCache",
        "Server=db01;Database=shop;Trusted_Connection=True;",
        "TC-001 covers DR-12 and KT-3 (src/shop/cart.py:42:branch)",
        "Pass: the function returns 0; Fail: it raises",
        "`wait_random_min=1000, wait_random_max=2000` を指定すると",  # keyword settings (retrying's readme)
        "@retry(stop_max_delay=10000) and expo(max_value=maxRetryDelay)",
        "        self.user, self.password = user, password",  # smtplib's login: `user` is no password
    ],
)
def test_ordinary_code_and_ids_are_left_alone(text):
    assert Redactor().redact(text) == text


@pytest.mark.parametrize(
    "name",
    ["sha256WithRSAEncryption", "MaxRetries3TimesWith500ms", "base64UrlEncodeV2Buffer", "HTTPResponseParser2Error",
     "getHTTP2ConnectionPool", "AUDIO_FILE_ENCODING_ADPCM_G723_5", "TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256",
     "authenticationMD5Password", "decodeUTF8Bytes"],
)  # fmt: skip
def test_long_names_in_design_and_key_items_survive(name):
    # session 14: names with an acronym or digits inside were written to trace.json and questions as
    # [REDACTED:high-entropy:n]; a dotted name, a path and a hash in prose must survive too.
    text = f"The key item says {name} is used; see utspec.llm.redact.Redactor, src/utspec/llm/redact.py and commit e3b0c44298fc1c149afbf4c8996fb92427ae41e4."
    r = Redactor()
    r.learn([text])
    assert r.redact(text) == text
    assert r.redact_known(text) == text


@pytest.mark.parametrize(
    "secret",
    ["ghp_16C7e42F292c6912E7710c838347Ae178B4a", "AKIAIOSFODNN7EXAMPLE", "sk_live_4eC39HqLyjWDarjtT1zdp7dc",
     "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "q8Zr4TnW2xLp7KdV9mB3sYc6", "xoxb-2345678901-2345678901234-AbCdEfGhIjKlMnOpQrStUvWx"],
)  # fmt: skip
def test_real_secret_shapes_in_prose_do_not_leak(secret):
    # the other side of the name rule above: a key pasted into a design sentence never reaches a model or a recording
    text = f"The staging service authenticates with {secret} for now."
    r = Redactor()
    r.learn([text])
    assert secret not in r.redact(text)
    assert secret not in r.redact_known(text)


def test_random_tokens_are_caught_by_entropy_and_can_be_turned_off():
    rng = random.Random(5)
    alphabet = string.ascii_letters + string.digits
    tokens = ["".join(rng.choice(alphabet) for _ in range(32)) for _ in range(50)]
    tokens += [base64.b64encode(bytes(rng.randrange(256) for _ in range(24))).decode() for _ in range(50)]
    caught = sum(Redactor().redact(f"x {t}") != f"x {t}" for t in tokens)
    assert caught >= 95
    assert Redactor(high_entropy=False).redact(f"x {RANDOM_TOKEN}") == f"x {RANDOM_TOKEN}"


def test_a_plain_word_named_token_is_no_secret_but_a_password_word_is() -> None:
    # python-semver: `token: Optional[str] = "build"` is the prerelease label; redacting it rewrote every
    # "build" of the offline spec. A password stays a secret whatever it looks like.
    from utspec.llm.redact import Redactor

    r = Redactor()
    r.learn(['def bump(token: Optional[str] = "build"):\n', 'token = "release"\n', 'password = "changeme"\n',
             'token = "tok_9fA3kQ7mZ2xL5pR8"\n'])  # fmt: skip
    assert r.redact_known("build a release; changeme; tok_9fA3kQ7mZ2xL5pR8") == (
        "build a release; [REDACTED:password:1]; [REDACTED:api-key:1]"
    )


@pytest.mark.parametrize(
    "line",
    ["const token = joshiTokens[0];", "token = tokens[i]", "let apiKey = keys[0];", "password = args[1]",
     "token = config.tokens[idx]"],
)  # fmt: skip
def test_an_index_into_a_variable_is_code_not_a_secret(line: str) -> None:
    # textlint-rule-no-doubled-joshi (session 15): `const token = joshiTokens[0];` made `joshiTokens[0` a
    # secret, and the Japanese spec read "`[REDACTED:api-key:1]].pos_detail_1` = `"並立助詞"`" in 7 cases.
    r = Redactor()
    r.learn([line])
    uses = "if (joshiTokens.length === 2 && joshiTokens[0].surface_form === tokens[i] + keys[0] + args[1])"
    assert r.redact_known(uses) == uses


@pytest.mark.parametrize(
    ("line", "secret"),
    [('token = "abc[def]ghij"', "abc[def]ghij"), ("password = 's3cr]et;9x,'", "s3cr]et;9x,"),
     ('os.environ.get("DB_PW", "ab]c;d)e")', "ab]c;d)e"), ('mysql --password "x]y;zz}zz"', "x]y;zz}zz")],
)  # fmt: skip
def test_a_quoted_secret_is_taken_to_its_closing_quote(line: str, secret: str) -> None:
    # An unquoted value stops at `]`, `;`, `)`: inside quotes that left the secret's tail in the prompt.
    r = Redactor()
    r.learn([line])
    redacted = r.redact_known(f"the value {secret} is used")
    assert secret[-3:] not in redacted and "[REDACTED:" in redacted


def test_a_keyword_argument_among_others_is_still_a_password():
    # the tuple-assignment exemption (`a, password = user, b`) does not reach a call's keyword arguments
    assert "hunter2y" not in Redactor().redact("f(a, password=hunter2y, b)")
