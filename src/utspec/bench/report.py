"""The critic benchmark's report: `critic-bench.md` with two matplotlib plots, and `critic-bench.json`.

Plots: the pairwise verdict flip rate per defect kind (one bar per critic), and cost per review vs
recall (one point per critic). matplotlib is imported only here, with the Agg backend (no display).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from utspec.errors import UtspecError

MD = "critic-bench.md"
JSON = "critic-bench.json"
FLIP_PNG = "flip-rate-by-kind.png"
COST_PNG = "cost-vs-recall.png"


def _pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.1f}%"


def _num(x: float | None, fmt: str = ".3f") -> str:
    return "-" if x is None else format(x, fmt)


def plots(summary: dict[str, Any], out: Path) -> dict[str, Path]:
    """Draw the two PNGs into `out`."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise UtspecError("utspec bench critic", "matplotlib is not installed: install the extra `utspec[bench]` "
                          "(in this repository: `make sync` installs it)") from None  # fmt: skip
    critics = summary["critics"]
    names = list(critics)
    kinds = sorted({k for c in critics.values() for k in c["flip_rate_by_kind"]})
    # One row per kind, one bar per critic: readable with the 26 kinds of the default operators.
    fig, ax = plt.subplots(figsize=(7.5, max(3.0, 0.2 * len(kinds) * max(1, len(names)) ** 0.5 + 1.2)))
    height = 0.8 / max(1, len(names))
    for i, name in enumerate(names):
        values = [100 * critics[name]["flip_rate_by_kind"].get(k, 0.0) for k in kinds]
        ax.barh([y + i * height for y in range(len(kinds))], values, height=height, label=name)
    ax.set_yticks([y + height * (len(names) - 1) / 2 for y in range(len(kinds))], kinds, fontsize="small")
    ax.invert_yaxis()
    ax.set_xlabel("verdict flip rate across repeats (%, pairwise)")
    ax.set_title("Flip rate per defect kind")
    ax.legend(fontsize="small")
    fig.tight_layout()
    paths = {"flip": out / FLIP_PNG, "cost": out / COST_PNG}
    fig.savefig(paths["flip"], dpi=100)
    plt.close(fig)
    fig, ax = plt.subplots(figsize=(6, 4))
    for name in names:
        c = critics[name]
        x = c["cost_per_review_usd"] or 0.0
        y = 100 * (c["recall_overall"] or 0.0)
        ax.scatter([x], [y])
        unpriced = " (unpriced)" if c["cost_per_review_usd"] is None and c["calls"] else ""
        ax.annotate(name + unpriced, (x, y), textcoords="offset points", xytext=(4, 4), fontsize="small")
    ax.set_xlabel("cost per review (USD)")
    ax.set_ylabel("recall over defects (%)")
    ax.set_title("Cost vs recall")
    fig.tight_layout()
    fig.savefig(paths["cost"], dpi=100)
    plt.close(fig)
    return paths


