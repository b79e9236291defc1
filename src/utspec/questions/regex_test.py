"""A regular-expression literal tested against the subject (`name.match(/^_/)`, `/[~'!()*]/.test(s)`, `re.match(r"…", s)`).

"'_private' のようにアンダースコアで始まる名前はエラーになること" against
`if (name.match(/^_/)) { errors.push('name cannot start with an underscore') }`: the walk
(`utspec.questions.flow`) read no atom in the regex test, took it as not met (the normal path) and
reached the function's final return, so a key item the code agrees with was reported contradicted.
A pattern written out in the code decides the claimed string as it would at run time.

Only a pattern Python's `re` compiles to the same meaning (no lookbehind, named groups or flags
other than `i`), matched against the claimed value as a test would pass it (the quotes removed); a
subject transformed first (`name.split('/')`) is left unknown. Pure functions of the text and the value.
"""

from __future__ import annotations

import re

_JS_MATCH = re.compile(
    r"^(?P<s>[A-Za-z_$][\w.$]*)\s*\.\s*match\(\s*/(?P<re>(?:[^/\\\n]|\\.)+)/(?P<f>[gimsuy]*)\s*\)$"
)
_JS_TEST = re.compile(
    r"^/(?P<re>(?:[^/\\\n]|\\.)+)/(?P<f>[gimsuy]*)\s*\.\s*test\(\s*(?P<s>[A-Za-z_$][\w.$]*)\s*\)$"
)
_PY_RE = re.compile(
    r"^re\s*\.\s*(?P<fn>match|search|fullmatch)\(\s*r?(?P<q>['\"])(?P<re>(?:(?!(?P=q)).)+)(?P=q)\s*,\s*(?P<s>[A-Za-z_][\w.]*)\s*\)$"
)
_UNSAFE = re.compile(r"\(\?<|\(\?P|\\[pPkK]")


def regex_truth(expr: str, v: str) -> tuple[str, bool] | None:
    """(subject, truth) of a regex test for the claimed string `v`; None when `expr` is none or unsafe.

    >>> regex_truth("name.match(/^_/)", "'_private'")
    ('name', True)
    >>> regex_truth("/[~'!()*]/.test(name)", "'my-pkg'")
    ('name', False)
    >>> regex_truth("re.match(r'\\\\d+$', code)", "'12a'")
    ('code', False)
    >>> regex_truth("name.match(/^_/)", "404") is None
    True
    """
    v = v.strip()
    if not (len(v) >= 2 and v[0] in "'\"`" and v[-1] == v[0]):
        return None
    e = expr.strip()
    m = _JS_MATCH.match(e) or _JS_TEST.match(e) or _PY_RE.match(e)
    if not m or _UNSAFE.search(m.group("re")):
        return None
    gd = m.groupdict()
    flags = re.I if "i" in (gd.get("f") or "") else 0
    try:
        pattern = re.compile(m.group("re"), flags)
    except re.error:
        return None
    text = v[1:-1]
    fn = gd.get("fn") or "search"
    hit = (
        pattern.match(text)
        if fn == "match"
        else pattern.fullmatch(text)
        if fn == "fullmatch"
        else pattern.search(text)
    )
    return m.group("s"), hit is not None
