"""Score utspec's questions against the hand labels of the question corpus (issue 13).

Imports nothing from utspec (a test reads this file's imports): this is the truth side. It reads
a run folder as `utspec run --out` leaves it (spec.json, questions.yaml, trace.json) and a
project's labels.yaml (see bench/questions/README.md for the label format and these rules).

What a question *names*
    Every `refs` and `places` entry of the form `path:line` or `path:line:kind` names (path, line);
    a `DR-n` / `KT-n` ref names that statement or key item. The structured fields `kind`,
    `subject`, `values` are optional: today's questions have only `id`, `question`, `refs`.

Rules
    - Only questions *about a literal* ask about a literal: every question but the key-item ones
      (`Q-KT-…`, kind `key_item_*`) and the questions about a branch's observable effect or a
      function's normal path (`Q-effect…`, `Q-normal…`, kind `effect` / `normal_path`), which name
      a branch's line without asking what its values mean.
    - A must-ask literal is *asked* when some question about a literal names its file and a line of
      its label span and, if the question carries `values`, shares one value with the label (numbers
      compared as numbers: `0x0001` == `1`; quotes, backticks and a bytes literal's b prefix ignored; case-insensitive). The
      lenient figure counts any question that names the place.
    - A question about a literal is *already answered* when every labelled place it names is an
      explained literal (same value rule); a question that names nothing labelled is neither.
      Share = those / all questions.
    - A key item is reported *unanchored* when a `Q-KT-n-unanchored` question exists (or kind
      `key_item_unanchored` with `KT-n` in its refs); *contradicted* when `Q-KT-n-contradicted`
      (or kind `key_item_contradicted`); *anchored* when some case cites it and neither exists.
    - A conflict is *caught* when a design-code question (id `Q-design-code-mismatch...` or kind
      `design_code_conflict`) names the labelled code line (the headline figure). Several conflicts
      may share one design statement (sndhdr's C1-C3 cite one paragraph), so a question naming that
      statement says nothing about which code line it found; the looser figure, caught *through the
      statement*, also counts a question that names the labelled design statement (a `DR-n` whose file
      and line, from trace.json, lie in the label's design lines) and is reported beside it.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

_PLACE = re.compile(r"^(?P<path>.+?):(?P<line>\d+)(?::[A-Za-z_]+(?:#\d+)?)?$")
_STMT = re.compile(r"^(?P<id>(?:DR|KT|ANS)-\d+)$")
_KT_Q = re.compile(r"^Q-(?P<kt>KT-\d+)-(?P<what>unanchored|contradicted)$")

NOT_LITERAL_IDS = ("Q-KT-", "Q-effect", "Q-normal")
NOT_LITERAL_KINDS = ("key_item", "effect", "normal_path")
UNANCHORED = "key_item_unanchored"
CONTRADICTED = "key_item_contradicted"
CONFLICT = "design_code_conflict"


def parse_lines(spec: Any) -> frozenset[int]:
    """`12`, `"12-14"` or a list of them -> the set of lines."""
    parts = spec if isinstance(spec, list) else [spec]
    out: set[int] = set()
    for part in parts:
        if isinstance(part, int):
            out.add(part)
        else:
            a, _, b = str(part).partition("-")
            out.update(range(int(a), int(b or a) + 1))
    return frozenset(out)


def norm_value(v: Any) -> str:
    """A value as a comparable token: numbers by value, text without quotes (and a Python bytes literal's
    `b` prefix: `b'.gz'` is `.gz`), lower case."""
    s = str(v).strip()
    if len(s) >= 3 and s[0] in "bB" and s[1] in "'\"" and s[-1] == s[1]:
        s = s[1:]
    s = s.strip("`'\"").strip().lower()
    try:
        return str(int(s, 0))
    except ValueError:
        pass
    try:
        f = float(s)
    except ValueError:
        return s
    return str(int(f)) if f.is_integer() else str(f)


@dataclass(frozen=True)
class Question:
    id: str
    text: str
    kind: str | None
    values: frozenset[str] | None
    places: frozenset[tuple[str, int]]
    statements: frozenset[str]

    @property
    def about_literal(self) -> bool:
        if self.kind:
            return not self.kind.startswith(NOT_LITERAL_KINDS)
        return not self.id.startswith(NOT_LITERAL_IDS)

    def names(self, file: str, lines: frozenset[int]) -> bool:
        return any(p == file and n in lines for p, n in self.places)

    def shares_value(self, values: list[Any]) -> bool:
        if not self.values:
            return True
        return bool(self.values & {norm_value(v) for v in values})


def _question(raw: dict[str, Any], extra_places: list[str]) -> Question:
    refs = [str(r) for r in raw.get("refs") or []] + [str(p) for p in raw.get("places") or []] + extra_places
    places = set()
    stmts = set()
    for ref in refs:
        if m := _STMT.match(ref):
            stmts.add(m.group("id"))
        elif m := _PLACE.match(ref):
            places.add((m.group("path"), int(m.group("line"))))
    values = raw.get("values")
    return Question(
        id=str(raw["id"]),
        text=str(raw.get("question", "")),
        kind=raw.get("kind"),
        values=frozenset(norm_value(v) for v in values) if values else None,
        places=frozenset(places),
        statements=frozenset(stmts),
    )


@dataclass
class Run:
    """What the scorer reads from one run folder."""

    questions: list[Question]
    cited: frozenset[str]
    """Every DR/KT/ANS id cited as evidence by some case."""
    requirements: dict[str, tuple[str, int, str]]
    """DR-n -> (file, line, text)."""
    key_items: dict[str, str]
    """KT-n -> text."""


def load_run(folder: Path) -> Run:
    spec = json.loads((folder / "spec.json").read_text(encoding="utf-8"))
    extra: dict[str, list[str]] = {}
    qy = folder / "questions.yaml"
    if qy.exists():
        doc = yaml.safe_load(qy.read_text(encoding="utf-8")) or {}
        for q in doc.get("questions") or []:
            extra[str(q.get("id"))] = [str(p) for p in q.get("places") or []]
    questions = [_question(q, extra.get(str(q["id"]), [])) for q in spec.get("open_questions") or []]
    cited = frozenset(ref for case in spec.get("cases") or [] for ref in case.get("evidence") or [] if _STMT.match(ref))
    trace_file = folder / "trace.json"
    trace = json.loads(trace_file.read_text(encoding="utf-8")) if trace_file.exists() else {}
    reqs = {r["id"]: (r["file"], int(r["line"]), r["text"]) for r in trace.get("requirements") or []}
    kts = {k["id"]: k["text"] for k in trace.get("key_items") or []}
    return Run(questions=questions, cited=cited, requirements=reqs, key_items=kts)


@dataclass
class Score:
    must_ask: int = 0
    asked: int = 0
    asked_lenient: int = 0
    """Must-ask literals whose place some question of any kind names."""
    questions: int = 0
    already_answered: int = 0
    kt_match: int = 0
    kt_match_unanchored: int = 0
    kt_match_contradicted: int = 0
    kt_match_cited: int = 0
    kt_contra: int = 0
    kt_contra_caught: int = 0
    kt_contra_cited: int = 0
    kt_contra_at_place: int = 0
    """Contradicting key items reported contradicted with a place in the label's file and lines."""
    kt_none: int = 0
    kt_none_caught: int = 0
    kt_none_contradicted: int = 0
    conflict_questions: int = 0
    conflict_questions_off: int = 0
    """Design-code questions that name no labelled conflict (a false conflict, or one the labels missed)."""
    conflicts: int = 0
    conflicts_caught: int = 0
    """Conflicts a design-code question names at the labelled code line (the headline)."""
    conflicts_by_statement: int = 0
    """Conflicts a design-code question names at the labelled code line or through the labelled design statement."""
    missed: list[str] = field(default_factory=list)
    answered: list[str] = field(default_factory=list)
    kt_wrong: list[str] = field(default_factory=list)
    conflicts_missed: list[str] = field(default_factory=list)
    conflicts_off: list[str] = field(default_factory=list)
    stale: list[str] = field(default_factory=list)
    examples: list[str] = field(default_factory=list)

    @property
    def recall(self) -> float:
        return self.asked / self.must_ask if self.must_ask else 1.0

    @property
    def recall_lenient(self) -> float:
        return self.asked_lenient / self.must_ask if self.must_ask else 1.0

    @property
    def answered_share(self) -> float:
        return self.already_answered / self.questions if self.questions else 0.0

    @property
    def false_unanchored(self) -> float:
        return self.kt_match_unanchored / self.kt_match if self.kt_match else 0.0

    @property
    def contradicted_caught(self) -> float:
        return self.kt_contra_caught / self.kt_contra if self.kt_contra else 1.0

    @property
    def false_contradicted(self) -> float:
        """Key items that match, or match nothing, reported contradicted: the worse defect (a correct
        key item asked about as wrong), counted over every key item that does not contradict."""
        n = self.kt_match + self.kt_none
        return (self.kt_match_contradicted + self.kt_none_contradicted) / n if n else 0.0

    @property
    def conflicts_rate(self) -> float:
        return self.conflicts_caught / self.conflicts if self.conflicts else 1.0

    @property
    def conflicts_rate_by_statement(self) -> float:
        return self.conflicts_by_statement / self.conflicts if self.conflicts else 1.0

    def add(self, o: Score) -> None:
        for name, value in vars(o).items():
            mine = getattr(self, name)
            setattr(self, name, mine + value)


