"""`utspec checklist PATH...`: print the coverage checklist of files and folders.

It needs no model and no graph, so it imports neither litellm nor langgraph (a test checks).
"""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager, nullcontext
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from utspec.cli.app import app, fail_on_errors

if TYPE_CHECKING:  # imported where used: `utspec --help` must not pay for tree-sitter and pydantic
    from utspec.analyzers.options import AnalyzerOptions
    from utspec.models import ChecklistItem, Notice, SourceText

#: Folders never walked into, .gitignore or not: version-control data and installed third-party code.
#: Build output (`build`, `dist`, `target`) is walked unless a .gitignore says otherwise: in many
#: projects those names hold real code.
SKIP_DIRS = frozenset({".git", ".hg", ".svn", ".venv", "venv", "node_modules", "__pycache__"})


#: Files met while walking a folder above this size are skipped (config `input.max_file_size` for `run`).
MAX_WALKED_SIZE = 1_000_000


class Format(StrEnum):
    TABLE = "table"
    JSON = "json"
    JSONL = "jsonl"


class Found:
    """A file to analyse: where it is, how items name it, and the folder that name is relative to."""

    __slots__ = ("base", "path", "shown", "walked")

    def __init__(self, path: Path, shown: str, base: Path, walked: bool = False) -> None:
        self.path, self.shown, self.base, self.walked = path, shown, base, walked


def _shown(path: Path, base: Path) -> tuple[str, Path]:
    """Item paths are relative to the current folder when the file is inside it, else to `base`."""
    cwd = Path.cwd().resolve()
    resolved = path.resolve()
    if resolved.is_relative_to(cwd):
        return resolved.relative_to(cwd).as_posix(), cwd
    return resolved.relative_to(base).as_posix(), base


class Walk:
    """Files under a folder that an analyzer reads, honouring every .gitignore on the way down.

    Skipped files are counted by reason so the run can say what it did not read.
    """

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.skipped: Counter[str] = Counter()

    def __iter__(self) -> Iterator[Path]:
        import pathspec

        from utspec.analyzers.registry import language_for

        specs: list[tuple[Path, pathspec.PathSpec]] = []

        def ignored(path: Path, is_dir: bool) -> bool:
            for root, spec in specs:
                if path.is_relative_to(root):
                    rel = path.relative_to(root).as_posix() + ("/" if is_dir else "")
                    if spec.match_file(rel):
                        return True
            return False

        # os.walk does not follow links to folders: a link loop cannot make the walk endless.
        for root_s, dirs, files in os.walk(self.folder):
            root = Path(root_s)
            specs = [(r, sp) for r, sp in specs if root.is_relative_to(r)]
            gi = root / ".gitignore"
            if gi.is_file():
                lines = gi.read_text(encoding="utf-8", errors="replace").splitlines()
                specs.append((root, pathspec.GitIgnoreSpec.from_lines(lines)))
            kept = []
            for d in sorted(dirs):
                if d in SKIP_DIRS or d.endswith(".egg-info"):
                    self.skipped["third-party or VCS folder"] += 1
                elif ignored(root / d, True):
                    self.skipped["folder ignored by .gitignore"] += 1
                else:
                    kept.append(d)
            dirs[:] = kept
            for name in sorted(files):
                path = root / name
                if name == ".gitignore":
                    continue
                if ignored(path, False):
                    self.skipped["ignored by .gitignore"] += 1
                elif language_for(name) is None:
                    self.skipped["unknown language"] += 1
                else:
                    yield path

    def notice(self, shown: str, language: str = "en") -> Notice | None:
        """`skipped under this folder: 2 ignored by .gitignore, 1 unknown language`, or None.

        The English sentence is the notice's data; `args` holds the reasons in `language` for its catalog
        sentence (`notice.walk_skipped`). English needs no catalog: `utspec checklist` reads no YAML for it.
        """
        from utspec.models import NoteKind, Notice

        if not self.skipped:
            return None
        counted = sorted(self.skipped.items(), key=lambda kv: (-kv[1], kv[0]))
        parts = ", ".join(f"{n} {why}" for why, n in counted)
        if language != "en":
            from utspec.messages import Catalog

            msg = Catalog(language)
            parts_said = msg("sep.list").join(msg(f"walk.{_REASONS[why]}", n=n) for why, n in counted)
        return Notice(file=shown, kind=NoteKind.SKIPPED, message=f"skipped under this folder: {parts}", key="walk_skipped",
                      args={"parts": parts if language == "en" else parts_said})  # fmt: skip


