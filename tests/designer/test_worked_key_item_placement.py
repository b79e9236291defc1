"""Worked-example key items land on the case that runs their call (issue 12: evidence on the right case).

inflection 0.5.1 (PyPI, MIT), lead QA of session 22: the key items "`pluralize("sheep")` は `"sheep"` のまま返す" and
"`pluralize("")` は空文字列を返す" were both cited on the case `pluralize("posts")` → 'posts' (neither read as a worked
example), and "`parameterize("Donald E. Knuth", "_")` は `"donald_e_knuth"` を返す" on the docstring's own example case
`parameterize(u"Donald E. Knuth")` → 'donald-e-knuth', whose separator and result differ.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.designer._one_file_run import spec_of

SRC = '''\
import re
import unicodedata

UNCOUNTABLES = {'sheep', 'fish'}


def pluralize(word):
    """Return the plural form of a word.

    >>> pluralize("posts")
    'posts'
    """
    if not word or word.lower() in UNCOUNTABLES:
        return word
    return word + "s"


def parameterize(string, separator='-'):
    """Replace special characters in a string.

    >>> parameterize(u"Donald E. Knuth")
    'donald-e-knuth'
    """
    string = transliterate(string)
    string = re.sub(r"(?i)[^a-z0-9\\-_]+", separator, string)
    if separator:
        re_sep = re.escape(separator)
        string = re.sub(r'%s{2,}' % re_sep, separator, string)
        string = re.sub(r"(?i)^{sep}|{sep}$".format(sep=re_sep), '', string)
    return string.lower()


def transliterate(string):
    normalized = unicodedata.normalize('NFKD', string)
    return normalized.encode('ascii', 'ignore').decode('ascii')
'''

DESIGN = """# inflection

## pluralize(word)

- `pluralize("posts")` returns `'posts'`
- `pluralize("sheep")` returns `'sheep'`

## parameterize(string, separator)

- `parameterize(u"Donald E. Knuth")` returns `'donald-e-knuth'`
"""

KEY_ITEMS = """# 重点テスト項目
- 不可算名詞 `pluralize("sheep")` は `"sheep"` のまま返すこと
- 空文字列 `pluralize("")` は空文字列を返すこと
- `parameterize("Donald E. Knuth", "_")` は `"donald_e_knuth"` を返すこと
"""


def _holders(spec: dict, ref: str) -> list[dict]:
    return [c for c in spec["cases"] if ref in c["evidence"]]


def _unquoted(text: str) -> str:
    return text.replace("'", '"')


#: Each key item's values: what its case's input must give and its expected result must state (the lead's decision,
#: session 29: the case a worked example lands on states that example's values, never other ones beside it).
STATED = {
    "KT-1": (['"sheep"'], '"sheep"'),
    "KT-2": (['""'], '""'),
    "KT-3": (['"Donald E. Knuth"', '"_"'], '"donald_e_knuth"'),
}


@pytest.fixture(scope="module")
def spec(tmp_path_factory: pytest.TempPathFactory) -> dict:
    return spec_of(tmp_path_factory.mktemp("inflection"), {"inflection.py": SRC}, DESIGN, "ja", KEY_ITEMS)


def test_worked_key_items_sit_on_their_own_call(spec: dict) -> None:
    # ruleid: each key item sits only on cases whose input gives its call's arguments and whose expected result is
    # its result (`word` = `'sheep'` → `'sheep'`, its call written out, or the run's value: designer.offline.run_result)
    for ref, (values, result) in STATED.items():
        holders = _holders(spec, ref)
        assert holders, ref
        for c in holders:
            given, said = _unquoted(c["input"]), _unquoted(c["expected"])
            assert all(f"`{v}`" in given for v in values) and f"`{result}`" in said, (ref, c)
    # ok: no case cites the key items beside another call's example
    posts = [c for c in spec["cases"] if 'pluralize("posts")' in c["input"]]
    assert not any(k in c["evidence"] for c in posts for k in ("KT-1", "KT-2"))


def test_a_branch_case_takes_the_values_of_the_example_it_cites(spec: dict) -> None:
    """The `if separator:` case (input `separator` = `"-"` before) states DR-6's call, whose default separator takes
    that side; KT-3's call takes it too, and gets a case of its own on the same code (one case states one call)."""
    on_separator = [c for c in spec["cases"] if "src/inflection.py:26:branch" in c["evidence"]]
    design = [c for c in on_separator if "DR-6" in c["evidence"]]
    assert len(design) == 1 and "`separator` が成り立つ" == design[0]["perspective"], on_separator
    assert 'parameterize(u"Donald E. Knuth")' in design[0]["input"]
    assert "`'donald-e-knuth'`" in design[0]["expected"]
    # ok: no case on that branch keeps a value no example gives
    assert len(on_separator) == 2 and not any('`"-"`' in c["input"] for c in on_separator), on_separator


def test_without_the_path_check_the_branch_case_keeps_its_own_value(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from utspec.designer.offline import worked_links

    monkeypatch.setattr(worked_links, "takes_path", lambda *a: None)
    spec = spec_of(tmp_path, {"inflection.py": SRC}, DESIGN, "ja", KEY_ITEMS)
    on_separator = [c for c in spec["cases"] if "src/inflection.py:26:branch" in c["evidence"]]
    assert any('`"-"`' in c["input"] for c in on_separator), on_separator
