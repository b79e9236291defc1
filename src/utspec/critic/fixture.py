"""Annotated spec fixtures: a Markdown spec whose rows say which rule must, or must not, flag them.

The format is documented in one place, README.md "Testing your rules"; this module reads it.
In short: an optional YAML front matter names the inputs (`config`, or `design` / `source` /
`key_items` globs, or inputs written out under `given`); the body is utspec's spec table (any
accepted headers); HTML comments `<!-- ruleid: R -->`, `<!-- ok: R -->`, `<!-- todoruleid: R -->`,
`<!-- todook: R -->` in a cell or on the line just before a row annotate that row. The comment's
body is a YAML flow mapping, so it can carry `id`, `says`, `not_says`, `severity` and `why`.

Every problem with a fixture is a `UtspecError` naming the file and line (exit 2 at the CLI):
a fixture that cannot be read tells the user nothing about their rule.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from utspec.critic.review_input import ReviewInput
from utspec.critic.rule_schema import RULE_ID
from utspec.errors import UtspecError
from utspec.messages import said
from utspec.models import ChecklistItem, KeyItem, Notice, Requirement, SourceText, TestSpec

AnnotationKind = Literal["ruleid", "ok", "todoruleid", "todook"]
ANNOTATION_KINDS: tuple[AnnotationKind, ...] = ("ruleid", "ok", "todoruleid", "todook")
FIXTURE_SUFFIX = ".test.md"

_COMMENT = re.compile(r"<!--(.*?)-->")
_ANNOTATION = re.compile(r"^\s*(todoruleid|todook|ruleid|ok)\s*:")
_KEY = re.compile(r"^\s*([A-Za-z][\w-]*)\s*:")


def _near_miss(body: str) -> str | None:
    """The key of a comment meant as an annotation but misspelt (`ruleids:`, `todo-ok:`, `RuleID:`), else None.

    Silently ignoring one would leave a row untested while the run says everything holds; a comment
    of the spec's own (`<!-- utspec: ... -->`, `<!-- note: ... -->`) is left alone.
    """
    m = _KEY.match(body)
    if m is None:
        return None
    folded = m.group(1).lower().replace("-", "").replace("_", "")
    if folded in ("ok", "oks", "rule", "rules") or folded.startswith(("ruleid", "todo")):
        return m.group(1)
    return None


_ROW_CASE = re.compile(r"\|\s*`?(TC-\d{3,})`?\s*(?=\|)")
_OPTIONS = {"id", "says", "not_says", "severity", "why"}
_LANGUAGES = {"py": "python", "sql": "sql", "java": "java", "yaml": "yaml", "yml": "yaml", "json": "json",
              "js": "javascript", "ts": "typescript", "cs": "csharp", "go": "go"}  # fmt: skip


@dataclass(frozen=True)
class Annotation:
    """One expectation about one rule: on a row (`case`) or on one result (`result_id`)."""

    kind: AnnotationKind
    rule: str
    line: int
    case: str | None = None
    """The annotated row's case id; None for an annotation with an explicit `id`, not on a row."""
    result_id: str | None = None
    """The exact finding or question id expected (or not); None: any result of the rule on the row."""
    says: tuple[str, ...] = ()
    not_says: tuple[str, ...] = ()
    severity: Literal["blocking", "advisory", "question"] | None = None
    why: str | None = None

    @property
    def where(self) -> str:
        return self.result_id or self.case or "?"


@dataclass(frozen=True)
class Fixture:
    path: Path
    shown: str
    input: ReviewInput
    annotations: tuple[Annotation, ...]
    case_lines: dict[str, int] = field(default_factory=dict)
    """The line of each case's row, to name it in a report."""
    notices: tuple[Notice, ...] = ()


class _Given(BaseModel):
    """Inputs written out in the fixture: no files read, no analyzer run (the built-in checks' fixtures)."""

    model_config = ConfigDict(extra="forbid")
    sources: dict[str, str] = Field(default_factory=dict)
    checklist: list[dict[str, Any]] = Field(default_factory=list)
    requirements: list[dict[str, Any]] = Field(default_factory=list)
    key_items: list[dict[str, Any]] = Field(default_factory=list)


class _FrontMatter(BaseModel):
    model_config = ConfigDict(extra="forbid")
    config: str | None = Field(
        default=None, description="A config whose design, source and key items are the inputs."
    )
    design: list[str] = Field(default_factory=list)
    source: list[str] = Field(default_factory=list)
    key_items: list[str] = Field(default_factory=list)
    language: Literal["en", "ja"] | None = None
    given: _Given | None = None