#: The walk's reasons (English data, as counted) and their catalog keys under `walk.`.
_REASONS = {"third-party or VCS folder": "third_party", "folder ignored by .gitignore": "folder_ignored",
            "ignored by .gitignore": "ignored", "unknown language": "unknown_language"}  # fmt: skip


def walk(folder: Path) -> Iterator[Path]:
    """Files under `folder` that an analyzer reads, in a stable order (see `Walk`)."""
    return iter(Walk(folder))


def collect(paths: Sequence[Path], language: str = "en") -> tuple[list[Found], list[Notice]]:
    """Expand folders; a named file no analyzer reads is reported, the same file met in a folder is not."""
    from utspec.analyzers.registry import language_for
    from utspec.errors import UtspecError
    from utspec.messages import said
    from utspec.notices import notice

    found: list[Found] = []
    notices: list[Notice] = []
    seen: set[Path] = set()
    for given in paths:
        if not given.exists():
            raise UtspecError(str(given), said("error.fixture.no_path"))
        if given.is_dir():
            base = given.resolve()
            walker = Walk(given)
            candidates = list(walker)
            if (note := walker.notice(given.as_posix(), language)) is not None:
                notices.append(note)
        else:
            base = given.resolve().parent
            candidates = [given]
        for path in candidates:
            resolved = path.resolve()
            if resolved in seen:
                continue
            seen.add(resolved)
            shown, root = _shown(path, base)
            if language_for(shown) is None:
                notices.append(notice(shown, "no_analyzer"))
                continue
            found.append(Found(path, shown, root, walked=given.is_dir()))
    return found, notices


def read_sources(found: Sequence[Found]) -> tuple[list[SourceText], list[Notice]]:
    """Decode every file; binary or undecodable files become notices, never a crash."""
    from utspec.errors import UtspecError
    from utspec.inputs.generated import skip_said
    from utspec.inputs.text import read_text
    from utspec.models import NoteKind, Notice, SourceText
    from utspec.notices import notice

    sources: list[SourceText] = []
    notices: list[Notice] = []
    for f in found:
        # A file met while walking a folder may be skipped as too large or generated; a named one never.
        if f.walked and (size := f.path.stat().st_size) > MAX_WALKED_SIZE:
            notices.append(notice(f.shown, "walked_too_large", kind=NoteKind.SKIPPED, size=f"{size:,}",
                                  limit=f"{MAX_WALKED_SIZE:,}"))  # fmt: skip
            continue
        try:
            decoded = read_text(f.path, shown_as=f.shown)
        except UtspecError as exc:
            notices.append(Notice(file=f.shown, message=exc.message))
            continue
        if decoded.text is None:
            notices.append(notice(f.shown, "walked_binary", kind=NoteKind.SKIPPED))
            continue
        if f.walked and (reason := skip_said(decoded.text)) is not None:
            notices.append(notice(f.shown, reason, kind=NoteKind.SKIPPED))
            continue
        sources.append(SourceText(path=f.shown, text=decoded.text))
    return sources, notices


def public_record(item: ChecklistItem) -> dict[str, object]:
    """The item as `--format jsonl` prints it: exactly `ChecklistItem.PUBLIC_FIELDS`, in that order."""
    from utspec.models import ChecklistItem

    data = item.model_dump(mode="json", include=set(ChecklistItem.PUBLIC_FIELDS))
    return {name: data[name] for name in ChecklistItem.PUBLIC_FIELDS}


def render_table(items: Sequence[ChecklistItem], language: str = "en") -> str:
    from utspec.render.columns import ljust, width

    head: tuple[str, ...] = ("ID", "KIND", "SYMBOL", "TEXT")
    if language != "en":  # the column names are words; the kinds under KIND are values, as in --format json
        from utspec.messages import Catalog

        msg = Catalog(language)
        head = tuple(msg(f"checklist.column.{c.lower()}") for c in head)
    rows: list[tuple[str, ...]] = [head]
    rows += [
        (i.id, i.kind.value + ("" if i.must_cover else "*"), i.symbol or "-", i.text[:80]) for i in items
    ]
    widths = [max(width(r[c]) for r in rows) for c in range(3)]
    lines = ["  ".join(ljust(r[c], widths[c]) for c in range(3)) + "  " + r[3] for r in rows]
    files = len({i.file for i in items})
    must = sum(i.must_cover for i in items)
    if language == "en":  # without the catalog: `utspec checklist` of a code file reads no YAML
        lines.append(f"{len(items)} item(s) in {files} file(s); {must} must-cover (* = advisory)")
    else:
        from utspec.messages import Catalog

        lines.append(Catalog(language)("checklist.footer", items=len(items), files=files, must=must))
    return "\n".join(lines)


