"""Config files: which keys become `config` items, and what survives a syntax error."""

from __future__ import annotations

import pytest

from utspec.analyzers import analyze
from utspec.models import Kind, SourceText


def _an(text: str, path: str):
    return analyze([SourceText(path=path, text=text)])


def _keys(text: str, path: str) -> list[tuple[int, str | None, list]]:
    return [(i.line, i.symbol, i.values) for i in _an(text, path).items]


@pytest.mark.parametrize(
    ("key", "carries"),
    [("timeout", True), ("readTimeoutMillis", True), ("connect-timeout", True), ("MAX_RETRIES", True),
     ("retry_limit", True), ("minTotal", True), ("alert_threshold", True), ("featureEnabled", True),
     ("baseURL", True), ("callback_url", True), ("owner", False), ("name", False), ("description", False)],
)  # fmt: skip
def test_keys_that_carry_behaviour(key, carries):
    items = _an(f"{key}: 5\n", "c.yaml").items
    assert [(i.kind, i.symbol, i.values) for i in items] == ([(Kind.CONFIG, key, [5])] if carries else [])


def test_a_word_of_a_key_above_qualifies_and_lists_of_scalars_are_one_item():
    text = "http:\n  retry:\n    count: 3\n    on: [502, 503]\n  owner: x\n"
    assert _keys(text, "c.yaml") == [(3, "http.retry.count", [3]), (4, "http.retry.on", [502, 503])]


def test_values_keep_their_types():
    text = '{"timeout": 1.5, "enabled": true, "url": "https://x", "maxItems": null}'
    assert [i.values for i in _an(text, "c.json").items] == [[1.5], ["true"], ["https://x"], [None]]


def test_yaml_merge_keys_add_no_second_item():
    # `<<: *defaults` copies the anchor's keys: they are items once, where the anchor defines them.
    text = "defaults: &defaults\n  timeout: 5\n  retries: 2\nproduction:\n  <<: *defaults\n  retries: 3\n"
    assert _keys(text, "c.yaml") == [(2, "defaults.timeout", [5]), (3, "defaults.retries", [2]),
                                     (6, "production.retries", [3])]  # fmt: skip


def test_every_yaml_document_is_read():
    text = "timeout: 5\n---\nretries: 3\n...\n---\nlimit: 4\n"
    assert _keys(text, "c.yaml") == [(1, "timeout", [5]), (3, "retries", [3]), (6, "limit", [4])]


def test_yaml_syntax_error_keeps_what_parses_and_names_the_line():
    text = "timeout: 5\nmax_size: 10\nbad: [1, 2\nlimit: 3\n---\nretries: 2\n"
    a = _an(text, "c.yaml")
    assert [(i.line, i.symbol) for i in a.items] == [(1, "timeout"), (2, "max_size"), (6, "retries")]
    ((line, message),) = [(n.line, n.message) for n in a.notices]
    assert line == 4 and message.startswith("invalid YAML: ") and "not analysed" in message


def test_json_syntax_error_keeps_the_keys_before_it():
    text = '{"timeout": 5,\n "retries": 3,\n "limit": ,\n "maxItems": 9}\n'
    a = _an(text, "c.json")
    assert [(i.line, i.symbol) for i in a.items] == [(1, "timeout"), (2, "retries")]
    assert [n.line for n in a.notices] == [3] and a.notices[0].message.startswith("invalid JSON: Expecting value")


def test_json_cut_inside_a_value_ends_the_scan_cleanly():
    a = _an('{"timeout": 5, "url": "http://x", "max": [1, 2, tru', "c.json")
    assert [i.symbol for i in a.items] == ["timeout", "url"] and len(a.notices) == 1
