"""Notices said in any language: the sentence is a catalog key and its values, English kept as data.

Analyzers and input readers do not know the run's language (they are shared by every command), so
a notice carries `key` and `args`; `message` holds the English sentence for trace.json and for
consumers that read it as data, and `notice_text` says it in the language of the output being written.
"""

from __future__ import annotations

from utspec.messages import Catalog, Said, said
from utspec.models import NoteKind, Notice, NoticeReason


def notice(
    file: str,
    key: str | Said,
    /,
    *,
    line: int | None = None,
    end_line: int | None = None,
    kind: NoteKind = NoteKind.NOTE,
    reason: NoticeReason | None = None,
    **args: object,
) -> Notice:
    """A notice whose sentence is the catalog's `notice.<key>` (English in `message`)."""
    s = key if isinstance(key, Said) else said(f"notice.{key}", **args)
    short = s.key.removeprefix("notice.")
    return Notice(
        file=file,
        line=line,
        end_line=end_line,
        kind=kind,
        reason=reason,
        message=s.en,
        key=short,
        args=s.args,
    )


def notice_text(n: Notice, language: str = "en") -> str:
    """The notice's sentence in `language` (a notice without a key has only its English message)."""
    msg = Catalog(language)
    return msg(f"notice.{n.key}", **n.args) if n.key and msg.has(f"notice.{n.key}") else n.message


def notice_line(n: Notice, language: str = "en") -> str:
    """`file:line: sentence`, as `str(notice)` but in `language`."""
    where = f"{n.file}:{n.line}" if n.line else n.file
    return f"{where}: {notice_text(n, language)}"
