"""Inverted outcomes on the hand-labelled polarity fixtures (tests/designer/fixtures/polarity).

Imports nothing of utspec. For each labelled comparison and each labelled value, the cases citing
that line and naming that value in their input must state the labelled effect positively when it
fires and not state it (or state it negated) when it does not.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

LABEL = re.compile(r"polarity:\s*(.*)$")
#: Phrases that negate an effect in the sentence they appear in (written before tuning).
NEGATIONS: tuple[str, ...] = (
    "not raised", "not thrown", "no exception", "is not skipped", "not skipped", "is processed",
    "does not", "are not", "is not", "isn't", "not returned", "not selected", "excluded",
    "送出されない", "スローされない", "スキップされない", "発生しない", "返されない", "選択されない", "含まれない",
    "処理される", "起きない", "されない",
)  # fmt: skip
SKIP_WORDS: tuple[str, ...] = ("skipped", "continue", "スキップ")
ROW_WORDS: tuple[str, ...] = ("returned", "selected", "is in the result", "返され", "選択され", "含まれ")


@dataclass(frozen=True)
class Label:
    file: str
    line: int
    fires: tuple[str, ...]
    quiet: tuple[str, ...]
    marker: str  # exception message, "continue", or "rows" (SQL)
    names: frozenset[str] = frozenset()
    """The names the labelled line's code reads: a value the input gives another argument is not this line's."""


def _values(s: str) -> tuple[str, ...]:
    return tuple(v.strip() for v in s.split(",") if v.strip())


def read_labels(folder: Path) -> list[Label]:
    out = []
    for path in sorted(folder.iterdir()):
        if path.suffix == ".md":
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            m = LABEL.search(line)
            if not m:
                continue
            fields = dict(re.findall(r"(\w+)=((?:(?!\s\w+=).)*)", m.group(1)))
            names = frozenset(re.findall(r"[A-Za-z_$][\w$]*", line[: m.start()]))
            if "rows" in fields:
                out.append(
                    Label(
                        path.name,
                        n,
                        _values(fields["rows"]),
                        _values(fields.get("norows", "")),
                        "rows",
                        names,
                    )
                )
            else:
                out.append(Label(path.name, n, _values(fields["fires"]), _values(fields.get("quiet", "")),
                                 fields["effect"].strip(), names))  # fmt: skip
    return out


def _mentions(text: str, value: str) -> bool:
    return re.search(rf"(?<![\w.\-]){re.escape(value)}(?![\w.])", text) is not None


_PAIR = re.compile(r"`([A-Za-z_$][\w$]*)(?:[.\[][^`]*)?`\s*=\s*`[^`]*`")


def _own(text: str, label: Label) -> str:
    """`text` without the `name` = `value` pairs of names the labelled line does not read.

    Added 2026-12-07, when inputs began to name every argument (`a` = `201`; `b` = `100`): the value 100 given to
    `b` is not the labelled `a >= 100` at 100. Before, a case's input named the labelled operand's value alone.
    """
    if not label.names:
        return text
    return _PAIR.sub(lambda m: m.group(0) if m.group(1) in label.names else "", text)


def _clauses(text: str) -> list[str]:
    # A colon starts a clause of its own ("is skipped (`continue`): the rest ... does not run").
    return [c for c in re.split(r"[;:。；：、]|\.\s", text) if c.strip()]


def _states(clause: str, label: Label) -> bool:
    low = clause.lower()
    if label.marker == "rows":
        hit = any(w in low for w in ROW_WORDS)
    elif label.marker == "continue":
        hit = any(w in low for w in SKIP_WORDS)
    else:
        hit = label.marker.lower() in low
        low = low.replace(label.marker.lower(), " ")  # a message may itself say "is not"
    return hit and not any(n in low for n in NEGATIONS)


def judge(label: Label, cases: list[dict], file_ref: str) -> tuple[int, int, list[str]]:
    """(checked, inverted, notes) for one label over a spec's cases."""
    checked = inverted = 0
    notes: list[str] = []
    prefix = f"{file_ref}:{label.line}"
    citing = [c for c in cases if any(r == prefix or r.startswith(prefix + ":") for r in c["evidence"])]
    for value in label.fires + label.quiet:
        fires = value in label.fires
        for c in citing:
            said_in = _own(c["input"], label)
            if not _mentions(said_in + " " + c["preconditions"], value):
                continue
            others = [v for v in label.fires + label.quiet if v != value and _mentions(said_in, v)]
            if label.marker == "rows":
                clauses = [cl for cl in _clauses(c["expected"]) if _mentions(cl, value)]
                if not clauses:
                    continue
                said = any(_states(cl, label) for cl in clauses)
            elif others:
                continue  # a case naming two labelled values says nothing about one of them
            else:
                said = any(_states(cl, label) for cl in _clauses(c["expected"]))
            checked += 1
            if said != fires:
                inverted += 1
                notes.append(f"{label.file}:{label.line} at {value}: {c['id']} says {c['expected']!r}")
    if not citing:
        notes.append(f"{label.file}:{label.line}: no case cites this line")
    return checked, inverted, notes
