"""detect-secrets' detectors, as a second opinion next to utspec's own patterns.

detect-secrets (Yelp, maintained) knows the shapes of many vendors' tokens and a keyword detector
tuned on real repositories; utspec's patterns know the forms its own prompts create (JSON-escaped
quotes, Japanese keys, full-width punctuation). A value either finds is a secret. Only the line
scan is used (`analyze_string`), never verification, which would send the secret to its vendor.

The import costs about a second, so it happens on the first scan, not when utspec starts.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from typing import Any

from utspec.llm.secret_patterns import SecretKind, is_subscript

#: A line worth handing to detect-secrets: it names a secret or holds a vendor's token prefix.
#: Scanning only these keeps a 60 000-character prompt cheap.
_CANDIDATE = re.compile(
    r"(?i)pass|pwd|secret|token|key|auth|cred|://|AKIA|ASIA|eyJ|BEGIN|sk[-_]|xox|gh[pousr]_|glpat|SG\.|npm_|pypi-"
    r"|AIza|AccountKey|パスワード|暗証|秘密|トークン|キー"
)

#: detect-secrets plugins used, by class name, and the kind their findings are filed under. The
#: high-entropy and IP plugins are left out: utspec's entropy check is tuned against identifiers,
#: and an IP address is not a secret to a test designer.
_PLUGINS: dict[str, tuple[str, SecretKind]] = {
    "ArtifactoryDetector": ("artifactory", "api-key"),
    "AWSKeyDetector": ("aws", "api-key"),
    "AzureStorageKeyDetector": ("azure_storage_key", "api-key"),
    "BasicAuthDetector": ("basic_auth", "password"),
    "DiscordBotTokenDetector": ("discord", "api-key"),
    "GitHubTokenDetector": ("github_token", "api-key"),
    "GitLabTokenDetector": ("gitlab_token", "api-key"),
    "JwtTokenDetector": ("jwt", "bearer"),
    "MailchimpDetector": ("mailchimp", "api-key"),
    "NpmDetector": ("npm", "api-key"),
    "OpenAIDetector": ("openai", "api-key"),
    "PypiTokenDetector": ("pypi_token", "api-key"),
    "SendGridDetector": ("sendgrid", "api-key"),
    "SlackDetector": ("slack", "api-key"),
    "SquareOAuthDetector": ("square_oauth", "api-key"),
    "StripeDetector": ("stripe", "api-key"),
    "TelegramBotTokenDetector": ("telegram_token", "api-key"),
    "TwilioKeyDetector": ("twilio", "api-key"),
}

#: Shortest value taken from detect-secrets' keyword detector: it reads `password = x` as a secret,
#: and a one-letter "secret" replaced everywhere would shred the prompt.
MIN_KEYWORD_VALUE = 4


def library_secrets(text: str) -> Iterator[tuple[SecretKind, str]]:
    """Yield `(kind, value)` for every secret detect-secrets finds in `text`, line by line."""
    plugins, keyword, keyword_groups = _loaded()
    for line in text.splitlines():
        if not _CANDIDATE.search(line) or len(line) > 2000:
            continue
        for plugin, kind in plugins:
            for value in plugin.analyze_string(line):
                if value:
                    yield kind, value
        for groups in keyword_groups:
            unquoted = groups is keyword_groups[-1]
            for value in keyword.analyze_string(line, denylist_regex_to_group=groups):
                if unquoted and is_subscript(value):
                    continue
                # The config regexes run to the end of the line: `password: str) -> bool:`.
                value = value.strip("\\").rstrip(")]};:,.")
                if len(value) >= MIN_KEYWORD_VALUE and not any(c.isspace() or c in "()" for c in value):
                    yield "password", value


@cache
def _loaded() -> tuple[list[tuple[Any, SecretKind]], Any, list[Any]]:
    import importlib

    from detect_secrets.plugins import keyword

    plugins: list[tuple[Any, SecretKind]] = []
    for class_name, (module_name, kind) in _PLUGINS.items():
        module = importlib.import_module(f"detect_secrets.plugins.{module_name}")
        plugins.append((getattr(module, class_name)(), kind))
    # Quoted values as in code, and unquoted ones as in YAML / .ini / .properties files.
    groups = [keyword.QUOTES_REQUIRED_DENYLIST_REGEX_TO_GROUP, keyword.CONFIG_DENYLIST_REGEX_TO_GROUP]
    return plugins, keyword.KeywordDetector(), groups
