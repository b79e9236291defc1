"""utspec's own secret detectors: one small function per form, each `(text, replace) -> text`.

`replace(kind, secret)` returns the placeholder for a secret (and remembers it), so a detector
only says *where* a secret is. Every pattern accepts the quotes of the text it is found in *after*
any encoding the prompt builders apply: `"x"`, `'x'`, JSON's `\\"x\\"` (a value never contains the
backslash), Japanese 「x」, and full-width `：`/`＝` as well as half-width separators. The forms
and one example each are listed in `FORMS` (tests run every example).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Literal

SecretKind = Literal[
    "private-key", "conn-string", "bearer", "basic-auth", "api-key", "password", "high-entropy"
]
Replace = Callable[..., str]
"""`replace(kind, secret, same_as=None)`: the placeholder for `secret`; `same_as` files it under an existing one."""
Detector = Callable[[str, Replace], str]

#: One example per form the detectors know, with the secret in it (tests/llm/test_redact_forms.py).
FORMS: dict[str, tuple[str, str]] = {
    "assignment": ('password = "hunter2x"', "hunter2x"),
    "json-escaped": ('password = \\"hunter2x\\"', "hunter2x"),
    "comparison": ('if pw == "hunter2x":', "hunter2x"),
    "java-equals": ('password.equals("hunter2x")', "hunter2x"),
    "annotated": ('db_password: str = "hunter2x"', "hunter2x"),
    "env-default": ('os.environ.get("DB_PW", "hunter2x")', "hunter2x"),
    "yaml-key": ("db_password: hunter2x", "hunter2x"),
    "json-key": ('{"api_key": "hunter2x"}', "hunter2x"),
    "ja-full-width-colon": ("パスワード：hunter2x", "hunter2x"),
    "ja-particle": ("パスワードは hunter2x です", "hunter2x"),
    "ja-bracket": ("初期パスワード「hunter2x」", "hunter2x"),
    "cli-flag": ("mysql --password hunter2x", "hunter2x"),
    "cli-flag-equals": ("app --db-password=hunter2x", "hunter2x"),
    "basic-auth": ("Authorization: Basic dXNlcjpodW50ZXIyeA==", "dXNlcjpodW50ZXIyeA=="),
    "bearer": ("Authorization: Bearer abc.def-ghi_jklmnop", "abc.def-ghi_jklmnop"),
    "sql-with-password": ("CREATE USER app WITH PASSWORD 'hunter2x';", "hunter2x"),
    "sql-identified-by": ("ALTER USER app IDENTIFIED BY 'hunter2x';", "hunter2x"),
    "xml-element": ("<password>hunter2x</password>", "hunter2x"),
    "sql-insert-column": ("INSERT INTO users (name, password) VALUES ('bob', 'hunter2x');", "hunter2x"),
}

_PRIVATE_KEY = re.compile(
    # The body keeps to base64, PEM headers and line breaks (raw or JSON-escaped), so a BEGIN in one
    # statement and an END in another do not swallow the text between them.
    r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----[A-Za-z0-9+/=\s\\:,|#\-]*?"
    r"-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----"
)
_KEY_BODY = re.compile(r"[A-Za-z0-9+/=]{16,}")
# scheme://user:password@host/...: the whole URL goes, since user and host say what it unlocks.
# No backslash inside: in JSON-encoded text `\"` ends the URL, as `"` does in the source.
_URL_WITH_CREDENTIALS = re.compile(
    r"\b[A-Za-z][A-Za-z0-9+.\-]*://([^\s/@:'\"\\]+):([^\s/@'\"\\]+)@[^\s'\"<>`\\]+"
)
# key=value;key=value... (ADO.NET, ODBC, Azure storage / service bus / communication services).
_KV = r"[A-Za-z][A-Za-z0-9 _]{0,39}=[^;\s'\"`\\]*"
_KV_CONNECTION = re.compile(rf"(?:{_KV};)+{_KV};?")
_KV_SECRET_KEYS = frozenset(
    {
        "password", "pwd", "accountkey", "accesskey", "sharedaccesskey", "sharedaccesssignature",
        "secret", "clientsecret", "apikey", "token", "sig",
    }
)  # fmt: skip
_BEARER = re.compile(r"(?i)\b(bearer\s+)([A-Za-z0-9\-._~+/]{8,}=*)")
_BASIC = re.compile(r"(?i)\b(basic\s+)([A-Za-z0-9+/]{8,}={0,2})(?![A-Za-z0-9+/=])")
_API_KEYS = re.compile(
    r"\b(?:"
    r"sk-[A-Za-z0-9_\-]{20,}"  # OpenAI / Anthropic style
    r"|(?:AKIA|ASIA)[0-9A-Z]{16}"  # AWS access key id
    r"|gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,}"  # GitHub
    r"|glpat-[A-Za-z0-9_\-]{20,}"  # GitLab
    r"|xox[abposr]-[A-Za-z0-9\-]{10,}"  # Slack
    r"|AIza[0-9A-Za-z_\-]{35}"  # Google
    r")(?![A-Za-z0-9_\-])"
)

# Names. A bare `pass` is left out ("Pass: returns 0" is a test result, not a secret); SMTP_PASS,
# db-pass and pw are in. Japanese keys are whole words, so they need no prefix.
_PASSWORD_WORDS = r"password|passwd|pwd|pw|passphrase|passcode"
_JA_PASSWORD_WORDS = r"パスワード|暗証番号|パスフレーズ|合言葉"
_TOKEN_WORDS = r"secret|api[_-]?key|access[_-]?key|secret[_-]?key|private[_-]?key|client[_-]?secret|(?:auth|access|refresh|api|bearer)?[_-]?token"
_JA_TOKEN_WORDS = r"秘密鍵|シークレット(?:キー)?|トークン|APIキー|API キー|アクセスキー|認証キー|秘密情報"
_NAME = (
    rf"(?<![A-Za-z0-9])(?P<name>(?:[A-Za-z0-9]+[_\-.])*(?:(?P<pw>{_PASSWORD_WORDS})|{_TOKEN_WORDS})"
    rf"|(?:[A-Za-z0-9]+[_-])+(?P<pw2>pass)|(?P<pw3>{_JA_PASSWORD_WORDS})|{_JA_TOKEN_WORDS})(?![A-Za-z0-9])"
)
# Quotes as they appear after encoding: plain, JSON-escaped once or twice, Japanese brackets.
_QUOTE = r"(?:\\{0,3}[\"'`]|[「『“‘])"
# What may sit between the name and the value: `=`, `:`, `==`, `!=`, `:=`, `=>`, full-width `：`/`＝`,
# a type annotation (`: str =`), `.equals(`, or SQL's `IDENTIFIED BY` / `PASSWORD`.
_SEPARATOR = (
    r"(?:\s*(?::\s*[A-Za-z_][\w.\[\]| ]{0,30}?\s*=(?!=)"
    r"|[:=：＝!<>]{1,3}"
    r"|\.(?:equals|equalsIgnoreCase|Equals)\(\s*"
    r"|\s+(?:is|to|of|=)\s+(?=\\{0,3}[\"'])"  # `password is "x"`: only before a quoted value
    r")\s*)"
)
_VALUE_CHARS = r"[^\s\"'`\\,;)\]}<>、。「」『』“”‘’（）]"
#: Inside quotes a value runs to the closing quote: `token = "abc]de;f"` is one secret, and stopping at
#: the `]` as an unquoted value does would leave `]de;f` of it in the prompt.
_QUOTED_CHARS = r"[^\s\"'`\\「」『』“”‘’]"
#: An unquoted value that is an index into a variable (`token = tokens[0]`) is code, not a secret.
_SUBSCRIPT = re.compile(r"^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\[")
#: A value followed by one of these is a length or count, not a secret ("password: 8 characters").
_UNIT = r"(?!\s*(?:文字|桁|回|日|時間|分|秒|円|件|バイト|bytes?\b|chars?\b|characters?\b|digits?\b|times\b|minutes?\b|days?\b))"
_ASSIGNMENT = re.compile(
    rf"(?i){_NAME}(?P<sep>{_QUOTE}?{_SEPARATOR})(?P<quote>{_QUOTE})?(?P<value>(?(quote){_QUOTED_CHARS}|{_VALUE_CHARS})+){_UNIT}"
)
# パスワードは hunter2, パスワードを hunter2 に: only an ASCII value of 4+ characters, so that
# パスワードは8文字以上 and パスワードは変更できない stay as they are.
_JA_NAME = rf"(?P<name>(?P<pw3>{_JA_PASSWORD_WORDS})|{_JA_TOKEN_WORDS})"
_JA_PARTICLE = re.compile(
    rf"(?i){_JA_NAME}(?P<sep>\s*(?:は|が|を|に|：|:)?\s*)(?P<quote>{_QUOTE}?)(?P<value>[!#-&*-+\-/-:=?-Z^-z|~]{{4,}}?)"
    rf"(?=$|[\s、。」』”’）)]|です|でした|に|を|と|で|が)(?<![,.;:])"
)
# os.environ.get("DB_PW", "x"), getenv('API_TOKEN', 'x'), config.get("password", "x").
_DEFAULT_ARGUMENT = re.compile(
    rf"(?i)\(\s*{_QUOTE}(?P<name>[A-Za-z0-9_.\-]*?(?:{_PASSWORD_WORDS}|{_TOKEN_WORDS}|pass)[A-Za-z0-9_]*){_QUOTE}"
    rf"\s*,\s*(?:default\s*=\s*)?{_QUOTE}(?P<value>{_QUOTED_CHARS}+){_QUOTE}"
)
# --password x, --db-password=x, -password x (command lines in docs and scripts).
_CLI_FLAG = re.compile(
    rf"(?i)(?<![\w-])(?P<flag>--?(?:[a-z0-9]+-)*(?:{_PASSWORD_WORDS}|pass|secret|token|api-key|apikey))"
    rf"(?:=|\s+)(?P<quote>{_QUOTE})?(?P<value>(?!-)(?(quote){_QUOTED_CHARS}|{_VALUE_CHARS})+)"
)
# CREATE USER app IDENTIFIED BY 'x' (Oracle, MySQL), ... IDENTIFIED BY PASSWORD 'x'.
_IDENTIFIED_BY = re.compile(
    rf"(?i)(?P<head>\bidentified\s+(?:with\s+\w+\s+)?by\s+(?:password\s+)?)(?P<quote>{_QUOTE})?(?P<value>(?(quote){_QUOTED_CHARS}|{_VALUE_CHARS})+)"
)
# INSERT INTO users (name, password) VALUES ('bob', 'x'): the column names the secret, the value
# sits at the same position in the VALUES list (one row; quotes possibly JSON-escaped).
_INSERT = re.compile(
    r"(?i)\binsert\s+into\s+[\w.\"`\[\]\\]+\s*\((?P<cols>[^()]*)\)\s*values\s*\((?P<vals>[^()]*)\)"
)
_SQL_VALUE = re.compile(r"\s*(?P<q>\\{0,3}')(?P<value>(?:[^'\\]|'')*)(?P=q)\s*|[^,]*")
_SECRET_COLUMN = re.compile(rf"(?i)^(?:[A-Za-z0-9]+[_-])*(?:{_PASSWORD_WORDS}|pass|{_TOKEN_WORDS})$")
# <password>x</password>, <add key="DbPassword" value="x"/> is the assignment's `value=`-less
# cousin and is left to detect-secrets.
_XML_ELEMENT = re.compile(
    rf"(?i)<(?P<tag>[A-Za-z0-9_:\-]*(?:{_PASSWORD_WORDS}|{_TOKEN_WORDS}))>(?P<value>[^<\s]+)</(?P=tag)>"
)
_SECRET_WORD = re.compile(rf"(?i){_PASSWORD_WORDS}|{_TOKEN_WORDS}|pass")
_NOT_A_VALUE = frozenset(
    {
        "none", "null", "nil", "true", "false", "str", "string", "bytes", "int", "optional", "secretstr",
        "must", "should", "shall", "is", "are", "be", "the", "a", "an", "required", "empty", "blank", "masked",
        "hidden", "not", "see", "min", "max", "at", "and", "or", "if", "in", "on", "for", "with", "by",
        "changed", "invalid", "valid", "wrong", "correct", "expired", "missing", "set", "unset", "redacted",
    }
)  # fmt: skip
#: utspec's own refs are never secrets, whatever a detector thinks of `token: KT-2`.
_OWN_REF = re.compile(r"^(?:DR|KT|TC|ANS|Q)-[\w\-]+$|:\d+(?::\w+)?$")
_DOTTED_NAME = re.compile(r"^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+$")


def private_keys(text: str, replace: Replace) -> str:
    def sub(match: re.Match[str]) -> str:
        # One key, one placeholder, however it is laid out (raw, numbered source lines, JSON):
        # it is named by its body, and the body's lines are known on their own too (a design
        # doc's bullet may be re-wrapped on the way).
        bodies = _KEY_BODY.findall(match.group(0).replace("\\n", "\n"))
        placeholder = replace("private-key", "".join(bodies) or match.group(0))
        replace("private-key", match.group(0), same_as=placeholder)
        for body in bodies:
            replace("private-key", body, same_as=placeholder)
        return placeholder

    return _PRIVATE_KEY.sub(sub, text)


def connection_strings(text: str, replace: Replace) -> str:
    def url(match: re.Match[str]) -> str:
        replace("password", match.group(2))  # known on its own too, wherever else it appears
        return replace("conn-string", match.group(0))

    text = _URL_WITH_CREDENTIALS.sub(url, text)
    return _KV_CONNECTION.sub(lambda m: _kv_connection(m, replace), text)


def _kv_connection(match: re.Match[str], replace: Replace) -> str:
    pairs = [pair.split("=", 1) for pair in match.group(0).split(";") if "=" in pair]
    secrets = [value for key, value in pairs if _kv_key(key) in _KV_SECRET_KEYS and value]
    if not secrets:
        return match.group(0)
    for value in secrets:
        replace("password", value)
    # A trailing `;` may be the text's own punctuation: keep it, and key the secret without it.
    secret = match.group(0).rstrip(";")
    return replace("conn-string", secret) + match.group(0)[len(secret) :]


def _kv_key(key: str) -> str:
    return key.strip().lower().replace(" ", "").replace("_", "")


def bearer_tokens(text: str, replace: Replace) -> str:
    return _BEARER.sub(lambda m: m.group(1) + replace("bearer", m.group(2)), text)


def basic_auth(text: str, replace: Replace) -> str:
    return _BASIC.sub(lambda m: m.group(1) + replace("basic-auth", m.group(2)), text)


def api_keys(text: str, replace: Replace) -> str:
    return _API_KEYS.sub(lambda m: replace("api-key", m.group(0)), text)


def assignments(text: str, replace: Replace) -> str:
    text = _ASSIGNMENT.sub(lambda m: _named_value(m, replace), text)
    return _JA_PARTICLE.sub(lambda m: _named_value(m, replace), text)


def default_arguments(text: str, replace: Replace) -> str:
    def sub(match: re.Match[str]) -> str:
        value = match.group("value")
        kind = _kind_of_name(match.group("name"))
        if looks_like_reference(value) or _plain_word(kind, value):
            return match.group(0)
        start, end = match.span("value")
        offset = match.start()
        return match.group(0)[: start - offset] + replace(kind, value) + match.group(0)[end - offset :]

    return _DEFAULT_ARGUMENT.sub(sub, text)


def cli_flags(text: str, replace: Replace) -> str:
    def sub(match: re.Match[str]) -> str:
        value = match.group("value")
        if looks_like_reference(value):
            return match.group(0)
        start = match.start("value") - match.start()
        return match.group(0)[:start] + replace(_kind_of_name(match.group("flag")), value)

    return _CLI_FLAG.sub(sub, text)


def sql_identified_by(text: str, replace: Replace) -> str:
    def sub(match: re.Match[str]) -> str:
        head, quote, value = match.group("head", "quote", "value")
        return (
            match.group(0)
            if looks_like_reference(value)
            else head + (quote or "") + replace("password", value)
        )

    return _IDENTIFIED_BY.sub(sub, text)


def sql_insert_columns(text: str, replace: Replace) -> str:
    def sub(match: re.Match[str]) -> str:
        columns = [c.strip().strip('`"[]\\') for c in match.group("cols").split(",")]
        vals, offset = match.group("vals"), match.start("vals") - match.start()
        spans: list[tuple[int, int, str]] = []  # value spans inside `vals` to replace, and the column
        pos = 0
        for column in columns:
            token = _SQL_VALUE.match(vals, pos)
            if token is None:
                break
            value = token.group("value")
            if (
                token.group("q")
                and value
                and _SECRET_COLUMN.match(column)
                and not looks_like_reference(value)
            ):
                spans.append((token.start("value"), token.end("value"), column))
            pos = token.end() + 1
        whole = match.group(0)
        for start, end, column in reversed(spans):
            secret = vals[start:end]
            whole = whole[: offset + start] + replace(_kind_of_name(column), secret) + whole[offset + end :]
        return whole

    return _INSERT.sub(sub, text)


def xml_elements(text: str, replace: Replace) -> str:
    def sub(match: re.Match[str]) -> str:
        tag, value = match.group("tag", "value")
        if looks_like_reference(value):
            return match.group(0)
        return f"<{tag}>{replace(_kind_of_name(tag), value)}</{tag}>"

    return _XML_ELEMENT.sub(sub, text)


#: Most specific first: a connection string is named as one even though it holds a password.
DETECTORS: tuple[Detector, ...] = (
    private_keys,
    connection_strings,
    bearer_tokens,
    basic_auth,
    api_keys,
    default_arguments,
    cli_flags,
    sql_identified_by,
    sql_insert_columns,
    xml_elements,
    assignments,
)


#: A short lowercase word: never an API key or token (those are long and random), though it may be a password.
_PLAIN_WORD = re.compile(r"[a-z]{1,12}")


def _plain_word(kind: SecretKind, value: str) -> bool:
    """python-semver's `token: Optional[str] = "build"` (the prerelease label) made "build" a secret, and every
    "build" in the spec, the trace and the questions read `[REDACTED:api-key:4]`. Only for the api-key kind:
    `password = "changeme"` stays a secret."""
    return kind == "api-key" and _PLAIN_WORD.fullmatch(value) is not None


def _tuple_target(match: re.Match[str]) -> bool:
    """smtplib's `self.user, self.password = user, password`: a name among several targets, and the unquoted word
    after `=` is the first value of several, which belongs to the first target. Read as `password = user`, it
    made "user" a password, and every `user` in the spec, the trace and the questions (`return self.user`,
    `login(user, password)`) read `[REDACTED:password:1]`, which the critic then compared with the code."""
    text = match.string
    line = text[: match.start()].rsplit("\n", 1)[-1]
    return (not match.group("quote") and re.search(r",\s*$", line) is not None
            and line.count("(") <= line.count(")")  # `f(a, password=x, b)` is a keyword argument
            and re.match(r"\s*,", text[match.end("value") :]) is not None)  # fmt: skip


def _named_value(match: re.Match[str], replace: Replace) -> str:
    name, separator, quote, value = match.group("name", "sep", "quote", "value")
    quote = quote or ""
    if looks_like_reference(value) or not quote and is_subscript(value) or _tuple_target(match):
        return match.group(0)
    groups = match.groupdict()
    kind: SecretKind = "password" if groups.get("pw") or groups.get("pw2") or groups.get("pw3") else "api-key"
    if _plain_word(kind, value):
        return match.group(0)
    return f"{name}{separator}{quote}{replace(kind, value)}"


def _kind_of_name(name: str) -> SecretKind:
    lowered = name.lower()
    if re.search(rf"{_PASSWORD_WORDS}|pass|{_JA_PASSWORD_WORDS}", lowered):
        return "password"
    return "api-key"


def is_subscript(value: str) -> bool:
    """`tokens[0` of `token = tokens[0]`: an unquoted value that indexes a variable is code, not a secret.

    Only for unquoted values: inside quotes `"abc[0"` may well be a password.
    """
    return _SUBSCRIPT.match(value) is not None


def looks_like_reference(value: str) -> bool:
    """Tell code and prose that name a secret without holding one from a secret value.

    `password = settings.password`, `pwd: str`, `${DB_PASSWORD}`, `get_secret()`, `password: must
    be set`: replacing these would blind the designer to what the code does and protect nothing.
    """
    if value.startswith("[REDACTED") or value.lower().rstrip(".:") in _NOT_A_VALUE:
        return True
    if value[0] in "${<%*[" or "(" in value or _DOTTED_NAME.match(value) or _OWN_REF.search(value):
        return True
    if value.isdigit() and len(value) < 4:  # a length or count, not a PIN
        return True
    return bool(_SECRET_WORD.search(value)) and value.replace("_", "").replace("-", "").isalpha()