def render_md(summary: dict[str, Any], settings: dict[str, Any]) -> str:
    critics = summary["critics"]
    lines = ["# Critic benchmark", "",
             f"Corpus: {settings['projects']} project(s) ({', '.join(settings['project_names'])}); "
             f"{settings['items']} item(s) (base × mutant: {settings['defects']} defect(s), {settings['acceptable']} "
             f"acceptable edit(s)); {settings['repeats']} independent repeat(s) per item; a chain of "
             f"{settings['rounds']} review round(s) with history per item. Operators: {settings['operators']}.", "",
             "## Per critic", "",
             "| critic | recall | false blocks | flip rate (pairwise) | items flipped | Fleiss κ | finding Jaccard | "
             "flip-flops (rounds) | faulted reviews | calls | tokens | cost (USD) | latency/review (s) |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]  # fmt: skip
    for name, c in critics.items():
        r = c["rounds"]
        lines.append(
            f"| {name} | {_pct(c['recall_overall'])} | {_pct(c['false_block_rate'])} | {_pct(c['flip_rate_pairwise'])} | "
            f"{_pct(c['items_flipped'])} | {_num(c['fleiss_kappa'])} | {_num(c['finding_jaccard'])} | "
            f"{r['finding_flip_flops']} (verdict changes {r['verdict_changes']}, marked by utspec {r['marked_flip_flop']}) | "
            f"{c['faulted']} of {c['reviews']} (rounds {c['faulted_rounds']}) | {c['calls']} | {c['tokens']} | {_num(c['cost_usd'], '.6f')} | {_num(c['latency_per_review_s'])} |"
        )
    faulty = {n: c for n, c in critics.items() if c["faults"]}
    if faulty:
        lines += ["", "## Faulted reviews", "",
                  "A review is faulted when the critic model gave no usable review (a timeout or dropped connection "
                  "after the retries, a refusal, a reply still invalid after the re-asks, a rejected request). It is "
                  "left out of recall, false blocks, flips and agreement; what it spent is counted above, and each "
                  "one's reason and calls are in the JSON.", "",
                  "| critic | reason | reviews and rounds |", "|---|---|---|"]  # fmt: skip
        lines += [f"| {n} | {reason} | {k} |" for n, c in faulty.items() for reason, k in c["faults"].items()]
    lines += ["", "## Recall per defect kind", ""]
    kinds = sorted({k for c in critics.values() for k in c["recall"]})
    lines += ["| critic | " + " | ".join(kinds) + " |", "|---|" + "---|" * len(kinds)]
    for name, c in critics.items():
        lines.append(f"| {name} | " + " | ".join(_pct(c["recall"].get(k)) for k in kinds) + " |")
    lines += ["", "## Verdict flip rate per kind (pairwise, across repeats)", ""]
    fkinds = sorted({k for c in critics.values() for k in c["flip_rate_by_kind"]})
    lines += ["| critic | " + " | ".join(fkinds) + " |", "|---|" + "---|" * len(fkinds)]
    for name, c in critics.items():
        lines.append(f"| {name} | " + " | ".join(_pct(c["flip_rate_by_kind"].get(k)) for k in fkinds) + " |")
    judged = {n: c for n, c in critics.items() if c["raw_judge"]["asked_reviews"]}
    if judged:
        lines += ["", "## The judge's noise vs utspec's verdict", "",
                  "Raw: the critic model's own status across repeats, on the items it was asked in every repeat "
                  "(the LLM critic is asked only when the checks do not block, unless `critic.llm_when_blocked`). "
                  "utspec: the final verdict on the same items, and on all items. The noisy judge knows each "
                  "item's expected verdict before its noise (an oracle that flips): its recall says nothing about a "
                  "model; its flip rates show how much of a judge's noise reaches utspec's verdict.", "",
                  "| critic | reviews the model was asked | raw judge flip rate | utspec flip rate (same items) | "
                  "utspec flip rate (all items) |", "|---|---|---|---|---|"]  # fmt: skip
        for name, c in judged.items():
            j = c["raw_judge"]
            lines.append(f"| {name} | {j['asked_reviews']} of {c['reviews']} | {_pct(j['flip_rate_pairwise'])} | "
                         f"{_pct(j['utspec_flip_rate_same_items'])} | {_pct(c['flip_rate_pairwise'])} |")  # fmt: skip
    if summary["cohen_kappa"]:
        lines += ["", "## Agreement between critics (Cohen's κ over majority verdicts)", "",
                  "| pair | κ |", "|---|---|"]  # fmt: skip
        lines += [f"| {pair} | {_num(k)} |" for pair, k in summary["cohen_kappa"].items()]
    lines += [
        "",
        "## Plots",
        "",
        f"![flip rate per defect kind]({FLIP_PNG})",
        "",
        f"![cost vs recall]({COST_PNG})",
        "",
    ]
    return "\n".join(lines)


def write_report(
    summary: dict[str, Any], records: dict[str, Any], settings: dict[str, Any], out: Path
) -> dict[str, Path]:
    from utspec.render.atomic import write_all

    out.mkdir(parents=True, exist_ok=True)
    paths = plots(summary, out)
    paths["md"], paths["json"] = out / MD, out / JSON
    payload = {"settings": settings, "summary": summary, "records": records}
    write_all({paths["md"]: render_md(summary, settings),
               paths["json"]: json.dumps(payload, ensure_ascii=False, indent=2) + "\n"})  # fmt: skip
    return paths
