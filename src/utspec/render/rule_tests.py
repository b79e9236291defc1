"""`utspec rules test` reports: a plain table, JSON, or JUnit XML for CI test tabs.

Each shows the per-rule matrix (TP, FP, FN, TN, todo, fixed) and, for every mismatch, the fixture
row (file:line), the case, the annotation and the text of the finding concerned.
"""

from __future__ import annotations

import json
from xml.etree import ElementTree as ET

from utspec.critic.rule_test import Report, Verdict
from utspec.messages import Catalog

_TAG = {"fp": "FP", "fn": "FN", "tp": "TP", "tn": "TN"}
_COLUMNS = ("tp", "fp", "fn", "tn", "todo", "fixed")


def _tag(outcome: str, msg: Catalog) -> str:
    """TP/FP/FN/TN as written everywhere; `todo` and `fixed` in the report's language."""
    return _TAG.get(outcome) or msg(f"rule_test.column.{outcome}")


def _line(v: Verdict, msg: Catalog) -> str:
    """`file:line: TC-001: FP: ok rule: detail: "finding text"`: the row, what was expected, what happened."""
    finding = f': "{v.finding}"' if v.finding is not None else ""
    annotated = (
        f"{v.annotation} {v.rule}" if v.annotation != "none" else msg("rule_test.no_annotation", rule=v.rule)
    )
    return f"{v.location}: {v.where}: {_tag(v.outcome, msg)}: {annotated}: {v.said.said_in(msg.language)}{finding}"


def render_table(report: Report, language: str = "en") -> str:
    from utspec.render.columns import ljust, rjust, widths

    msg = Catalog(language)
    rows = [(msg("rule_test.column.rule"), *(_tag(c, msg) for c in _COLUMNS))]
    for t in report.tallies.values():
        rows.append((t.rule, *(str(getattr(t, c)) for c in _COLUMNS)))
    w = widths(rows)
    lines = [
        "  ".join(ljust(cell, w[0]) if i == 0 else rjust(cell, w[i]) for i, cell in enumerate(r)).rstrip()
        for r in rows
    ]
    shown = [v for v in report.verdicts if v.outcome not in ("tp", "tn")]
    if shown:
        lines.append("")
        lines += [_line(v, msg) for v in shown]
    if report.untested:
        lines.append("")
        tag = msg("rule_test.error") if report.strict else msg("rule_test.untested")
        lines += [msg("rule_test.no_fixture", tag=tag, rule=rid) for rid in report.untested]
    holds = sum(v.outcome in ("tp", "tn") for v in report.verdicts)
    todo = sum(v.outcome == "todo" for v in report.verdicts)
    fp = sum(v.outcome == "fp" for v in report.verdicts)
    fn = sum(v.outcome == "fn" for v in report.verdicts)
    fixtures, rules = (
        msg.count("rule_test.fixtures", len(report.fixtures)),
        msg.count("rule_test.rules", len(report.tallies)),
    )
    lines.append("")
    if report.ok:
        still = msg("rule_test.todo_part", n=todo) if todo else ""
        lines.append(
            msg(
                "rule_test.ok",
                fixtures=fixtures,
                rules=rules,
                holds=msg.count("rule_test.annotations", holds),
                todo=still,
            )
        )
    else:
        parts = [msg.count("rule_test.false_positives", fp), msg.count("rule_test.false_negatives", fn)]
        fixed = sum(v.outcome == "fixed" for v in report.verdicts)
        if report.strict and fixed:
            parts.append(msg("rule_test.todo_fixed", n=fixed))
        if report.strict and report.untested:
            parts.append(msg("rule_test.untested_count", n=len(report.untested)))
        lines.append(
            msg(
                "rule_test.failed",
                fixtures=fixtures,
                rules=rules,
                parts=msg("rule_test.list_sep").join(parts),
            )
        )
    return "\n".join(lines)


def notice_lines(report: Report, language: str = "en") -> list[str]:
    """`notice: fixture: file: sentence` for each thing reading a fixture's inputs noticed."""
    from utspec.notices import notice_line

    msg = Catalog(language)
    return [
        msg("console.notice", text=f"{fixture}: {notice_line(n, language)}") for fixture, n in report.notices
    ]


def render_json(report: Report, language: str = "en") -> str:
    from utspec.notices import notice_line

    payload = {
        "ok": report.ok,
        "strict": report.strict,
        "fixtures": report.fixtures,
        "rules": [
            {"id": t.rule, **{c: getattr(t, c) for c in _COLUMNS}, "untested": t.rule in report.untested}
            for t in report.tallies.values()
        ],
        "results": [
            {
                "outcome": v.outcome,
                "rule": v.rule,
                "fixture": v.fixture,
                "line": v.line,
                "where": v.where,
                "annotation": v.annotation,
                "detail": v.said.said_in(language),
                "finding": v.finding,
            }  # fmt: skip
            for v in report.verdicts
        ],
        "notices": [f"{fixture}: {notice_line(n, language)}" for fixture, n in report.notices],
    }
    return json.dumps(payload, ensure_ascii=False, indent=2)


def render_junit(report: Report, language: str = "en") -> str:
    """One test suite per rule, one test case per annotation (and per unclaimed result); untested rules are skipped."""
    msg = Catalog(language)
    bad = {v.outcome for v in report.failures}
    root = ET.Element("testsuites", name="utspec rules test")
    for t in report.tallies.values():
        verdicts = [v for v in report.verdicts if v.rule == t.rule]
        suite = ET.SubElement(root, "testsuite", name=t.rule, tests=str(max(len(verdicts), 1)))
        failures = 0
        for v in verdicts:
            case = ET.SubElement(
                suite, "testcase", classname=t.rule, name=f"{v.location} {v.where} {v.annotation}"
            )
            if v.outcome in bad:
                failures += 1
                el = ET.SubElement(
                    case,
                    "failure",
                    message=f"{_tag(v.outcome, msg)}: {v.said.said_in(language)}",
                    type=v.outcome,
                )
                el.text = _line(v, msg)
            elif v.outcome in ("todo", "fixed"):
                ET.SubElement(case, "skipped", message=f"{_tag(v.outcome, msg)}: {v.said.said_in(language)}")
        if t.rule in report.untested:
            case = ET.SubElement(suite, "testcase", classname=t.rule, name="untested")
            if report.strict:
                failures += 1
                ET.SubElement(case, "failure", message=msg("rule_test.no_fixture_short"), type="untested")
            else:
                ET.SubElement(case, "skipped", message=msg("rule_test.no_fixture_short"))
        suite.set("failures", str(failures))
    ET.indent(root)
    return '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(root, encoding="unicode")
