"""Load everything a run reads: design requirements, key test items and the changed source code.

A file the user named is never skipped silently. Design documents and key item files must be
readable and say something (an empty or binary one is an error naming it, exit 2); source files
met through a glob may be skipped (binary, generated, too large) with a notice in the spec's
Input notes, but a source file named without a wildcard is always read.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from utspec.config import LoadedConfig
from utspec.errors import UtspecError
from utspec.inputs.generated import skip_said
from utspec.inputs.key_items import ItemLine, key_item_lines
from utspec.inputs.markdown import statements
from utspec.inputs.office import LEGACY_SUFFIXES, OFFICE_SUFFIXES, Located, office_statements
from utspec.inputs.text import Decoded, read_text
from utspec.messages import said
from utspec.models import KeyItem, NoteKind, Notice, Requirement, SourceText
from utspec.notices import notice


class Context(BaseModel):
    """The run's inputs, decoded and numbered. IDs are stable for unchanged input."""

    model_config = ConfigDict(frozen=True)

    requirements: list[Requirement] = Field(default_factory=list)
    key_items: list[KeyItem] = Field(default_factory=list)
    sources: list[SourceText] = Field(default_factory=list)
    notices: list[Notice] = Field(default_factory=list)
    design_text: dict[str, str] = Field(
        default_factory=dict, description="Decoded design documents by relative path."
    )


def _note(decoded: Decoded, shown: str, notices: list[Notice]) -> None:
    if decoded.note:
        kind = (
            NoteKind.GUESSED if "encoding" in decoded.note or "byte-order" in decoded.note else NoteKind.NOTE
        )
        notices.append(
            notice(shown, decoded.said, kind=kind)
            if decoded.said
            else Notice(file=shown, message=decoded.note, kind=kind)
        )


def _named_text(path: Path, shown: str, role: str, loaded: LoadedConfig, notices: list[Notice]) -> str:
    """Text of a design or key item file; binary, legacy-format or empty files are errors naming it."""
    if path.suffix.lower() in LEGACY_SUFFIXES:
        raise UtspecError(shown, said(f"error.legacy_{role}", suffix=path.suffix))
    decoded = read_text(path, shown_as=shown, encoding=loaded.encoding_for(path))
    if decoded.text is None:
        raise UtspecError(shown, said(f"error.binary_{role}"))
    _note(decoded, shown, notices)
    if not decoded.text.strip():
        raise UtspecError(shown, said(f"error.empty_{role}"))
    return decoded.text


def requirements_from(files: list[tuple[str, str]]) -> list[Requirement]:
    """Number design statements `DR-1`… in the order of the files given, then by line."""
    out: list[Requirement] = []
    for shown, text in files:
        for st in statements(text):
            out.append(
                Requirement(
                    id=f"DR-{len(out) + 1}",
                    file=shown,
                    line=st.line,
                    kind=st.kind,  # type: ignore[arg-type]
                    text=st.text,
                    section=st.section,
                )
            )
    return out


def _office_requirements(shown: str, located: list[Located], start: int) -> list[Requirement]:
    return [
        Requirement(id=f"DR-{start + i + 1}", file=shown, line=st.line, kind=st.kind,  # type: ignore[arg-type]
                    text=st.text, section=st.section, where=st.where)
        for i, st in enumerate(located)
    ]  # fmt: skip


def key_items_from(files: list[tuple[str, str]], notices: list[Notice] | None = None) -> list[KeyItem]:
    """Number the items of key item files `KT-1`… (any bullet, numbered line or table row).

    Raises:
        UtspecError: a file with no recognisable item (it would silently give 0 key items).
    """
    read: list[tuple[str, ItemLine]] = []
    for shown, text in files:
        items = key_item_lines(text)
        if not items:
            raise UtspecError(shown, said("error.no_key_items"))
        read += [(shown, it) for it in items]
    ids = key_ids([it.own_id for _, it in read])
    if notices is not None and (
        first := next(((f, it) for (f, it), i in zip(read, ids) if it.own_id not in (None, i)), None)
    ):
        shown, it = first  # the author's ids are not all usable: say so where the first one is not kept
        notices.append(
            notice(shown, "key_ids_renumbered", line=it.line, written=it.own_id, used=ids[read.index(first)])
        )
    return [KeyItem(id=i, file=f, line=it.line, text=it.text) for (f, it), i in zip(read, ids, strict=True)]


