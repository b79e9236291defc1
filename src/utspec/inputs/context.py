"""Load everything a run reads: design requirements, key test items and the changed source code."""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from utspec.config import LoadedConfig
from utspec.inputs.markdown import statements
from utspec.inputs.text import read_text
from utspec.models import KeyItem, Notice, Requirement, SourceText


class Context(BaseModel):
    """The run's inputs, decoded and numbered. IDs are stable for unchanged input."""

    model_config = ConfigDict(frozen=True)

    requirements: list[Requirement] = Field(default_factory=list)
    key_items: list[KeyItem] = Field(default_factory=list)
    sources: list[SourceText] = Field(default_factory=list)
    notices: list[Notice] = Field(default_factory=list)
    design_text: dict[str, str] = Field(default_factory=dict, description="Decoded design documents by relative path.")


def _decode(path: Path, shown: str, notices: list[Notice]) -> str | None:
    decoded = read_text(path, shown_as=shown)
    if decoded.text is None:
        notices.append(Notice(file=shown, message="binary file skipped"))
        return None
    return decoded.text


def requirements_from(files: list[tuple[str, str]]) -> list[Requirement]:
    """Number design statements `DR-1`… in the order of the files given, then by line."""
    out: list[Requirement] = []
    for shown, text in files:
        for st in statements(text):
            out.append(
                Requirement(
                    id=f"DR-{len(out) + 1}", file=shown, line=st.line, kind=st.kind,  # type: ignore[arg-type]
                    text=st.text, section=st.section
                )
            )
    return out


def key_items_from(files: list[tuple[str, str]], notices: list[Notice]) -> list[KeyItem]:
    """Number the Markdown bullets of key item files `KT-1`…; a file with no bullet gets a notice."""
    out: list[KeyItem] = []
    for shown, text in files:
        bullets = [st for st in statements(text) if st.kind == "bullet"]
        if not bullets:
            notices.append(Notice(file=shown, message="no Markdown bullet found: key test items are `- item` lines"))
        for st in bullets:
            out.append(KeyItem(id=f"KT-{len(out) + 1}", file=shown, line=st.line, text=st.text))
    return out


def load_context(loaded: LoadedConfig) -> Context:
    notices: list[Notice] = []
    design: list[tuple[str, str]] = []
    for p in loaded.design_files:
        shown = loaded.relative(p)
        if (text := _decode(p, shown, notices)) is not None:
            design.append((shown, text))
    keys: list[tuple[str, str]] = []
    for p in loaded.key_item_files:
        shown = loaded.relative(p)
        if (text := _decode(p, shown, notices)) is not None:
            keys.append((shown, text))
    sources: list[SourceText] = []
    for p in loaded.source_files:
        shown = loaded.relative(p)
        if (text := _decode(p, shown, notices)) is not None:
            sources.append(SourceText(path=shown, text=text))
    return Context(
        requirements=requirements_from(design),
        key_items=key_items_from(keys, notices),
        sources=sources,
        notices=notices,
        design_text=dict(design),
    )
