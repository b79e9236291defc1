"""A comparison a claim cannot decide: it names neither the literal compared with nor any number for it.

"A 308 redirect of a request with a stream body is followed" shares the words *request* and
*redirect* with `request.redirect == 'error'` (a `case 'error':` label) and *request* and *follow*
with `request.counter >= request.follow`; sharing the subject's words does not say the claim takes
that branch. An equality test is decided by the claim only when it names the literal ('error',
`manual`); a comparison of two names (`counter >= follow`) never is, nor a membership test in a
collection the walk did not resolve (`classes.contains(exception.getClass())`). Such a part is unknown to the
walk (`utspec.questions.flow`), which then keeps to the normal path unless a decision about the
claim's value lies inside it. Pure function of the expression and the claim's anchors.
"""

from __future__ import annotations

import re

from utspec.anchoring import Anchor, anchors
from utspec.questions.set_conflicts import loose

_EQ = re.compile(r"^(?P<a>[^=!<>]+?)\s*(?:===|!==|==|!=)\s*(?P<b>[^=!<>]+)$")
_REL = re.compile(r"^(?P<a>[^=!<>]+?)\s*(?:<=|>=|<|>)\s*(?P<b>[^=<>]+)$")
_LITERAL = re.compile(r"^(?:'[^'\n]*'|\"[^\"\n]*\"|`[^`\n]*`|-?\d+(?:\.\d+)?)$")
#: `classes.contains(exception.getClass())`, `codes.includes(x)`, `x in allowed` (not a literal list).
_MEMBER = re.compile(
    r"\.\s*(?:contains|includes|has|containsKey)\s*\(|\s(?:not\s+)?in\s+(?![\[(\{])[\w.]+\s*$"
)
_NAME = re.compile(r"^[A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)*(?:\(\))?$")


def undecided(expr: str, claim: frozenset[Anchor]) -> bool:
    """Whether `expr` is a comparison the claim does not decide (see the module docstring).

    >>> c = anchors("A 308 redirect of a request with a stream body is followed")
    >>> undecided("request.redirect == 'error'", c), undecided("request.counter >= request.follow", c)
    (True, True)
    >>> undecided("request.redirect == 'manual'", anchors("A redirect with redirect set to manual is not followed"))
    False
    >>> undecided("request.body", c)
    False
    >>> undecided("this.nonRetriableIOExceptionClasses.contains(exception.getClass())", anchors("An UnknownHostException is retried"))
    True
    """
    e = expr.strip()
    if _MEMBER.search(e):
        return (
            True  # membership in a collection the walk did not resolve: which members, the claim does not say
        )
    if m := _EQ.match(e):
        a, b = m.group("a").strip(), m.group("b").strip()
        lit = b if _LITERAL.match(b) else a if _LITERAL.match(a) else None
        if lit is None:
            return False
        body = lit.strip("'\"`")
        if re.fullmatch(r"-?\d+(?:\.\d+)?", body):
            return False  # a number is the claim's value or not: `flow._atom` decides
        named = anchors(f"`{body}` {body}")
        return not any(loose(x, claim) for x in named if x.kind in ("word", "ident", "message"))
    if m := _REL.match(e):
        a, b = m.group("a").strip(), m.group("b").strip()
        return bool(_NAME.match(a) and _NAME.match(b))
    return False
