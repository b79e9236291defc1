"""Worked-example key items land on the case that runs their call (issue 12: evidence on the right case).

inflection 0.5.1 (PyPI, MIT), lead QA of session 22: the key items "`pluralize("sheep")` は `"sheep"` のまま返す" and
"`pluralize("")` は空文字列を返す" were both cited on the case `pluralize("posts")` → 'posts' (neither read as a worked
example), and "`parameterize("Donald E. Knuth", "_")` は `"donald_e_knuth"` を返す" on the docstring's own example case
`parameterize(u"Donald E. Knuth")` → 'donald-e-knuth', whose separator and result differ.
"""

from __future__ import annotations

from pathlib import Path

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


def test_worked_key_items_sit_on_their_own_call(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"inflection.py": SRC}, DESIGN, "ja", KEY_ITEMS)
    # ruleid: none of the three sits on a case calling the function otherwise
    # (or on the branch case whose input is that call's argument and whose result is the call's, worked out by
    # running it: `word` = `'sheep'` → `'sheep'`, designer.offline.run_result)
    for ref, calls in (("KT-1", ('pluralize("sheep")', "`word` = `'sheep'`")),
                       ("KT-3", ('parameterize("Donald E. Knuth", "_")',))):  # fmt: skip
        holders = _holders(spec, ref)
        assert holders and all(any(call in c["input"] for call in calls) for c in holders), (ref, holders)
    # the empty string: on the case whose input is `word` = `""` and whose result is `""`
    holders = _holders(spec, "KT-2")
    assert holders and all('`""`' in c["input"] and '`""`' in c["expected"] for c in holders), holders
    # ok: no case cites the key items beside another call's example
    assert not any(k in c["evidence"] for c in spec["cases"] if 'pluralize("posts")' in c["input"] for k in ("KT-1", "KT-2"))
