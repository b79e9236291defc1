"""`utspec rules list|check` (here) and `rules test|new` (rules_test_cmd): the rule set a config gives, a rule file checked.

Neither needs a model or the graph, so neither imports litellm nor langgraph (a test checks).
"""

from __future__ import annotations

from pathlib import Path

import typer

from utspec.cli.app import app, fail_on_errors

rules_app = typer.Typer(no_args_is_help=True, help="List the critic's rules, validate a rule file, test rules on annotated fixtures, start a new rule.")
app.add_typer(rules_app, name="rules")


def _source(rule) -> str:
    src = rule.source if rule.line is None else f"{rule.source}:{rule.line}"
    return src + (f" (overridden in {', '.join(rule.overridden_in)})" if rule.overridden_in else "")


def render_rules(rules) -> str:
    """A plain table: id, severity, enabled, source file, summary; one rule a line, in run order."""
    rows = [("id", "severity", "enabled", "source", "summary")]
    rows += [(r.id, r.severity.value, "yes" if r.enabled else "no", _source(r), r.summary) for r in rules.rules]
    widths = [max(len(row[i]) for row in rows) for i in range(4)]
    return "\n".join(
        "  ".join(cell.ljust(w) for cell, w in zip(row[:4], widths, strict=True)) + "  " + row[4] for row in rows
    )


@rules_app.command("list")
def list_rules(
    config: Path | None = typer.Option(None, "--config", "-c", help="config.yaml whose `rules:` files apply; omitted: the built-in rules."),
    language: str | None = typer.Option(None, "--language", help="Language of the one-line errors (en, ja; default: the config's `language:`, else en)."),
    debug: bool = typer.Option(False, "--debug", help="Show tracebacks of unexpected errors."),
) -> None:
    """List every rule the deterministic critic runs, with its severity and where it was defined."""
    from utspec.error_language import option_language, speaking

    with fail_on_errors(debug), speaking(lambda: option_language(language, config)):
        from utspec.critic.rulefile import builtin_rules, configured_rules

        if config is None:
            rules = builtin_rules()
        else:
            from utspec.config import load_config

            rules = configured_rules(load_config(config))
    typer.echo(render_rules(rules))


@rules_app.command("check")
def check_rules(
    file: Path = typer.Argument(..., help="A rule file (YAML) to validate against the built-in rules."),
    language: str | None = typer.Option(None, "--language", help="Language of the one-line errors (en, ja; default: en)."),
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
