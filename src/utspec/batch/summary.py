"""`batch-summary.md`, `batch-summary.json`, the JUnit XML for CI systems, and the batch's exit code.

Exit code (the worst case decides): 4 a case ended with an error (bad input, setup fault, crash),
1 a case NEEDS_REVISION, 3 a case needs HUMAN_CLARIFICATION_REQUIRED, 0 every case APPROVED.
(2 is the batch's own bad input, 130 an interrupted batch: the CLI's.)
"""

from __future__ import annotations

import json
from typing import Any
from xml.etree import ElementTree as ET

from utspec.messages import Catalog

#: Worst first: the first status any case has decides the exit code.
EXIT_ORDER: tuple[tuple[str, int], ...] = (
    ("ERROR", 4),
    ("NEEDS_REVISION", 1),
    ("HUMAN_CLARIFICATION_REQUIRED", 3),
)
COLUMNS = (
    "case",
    "status",
    "rounds",
    "cases",
    "questions",
    "calls",
    "tokens",
    "cost_usd",
    "latency_s",
    "seconds",
    "error",
)


def exit_code(rows: list[dict[str, Any]]) -> int:
    statuses = {r["status"] for r in rows}
    for status, code in EXIT_ORDER:
        if status in statuses:
            return code
    return 0


def totals(rows: list[dict[str, Any]], wall_s: float) -> dict[str, Any]:
    costs = [r["cost_usd"] for r in rows if r.get("cost_usd") is not None]
    counts: dict[str, int] = {}
    for r in rows:
        counts[r["status"]] = counts.get(r["status"], 0) + 1
    return {
        "cases": len(rows), "statuses": counts, "calls": sum(r["calls"] for r in rows),
        "tokens": sum(r["tokens"] for r in rows), "cost_usd": sum(costs) if costs else None,
        "latency_s": round(sum(r["latency_s"] for r in rows), 3), "wall_s": round(wall_s, 3),
        "exit_code": exit_code(rows),
    }  # fmt: skip


def render_json(rows: list[dict[str, Any]], meta: dict[str, Any]) -> str:
    return json.dumps({**meta, "cases": rows}, ensure_ascii=False, indent=2) + "\n"


def _cell(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.6f}".rstrip("0").rstrip(".") if value else "0"
    return str(value).replace("|", "\\|").replace("\n", " ")


def render_md(rows: list[dict[str, Any]], meta: dict[str, Any], language: str = "en") -> str:
    msg = Catalog(language)
    t = meta["totals"]
    counts = ", ".join(f"{k} {v}" for k, v in sorted(t["statuses"].items()))
    cost = "-" if t["cost_usd"] is None else f"{t['cost_usd']:.6f}"
    lines = [
        f"# {msg('batch.summary_title')}", "",
        msg("batch.summary_line", cases=t["cases"], counts=counts, wall=f"{t['wall_s']:.1f}", executor=meta["executor"],
            jobs=meta["jobs"], calls=t["calls"], tokens=t["tokens"], cost=cost, exit=t["exit_code"]),
        "", "| " + " | ".join(msg(f"batch.column.{c}") for c in COLUMNS) + " |", "|" + "---|" * len(COLUMNS),
    ]  # fmt: skip
    for r in rows:
        shown = dict(r)
        if r.get("resumed"):
            shown["status"] = f"{r['status']} ({r['resumed']})"
        lines.append("| " + " | ".join(_cell(shown.get(c)) for c in COLUMNS) + " |")
    return "\n".join(lines) + "\n"


def render_junit(rows: list[dict[str, Any]], wall_s: float, language: str = "en") -> str:
    """One testcase per case: APPROVED passes, ERROR is an error, anything else a failure.

    Names, classnames and the `message` attribute (the status value) are what CI tools read and stay
    as they are; the text a person opens is in the batch's language.
    """
    msg = Catalog(language)
    suite = ET.Element("testsuite", name="utspec batch", tests=str(len(rows)),
                       failures=str(sum(r["status"] not in ("APPROVED", "ERROR") for r in rows)),
                       errors=str(sum(r["status"] == "ERROR" for r in rows)), time=f"{wall_s:.3f}")  # fmt: skip
    for r in rows:
        tc = ET.SubElement(
            suite, "testcase", classname="utspec.batch", name=r["case"], time=f"{r.get('seconds', 0):.3f}"
        )
        detail = msg(
            "batch.junit_detail",
            status=r["status"],
            rounds=r["rounds"],
            cases=r["cases"],
            questions=r["questions"],
            out=r["out"],
        )
        if r["status"] == "ERROR":
            ET.SubElement(tc, "error", message=r.get("error") or "error").text = detail
        elif r["status"] != "APPROVED":
            ET.SubElement(tc, "failure", message=r["status"]).text = detail + (
                f"; {r['error']}" if r.get("error") else ""
            )
    ET.indent(suite)
    return '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(suite, encoding="unicode") + "\n"
