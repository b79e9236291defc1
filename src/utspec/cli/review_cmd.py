"""`utspec review SPEC --config PATH`: review a spec a person wrote or edited, as the loop's critic would.

Exit codes: 0 APPROVED, 1 NEEDS_REVISION, 3 HUMAN_CLARIFICATION_REQUIRED, 2 bad input (one line).
With no model configured for the critic, litellm is never imported.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from utspec.cli.app import app, fail_on_errors
from utspec.cli.run_cmd import EXIT

if TYPE_CHECKING:  # imported where used: `utspec --help` must not pay for pydantic models
    from utspec.config import LoadedConfig
    from utspec.critic.review_input import ReviewInput
    from utspec.models import ReviewResult, TestSpec


class Format(StrEnum):
    TABLE = "table"
    JSON = "json"
    SARIF = "sarif"


@dataclass(frozen=True)
class Reviewed:
    """A spec file, what it was reviewed against, and the review."""

    path: Path
    shown: str
    text: str
    spec: TestSpec
    input: ReviewInput
    result: ReviewResult
    notices: list[str]
    summaries: dict[str, str]
    """One line per rule id of the rule set used (SARIF's rule descriptions)."""


def read_spec(path: Path, shown: str) -> tuple[TestSpec, str]:
    """Read `spec.json` (TestSpec JSON) or a Markdown spec; errors name the file."""
    from pydantic import ValidationError

    from utspec.errors import UtspecError
    from utspec.inputs.text import read_text
    from utspec.messages import said
    from utspec.models import TestSpec
    from utspec.render.spec_md import parse_spec

    if not path.is_file():
        raise UtspecError(shown, said("error.review.no_such_file"))
    if path.suffix.lower() == ".xlsx":
        from utspec.render.xlsx import read_xlsx_spec

        return read_xlsx_spec(path.read_bytes(), shown), ""
    decoded = read_text(path, shown_as=shown)
    if decoded.text is None:
        raise UtspecError(shown, said("error.review.binary_spec"))
    if path.suffix.lower() == ".json":
        try:
            return TestSpec.model_validate_json(decoded.text), decoded.text
        except ValidationError as exc:
            err = exc.errors(include_url=False)[0]
            where = ".".join(str(p) for p in err["loc"]) or None
            raise UtspecError(shown, err["msg"], field=where) from None
    text = spec_text(path.read_bytes(), decoded.text, decoded.encoding)
    return parse_spec(text, shown), text


def spec_text(data: bytes, text: str, encoding: str | None) -> str:
    r"""A Markdown spec's text with its NUL characters kept: `read_text` makes a NUL byte a space (it would stop a
    parser of source code short), but in a spec it is a value the designer wrote (jdk-radix's `'\0'`, as
    `"\x00"`), and a space there contradicts the code (the Markdown review of a draft blocked on `" "`).

    >>> spec_text(b'returns `"\x00"`', 'returns `" "`', "utf-8"), spec_text(b"a\x00\r\nb", "a \nb", "utf-8")
    ('returns `"\x00"`', 'a\x00\nb')
    >>> spec_text(b"a\r\nb", "a\nb", "utf-8")
    'a\nb'
    """
    if b"\x00" not in data or encoding is None:
        return text
    try:
        return data.decode(encoding).replace("\r\n", "\n").replace("\r", "\n")
    except (LookupError, UnicodeDecodeError):
        return text


def review_file(spec_path: Path, loaded: LoadedConfig, *, door: object | None = None) -> Reviewed:
    """Review one spec file against the config's inputs, and the answers kept in the spec's run folder.

    Kept answers (`utspec answer`) apply as in a later `utspec run`: when the inputs are unchanged
    they explain literals and settle key items; otherwise each is a notice, as is an applied
    answer whose question is no longer asked.

    Args:
        door: a `ModelDoor` for the LLM critic; None reviews deterministically.

    Raises:
        UtspecError: the spec or an input cannot be read.
        BudgetExhausted, ModelFault: from the LLM critic (see `utspec.critic.compose.review_round`).
    """
    from utspec.analyzers import analyze
    from utspec.analyzers.diff_scope import check_diff, scope_to_config_diff
    from utspec.answers.kept import answer_notices, asked_ids, folder_answers, settled, unasked
    from utspec.critic.compose import make_critic
    from utspec.critic.review_input import ReviewInput
    from utspec.critic.rulefile import configured_rules
    from utspec.inputs.context import load_context
    from utspec.notices import notice_line

    shown = str(spec_path)
    check_diff(loaded)
    rules = configured_rules(loaded)
    spec, text = read_spec(spec_path, shown)
    ctx = load_context(loaded)
    analysis = analyze(ctx.sources, loaded.config.analysis.analyzer_options())
    items, scope = scope_to_config_diff(analysis.items, loaded)
    cfg = loaded.config
    # The answers a person gave to this folder's run count here as they would in a later run.
    folder = spec_path.resolve().parent
    kept, stale = folder_answers(folder, loaded)
    # Out of the diff's scope is not out of existence: a case may still cite an unchanged line.
    inp = ReviewInput(settled(spec, kept), items, ctx.requirements, ctx.key_items, ctx.sources, language=cfg.language,
                      citable=analysis.items, answers=kept)  # fmt: skip
    result = make_critic(door, cfg.critic, language=cfg.language, rules=rules)(inp)  # type: ignore[arg-type]
    gone = unasked(kept, asked_ids(inp, rules, {q.id for q in spec.open_questions})) if kept else []
    answered = answer_notices(folder, kept, stale, gone, cfg.language)
    notices = [notice_line(n, cfg.language) for n in [*ctx.notices, *analysis.notices, *scope, *answered]]
    from utspec.critic.rule_summaries import summaries_in

    return Reviewed(spec_path, shown, text, spec, inp, result, notices, summaries_in(rules, cfg.language))


def case_lines(text: str) -> dict[str, int]:
    """The line of each case's row in a Markdown spec, for locating findings."""
    out: dict[str, int] = {}
    for n, line in enumerate(text.split("\n"), start=1):
        if line.lstrip().startswith("|"):
            for m in re.finditer(r"\|\s*(TC-\d{3,})\s*(?=\|)", line):
                out.setdefault(m.group(1), n)
    return out


def render_table(rv: Reviewed, language: str = "en") -> str:
    from utspec.messages import Catalog, status_label
    from utspec.models import Severity
    from utspec.render.trace import critic_label

    msg = Catalog(language)
    r = rv.result
    lines = [msg("review.spec", path=rv.shown, n=len(rv.spec.cases)), msg("review.critic", critic=critic_label(r.critic, msg)),
             msg("review.status", status=status_label(r.status.value, language)),
             msg("review.rationale", text=r.rationale)]  # fmt: skip
    rows: list[tuple[str, str, str]] = []
    for f in r.findings:
        # The downgrade reason (`no_evidence`, `flip_flop`) is data, as in spec.json.
        tag = msg(f"review.{f.severity.value}") + (f" ({f.downgraded})" if f.downgraded else "")
        rows.append((tag, f.rule, f.message + (f"  [{', '.join(f.refs)}]" if f.refs else "")))
    for q in r.questions:
        rows.append((msg("review.question"), q.id, q.question))
    if rows:
        # Padded by display width: a Japanese tag takes two columns a character.
        w0 = max(_width(a) for a, _, _ in rows)
        w1 = max(len(b) for _, b, _ in rows)
        lines.append("")
        lines += [f"{a}{' ' * (w0 - _width(a))}  {b:<{w1}}  {c}" for a, b, c in rows]
    blocking = sum(f.severity is Severity.BLOCKING for f in r.findings)
    lines += [
        "",
        msg(
            "review.totals",
            blocking=blocking,
            advisory=len(r.findings) - blocking,
            questions=len(r.questions),
        ),
    ]
    return "\n".join(lines)


def _width(text: str) -> int:
    import unicodedata

    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def render_json(rv: Reviewed) -> str:
    payload = {"spec": rv.shown, "cases": len(rv.spec.cases), **rv.result.model_dump(mode="json")}
    return json.dumps(payload, ensure_ascii=False, indent=2)


def render_sarif(rv: Reviewed, loaded: LoadedConfig) -> str:
    from utspec.render.sarif import review_sarif

    sarif = review_sarif(rv.result, spec_uri=loaded.relative(rv.path), base=loaded.base, index=rv.input.index,
                         case_lines=case_lines(rv.text) if rv.path.suffix.lower() != ".json" else {},
                         summaries=rv.summaries)  # fmt: skip
    return json.dumps(sarif, ensure_ascii=False, indent=2)


def _open_door(loaded: LoadedConfig) -> object | None:
    cfg = loaded.config
    if cfg.llm.model_for("critic") is None:
        return None
    from utspec.llm import open_door  # litellm is imported only here, and only with a model

    return open_door(cfg.llm, cfg.budget, environ=os.environ)


@app.command()
def review(
    spec: Path = typer.Argument(
        ..., help="The spec to review: Markdown (utspec's table, English or Japanese headers) or spec.json."
    ),
    config: Path = typer.Option(
        ..., "--config", "-c", help="Path to config.yaml: the inputs to review against."
    ),
    fmt: Format = typer.Option(Format.TABLE, "--format", "-f", help="table, json or sarif (SARIF 2.1.0)."),
    debug: bool = typer.Option(False, "--debug", help="Show tracebacks of unexpected errors."),
) -> None:
    """Review a spec. Exit 0 APPROVED, 1 NEEDS_REVISION, 3 HUMAN_CLARIFICATION_REQUIRED, 2 bad input."""
    from utspec.llm.errors import BudgetExhausted, ModelFault
    from utspec.messages import Catalog

    with fail_on_errors(debug):
        from utspec.config import load_config
        from utspec.errors import UtspecError

        loaded = load_config(config)
        language = loaded.config.language
        msg = Catalog(language)
        try:
            rv = review_file(spec, loaded, door=_open_door(loaded))
        except UtspecError as exc:
            raise exc.in_language(language) from None
        except ModelFault as exc:  # a setup problem (key, price, auth): the user fixes the config
            typer.echo(
                msg("console.error", text=msg("error.review.model_fault", message=exc.one_line())), err=True
            )
            raise typer.Exit(2) from None
        except BudgetExhausted as exc:  # nothing was decided: a person has to look
            typer.echo(msg("console.error", text=msg("error.review.budget", message=exc)), err=True)
            raise typer.Exit(EXIT["HUMAN_CLARIFICATION_REQUIRED"]) from None
    for n in rv.notices:
        typer.echo(msg("console.notice", text=n), err=True)
    if fmt is Format.JSON:
        typer.echo(render_json(rv))
    elif fmt is Format.SARIF:
        typer.echo(render_sarif(rv, loaded))
    else:
        typer.echo(render_table(rv, language))
    raise typer.Exit(EXIT[rv.result.status.value])
