"""`utspec rules list|check` (here) and `rules test|new` (rules_test_cmd): the rule set a config gives, a rule file checked.

Neither needs a model or the graph, so neither imports litellm nor langgraph (a test checks).
"""

from __future__ import annotations

from pathlib import Path

import typer

from utspec.cli.app import app, fail_on_errors

rules_app = typer.Typer(
    no_args_is_help=True,
    help="List the critic's rules, validate a rule file, test rules on annotated fixtures, start a new rule.",
)
app.add_typer(rules_app, name="rules")


def _source(rule, msg) -> str:
    src = rule.source if rule.line is None else f"{rule.source}:{rule.line}"
    return src + (
        " " + msg("table.rules.overridden", files=", ".join(rule.overridden_in)) if rule.overridden_in else ""
    )


def render_rules(rules, language: str = "en") -> str:
    """A plain table: id, severity, enabled, source file, summary; one rule a line, in run order.

    Under a language other than English the severity is the review table's word, and a built-in
    rule's summary is the catalog's (as SARIF shows it); ids and files are data and stay as they are.
    """
    from utspec.critic.rule_summaries import summaries_in
    from utspec.messages import Catalog
    from utspec.render.columns import ljust, widths

    msg = Catalog(language)
    summary = summaries_in(rules, language)
    yes, no = msg("table.rules.yes"), msg("table.rules.no")
    severity = (lambda s: s) if language == "en" else (lambda s: msg(f"review.{s}"))
    rows = [tuple(msg(f"table.rules.{c}") for c in ("id", "severity", "enabled", "source", "summary"))]
    rows += [
        (r.id, severity(r.severity.value), yes if r.enabled else no, _source(r, msg), summary[r.id])
        for r in rules.rules
    ]
    w = widths([row[:4] for row in rows])
    return "\n".join(
        "  ".join(ljust(cell, n) for cell, n in zip(row[:4], w, strict=True)) + "  " + row[4] for row in rows
    )


@rules_app.command("list")
def list_rules(
    config: Path | None = typer.Option(
        None, "--config", "-c", help="config.yaml whose `rules:` files apply; omitted: the built-in rules."
    ),
    language: str | None = typer.Option(
        None,
        "--language",
        help="Language of the table and errors (en, ja; default: the config's `language:`, else en).",
    ),
    debug: bool = typer.Option(False, "--debug", help="Show tracebacks of unexpected errors."),
) -> None:
    """List every rule the deterministic critic runs, with its severity and where it was defined."""
    from utspec.error_language import option_language, speaking

    with fail_on_errors(debug), speaking(lambda: option_language(language, config)):
        from utspec.critic.rulefile import builtin_rules, configured_rules

        said_in = option_language(language, config) or "en"

        if config is None:
            rules = builtin_rules()
        else:
            from utspec.config import load_config

            rules = configured_rules(load_config(config))
    typer.echo(render_rules(rules, said_in))


@rules_app.command("check")
def check_rules(
    file: Path = typer.Argument(..., help="A rule file (YAML) to validate against the built-in rules."),
    language: str | None = typer.Option(
        None, "--language", help="Language of the one-line errors (en, ja; default: en)."
    ),
    debug: bool = typer.Option(False, "--debug", help="Show tracebacks of unexpected errors."),
) -> None:
    """Validate a rule file: exit 0 with `ok: N rules`, or exit 2 with one line naming file, line, rule and field."""
    from utspec.error_language import option_language, speaking

    with fail_on_errors(debug), speaking(lambda: option_language(language)):
        from utspec.critic.rulefile import check_file

        said_in = option_language(language) or "en"
        count = check_file(file, str(file))
    from utspec.messages import Catalog

    typer.echo(Catalog(said_in).count("console.rules_ok", count))


from utspec.cli import rules_test_cmd  # noqa: E402, F401 - registers `rules test` and `rules new` on rules_app
