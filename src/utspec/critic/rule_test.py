"""`utspec rules test`: run rules over annotated spec fixtures and count what holds, per rule.

The runner never stops at the first mismatch: every annotation of every fixture is judged, and
every result a tested rule gives that no annotation claims is a false positive (semgrep's rule:
a fixture pins everything the rule says about it). Results of rules no annotation names are
ignored, so one fixture can test one rule while the others run beside it.

Counts per rule: TP (a `ruleid` holds), FN (a `ruleid` does not), FP (an `ok` row is flagged,
or a result is claimed by no annotation), TN (an `ok` holds), todo (a `todoruleid` / `todook`
still stands, as known) and fixed (a todo annotation that now holds: time to promote it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from utspec.critic.fixture import FIXTURE_SUFFIX, Annotation, Fixture, load_fixture
from utspec.critic.rule_run import run_rule
from utspec.critic.rule_schema import Rule
from utspec.critic.rule_set import RuleSet
from utspec.errors import UtspecError
from utspec.messages import Said, said
from utspec.models import Finding, Notice, OpenQuestion

Result = Finding | OpenQuestion
Outcome = Literal["tp", "fn", "fp", "tn", "todo", "fixed"]
#: Outcomes that make the run fail (exit 1); `fixed` fails only under --strict.
FAILING: frozenset[Outcome] = frozenset({"fn", "fp"})


@dataclass(frozen=True)
class Verdict:
    """One judged expectation (or one unclaimed result) of one rule in one fixture."""

    outcome: Outcome
    rule: str
    fixture: str
    line: int | None
    where: str
    """The case id or result id it is about."""
    annotation: str
    """`ruleid`, `ok`, `todoruleid`, `todook`, or `none` for a result nothing claims."""
    said: Said
    """What happened, said in the report's language (`rule_test.*`)."""
    finding: str | None = None
    """The text of the result concerned, if any."""

    @property
    def detail(self) -> str:
        """What happened, in English."""
        return self.said.en

    @property
    def location(self) -> str:
        return f"{self.fixture}:{self.line}" if self.line else self.fixture


@dataclass
class RuleTally:
    rule: str
    tp: int = 0
    fp: int = 0
    fn: int = 0
    tn: int = 0
    todo: int = 0
    fixed: int = 0

    def add(self, outcome: Outcome) -> None:
        setattr(self, outcome, getattr(self, outcome) + 1)

    @property
    def failed(self) -> bool:
        return bool(self.fp or self.fn)


@dataclass
class Report:
    fixtures: list[str] = field(default_factory=list)
    verdicts: list[Verdict] = field(default_factory=list)
    tallies: dict[str, RuleTally] = field(default_factory=dict)
    untested: list[str] = field(default_factory=list)
    """Rules under test that no fixture annotates."""
    notices: list[tuple[str, Notice]] = field(default_factory=list)
    """(fixture, notice) for what reading a fixture's inputs noticed."""
    strict: bool = False

    @property
    def failures(self) -> list[Verdict]:
        bad = FAILING | ({"fixed"} if self.strict else set())
        return [v for v in self.verdicts if v.outcome in bad]

    @property
    def ok(self) -> bool:
        return not self.failures and not (self.strict and self.untested)


def _text(r: Result) -> str:
    return r.question if isinstance(r, OpenQuestion) else r.message


def _severity(r: Result) -> str:
    return "question" if isinstance(r, OpenQuestion) else r.severity.value


def landing_case(r: Result, rule: str, cases: set[str]) -> str | None:
    """The row a result is about: the case its id targets (`<rule>:TC-001…`), else the first case it refers to."""
    target = r.id[len(rule) + 1 :] if r.id.startswith(f"{rule}:") else r.id
    head = target.split(":", 1)[0]
    if head in cases:
        return head
    return next((ref for ref in r.refs if ref in cases), None)


def _matches(a: Annotation, r: Result, rule: str, cases: set[str]) -> bool:
    if a.result_id is not None:
        return r.id == a.result_id
    return landing_case(r, rule, cases) == a.case


def _said(key: str, a: Annotation, **args: str) -> Said:
    """`rule_test.<key>`, ending with the annotation's reason in brackets where the sentence gives one."""
    if key in _WITH_WHY:
        args["why"] = f" ({a.why})" if a.why else ""
    return said(f"rule_test.{key}", **args)


#: The sentences that end with the annotation's reason (the others state a fact or an instruction).
_WITH_WHY = frozenset(
    {
        "not_flagged",
        "flagged_why",
        "not_flagged_yet",
        "still_flagged",
        "wrong_severity",
        "not_saying",
        "saying",
    }
)


