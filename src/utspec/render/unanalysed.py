"""The spec's coverage section names the SQL statements no parser read, so their absence is visible.

A statement that fails to parse has no checklist items, so no case can cover it and no finding
mentions it: without this line the deliverable would be silently short (issue 10).
"""

from __future__ import annotations

from collections.abc import Sequence

from utspec.models import Notice, NoticeReason

_SENTENCE = {
    "en": ("{n} statement could not be analysed: {where}", "{n} statements could not be analysed: {where}"),
    "ja": ("解析できなかった文が {n} 件あります: {where}", "解析できなかった文が {n} 件あります: {where}"),
}
#: At most this many places are listed; the rest are counted.
MAX_PLACES = 10


def unanalysed_line(notices: Sequence[Notice], language: str = "en") -> str | None:
    """`1 statement could not be analysed: q.sql:3` (places sorted, at most `MAX_PLACES`), or None."""
    places = sorted(
        {f"{n.file}:{n.line}" if n.line else n.file for n in notices if n.reason is NoticeReason.SQL_UNPARSED}
    )
    if not places:
        return None
    one, many = _SENTENCE.get(language, _SENTENCE["en"])
    where = ", ".join(places[:MAX_PLACES]) + (
        f" (+{len(places) - MAX_PLACES})" if len(places) > MAX_PLACES else ""
    )
    return (one if len(places) == 1 else many).format(n=len(places), where=where)
