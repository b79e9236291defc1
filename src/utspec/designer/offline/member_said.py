"""A statement saying a value is (not) in a named collection is about the case testing that membership.

zenhan's "ignore に含まれる文字はそのまま残す" shares only `ignore` with the `c in ignore` branches of `zen2han` and
`han2zen` (a weak match: no link, a question instead). The statement names one test, membership in `ignore`: the
cases testing it (`c in ignore`, `ignore.includes(c)`, `ignore.contains(c)`, `ignore.has(c)`) are the candidates,
and one such test in each of several functions is about each of them (`null_said.null_each`'s rule).

The collection is a name the statement writes as code: in code quotes, or an ASCII name before に含まれ in a Japanese
sentence, where it cannot be an English word.
"""

from __future__ import annotations

import re
import unicodedata

from utspec.codetext import boolean_parts

_JA = re.compile(r"`?([A-Za-z_$][\w.$]*)`?\s*(?:に|の中に|のいずれかに)\s*(?:含まれ|入って|ある|存在す)")
_EN = re.compile(
    r"\b(?:in|contained\s+in|listed\s+in|included\s+in|present\s+in|not\s+in)\s+`([A-Za-z_$][\w.$]*)`"
)
_PART = re.compile(
    r"^\(?\s*(?:(?:not\s+)?(?P<py>.+?)\s+(?:not\s+)?in\s+(?P<c1>[A-Za-z_$][\w.$]*)"
    r"|!?\s*(?P<c2>[A-Za-z_$][\w.$]*)\s*\.\s*(?:includes|contains|has|Contains|containsKey|ContainsKey)\s*\(.+\))\s*\)?$"
)


def member_subjects(text: str) -> frozenset[str]:
    """The collections a statement says a value is (or is not) in (the last part of a chain).

    >>> sorted(member_subjects("ignore に含まれる文字はそのまま残す")), sorted(member_subjects("a value in `ignore` is kept"))
    (['ignore'], ['ignore'])
    >>> member_subjects("characters in ignore are kept")  # an English word, not code: no subject
    frozenset()
    """
    plain = unicodedata.normalize("NFKC", text)
    names = [m.group(1) for m in _EN.finditer(plain)]
    if re.search(r"[\u3040-\u30ff\u3400-\u9fff]", plain):
        names += [m.group(1) for m in _JA.finditer(plain)]
    return frozenset(n.rsplit(".", 1)[-1] for n in names)


def member_tested(condition: str, subjects: frozenset[str]) -> bool:
    """Whether a condition (one of its `&&`/`||`/`and`/`or` parts) tests membership in a subject.

    >>> member_tested("c in ignore", frozenset({"ignore"})), member_tested("!this.ignore.includes(c)", frozenset({"ignore"}))
    (True, True)
    >>> member_tested("c in ('ﾞ', 'ﾟ')", frozenset({"ignore"}))
    False
    """
    for part in boolean_parts(condition):
        m = _PART.match(part)
        if m is not None and (m.group("c1") or m.group("c2") or "").rsplit(".", 1)[-1] in subjects:
            return True
    return False