def _wrong(a: Annotation, r: Result) -> Said | None:
    """Why a result on a `ruleid` row is not the one annotated (severity, says, not_says); None if it is."""
    if a.severity and _severity(r) != a.severity:
        return _said("wrong_severity", a, severity=_severity(r), annotated=a.severity)
    missing = [s for s in a.says if s not in _text(r)]
    if missing:
        return _said("not_saying", a, text=repr(missing[0]))
    present = [s for s in a.not_says if s in _text(r)]
    if present:
        return _said("saying", a, text=repr(present[0]))
    return None


def judge(fx: Fixture, rule: Rule) -> list[Verdict]:
    """Every verdict for one rule in one fixture, annotations in file order, then unclaimed results."""
    results = run_rule(rule, fx.input)
    cases = {c.id for c in fx.input.spec.cases}
    claimed: set[int] = set()
    out: list[Verdict] = []
    for a in (a for a in fx.annotations if a.rule == rule.id):
        hits = [i for i, r in enumerate(results) if _matches(a, results[i], rule.id, cases)]
        claimed.update(hits)
        first = results[hits[0]] if hits else None

        def verdict(
            outcome: Outcome, key: str | Said, r: Result | None = first, a: Annotation = a
        ) -> Verdict:
            # Name the row, not the comment line above it.
            line = fx.case_lines.get(a.case, a.line) if a.case else a.line
            text = _text(r) if r is not None else None
            told = key if isinstance(key, Said) else _said(key, a)
            return Verdict(outcome, rule.id, fx.shown, line, a.where, a.kind, told, text)

        if a.kind == "ruleid":
            if not hits:
                out.append(verdict("fn", "not_flagged"))
                continue
            problems = [(_wrong(a, results[i]), results[i]) for i in hits]
            good = next((r for p, r in problems if p is None), None)
            if good is not None:
                out.append(verdict("tp", "flagged", good))
            else:
                problem, r = problems[0]
                assert problem is not None  # no good result: each has a problem
                out.append(verdict("fn", problem, r))
        elif a.kind == "ok":
            if not hits:
                out.append(verdict("tn", "clean", None))
            for i in hits:
                out.append(verdict("fp", "flagged_why", results[i]))
        elif a.kind == "todoruleid":
            out.append(verdict("fixed", "flagged_now") if hits else verdict("todo", "not_flagged_yet"))
        else:  # todook
            out.append(
                verdict("todo", "still_flagged") if hits else verdict("fixed", "not_flagged_now", None)
            )
    for i, r in enumerate(results):
        if i in claimed:
            continue
        case = landing_case(r, rule.id, cases)
        line = fx.case_lines.get(case) if case else None
        what = case or r.id
        out.append(
            Verdict(
                "fp",
                rule.id,
                fx.shown,
                line,
                what,
                "none",
                said("rule_test.unclaimed", id=r.id),
                _text(r),
            )
        )
    return out


def run_fixtures(
    fixtures: Sequence[Fixture], rules: RuleSet, under_test: Sequence[str], *, strict: bool = False
) -> Report:
    """Judge every annotation of every fixture against `rules`; `under_test` rules with no annotation are untested.

    Raises:
        UtspecError: an annotation names a rule the rule set does not have (file and line named).
    """
    report = Report(fixtures=[f.shown for f in fixtures], strict=strict)
    for rid in under_test:
        report.tallies.setdefault(rid, RuleTally(rid))
    for fx in fixtures:
        report.notices += [(fx.shown, n) for n in fx.notices]
        for a in fx.annotations:
            if rules.get(a.rule) is None:
                known = ", ".join(r.id for r in rules.rules)
                raise UtspecError(
                    fx.shown,
                    said("error.fixture.unknown_rule", rule=repr(a.rule), known=known),
                    line=a.line,
                )
        for rid in dict.fromkeys(a.rule for a in fx.annotations):
            rule = rules.get(rid)
            assert rule is not None
            tally = report.tallies.setdefault(rid, RuleTally(rid))
            for v in judge(fx, rule):
                tally.add(v.outcome)
                report.verdicts.append(v)
    report.untested = [
        rid for rid in under_test if not any(a.rule == rid for fx in fixtures for a in fx.annotations)
    ]
    return report


# --- what to test -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Plan:
    """The rule set to run, the rules it is about, and the fixtures to run them on."""

    rules: RuleSet
    under_test: tuple[str, ...]
    fixtures: tuple[tuple[Path, str], ...]


def _is_rule_file(path: Path) -> bool:
    """A YAML file holding only `rules:`, a list of mappings (a config's `rules:` is a list of strings)."""
    import yaml

    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return False
    return (
        isinstance(raw, dict)
        and set(raw) == {"rules"}
        and isinstance(raw["rules"], list)
        and all(isinstance(e, dict) for e in raw["rules"])
    )


