"""`utspec runs`, `utspec answer`, `utspec resume`: a run folder's runs, and continuing one."""

from __future__ import annotations

import sys
from pathlib import Path

import typer

from utspec.cli.app import app, fail_on_errors


@app.command()
def runs(
    out: Path = typer.Option(
        Path("."), "--out", "-o", help="The run folder (where the spec and .utspec/ are)."
    ),
    language: str | None = typer.Option(
        None,
        "--language",
        help="Language of the table and errors (en, ja; default: the one language of every run's config, else en).",
    ),
    debug: bool = typer.Option(False, "--debug", help="Show tracebacks of unexpected errors."),
) -> None:
    """List the runs of a run folder, newest first: id, status, review rounds, last update."""
    from utspec.error_language import option_language, runs_language, speaking

    with fail_on_errors(debug), speaking(lambda: option_language(language) or runs_language(out)):
        from utspec import runstore

        said_in = option_language(language)
        rows = runstore.list_runs(runstore.connect(out, create=False))
    typer.echo(render_runs(rows, said_in or runs_language(out) or "en"))


def render_runs(rows: list, language: str) -> str:
    """id, status (with the language's word beside the value), rounds, updated, answers given; one run a line."""
    from utspec.messages import Catalog, status_label
    from utspec.render.columns import ljust, rjust, widths

    msg = Catalog(language)
    table = [
        (msg("table.runs.id"), msg("table.runs.status"), msg("table.runs.rounds"), msg("table.runs.updated"))
    ]
    table += [(r.id, status_label(r.shown_status, language), str(r.rounds), r.updated) for r in rows]
    w = widths(table)
    # At least the widths the English table always had, so a column does not jump with the rows.
    w[0], w[1], w[2] = max(w[0], 24), max(w[1], 30), max(w[2], 6)
    lines = []
    for n, (run, status, rounds, updated) in enumerate(table):
        given = rows[n - 1].answers if n else []
        answered = "  " + msg("table.runs.answers", n=len(given)) if given else ""
        lines.append(f"{ljust(run, w[0])} {ljust(status, w[1])} {rjust(rounds, w[2])}  {updated}{answered}")
    return "\n".join(lines)


@app.command()
def answer(
    folder: Path = typer.Argument(..., help="The run folder (where questions.yaml is)."),
    answers: Path | None = typer.Option(
        None, "--answers", "-a", help="The answers file (default: FOLDER/questions.yaml)."
    ),
    run_id: str | None = typer.Option(None, "--run", help="Which run (default: the folder's newest)."),
    language: str | None = typer.Option(
        None,
        "--language",
        help="Language of its one-line errors (en, ja; default: the run's config's, else en). The run's own lines and artifacts stay in its config's language.",
    ),
    debug: bool = typer.Option(False, "--debug", help="Show tracebacks of unexpected errors."),
) -> None:
    """Resume a run paused on questions with a person's answers (each becomes evidence ANS-n).

    In a terminal with no answer written yet, asks each question in turn and saves the file.
    Exit codes as `utspec run`; 2 for a malformed answers file or an unknown question id.
    """
    from utspec.cli.run_cmd import report
    from utspec.error_language import option_language, run_language, speaking

    with fail_on_errors(debug), speaking(lambda: option_language(language) or run_language(folder, run_id)):
        option_language(language)  # an unknown --language fails here, not only when another error is said
        from utspec.answers.questions_file import FILE_NAME, read_answers
        from utspec.errors import UtspecError
        from utspec.messages import said
        from utspec.run import paused_questions, resume

        file = answers or folder / FILE_NAME
        asked = paused_questions(folder, run_id)
        given = read_answers(file, [q.id for q in asked])
        if not given and answers is None and sys.stdin.isatty():
            given = _ask(file, asked, option_language(language) or run_language(folder, run_id) or "en")
        if not given:
            raise UtspecError(str(file), said("error.answers.none_written"))
        result = resume(folder, answers=[g.as_resume() for g in given], run_id=run_id)
    from utspec.messages import Catalog

    resumed = Catalog(result.language)("console.resumed", n=len(given), file=file)
    report(result, result.mode + resumed, config_shown=str(folder))


def _ask(file: Path, asked: list, language: str) -> list:
    """Ask each question in the terminal (rich prompts), save the answers into `file`, return them."""
    from rich.console import Console
    from rich.prompt import Prompt

    from utspec.answers.questions_file import read_answers, render_questions
    from utspec.messages import Catalog
    from utspec.render.atomic import write_all

    msg = Catalog(language)
    console = Console()
    written: dict[str, str] = {}
    for n, q in enumerate(asked, start=1):
        # The question is the inputs' text ("[REDACTED:…]", SQL with brackets): printed as is, never as markup.
        console.print(msg("console.ask_question", n=n, total=len(asked), id=q.id), style="bold", markup=False,
                      highlight=False)  # fmt: skip
        console.print(q.question, markup=False, highlight=False)
        if q.refs:
            console.print(msg("console.ask_places", refs=", ".join(q.refs)), markup=False, highlight=False)
        text = Prompt.ask(msg("console.ask_answer"), default="", show_default=False).strip()
        if text:
            written[q.id] = text
    run = file.read_text(encoding="utf-8").split('run: "', 1)[-1].split('"', 1)[0] if file.is_file() else ""
    write_all({file: render_questions(asked, run_id=run, folder=str(file.parent), answers=written)})
    return read_answers(file, [q.id for q in asked])


@app.command()
def resume(
    folder: Path = typer.Argument(..., help="The run folder (where the spec and .utspec/ are)."),
    run_id: str | None = typer.Option(None, "--run", help="Which run (default: the folder's newest)."),
    language: str | None = typer.Option(
        None,
        "--language",
        help="Language of its one-line errors (en, ja; default: the run's config's, else en). The run's own lines and artifacts stay in its config's language.",
    ),
    debug: bool = typer.Option(False, "--debug", help="Show tracebacks of unexpected errors."),
) -> None:
    """Continue an interrupted run (kill, crash, Ctrl-C) from its last checkpoint.

    With a model, calls the run already completed are served from its own recording, not sent again.
    """
    from utspec.cli.run_cmd import report
    from utspec.error_language import option_language, run_language, speaking

    with fail_on_errors(debug), speaking(lambda: option_language(language) or run_language(folder, run_id)):
        option_language(language)  # an unknown --language fails here, not only when another error is said
        from utspec.run import resume as resume_run

        result = resume_run(folder, run_id=run_id)
    from utspec.messages import Catalog

    report(
        result, result.mode + Catalog(result.language)("console.resumed_checkpoint"), config_shown=str(folder)
    )