# --- the front matter -----------------------------------------------------------------------------


def _split_front_matter(lines: list[str], shown: str) -> tuple[str | None, int]:
    """(front matter text, number of lines it spans including both `---`); (None, 0) when there is none."""
    if not lines or lines[0].strip() != "---":
        return None, 0
    for i in range(1, len(lines)):
        if lines[i].strip() == "---":
            return "\n".join(lines[1:i]), i + 1
    raise UtspecError(shown, said("error.fixture.unclosed"), line=1)


def _front_matter(text: str, shown: str) -> _FrontMatter:
    try:
        raw = yaml.safe_load(text) or {}
        node = yaml.compose(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or "invalid YAML"
        raise UtspecError(
            shown, said("error.fixture.front_yaml", problem=problem), line=mark.line + 2 if mark else 1
        ) from None
    if not isinstance(raw, dict):
        raise UtspecError(
            shown,
            said("error.fixture.front_mapping"),
            line=2,
        )
    for key in ("design", "source", "key_items"):
        if isinstance(raw.get(key), str):
            raw[key] = [raw[key]]
    try:
        fm = _FrontMatter.model_validate(raw)
    except ValidationError as exc:
        err = exc.errors(include_url=False)[0]
        loc = ".".join(str(p) for p in err["loc"])
        line = 2
        if isinstance(node, yaml.MappingNode):
            top = str(err["loc"][0]) if err["loc"] else ""
            line = next((k.start_mark.line + 2 for k, _ in node.value if k.value == top), 2)
        msg = (
            said("error.fixture.front_key")
            if err["type"] == "extra_forbidden"
            else said("error.invalid_value", problem=err["msg"])
        )
        raise UtspecError(shown, msg, field=said("error.fixture.front_field", field=loc), line=line) from None
    if fm.config and (fm.design or fm.source or fm.key_items):
        raise UtspecError(shown, said("error.fixture.config_and_globs"), line=2)
    if fm.given is not None and (fm.config or fm.design or fm.source or fm.key_items):
        raise UtspecError(shown, said("error.fixture.given_and_files"), line=2)
    return fm


def _glob(base: Path, patterns: list[str], key: str, shown: str) -> list[Path]:
    found: list[Path] = []
    for pattern in patterns:
        matches = (
            sorted(p for p in base.glob(pattern) if p.is_file())
            if not Path(pattern).is_absolute()
            else [Path(pattern)]
        )
        if not matches or not all(m.is_file() for m in matches):
            raise UtspecError(
                shown,
                said("error.fixture.glob", pattern=repr(pattern), base=base.as_posix()),
                field=said("error.fixture.front_field", field=key),
            )
        found.extend(m for m in matches if m not in found)
    return found


def _given_input(given: _Given, spec: TestSpec, shown: str) -> ReviewInput:
    def item(raw: dict[str, Any]) -> ChecklistItem:
        path, line, kind = str(raw["id"]).rsplit(":", 2)
        defaults = {"file": path, "line": int(line), "end_line": int(line), "kind": kind,
                    "language": _LANGUAGES.get(path.rsplit(".", 1)[-1], "text")}  # fmt: skip
        return ChecklistItem.model_validate({**defaults, **raw})

    try:
        sources = [SourceText(path=p, text=t) for p, t in given.sources.items()]
        checklist = [item(raw) for raw in given.checklist]
        reqs = [Requirement.model_validate({"file": "design.md", "line": n, "kind": "bullet", **raw})
                for n, raw in enumerate(given.requirements, start=1)]  # fmt: skip
        kts = [KeyItem.model_validate({"file": "key-test-items.md", "line": n, **raw})
               for n, raw in enumerate(given.key_items, start=1)]  # fmt: skip
    except ValidationError as exc:
        err = exc.errors(include_url=False)[0]
        where = ".".join(str(p) for p in err["loc"]) or "(entry)"
        raise UtspecError(
            shown,
            said("error.fixture.given_invalid", where=where, problem=err["msg"]),
            field=said("error.fixture.front_field", field="given"),
            line=2,
        ) from None
    except (ValueError, KeyError) as exc:  # a checklist id that is not `path:line:kind`
        raise UtspecError(
            shown,
            said("error.fixture.given_id", why=exc),
            field=said("error.fixture.front_field", field="given"),
            line=2,
        ) from None
    return ReviewInput(spec, checklist, reqs, kts, sources)


def _file_input(
    fm: _FrontMatter | None, path: Path, spec: TestSpec, shown: str
) -> tuple[ReviewInput, list[Notice]]:
    """Inputs read from files, the checklist built by the analyzers, exactly as `utspec review` does."""
    from utspec.analyzers import AnalyzerOptions, analyze
    from utspec.config import Config, InputSettings, LoadedConfig, load_config
    from utspec.inputs.context import load_context

    base = path.resolve().parent
    if fm is None or fm.config is not None:
        named = fm.config if fm is not None else None
        cfg_path = base / (named or "config.yaml")
        if not cfg_path.is_file():
            if named is None:
                return ReviewInput(spec, [], [], [], []), []  # a spec alone: pattern rules need nothing more
            raise UtspecError(shown, said("error.fixture.config", config=repr(named)),
                              field=said("error.fixture.front_field", field="config"), line=2)  # fmt: skip
        loaded = load_config(cfg_path)
    else:
        design = _glob(base, fm.design, "design", shown)
        source = _glob(base, fm.source, "source", shown)
        keys = _glob(base, fm.key_items, "key_items", shown)
        settings = InputSettings(design_paths=fm.design, source_paths=fm.source, key_test_items=fm.key_items)
        loaded = LoadedConfig(path=path, base=base, config=Config(input=settings), design_files=design,
                              source_files=source, key_item_files=keys, rule_files=[])  # fmt: skip
    ctx = load_context(loaded)
    analysis = analyze(ctx.sources, AnalyzerOptions())
    notices = [*ctx.notices, *analysis.notices]
    return ReviewInput(spec, analysis.items, ctx.requirements, ctx.key_items, ctx.sources), notices


# --- the annotations ------------------------------------------------------------------------------


def _strings(value: Any, what: str, shown: str, line: int) -> tuple[str, ...]:
    if isinstance(value, str):
        return (value,)
    if isinstance(value, list) and all(isinstance(v, str | int | float) for v in value):
        return tuple(str(v) for v in value)
    raise UtspecError(shown, said("error.fixture.strings", what=what), line=line)


def _annotation_body(body: str, shown: str, line: int) -> dict[str, Any]:
    try:
        raw = yaml.safe_load("{" + body.strip() + "}")
    except yaml.YAMLError as exc:
        problem = getattr(exc, "problem", None) or "invalid"
        raise UtspecError(
            shown,
            said("error.fixture.body_yaml", problem=problem),
            line=line,
        ) from None
    if not isinstance(raw, dict):  # pragma: no cover - a flow mapping always loads as a dict
        raise UtspecError(shown, said("error.fixture.body"), line=line)
    return raw


def _parse_annotation(body: str, shown: str, line: int) -> list[Annotation]:
    raw = _annotation_body(body, shown, line)
    kinds = [k for k in ANNOTATION_KINDS if k in raw]
    if len(kinds) != 1:
        raise UtspecError(shown, said("error.fixture.one_kind", kinds=", ".join(ANNOTATION_KINDS)), line=line)
    kind = kinds[0]
    unknown = sorted(set(raw) - {kind} - _OPTIONS)
    if unknown:
        raise UtspecError(
            shown,
            said("error.fixture.unknown_key", key=repr(unknown[0]), known=", ".join(sorted(_OPTIONS))),
            line=line,
        )
    rules = _strings(raw[kind], kind, shown, line)
    if not rules:
        raise UtspecError(shown, said("error.fixture.no_rule", kind=kind), line=line)
    for r in rules:
        if not re.match(RULE_ID, r):
            key = "error.fixture.not_rule_id_hint" if ":" in r else "error.fixture.not_rule_id"
            raise UtspecError(shown, said(key, rule=repr(r)), line=line)
    result_id = raw.get("id")
    if result_id is not None and (not isinstance(result_id, str) or len(rules) != 1):
        raise UtspecError(shown, said("error.fixture.one_id"), line=line)
    says = _strings(raw.get("says", []), "says", shown, line)
    not_says = _strings(raw.get("not_says", []), "not_says", shown, line)
    severity = raw.get("severity")
    if severity is not None and severity not in ("blocking", "advisory", "question"):
        raise UtspecError(shown, said("error.fixture.severity", severity=repr(severity)), line=line)
    if kind in ("ok", "todook") and (says or not_says or severity):
        raise UtspecError(shown, said("error.fixture.says_on_ok", kind=kind), line=line)
    why = raw.get("why")
    return [
        Annotation(
            kind=kind,
            rule=r,
            line=line,
            result_id=result_id,
            says=says,
            not_says=not_says,
            severity=severity,
            why=str(why) if why is not None else None,
        )  # fmt: skip
        for r in rules
    ]


def _annotations(
    lines: list[str], shown: str, start: int
) -> tuple[list[str], list[Annotation], dict[str, int]]:
    """Strip annotation comments; return (cleaned lines, annotations, line of each case row)."""
    cleaned = list(lines)
    out: list[Annotation] = []
    case_lines: dict[str, int] = {}
    pending: list[Annotation] = []

    def unattached(batch: list[Annotation]) -> None:
        for a in batch:
            if a.result_id is None:
                raise UtspecError(
                    shown,
                    said("error.fixture.no_row", annotation=f"{a.kind}: {a.rule}"),
                    line=a.line,
                )
            out.append(a)

    for i in range(start, len(lines)):
        n = i + 1
        found: list[Annotation] = []

        def take(m: re.Match[str], n: int = n, found: list[Annotation] = found) -> str:
            body = m.group(1)
            if _ANNOTATION.match(body):
                found.extend(_parse_annotation(body, shown, n))
                return ""
            if (key := _near_miss(body)) is not None:
                raise UtspecError(
                    shown,
                    said(
                        "error.fixture.unknown_annotation", key=repr(key), kinds=", ".join(ANNOTATION_KINDS)
                    ),
                    line=n,
                )
            return m.group(0)  # any other comment is the spec's own (e.g. `<!-- utspec: ... -->`)

        rest = _COMMENT.sub(take, lines[i])
        if "<!--" in rest and _ANNOTATION.match(rest.split("<!--", 1)[1]):
            raise UtspecError(shown, said("error.fixture.unclosed_comment"), line=n)
        stripped = rest.strip()
        if found and not stripped:
            pending += found  # an annotation line: it speaks about the row just below
            cleaned[i] = ""
            continue
        cleaned[i] = rest
        row_case = (
            next((m.group(1) for m in _ROW_CASE.finditer(stripped)), None)
            if stripped.startswith("|")
            else None
        )
        if row_case is None:
            unattached([*pending, *found])
            pending.clear()
            continue
        if row_case in case_lines:
            raise UtspecError(
                shown, said("error.fixture.case_twice", case=row_case, line=case_lines[row_case]), line=n
            )
        case_lines[row_case] = n
        for a in [*pending, *found]:
            out.append(a if a.result_id else replace(a, case=row_case))
        pending.clear()
    unattached(pending)
    return cleaned, out, case_lines


def _check_targets(annotations: list[Annotation], inp: ReviewInput, shown: str) -> None:
    """An explicit `id` must name something in the fixture, or an `ok` on it could never fail."""
    targets = {
        *(c.id for c in inp.spec.cases), *(i.id for i in inp.checklist),
        *(r.id for r in inp.requirements), *(k.id for k in inp.key_items),
    }  # fmt: skip
    for a in annotations:
        if a.result_id is not None and not any(t in a.result_id for t in targets):
            raise UtspecError(
                shown,
                said("error.fixture.id_names_nothing", id=repr(a.result_id)),
                line=a.line,
            )


def load_fixture(path: Path, shown: str | None = None) -> Fixture:
    """Read one annotated spec fixture: its spec, its review input and its annotations.

    Raises:
        UtspecError: anything malformed, naming the file and line.
    """
    from utspec.inputs.text import read_text
    from utspec.render.spec_md import parse_spec

    shown = shown or path.as_posix()
    if not path.is_file():
        raise UtspecError(shown, said("error.rule.no_such_file"))
    decoded = read_text(path, shown_as=shown)
    if decoded.text is None:
        raise UtspecError(shown, said("error.fixture.binary"))
    lines = decoded.text.split("\n")
    fm_text, fm_end = _split_front_matter(lines, shown)
    fm = _front_matter(fm_text, shown) if fm_text is not None else None
    cleaned, annotations, case_lines = _annotations(lines, shown, fm_end)
    for i in range(fm_end):  # keep line numbers: the spec parser must not read the front matter
        cleaned[i] = ""
    spec = parse_spec("\n".join(cleaned), shown)
    if not annotations:
        raise UtspecError(shown, said("error.fixture.no_annotation"))
    if fm is not None and fm.given is not None:
        inp, notices = _given_input(fm.given, spec, shown), list[Notice]()
    else:
        inp, notices = _file_input(fm, path, spec, shown)
    _check_targets(annotations, inp, shown)
    return Fixture(path, shown, inp, tuple(annotations), case_lines, tuple(notices))