def _scope(items: list[ChecklistItem], found: Sequence[Found], rev: str) -> list[ChecklistItem]:
    """Keep items the diff touches; files named relative to different folders are scoped per folder."""
    from utspec.analyzers.diff import scope_to_diff

    bases: dict[Path, set[str]] = {}
    for f in found:
        bases.setdefault(f.base, set()).add(f.shown)
    kept: set[str] = set()
    for base, files in bases.items():
        group = [i for i in items if i.file in files]
        kept.update(i.id for i in scope_to_diff(group, base, rev, base=base))
    return [i for i in items if i.id in kept]


def _options(config: Path | None, dialect: str | None) -> AnalyzerOptions:
    """The config's `analysis:` options (only that section is read), with `--dialect` over its dialect."""
    from utspec.analyzers.options import AnalyzerOptions
    from utspec.errors import UtspecError
    from utspec.inputs.text import read_text
    from utspec.messages import said

    options = AnalyzerOptions()
    if config is not None:
        from utspec.config import parse_config

        decoded = read_text(config, shown_as=str(config))
        if decoded.text is None:
            raise UtspecError(str(config), said("error.binary_config"))
        options = parse_config(decoded.text, str(config)).analysis.analyzer_options()
    if dialect is not None:
        from typing import get_args

        from utspec.config import SqlDialect

        if dialect not in get_args(SqlDialect):
            raise UtspecError(
                "--dialect",
                said("error.dialect", dialect=repr(dialect), known=", ".join(get_args(SqlDialect))),
            )
        options = options.model_copy(update={"sql_dialect": None if dialect == "generic" else dialect})
    return options


@app.command()
def checklist(
    paths: list[Path] = typer.Argument(..., help="Files and folders (folders are walked recursively)."),
    fmt: Format = typer.Option(
        Format.TABLE, "--format", "-f", help="table, json or jsonl (one item per line)."
    ),
    diff: str | None = typer.Option(
        None, "--diff", help="Keep items on lines `git diff REV` (or `A..B`) touches."
    ),
    dialect: str | None = typer.Option(
        None,
        "--dialect",
        help="sqlglot dialect for SQL (default: the config's analysis.sql_dialect, else generic).",
    ),
    config: Path | None = typer.Option(
        None,
        "--config",
        "-c",
        help="Take the `analysis:` section (dialect, SQL calls, must-cover) from this config.",
    ),
    language: str | None = typer.Option(
        None,
        "--language",
        help="Language of the notices, the totals line and errors (en, ja; default: the config's, else en).",
    ),
    debug: bool = typer.Option(False, "--debug", help="Show tracebacks of unexpected errors."),
) -> None:
    """Print the coverage checklist (branches, exits, boundaries, SQL, config) of PATH..."""
    from utspec.analyzers.checklist import analyze

    said_in = "en"
    with fail_on_errors(debug), _speaking(language, config):
        from utspec.error_language import option_language

        said_in = option_language(language, config) or "en"
        options = _options(config, dialect)
        found, notices = collect(paths, said_in)
        sources, read_notices = read_sources(found)
        analysis = analyze(sources, options)
        items = analysis.items
        if diff is not None:
            items = _scope(items, found, diff)
    for n in [*notices, *read_notices, *analysis.notices]:
        typer.echo(f"notice: {n}" if said_in == "en" else _said_notice(n, said_in), err=True)
    if fmt is Format.JSONL:
        for item in items:
            typer.echo(json.dumps(public_record(item), ensure_ascii=False))
    elif fmt is Format.JSON:
        notes = [n.model_dump(mode="json") for n in [*notices, *read_notices, *analysis.notices]]
        typer.echo(
            json.dumps(
                {"items": [public_record(i) for i in items], "notices": notes}, ensure_ascii=False, indent=2
            )
        )
    else:
        typer.echo(render_table(items, said_in))


def _speaking(language: str | None, config: Path | None) -> AbstractContextManager[None]:
    """Errors in `--language`, else the config's; no language given: nothing to look up (and no YAML read)."""
    if language is None and config is None:
        return nullcontext()
    from utspec.error_language import option_language, speaking

    return speaking(lambda: option_language(language, config))


def _said_notice(n: Notice, language: str) -> str:
    from utspec.messages import Catalog
    from utspec.notices import notice_line

    return Catalog(language)("console.notice", text=notice_line(n, language))
