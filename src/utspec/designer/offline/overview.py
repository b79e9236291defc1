"""Statements that describe the whole document are about no one case.

The paragraph right under a document's title ("Utility to parse a string bytes (ex: `1TB`) to bytes
and vice-versa.", "**A Python slugify application that handles unicode**.") and the statements of an
overview section (Overview, Introduction, 概要, はじめに) say what the whole module is for; a Related or
See also section ("[titleize](...) - Capitalize every word in string") describes other packages. They share
words with every case ("parse", "string"), so rarity puts them on whichever case says those words
most; no case is about them. They keep a design case of their own, as any statement with no code case.

The title is the first heading of each design file, unless it names a function as a call or in code
quotes (a document that opens with `## pad(text, width)` has no title: that heading heads the
function's statements); its section is the statements after it, up to the next heading.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.designer.offline.named_place import explicit_function
from utspec.models import Requirement

#: Headings of sections that introduce the whole document, or point away from it (other packages).
_OVERVIEW = re.compile(
    r"^\s*(?:overview|introduction|about|summary|概要|はじめに|序論|本書について|"
    r"related(?:\s+(?:projects|packages|modules|libraries|work))?|see\s+also|alternatives|関連(?:項目|リンク|パッケージ)?|参考)\s*$",
    re.I,
)


def overview_ids(
    requirements: Sequence[Requirement], functions: frozenset[str] = frozenset()
) -> frozenset[str]:
    """The ids of the statements in a file's title section or in an overview section.

    >>> from utspec.models import Requirement
    >>> def r(n: int, kind: str, text: str, section: str, file: str = "d.md") -> Requirement:
    ...     return Requirement(id=f"DR-{n}", file=file, line=n, kind=kind, text=text, section=section)
    >>> sorted(overview_ids([r(1, "heading", "Bytes", "Bytes"), r(2, "sentence", "Parses bytes.", "Bytes"),
    ...     r(3, "heading", "Usage", "Usage"), r(4, "sentence", "Returns null.", "Usage"),
    ...     r(5, "heading", "概要", "概要"), r(6, "sentence", "在庫を引き当てる。", "概要"),
    ...     r(7, "heading", "Related", "Related"), r(8, "bullet", "[titleize](x) - Capitalize every word", "Related")]))
    ['DR-2', 'DR-6', 'DR-8']
    >>> sorted(overview_ids([r(1, "heading", "pad(text, width)", "pad(text, width)"),
    ...     r(2, "sentence", "Pads a text.", "pad(text, width)")], frozenset({"pad"})))
    []
    """
    titles: dict[str, str] = {}
    for req in requirements:
        if req.kind == "heading" and req.file not in titles:
            titles[req.file] = "" if explicit_function(req.text, functions) else req.text
    out = set()
    for req in requirements:
        if req.kind == "heading" or req.file not in titles:
            continue
        if (titles[req.file] and req.section == titles[req.file]) or _OVERVIEW.match(req.section or ""):
            out.add(req.id)
    return frozenset(out)
