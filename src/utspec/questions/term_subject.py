"""The name an option list's entry documents, for its sentences that do not repeat it.

Reference documentation lists options as a term followed by sentences about it (a readme's
"- `timeMultiple?: number`" with "Default value is `2`." under it, a definition list). The sentence
"Default value is `2`." names nothing; its subject is the term above it. A term is a bullet statement
that is one code span opening with an identifier (`` `timeMultiple?: number` ``, `` `retry?: (e) => boolean` ``,
`` `wrap` ``); the subject of a later bullet statement of the same file and section is the nearest
term above it, up to a heading. Pure function of the statements.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.models import Requirement

#: One code span opening with an identifier, optionally `?` and a type or signature after it.
_TERM = re.compile(r"^`(?P<name>[A-Za-z_$][\w$]*)\??(?:\s*[:(][^`]*)?`$")


def term_subject(req: Requirement, requirements: Sequence[Requirement]) -> str | None:
    """The identifier of the term `req` sits under, or None (not a bullet, or no term above it).

    >>> rs = [Requirement(id="DR-1", file="d.md", line=1, kind="heading", text="Options"),
    ...       Requirement(id="DR-2", file="d.md", line=3, kind="bullet", text="`timeMultiple?: number`", section="Options"),
    ...       Requirement(id="DR-3", file="d.md", line=5, kind="bullet", text="Default value is `2`.", section="Options")]
    >>> term_subject(rs[2], rs), term_subject(rs[1], rs)
    ('timeMultiple', None)
    """
    if req.kind != "bullet":
        return None
    above = sorted(
        (r for r in requirements if r.file == req.file and r.line < req.line), key=lambda r: -r.line
    )
    for r in above:
        if r.kind == "heading" or r.section != req.section:
            return None
        if r.kind == "bullet" and (m := _TERM.match(r.text.strip())):
            return m.group("name")
    return None
