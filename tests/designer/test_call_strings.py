"""A call's string literal is judged by string guards and trims (string_equality.py, trimmed.py), a Python call may
leave defaulted parameters out (optional_tail.py), and an unjudged step with nothing after it leaving early ends on
the main path (call_path.exit_of). Seen on strcase (`ToCamel("ID")`) and kanjize (`number2kanji(0)`), session 17."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import call_judge, call_path, call_values, linking

CAMEL = """package s

func ToCamel(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return s
	}
	if a, ok := acronyms[s]; ok {
		s = a
	}
	out := ""
	for i, v := range []byte(s) {
		if i == 0 {
			v = v - 32
		}
		out += string(v)
	}
	return out
}
"""
EMPTY = 'ToCamel("") returns ""'
ACRONYM = 'ToCamel(" ID ") returns "Id"'

KANJI = '''def number2kanji(number, config=None):
    if number == 0:
        return "零"
    if number < 0:
        raise ValueError("negative")
    return str(number)
'''
ZERO = 'number2kanji(0) は「零」を返す'


def test_an_empty_string_call_takes_the_empty_guard() -> None:
    assert linked_lines(CAMEL, EMPTY, path="s.go", key_item=True) == [5, 6]


def test_a_word_call_passes_the_empty_guard_to_the_main_path() -> None:
    assert 6 not in linked_lines(CAMEL, ACRONYM, path="s.go", key_item=True)
    assert linked_lines(CAMEL, ACRONYM, path="s.go", key_item=True)


def test_without_string_equality_the_empty_call_is_not_decided(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(call_judge, "string_compare", lambda *a: None)
    monkeypatch.setattr(linking, "run_exit", lambda *a: None)  # running the call finds it too (evaluated_exit.py)
    assert linked_lines(CAMEL, EMPTY, path="s.go", key_item=True) != [5, 6]


def test_without_trims_the_assignment_stops_the_walk(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(call_path, "apply_trims", lambda lines, start, end, bound, skipped=(): (bound, []))
    assert linked_lines(CAMEL, ACRONYM, path="s.go", key_item=True) == []


def test_without_the_main_path_rule_the_lookup_stops_the_walk(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(call_path, "_exits_from", lambda step, own: True)
    assert linked_lines(CAMEL, ACRONYM, path="s.go", key_item=True) == []


def test_a_python_call_may_leave_a_default_out() -> None:
    # the zero guard's case, and the `number < 0` boundary at 0 that the zero guard catches first (leaving_chain.py)
    assert linked_lines(KANJI, ZERO, key_item=True) in ([2, 3], [2, 3, 4])


def test_without_defaults_the_shorter_call_binds_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(call_values, "optional_count", lambda signature, language="": 0)
    # Python binds through keyword_defaults.python_bound (session 28): switched off with it
    monkeypatch.setattr(call_values, "python_bound", lambda *a: None)
    assert linked_lines(KANJI, ZERO, key_item=True) not in ([2, 3], [2, 3, 4])