def _is_conflict(q: Question) -> bool:
    return q.kind == CONFLICT or q.id.startswith("Q-design-code-mismatch")


def _kt_contradicted_at(run: Run, kt: str, file: str, lines: frozenset[int]) -> bool:
    """Whether a contradicted question about `kt` names a place in the label's file and lines."""
    for q in run.questions:
        m = _KT_Q.match(q.id)
        mine = (m is not None and m.group("kt") == kt and m.group("what") == "contradicted") or (
            q.kind == CONTRADICTED and kt in q.statements
        )
        if mine and q.names(file, lines):
            return True
    return False


def _kt_reported(run: Run, kt: str) -> tuple[bool, bool]:
    """(reported unanchored, reported contradicted) for one key item."""
    unanchored = contradicted = False
    for q in run.questions:
        m = _KT_Q.match(q.id)
        if m and m.group("kt") == kt:
            unanchored |= m.group("what") == "unanchored"
            contradicted |= m.group("what") == "contradicted"
        elif kt in q.statements:
            unanchored |= q.kind == UNANCHORED
            contradicted |= q.kind == CONTRADICTED
    return unanchored, contradicted


def _resolve_kt(run: Run, label: dict[str, Any], project: str, s: Score) -> str:
    kt = str(label["kt"])
    text = label.get("text")
    if text and run.key_items:
        hits = [k for k, t in run.key_items.items() if text.lower() in t.lower()]
        if len(hits) > 1:  # "mode に空の…" is also a piece of "multimode に空の…": the one it begins
            hits = [k for k in hits if run.key_items[k].lower().lstrip("-* ").startswith(text.lower())] or hits
        if hits != [kt]:
            s.stale.append(f"{project}: key item {kt} {text!r} is {hits} in the run")
    return kt