def fixtures_of(rule_file: Path) -> list[Path]:
    """`X.yaml`'s fixtures: `X.test.md` beside it and every `*.test.md` under a `tests/` folder beside it."""
    out = [rule_file.with_name(rule_file.stem + FIXTURE_SUFFIX)]
    out = [p for p in out if p.is_file()]
    tests = rule_file.parent / "tests"
    if tests.is_dir():
        out += sorted(p for p in tests.rglob(f"*{FIXTURE_SUFFIX}") if p.is_file())
    return out


def _walk(folder: Path) -> tuple[list[Path], list[Path]]:
    rule_files, fixtures = [], []
    for p in sorted(folder.rglob("*")):
        if any(part.startswith(".") for part in p.relative_to(folder).parts) or not p.is_file():
            continue
        if p.name.endswith(FIXTURE_SUFFIX):
            fixtures.append(p)
        elif (
            p.suffix in (".yaml", ".yml")
            and "tests" not in p.relative_to(folder).parts[:-1]
            and _is_rule_file(p)
        ):
            rule_files.append(p)
    return rule_files, fixtures


def _shown(path: Path) -> str:
    """A path as the user would type it: relative to the working folder when inside it."""
    try:
        return path.resolve().relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        return path.as_posix()


def plan(paths: Sequence[Path], config: Path | None = None) -> Plan:
    """Which rule files and fixtures `utspec rules test PATH... [--config FILE]` means.

    - a rule file: its rules are under test, with its fixtures (`fixtures_of`);
    - a fixture (`*.test.md`): tested as it is (its annotations say which rules), with the rule file
      it belongs to (`X.yaml` beside `X.test.md`, or the rule files beside its `tests/` folder) applied;
    - a folder: every rule file and fixture in it.
    No path: the config's `rules:` files, or without a config the built-in rules and their shipped fixtures.
    The rule set is the built-ins, then the config's files, then the other rule files named, in order.
    """
    from utspec.critic.rule_set import BUILTIN_FILE, apply_file, builtin_rules
    from utspec.critic.rule_validate import _read
    from utspec.resources import rule_file

    builtin_path = rule_file(*BUILTIN_FILE).resolve()
    rules = builtin_rules()
    applied: set[Path] = {builtin_path}
    if config is not None:
        from utspec.config import load_config

        loaded = load_config(config)
        for p in loaded.rule_files:
            rules = apply_file(rules, p, loaded.relative(p))
            applied.add(p.resolve())
        if not paths:
            paths = list(loaded.rule_files)
    if not paths and config is None:
        paths = [builtin_path.parent]
    rule_files: list[Path] = []
    context: list[Path] = []  # rule files a named fixture needs: applied, but not under test
    fixtures: list[Path] = []
    for p in paths:
        if p.is_dir():
            found_rules, found_fixtures = _walk(p)
            rule_files += found_rules
            fixtures += found_fixtures
        elif p.name.endswith(FIXTURE_SUFFIX):
            fixtures.append(p)
            sibling = [p.with_name(p.name[: -len(FIXTURE_SUFFIX)] + ext) for ext in (".yaml", ".yml")]
            context += [s for s in sibling if s.is_file()]
            for parent in p.parents:  # a fixture under `tests/`: the rule files beside that folder
                if parent.name == "tests":
                    context += sorted(
                        f
                        for f in parent.parent.glob("*.y*ml")
                        if f.suffix in (".yaml", ".yml") and _is_rule_file(f)
                    )
                    break
        elif p.is_file():
            rule_files.append(p)
            fixtures += fixtures_of(p)
        else:
            raise UtspecError(_shown(p), said("error.fixture.no_path"))
    under_test: list[str] = []
    for rf in dict.fromkeys([*rule_files, *context]):
        shown = _shown(rf)
        if rf.resolve() not in applied:
            rules = apply_file(rules, rf, shown)
            applied.add(rf.resolve())
        if rf in rule_files:
            ids = (
                [r.id for r in builtin_rules().rules]
                if rf.resolve() == builtin_path
                else [loc.entry.id for loc in _read(rf, shown)]
            )
            under_test += ids
    enabled = {r.id for r in rules.enabled}
    seen: dict[Path, None] = {}
    for f in fixtures:
        seen.setdefault(f.resolve(), None)
    return Plan(
        rules=rules,
        under_test=tuple(dict.fromkeys(r for r in under_test if r in enabled)),
        fixtures=tuple((p, _shown(p)) for p in seen),
    )


def run_rule_tests(paths: Sequence[Path], config: Path | None = None, *, strict: bool = False) -> Report:
    """Plan, load every fixture (a malformed one raises, naming file and line), and judge them all."""
    p = plan(paths, config)
    fixtures = [load_fixture(path, shown) for path, shown in p.fixtures]
    return run_fixtures(fixtures, p.rules, p.under_test, strict=strict)
