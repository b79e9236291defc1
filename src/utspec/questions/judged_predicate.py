"""A yes-or-no function named only in Japanese words, turned into the call a reviewer would run.

"既定のオプションでは 8 文字のパスワード 'Abcdef1!' は強いパスワードと判定されること" names no function: it says what
'Abcdef1!' is judged to be. A reviewer reads "強いパスワード" as `isStrongPassword` and runs it on 'Abcdef1!'. So does
this, through the anchoring module's analyser, never by a guess: the words before "と判定" name the function when
their anchors (Japanese through the glossary: 強い → strong, パスワード → password) are exactly the words of the
name of one yes-or-no function of the sources after its is / has / can prefix (`isStrongPassword`: strong,
password). The input is the one value the words before "は" fix (`worded_input.input_value`: a counted "8 文字" is
no value). `questions.worded_outcome` then reads the judgement itself (negated or not) as true or false.

Nothing (None) when two judgements are written, when the words fit no function or two, when a word is left over
("強い英字のパスワード"), when the input is not one value, or when the text names another parameter or option of
the function (the call without it would answer another question).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from utspec.anchoring import anchors
from utspec.questions.worded_input import _spell, input_value

#: "<input> は <what it is judged to be> と判定される": the judged words run from the topic particle to the verb.
_JUDGED = re.compile(
    r"は\s*(?P<phrase>[^\s、。,.はがを]+?)\s*(?:と|として)\s*(?:判定|判断|判別|認識|みなさ|見なさ|認め|扱わ)"
)
#: The prefix of a yes-or-no function's name, left out of the words it names (`isStrongPassword`: strong, password).
_PREFIX = re.compile(r"^(?:is|has|can|should)(?=[A-Z_])")


def _name_words(function: str) -> frozenset[object]:
    rest = _PREFIX.sub("", function)
    if rest == function:
        return frozenset()  # not a yes-or-no name
    return frozenset(a for a in anchors(rest) if a.kind == "word")


def judged_function(phrase: str, functions: Iterable[str]) -> str | None:
    """The one yes-or-no function whose name words are exactly the anchors of the judged words, else None.

    >>> judged_function("強いパスワード", ["isStrongPassword", "isLength", "contains"])
    'isStrongPassword'
    >>> judged_function("パスワード", ["isStrongPassword"]) is None, judged_function("強いパスワード", ["strongPassword"])
    (True, None)
    """
    words = frozenset(a for a in anchors(phrase) if a.kind == "word")
    if not words:
        return None
    found = [f for f in functions if _name_words(f) == words]
    return found[0] if len(found) == 1 else None


def judged_call(
    text: str, functions: Iterable[str], others: Mapping[str, frozenset[str]], js: frozenset[str]
) -> tuple[str, str] | None:
    """The call `f(value)` a judgement in words states and the text of the judgement, or None (module docstring).

    `others`: each function taking its input first and the names the text must not use (`worded_input.js_others`,
    `py_others`); `js`: the JavaScript functions (their literals spelled `true`, `null`).

    >>> judged_call("8 文字のパスワード 'Abcdef1!' は強いパスワードと判定されること", ["isStrongPassword"],
    ...             {"isStrongPassword": frozenset()}, frozenset({"isStrongPassword"}))
    ("isStrongPassword('Abcdef1!')", '強いパスワードと判定されること')
    >>> judged_call("'a' や 'b' は強いパスワードと判定されること", ["isStrongPassword"],
    ...             {"isStrongPassword": frozenset()}, frozenset()) is None
    True
    """
    found = list(_JUDGED.finditer(text))
    if len(found) != 1:
        return None
    m = found[0]
    name = judged_function(m.group("phrase"), functions)
    if name is None or name not in others:
        return None
    if any(re.search(rf"(?<![\w$]){re.escape(w)}(?![\w$])", text) for w in others[name]):
        return None  # another parameter or option is spoken of
    value = input_value(text[: m.start()])
    if value is None:
        return None
    return f"{name}({_spell(value, name in js)})", text[m.start("phrase") :]


__all__ = ["judged_call", "judged_function"]