def key_ids(written: list[str | None]) -> list[str]:
    """The ids of the key items: the author's own when every item has one and no two are the same (a spec cites
    "KT-7" for the item its author calls KT-7), else `KT-1`… in order.

    >>> key_ids(["KT-3", "KT-7"]), key_ids([None, None]), key_ids(["KT-1", None]), key_ids(["KT-2", "KT-2"])
    (['KT-3', 'KT-7'], ['KT-1', 'KT-2'], ['KT-1', 'KT-2'], ['KT-1', 'KT-2'])
    """
    if all(written) and len(set(written)) == len(written):
        return [w for w in written if w is not None]
    return [f"KT-{n}" for n in range(1, len(written) + 1)]


def load_sources(loaded: LoadedConfig, notices: list[Notice]) -> list[SourceText]:
    """Decode the source files; files met through a glob may be skipped with a notice naming why."""
    sources: list[SourceText] = []
    limit = loaded.config.input.max_file_size
    for p in loaded.source_files:
        shown = loaded.relative(p)
        named = p.resolve() in loaded.named_sources
        if not named and p.stat().st_size > limit:
            notices.append(
                notice(
                    shown,
                    "too_large",
                    kind=NoteKind.SKIPPED,
                    size=f"{p.stat().st_size:,}",
                    limit=f"{limit:,}",
                )
            )
            continue
        decoded = read_text(p, shown_as=shown, encoding=loaded.encoding_for(p))
        if decoded.text is None:
            if named:
                raise UtspecError(shown, said("error.binary_source"))
            notices.append(notice(shown, "binary", kind=NoteKind.SKIPPED))
            continue
        _note(decoded, shown, notices)
        if not named and (why := skip_said(decoded.text)) is not None:
            notices.append(notice(shown, why, kind=NoteKind.SKIPPED))
            continue
        if not decoded.text.strip():
            notices.append(notice(shown, "empty", kind=NoteKind.SKIPPED))
        sources.append(SourceText(path=shown, text=decoded.text))
    return sources


def _located_key(item: KeyItem, office: dict[str, list[str]]) -> KeyItem:
    """Give an item of a .docx/.xlsx key file its paragraph or cell (its line is one per item there)."""
    wheres = office.get(item.file)
    if not wheres or item.line > len(wheres):
        return item
    return item.model_copy(update={"where": wheres[item.line - 1]})


def load_context(loaded: LoadedConfig) -> Context:
    notices: list[Notice] = []
    requirements: list[Requirement] = []
    design: dict[str, str] = {}
    for p in loaded.design_files:
        shown = loaded.relative(p)
        if p.suffix.lower() in OFFICE_SUFFIXES:
            located = office_statements(p, shown)
            if not located:
                raise UtspecError(shown, said("error.design_no_text"))
            requirements += _office_requirements(shown, located, len(requirements))
            design[shown] = "\n".join(st.text for st in located)
            continue
        text = _named_text(p, shown, "design", loaded, notices)
        design[shown] = text
        requirements += [r.model_copy(update={"id": f"DR-{len(requirements) + i + 1}"})
                         for i, r in enumerate(requirements_from([(shown, text)]))]  # fmt: skip
    keys: list[tuple[str, str]] = []
    office_keys: dict[str, list[str]] = {}  # where each item of a .docx/.xlsx key file sits (¶n, Sheet!B4)
    for p in loaded.key_item_files:
        shown = loaded.relative(p)
        if p.suffix.lower() in OFFICE_SUFFIXES:
            located = office_statements(p, shown)
            items = [st for st in located if st.kind != "heading"]
            keys.append((shown, "\n".join(f"- {st.text}" for st in items)))
            office_keys[shown] = [st.where for st in items]
            continue
        keys.append((shown, _named_text(p, shown, "key_items", loaded, notices)))
    sources = load_sources(loaded, notices)
    return Context(
        requirements=requirements,
        key_items=[_located_key(k, office_keys) for k in key_items_from(keys, notices)],
        sources=sources,
        notices=notices,
        design_text=design,
    )
