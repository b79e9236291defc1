"""`utspec rules test` and `utspec rules new`: test rules on annotated spec fixtures, start a new rule.

Like the other `rules` commands, neither imports litellm nor langgraph (a test checks).
"""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path

import typer

from utspec.cli.app import fail_on_errors
from utspec.cli.rules_cmd import rules_app


class Format(StrEnum):
    TABLE = "table"
    JSON = "json"
    JUNIT = "junit"


@rules_app.command("test")
def test_rules(
    paths: list[Path] = typer.Argument(
        None,
        help="Rule files, fixtures (*.test.md) or folders. Omitted: the config's rule files, or the built-in rules.",
    ),
    config: Path | None = typer.Option(
        None, "--config", "-c", help="config.yaml whose `rules:` files join the rule set."
    ),
    fmt: Format = typer.Option(Format.TABLE, "--format", "-f", help="table, json or junit (JUnit XML)."),
    strict: bool = typer.Option(
        False, "--strict", help="A rule with no fixture, or a todo that now holds, fails the run."
    ),
    language: str | None = typer.Option(
        None,
        "--language",
        help="Language of the report and errors (en, ja; default: the config's `language:`, else en).",
    ),
    debug: bool = typer.Option(False, "--debug", help="Show tracebacks of unexpected errors."),
) -> None:
    """Run rules over their annotated fixtures: per rule TP/FP/FN/TN/todo. Exit 0 all hold, 1 a mismatch, 2 a malformed fixture."""
    from utspec.error_language import option_language, speaking

    with fail_on_errors(debug), speaking(lambda: option_language(language, config)):
        from utspec.critic.rule_test import run_rule_tests
        from utspec.render import rule_tests

        said_in = option_language(language, config) or "en"
        report = run_rule_tests(list(paths or []), config, strict=strict)
        if not report.fixtures:
            from utspec.errors import UtspecError
            from utspec.messages import Catalog, said

            named = " ".join(str(p) for p in paths or []) or Catalog(said_in)("rule_test.the_rule_files")
            raise UtspecError(named, said("error.fixture.none_found"))
    for line in rule_tests.notice_lines(report, said_in):
        typer.echo(line, err=True)
    render = {Format.JSON: rule_tests.render_json, Format.JUNIT: rule_tests.render_junit}.get(
        fmt, rule_tests.render_table
    )
    typer.echo(render(report, said_in))
    raise typer.Exit(0 if report.ok else 1)


@rules_app.command("new")
def new_rule(
    rule_id: str = typer.Argument(..., metavar="ID", help="The new rule's id (kebab-case)."),
    check: str = typer.Option(
        ..., "--check", help="`pattern` (phrases or regexes over case fields) or a built-in check name."
    ),
    folder: Path = typer.Option(Path("."), "--dir", help="Where ID.yaml and ID.test.md are written."),
    language: str | None = typer.Option(
        None, "--language", help="Language of the lines it prints and its errors (en, ja; default: en)."
    ),
    debug: bool = typer.Option(False, "--debug", help="Show tracebacks of unexpected errors."),
) -> None:
    """Write a commented rule stub ID.yaml and its fixture ID.test.md (one ruleid row, one ok row); never overwrites."""
    from utspec.error_language import option_language, speaking

    with fail_on_errors(debug), speaking(lambda: option_language(language)):
        from utspec.critic.rule_stub import write_stub

        said_in = option_language(language) or "en"  # an unknown --language fails before anything is written
        written = write_stub(rule_id, check, folder)
    from utspec.messages import Catalog

    msg = Catalog(said_in)
    for p in written:
        typer.echo(msg("table.stub.wrote", path=p))
    typer.echo(msg("table.stub.next", path=written[0]))
