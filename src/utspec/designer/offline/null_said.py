"""A statement saying a named value is null is about the case testing that value for null.

"KT-2: value が null のときは null を返す" against Humanizer's truncators: `value` and null are each common (every
guard of `Truncate` names `value`, the normal path returns a string the words call "returns"), so the words
chose the normal path. The statement names one test: `value == null`. When some code case's condition tests the
statement's subject for null (`x == null`, `x is None`, `x === undefined`, `x == nil`, either polarity), only
those cases are candidates, as a named operand decides in relation_scope.py and a sign in sign_scope.py.

The subject is a name the statement writes as code: in code quotes, or an ASCII name inside a Japanese sentence
("value が null"), where it cannot be an English word. A statement about one null test in two functions (two
truncators share `if (value == null) return null;`) is about each of them (`null_each`), as "Throws X" is about
each place raising X (throws.py). The null test decides, shared words or not: `value` is too common a word to be an
anchor, and the normal path shares "returns" with "null を返す".
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from utspec.codetext import boolean_parts
from utspec.models import ChecklistItem, Kind

_NULL = r"`?(?:null|None|nil|undefined|NULL|ヌル)`?"
_NAME = r"`?(?P<s>[A-Za-z_$][\w.$]*)`?"
#: "value が null", "`value` は None", "value に null を渡す", "when `value` is null", "`value` = None".
_SAID = re.compile(
    rf"{_NAME}\s*(?:が|は|に|を)\s*{_NULL}(?![\w]|\s*を返)|`(?P<q>[A-Za-z_$][\w.$]*)`\s+(?:is|was|are|be)\s+{_NULL}\b"
    rf"|`(?P<e>[A-Za-z_$][\w.$]*)`\s*(?:=|==|===)\s*{_NULL}(?![\w])"
)
_JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
#: One null test: `value == null`, `x is not None`, `null === x`.
_TEST = re.compile(
    r"^\(?\s*(?P<s>[A-Za-z_$][\w.$]*)\s*(?:===|!==|==|!=|is\s+not|is)\s*(?:null|undefined|None|nil)\s*\)?$"
    r"|^\(?\s*(?:null|undefined|None|nil)\s*(?:===|!==|==|!=)\s*(?P<s2>[A-Za-z_$][\w.$]*)\s*\)?$"
)
#: More places than this is a habit of the whole code base, not the statement's subject: no link on each.
MAX_EACH = 3


def null_subjects(text: str) -> frozenset[str]:
    """The names a statement says are null (the last part of a chain: `options.value` is `value`).

    >>> sorted(null_subjects("KT-2: value が null のときは null を返す")), sorted(null_subjects("when `str` is None"))
    (['value'], ['str'])
    >>> null_subjects("returns null when the value is null")  # English words, not code: no subject
    frozenset()
    >>> null_subjects("convert は undefined を返す")  # what `convert` returns, not a test of it
    frozenset()
    """
    plain = unicodedata.normalize("NFKC", text)
    out = set()
    for m in _SAID.finditer(plain):
        name = m.group("s") or m.group("q") or m.group("e")
        if m.group("s") and not _JAPANESE.search(plain) and not plain[m.start() :].startswith("`"):
            continue  # "value is null" in English prose: `value` may be a word, not a name
        out.add(name.rsplit(".", 1)[-1])
    return frozenset(out)


def null_tested(condition: str, subjects: frozenset[str]) -> bool:
    """Whether a condition (one of its `&&`/`||`/`and`/`or` parts) tests a subject for null.

    >>> null_tested("value == null", frozenset({"value"})), null_tested("this.value is not None", frozenset({"value"}))
    (True, True)
    >>> null_tested("value.Length == 0 || value.Length <= length", frozenset({"value"}))
    False
    """
    for part in boolean_parts(condition):
        m = _TEST.match(part)
        if m and (m.group("s") or m.group("s2")).rsplit(".", 1)[-1] in subjects:
            return True
    return False


def null_each(tied: Sequence[Sequence[ChecklistItem]], subjects: frozenset[str]) -> bool:
    """Whether every tied case (by the code it cites, its own condition first) tests a subject for null: the
    statement then describes each of them.

    >>> from utspec.models import ChecklistItem as I
    >>> a = I(id="a", kind=Kind.BRANCH, file="A.cs", line=11, end_line=11, symbol="A.Truncate", text="value == null", language="c_sharp")
    >>> b = a.model_copy(update={"id": "b", "file": "B.cs", "symbol": "B.Truncate"})
    >>> c = a.model_copy(update={"id": "c", "line": 30, "text": "value != null"})
    >>> null_each([[a], [b]], frozenset({"value"})), null_each([[a]], frozenset({"value"})), null_each([[a], [c]], frozenset({"value"}))
    (True, False, False)
    """
    if not subjects or not 2 <= len(tied) <= MAX_EACH:
        return False
    if not all(
        cited and cited[0].kind is Kind.BRANCH and null_tested(cited[0].text, subjects) for cited in tied
    ):
        return False
    return one_per_function(tied)


def one_per_function(tied: Sequence[Sequence[ChecklistItem]]) -> bool:
    """Two to `MAX_EACH` cases, each the one of its function: a statement naming their test is about each. Two tests
    of one function are two places the words must choose between, not one statement each."""
    if not 2 <= len(tied) <= MAX_EACH or not all(tied):
        return False
    return len({cited[0].symbol for cited in tied}) == len(tied)
