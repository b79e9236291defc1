"""`config.yaml`: the seed's shape plus the loop, model, rules and language settings.

Every path and glob is relative to the config file's folder, so a config can be run from anywhere.
Validation is strict (unknown keys are errors) because a misspelt key that is silently ignored
gives a run that looks right and is not.
"""

from __future__ import annotations

import codecs
import glob
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_serializer, field_validator

from utspec.errors import UtspecError
from utspec.llm.settings import BudgetSettings, LlmSettings
from utspec.messages import LANGUAGES, said
from utspec.models import Kind

if TYPE_CHECKING:
    from utspec.analyzers.options import AnalyzerOptions

Language = Literal["en", "ja"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


def _as_list(value: Any) -> Any:
    # The seed writes single paths as one-element lists; accept a plain string too.
    return [value] if isinstance(value, str) else value


class InputSettings(_Strict):
    design_paths: list[str] = Field(description="Globs of design documents (Markdown).")
    source_paths: list[str] = Field(description="Globs of the changed source code.")
    key_test_items: list[str] = Field(
        default_factory=list, description="Globs of key test item files (Markdown bullets)."
    )
    diff: str | None = Field(
        default=None,
        description="Git revision (`REV` or `REV..REV`): keep only checklist items the diff touches.",
    )
    encoding: str | dict[str, str] | None = Field(
        default=None,
        description="Force the text encoding of input files: one codec name for all, or {glob: name} (first match wins). "
        "Unset: byte-order mark, UTF-8, then a guess weighed toward CP932/EUC-JP.",
    )
    max_file_size: int = Field(
        default=1_000_000,
        ge=1,
        description="Source files larger than this (bytes) met through a glob are skipped with a note.",
    )

    _lists = field_validator("design_paths", "source_paths", "key_test_items", mode="before")(_as_list)

    @field_validator("encoding")
    @classmethod
    def _known_codecs(cls, value: str | dict[str, str] | None) -> str | dict[str, str] | None:
        for name in [value] if isinstance(value, str) else (value or {}).values():
            try:
                codecs.lookup(name)
            except LookupError:
                raise ValueError(
                    f"unknown encoding {name!r} (Python codec names: utf-8, cp932, euc_jp, cp1252, utf-16)"
                ) from None
        return value


class SheetSettings(_Strict):
    """The header block of the Excel spec: what a team writes at the top of its 単体テスト仕様書."""

    system: str = ""
    module: str = ""
    version: str = ""
    author: str = ""


class OutputSettings(_Strict):
    test_specification: list[str] = Field(
        default_factory=lambda: ["artifacts/unit-test-specification.md"],
        description="Where the Markdown spec goes; `spec.json` is written beside the first entry.",
    )
    trace: list[str] = Field(
        default_factory=lambda: ["artifacts/execution-trace.md"],
        description="Where the Markdown trace goes; `trace.json` is written beside the first entry.",
    )

    xlsx: str | None = Field(
        default=None,
        description="Also write the spec as an Excel UT仕様書 here (null: none; `utspec run --xlsx` puts it beside the spec).",
    )
    sheet: SheetSettings = Field(default_factory=lambda: SheetSettings())

    _lists = field_validator("test_specification", "trace", mode="before")(_as_list)


class LoopSettings(_Strict):
    max_revisions: int = Field(
        default=2, ge=0, le=20, description="Revisions before a human is asked instead."
    )


class CriticSettings(_Strict):
    """How the LLM critic is used after the deterministic one (see utspec.critic.compose)."""

    llm_when_blocked: bool = Field(
        default=False,
        description="Call the LLM critic even when a deterministic finding already blocks (costs a call per failing round); with only questions open it is called anyway.",
    )
    max_reasks: int = Field(
        default=1,
        ge=0,
        le=5,
        description="Re-asks of an LLM critic reply that fails validation before it counts as a rejection.",
    )


#: sqlglot's dialect names (sqlglot 30.31), plus `generic` for its dialect-neutral default.
SqlDialect = Literal[
    "generic", "athena", "bigquery", "clickhouse", "databricks", "doris", "dremio", "drill", "druid", "duckdb",
    "dune", "exasol", "fabric", "hive", "materialize", "mysql", "oracle", "postgres", "presto", "redshift",
    "risingwave", "singlestore", "snowflake", "spark", "spark2", "sqlite", "starrocks", "teradata", "trino", "tsql",
]  # fmt: skip


class AnalysisSettings(_Strict):
    """What the analyzers read and how (used alike by `run`, `review` and `checklist --config`)."""

    sql_dialect: SqlDialect = Field(
        default="generic",
        description="SQL dialect of `.sql` files and SQL in code; a statement it cannot parse is retried under "
        "postgres, mysql, tsql, oracle, sqlite, and a notice names the dialect that parsed.",
    )
    sql_calls: list[str] = Field(
        default_factory=list,
        description="More call names (last name segment, any case) whose first argument is SQL, "
        "added to the built-in ones (execute, prepareStatement, Query, text, ...).",
    )
    must_cover: dict[Kind, bool] = Field(
        default_factory=dict,
        description="Per checklist kind, whether a spec must cover its items (e.g. `loop: true`, `boundary: false`).",
    )

    _lists = field_validator("sql_calls", mode="before")(_as_list)

    def analyzer_options(self) -> AnalyzerOptions:
        """The analyzers' options these settings stand for."""
        from utspec.analyzers.options import DEFAULT_SQL_CALLS, AnalyzerOptions

        extra = tuple(n for n in self.sql_calls if n.lower() not in {d.lower() for d in DEFAULT_SQL_CALLS})
        return AnalyzerOptions(
            sql_dialect=None if self.sql_dialect == "generic" else self.sql_dialect,
            sql_call_names=DEFAULT_SQL_CALLS + extra,
            must_cover=dict(self.must_cover),
        )


class Config(_Strict):
    input: InputSettings
    output: OutputSettings = Field(default_factory=OutputSettings)
    loop: LoopSettings = Field(default_factory=LoopSettings)
    llm: LlmSettings = Field(default_factory=LlmSettings)
    budget: BudgetSettings = Field(default_factory=BudgetSettings)
    critic: CriticSettings = Field(default_factory=CriticSettings)
    analysis: AnalysisSettings = Field(default_factory=AnalysisSettings)
    rules: list[str] = Field(
        default_factory=list,
        description="Critic rule files or globs, applied over the built-in rules in this order (utspec.critic.rulefile).",
    )
    language: Language = "en"

    _lists = field_validator("rules", mode="before")(_as_list)


class LoadedConfig(BaseModel):
    """A validated config with its globs expanded to real files."""

    model_config = ConfigDict(frozen=True)

    path: Path
    base: Path = Field(description="The config's folder: every relative path is resolved against it.")
    config: Config
    design_files: list[Path]
    source_files: list[Path]
    key_item_files: list[Path]
    rule_files: list[Path]
    encodings: dict[Path, str] = Field(
        default_factory=dict, description="Files `input.encoding` globs name, resolved."
    )
    named_sources: frozenset[Path] = Field(
        default_factory=frozenset,
        description="Source files named in `source_paths` without a wildcard (never skipped as generated or huge).",
    )

    @field_serializer("encodings")
    def _encodings_by_name(self, value: dict[Path, str]) -> dict[str, str]:
        # Path keys as text: a run's checkpoint (msgpack) needs string keys; validation turns them back.
        return {str(k): v for k, v in value.items()}

    def encoding_for(self, path: Path) -> str | None:
        """The encoding `input.encoding` forces on `path`, or None to detect it."""
        forced = self.config.input.encoding
        if isinstance(forced, str):
            return forced
        return self.encodings.get(path.resolve())

    def relative(self, path: Path) -> str:
        """The `/`-separated name of a file as utspec shows it (relative to the config's folder when inside it)."""
        try:
            return path.resolve().relative_to(self.base.resolve()).as_posix()
        except ValueError:
            return path.resolve().as_posix()

    def output_path(self, configured: str, out_dir: Path | None) -> Path:
        if out_dir is not None:
            return out_dir / Path(configured).name
        return (self.base / configured).resolve()


def _yaml_line(text: str, dotted: str) -> int | None:
    """Best-effort line of a dotted key in the YAML source, so the error can point at it."""
    try:
        node = yaml.compose(text)
    except yaml.YAMLError:
        return None
    for part in dotted.split("."):
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                if key.value == part:
                    line = key.start_mark.line + 1
                    node = value
                    break
            else:
                return None
        elif isinstance(node, yaml.SequenceNode) and part.isdigit() and int(part) < len(node.value):
            node = node.value[int(part)]
            line = node.start_mark.line + 1
        else:
            return None
    return line


def _expand(base: Path, patterns: list[str], field: str, shown: str, text: str) -> list[Path]:
    found: list[Path] = []
    for i, pattern in enumerate(patterns):
        matches = glob_files(base, pattern)
        if not matches:
            raise UtspecError(
                shown, said("error.glob_no_match", pattern=repr(pattern)), field=f"{field}[{i}]",
                line=_yaml_line(text, f"{field}.{i}"),
            )  # fmt: skip
        found.extend(m for m in matches if m not in found)
    return found


def glob_files(base: Path, pattern: str) -> list[Path]:
    """Files `pattern` names under `base`, sorted, one path per real file.

    pathlib's `**` does not follow symbolic links to folders, so a link loop in a source folder
    (`src/sub/up -> ..`) cannot make the walk endless or list one file under many names. Like
    `glob.glob`, wildcards do not match hidden names unless the pattern itself starts them with `.`.
    """
    p = Path(pattern)
    root, rel = (Path(p.anchor), p.relative_to(p.anchor).as_posix()) if p.is_absolute() else (base, pattern)
    if not glob.has_magic(rel):
        return [root / rel] if (root / rel).is_file() else []
    hidden_ok = rel.startswith(".") or "/." in rel
    seen: set[Path] = set()
    out: list[Path] = []
    for m in sorted(root.glob(rel)):
        if not m.is_file() or (not hidden_ok and any(part.startswith(".") and part not in (".", "..")
                                                     for part in m.relative_to(root).parts)):  # fmt: skip
            continue
        real = m.resolve()
        if real not in seen:
            seen.add(real)
            out.append(m)
    return out


def parse_config(text: str, shown: str) -> Config:
    """Validate config text; errors name the file, line and key."""
    try:
        raw = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or "invalid YAML"
        raise UtspecError(
            shown, said("error.invalid_yaml", problem=problem), line=mark.line + 1 if mark else None
        ) from None
    if not isinstance(raw, dict):
        raise UtspecError(shown, said("error.not_mapping"))
    try:
        return Config.model_validate(raw)
    except ValidationError as exc:
        err = exc.errors()[0]
        # A bad mapping key (`must_cover: {loops: true}`) is reported at the key: drop pydantic's `[key]` marker.
        dotted = ".".join(str(p) for p in err["loc"] if p != "[key]")
        key = "error.unknown_key" if err["type"] == "extra_forbidden" else "error.invalid_value"
        more = len(exc.errors()) - 1
        message = said(key + ("_more" if more else ""), problem=err["msg"], n=more)
        # The rest of the config may be wrong, its language is still the user's: say the error in it.
        language = raw.get("language") if raw.get("language") in LANGUAGES else None
        error = UtspecError(shown, message, field=dotted, line=_yaml_line(text, dotted))
        raise (error.in_language(language) if language else error) from None


def load_config(path: Path, *, base: Path | None = None) -> LoadedConfig:
    """Read, validate and expand a config file.

    Args:
        base: the folder relative paths resolve against (default: the config's folder). A batch
            writes a module's merged config into its case folder and keeps the module's own base.
    """
    from utspec.inputs.text import read_text

    shown = str(path)
    decoded = read_text(path, shown_as=shown)
    if decoded.text is None:
        raise UtspecError(shown, said("error.binary_config"))
    cfg = parse_config(decoded.text, shown)
    try:
        return _loaded(path, cfg, decoded.text, shown, base)
    except UtspecError as exc:
        raise exc.in_language(cfg.language) from None


def _loaded(path: Path, cfg: Config, text: str, shown: str, base: Path | None) -> LoadedConfig:
    base = (base or path.parent).resolve()
    return LoadedConfig(
        path=path,
        base=base,
        config=cfg,
        design_files=_expand(base, cfg.input.design_paths, "input.design_paths", shown, text),
        source_files=_expand(base, cfg.input.source_paths, "input.source_paths", shown, text),
        key_item_files=_expand(base, cfg.input.key_test_items, "input.key_test_items", shown, text),
        rule_files=_expand(base, cfg.rules, "rules", shown, text),
        encodings=_encodings(base, cfg.input.encoding),
        named_sources=frozenset(
            (base / p).resolve()
            for p in cfg.input.source_paths
            if not glob.has_magic(p) and (base / p).is_file()
        ),
    )


def _encodings(base: Path, forced: str | dict[str, str] | None) -> dict[Path, str]:
    """Resolve `input.encoding` globs to files; the first glob that names a file decides its encoding."""
    if not isinstance(forced, dict):
        return {}
    out: dict[Path, str] = {}
    for pattern, name in forced.items():
        for p in glob_files(base, pattern):
            out.setdefault(p.resolve(), name)
    return out


#: The line of a dotted key in a config's text (for errors found after loading, e.g. `input.diff`).
yaml_line = _yaml_line