def _design_ids(run: Run, label: dict[str, Any]) -> set[str]:
    design = label.get("design")
    if not design:
        return set()
    lines = parse_lines(design["lines"])
    return {rid for rid, (f, n, _t) in run.requirements.items() if f == design["file"] and n in lines}


def score(run: Run, labels: dict[str, Any], project: str = "") -> Score:
    s = Score()
    must = labels.get("must_ask") or []
    explained = labels.get("explained") or []
    protected = must + list(labels.get("conflicts") or [])
    for lab in must:
        s.must_ask += 1
        lines = parse_lines(lab["lines"])
        at_place = [q for q in run.questions if q.names(lab["file"], lines) and q.shares_value(lab["values"])]
        s.asked_lenient += bool(at_place)
        if any(q.about_literal for q in at_place):
            s.asked += 1
        else:
            s.missed.append(f"{project}: {lab['file']}:{lab['lines']} {lab['subject']} {lab['values']}")
    for q in run.questions:
        s.questions += 1
        if not q.about_literal:
            continue
        if len(s.examples) < 3:
            s.examples.append(f"{project}: [{q.id}] {q.text}")
        hit_explained = [
            e for e in explained if q.names(e["file"], parse_lines(e["lines"])) and q.shares_value(e["values"])
        ]
        hit_other = [p for p in protected if q.names(p["file"], parse_lines(p["lines"]))]
        if hit_explained and not hit_other:
            s.already_answered += 1
            s.answered.append(f"{project}: [{q.id}] explained by {hit_explained[0]['dr']!r}")
    for lab in labels.get("key_items") or []:
        kt = _resolve_kt(run, lab, project, s)
        unanchored, contradicted = _kt_reported(run, kt)
        outcome = lab["outcome"]
        cited = kt in run.cited
        if outcome == "matches":
            s.kt_match += 1
            s.kt_match_unanchored += unanchored
            s.kt_match_contradicted += contradicted
            anchored = cited and not unanchored and not contradicted
            s.kt_match_cited += anchored
            if not anchored:
                s.kt_wrong.append(f"{project}: {kt} matches but is {'unanchored' if unanchored else 'contradicted' if contradicted else 'not cited'}")
        elif outcome == "contradicts":
            s.kt_contra += 1
            s.kt_contra_caught += contradicted
            s.kt_contra_at_place += contradicted and _kt_contradicted_at(run, kt, lab["file"], parse_lines(lab["lines"]))
            s.kt_contra_cited += cited
            if not contradicted:
                s.kt_wrong.append(f"{project}: {kt} contradicts the code but is not asked as contradicted")
        else:
            s.kt_none += 1
            s.kt_none_caught += unanchored and not cited
            s.kt_none_contradicted += contradicted
            if contradicted:
                s.kt_wrong.append(f"{project}: {kt} matches nothing but is reported contradicted")
            if not unanchored:
                s.kt_wrong.append(f"{project}: {kt} matches nothing but is not asked as unanchored")
    conflict_labels = list(labels.get("conflicts") or [])
    for q in run.questions:
        if not _is_conflict(q):
            continue
        s.conflict_questions += 1
        if not any(q.names(c["file"], parse_lines(c["lines"])) or q.statements & _design_ids(run, c) for c in conflict_labels):
            s.conflict_questions_off += 1
            s.conflicts_off.append(f"{project}: [{q.id}] {q.text[:160]}")
    for lab in conflict_labels:
        s.conflicts += 1
        lines = parse_lines(lab["lines"])
        drs = _design_ids(run, lab)
        if run.requirements and lab.get("design") and not drs:
            s.stale.append(f"{project}: conflict {lab['id']} names no design statement of the run")
        caught = any(_is_conflict(q) and q.names(lab["file"], lines) for q in run.questions)
        s.conflicts_caught += caught
        s.conflicts_by_statement += caught or any(_is_conflict(q) and q.statements & drs for q in run.questions)
        if not caught:
            s.conflicts_missed.append(f"{project}: {lab['id']} {lab['file']}:{lab['lines']} {lab['subject']}")
    return s


def load_labels(folder: Path) -> dict[str, Any]:
    return yaml.safe_load((folder / "labels.yaml").read_text(encoding="utf-8")) or {}
