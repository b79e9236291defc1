"""`utspec bench critic`: the critic-consistency benchmark (recall, false blocks, flips, agreement, cost)."""

from __future__ import annotations

from pathlib import Path

import typer

from utspec.cli.app import app, fail_on_errors

bench_app = typer.Typer(help="Benchmarks of utspec itself.", no_args_is_help=True, rich_markup_mode=None)
app.add_typer(bench_app, name="bench")


@bench_app.command("critic")
def critic(
    corpus: Path | None = typer.Option(
        None,
        "--corpus",
        help="A folder of projects (sub-folders with config.yaml); "
        "default: the shipped corpus (12 projects, 4 in Japanese).",
    ),  # fmt: skip
    projects: list[str] = typer.Option([], "--project", help="Only these projects (repeatable)."),
    repeats: int = typer.Option(
        5, "--repeats", min=2, help="Independent reviews of each item by each critic."
    ),
    rounds: int = typer.Option(
        3, "--rounds", min=1, help="Review rounds of each item's history chain (flip-flops)."
    ),
    models: list[str] = typer.Option(
        [], "--model", help="Add the hybrid critic with this model (repeatable: compared side by side)."
    ),
    api_base: str | None = typer.Option(
        None, "--api-base", help="OpenAI-compatible server for --model (e.g. a local one)."
    ),
    api_key_env: str | None = typer.Option(
        None, "--api-key-env", help="Environment variable holding the API key for --model."
    ),
    max_tokens: int | None = typer.Option(
        None, "--max-tokens", help="Cap each critic reply of --model at this many tokens."
    ),
    timeout_s: float | None = typer.Option(
        None,
        "--timeout",
        min=0.001,
        help="Per-request timeout in seconds for --model "
        "(default: the door's 60 s; a slow local model needs more).",
    ),  # fmt: skip
    noisy: list[float] = typer.Option(
        [],
        "--noisy-judge",
        help="Add the hybrid critic with the seeded noisy judge "
        "flipping its verdict with this probability (repeatable).",
    ),  # fmt: skip
    real_evidence: float = typer.Option(
        0.5,
        "--real-evidence",
        min=0.0,
        max=1.0,
        help="Share of the noisy judge's blocking findings that cite real evidence.",
    ),  # fmt: skip
    seed: int = typer.Option(16, "--seed", help="Seed of the noisy judge."),
    operators: list[str] = typer.Option(
        [], "--operator", help="Only these mutation operators (repeatable; default: all)."
    ),
    max_mutants: int | None = typer.Option(
        None, "--max-mutants", help="At most this many mutants per project and operator."
    ),
    llm_when_blocked: bool = typer.Option(
        False,
        "--llm-when-blocked",
        help="Ask the critic model even when the checks "
        "already decide (default: each project's critic.llm_when_blocked).",
    ),  # fmt: skip
    out: Path = typer.Option(Path("critic-bench"), "--out", "-o", help="Report folder."),
    debug: bool = typer.Option(False, "--debug", help="Show tracebacks of unexpected errors."),
) -> None:
    """Review base specs × mutation operators × repeats with each critic; write a Markdown report with plots and JSON.

    Exit 0 when the report is written; 1 when the deterministic critic's verdict flipped across repeats
    (it must never: a regression); 2 on bad input (corpus, options, an unknown operator, a missing extra).
    """
    with fail_on_errors(debug):
        from utspec.bench.run import BenchOptions, run_critic_bench

        opts = BenchOptions(corpus=corpus, projects=projects, repeats=repeats, rounds=rounds, models=models,
                            api_base=api_base, api_key_env=api_key_env, max_tokens=max_tokens, timeout_s=timeout_s, noisy=noisy,
                            real_evidence=real_evidence, seed=seed, max_mutants=max_mutants, operators=operators,
                            llm_when_blocked=llm_when_blocked)  # fmt: skip
        paths, summary = run_critic_bench(opts, out, progress=lambda line: typer.echo(line, err=True))
    for name, c in summary["critics"].items():
        typer.echo(f"{name}: recall {_pct(c['recall_overall'])}, false blocks {_pct(c['false_block_rate'])}, "
                   f"flip rate {_pct(c['flip_rate_pairwise'])}, {c['calls']} model call(s), "
                   f"{c['faulted'] + c['faulted_rounds']} faulted review(s)")  # fmt: skip
    for name, path in paths.items():
        typer.echo(f"{name}: {path}")
    det = summary["critics"]["deterministic"]["flip_rate_pairwise"]
    if det != 0:
        # A regression check, not a measurement: the checks are pure functions of the draft and inputs.
        typer.echo(
            f"error: the deterministic critic changed its verdict across repeats ({_pct(det)} of pairs)",
            err=True,
        )
        raise typer.Exit(1)


def _pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.1f}%"
