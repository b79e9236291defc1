"""Rule files: which deterministic checks run, at what severity, plus users' own pattern rules.

A rule file is YAML with one key, `rules:`, a list of entries:

    rules:
      - id: vague-expected-result          # a built-in id: this entry overrides it
        severity: blocking
      - id: duplicate-case
        enabled: false
      - id: expected-names-no-status        # a new id: a rule of the user's own
        severity: advisory
        message: "{case}: the expected result says {match!r} but names no status code"
        applies_to: [branch, raise]
        check:
          pattern:
            fields: [expected]
            phrases: {en: ["is rejected"], ja: ["拒否される"]}
            unless: {regexes: {en: ['\\b[45]\\d\\d\\b']}}

The built-in rules (`rules/critic/builtin.yaml`) name every check of `utspec.critic.checks.CHECKS`;
a user's files (config `rules:`) are applied over them in the order given. An entry whose id is a
built-in's overrides the fields it sets; any other id is a new rule and needs `check` and
`severity`. Everything is validated when the files are read, so a bad file fails before a run
starts, with one line naming the file, the line, the rule id and the field.

The loaded `RuleSet` is plain immutable data passed to the critic (`compose.make_critic(rules=...)`),
never read from a global.
"""

from __future__ import annotations

import inspect
import re
import string
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal, get_type_hints

import yaml
from pydantic import BaseModel, ConfigDict, Discriminator, Field, Tag, TypeAdapter, ValidationError

from utspec.critic.checks import CHECKS, Check
from utspec.critic.review_input import ReviewInput
from utspec.errors import UtspecError
from utspec.models import Finding, Kind, OpenQuestion, Severity, TestCase

if TYPE_CHECKING:
    from utspec.config import LoadedConfig

CaseField = Literal["perspective", "preconditions", "input", "expected"]
RULE_ID = r"^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$"

#: Placeholders a message template may use, by kind of check.
CHECK_PLACEHOLDERS = frozenset({"message", "rule", "target", "check"})
PATTERN_PLACEHOLDERS = frozenset({"rule", "case", "field", "match", "text"})
DEFAULT_CHECK_MESSAGE = "{message}"
DEFAULT_PATTERN_MESSAGE = "{case}'s {field} says {match!r}."


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class PerLanguage(_Strict):
    """Phrases or regexes by language. All languages apply to every spec: a reviewed spec often mixes them."""

    en: list[str] = Field(default_factory=list)
    ja: list[str] = Field(default_factory=list)

    def all(self) -> list[str]:
        return [*self.en, *self.ja]


class Patterns(_Strict):
    phrases: PerLanguage = Field(default_factory=PerLanguage, description="Matched case-insensitively, width-folded (NFKC).")
    regexes: PerLanguage = Field(default_factory=PerLanguage, description="Python regexes, case-insensitive.")


class PatternSpec(Patterns):
    fields: list[CaseField] = Field(min_length=1, description="Case fields searched, in order.")
    unless: Patterns | None = Field(default=None, description="No finding when the same field also matches one of these.")


class PatternCheck(_Strict):
    pattern: PatternSpec


class CheckRef(_Strict):
    name: str = Field(description="A built-in check id (see `utspec rules list`).")
    params: dict[str, Any] = Field(default_factory=dict, description="Keyword parameters of the check function.")


def _check_tag(value: Any) -> str:
    if isinstance(value, Mapping):
        return "pattern" if "pattern" in value else "name"
    return "pattern" if isinstance(value, PatternCheck) else "name"


def _check_ref(value: Any) -> Any:
    # `check: missing-coverage` is short for `check: {name: missing-coverage}`.
    return {"name": value} if isinstance(value, str) else value


CheckSpec = Annotated[
    Annotated[CheckRef, Tag("name")] | Annotated[PatternCheck, Tag("pattern")],
    Discriminator(_check_tag),
]


class RuleEntry(_Strict):
    """One entry of a rule file, before it is merged with the built-ins."""

    id: str = Field(pattern=RULE_ID, description="kebab-case; findings are `<id>:<target>`.")
    message: str | None = Field(default=None, description="Template; see CHECK_PLACEHOLDERS / PATTERN_PLACEHOLDERS.")
    severity: Severity | None = None
    check: CheckSpec | None = None
    applies_to: list[Kind] | None = Field(default=None, description="Checklist kinds; omitted: everything.")
    enabled: bool | None = None
    summary: str | None = Field(default=None, description="One line for `utspec rules list`.")


class RuleFile(_Strict):
    rules: list[RuleEntry] = Field(default_factory=list)


@dataclass(frozen=True)
class Rule:
    """A rule as the critic runs it: one check (built-in or pattern) with its settings and origin."""

    id: str
    severity: Severity
    message: str
    summary: str
    enabled: bool
    applies_to: frozenset[Kind] | None
    source: str
    """The file that defined the rule, as shown to the user."""
    line: int | None
    check: Check | None = None
    params: Mapping[str, Any] = field(default_factory=dict)
    pattern: PatternSpec | None = None
    overridden_in: tuple[str, ...] = ()
    """`file:line` of every user entry that changed this rule."""
    builtin: bool = False


# --- reading and validating ----------------------------------------------------------------------


def _line(node: yaml.Node | None, loc: Sequence[str | int]) -> int | None:
    """The line of the deepest YAML node that `loc` (a pydantic error location) reaches."""
    line = node.start_mark.line + 1 if node is not None else None
    for part in loc:
        if isinstance(node, yaml.MappingNode):
            nxt = next(((k, v) for k, v in node.value if k.value == part), None)
            if nxt is None:
                continue  # a union tag such as `name`/`pattern`: not in the YAML, skip it
            line, node = nxt[0].start_mark.line + 1, nxt[1]
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int) and part < len(node.value):
            node = node.value[part]
            line = node.start_mark.line + 1
    return line


def _dotted(loc: Sequence[str | int]) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _entry_label(raw: Any, index: int) -> str:
    rid = raw.get("id") if isinstance(raw, Mapping) else None
    return f"rule {rid!r}" if isinstance(rid, str) and rid else f"rules[{index}]"


def _parse(text: str, shown: str) -> tuple[RuleFile, yaml.Node | None]:
    try:
        raw = yaml.safe_load(text)
        node = yaml.compose(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or "invalid YAML"
        raise UtspecError(shown, f"invalid YAML: {problem}", line=mark.line + 1 if mark else None) from None
    if raw is None:
        raw = {}
    if not isinstance(raw, dict):
        raise UtspecError(shown, "expected a mapping with a `rules:` list at the top level", line=1)
    # Accept `check: name` shorthand before validation, so errors still point at `check`.
    for entry in raw["rules"] if isinstance(raw.get("rules"), list) else []:
        if isinstance(entry, dict) and "check" in entry:
            entry["check"] = _check_ref(entry["check"])
    try:
        return RuleFile.model_validate(raw), node
    except ValidationError as exc:
        err = exc.errors(include_url=False)[0]
        # The union's tag (`name` / `pattern` right after `check`) is pydantic's, not a YAML key.
        loc = [p for i, p in enumerate(err["loc"]) if not (p in ("name", "pattern") and i > 0 and err["loc"][i - 1] == "check")]
        msg = "unknown field" if err["type"] == "extra_forbidden" else err["msg"]
        more = f" (and {len(exc.errors()) - 1} more)" if len(exc.errors()) > 1 else ""
        where = _dotted(loc)
        if len(loc) >= 2 and loc[0] == "rules" and isinstance(loc[1], int):
            where = f"{_entry_label(raw['rules'][loc[1]], loc[1])} {_dotted(loc[2:]) or '(entry)'}"
        raise UtspecError(shown, msg + more, field=where, line=_line(node, loc)) from None


@dataclass(frozen=True)
class _Located:
    entry: RuleEntry
    shown: str
    line: int | None
    node: yaml.Node | None

    def error(self, message: str, field_: str, *loc: str | int) -> UtspecError:
        return UtspecError(self.shown, message, field=f"rule {self.entry.id!r} {field_}", line=_line(self.node, loc) or self.line)


def _entry_nodes(node: yaml.Node | None) -> list[yaml.Node]:
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            if key.value == "rules" and isinstance(value, yaml.SequenceNode):
                return list(value.value)
    return []


def _read(path: Path, shown: str) -> list[_Located]:
    from utspec.inputs.text import read_text

    if not path.is_file():
        raise UtspecError(shown, "no such file")
    decoded = read_text(path, shown_as=shown)
    if decoded.text is None:
        raise UtspecError(shown, "is a binary file, not YAML")
    parsed, node = _parse(decoded.text, shown)
    out: list[_Located] = []
    seen: dict[str, int | None] = {}
    entries = _entry_nodes(node)
    for i, entry in enumerate(parsed.rules):
        entry_node = entries[i] if i < len(entries) else None
        line = entry_node.start_mark.line + 1 if entry_node is not None else None
        if entry.id in seen:
            raise UtspecError(shown, f"duplicate id (first at line {seen[entry.id]})", field=f"rule {entry.id!r} id", line=line)
        seen[entry.id] = line
        out.append(_Located(entry, shown, line, entry_node))
    return out


def _template(loc: _Located, message: str, allowed: frozenset[str]) -> str:
    try:
        names = {name for _, name, _, _ in string.Formatter().parse(message) if name is not None}
    except ValueError as exc:
        raise loc.error(f"bad template: {exc}", "message", "message") from None
    bad = sorted(n for n in names if n.split(".")[0].split("[")[0] not in allowed)
    if bad:
        raise loc.error(
            f"unknown placeholder {{{bad[0]}}}; use {', '.join('{' + a + '}' for a in sorted(allowed))}", "message", "message"
        )
    try:  # a format spec such as `{case:d}` fails only when formatted: find out now, not mid-review
        message.format(**dict.fromkeys(allowed, "x"))
    except (ValueError, IndexError, KeyError, AttributeError) as exc:
        raise loc.error(f"bad template: {exc}", "message", "message") from None
    return message


def _regexes(loc: _Located, pats: Patterns, prefix: tuple[str, ...]) -> None:
    for lang in ("en", "ja"):
        for i, rx in enumerate(getattr(pats.regexes, lang)):
            try:
                re.compile(rx)
            except re.error as exc:
                where = (*prefix, "regexes", lang, i)
                raise loc.error(f"bad regex {rx!r}: {exc}", _dotted(where), *where) from None


def _pattern(loc: _Located, spec: PatternSpec) -> PatternSpec:
    if not spec.phrases.all() and not spec.regexes.all():
        raise loc.error("a pattern check needs at least one phrase or regex", "check.pattern", "check", "pattern")
    if any(not p.strip() for p in [*spec.phrases.all(), *(spec.unless.phrases.all() if spec.unless else [])]):
        raise loc.error("an empty phrase would match every case", "check.pattern.phrases", "check", "pattern", "phrases")
    _regexes(loc, spec, ("check", "pattern"))
    if spec.unless is not None:
        _regexes(loc, spec.unless, ("check", "pattern", "unless"))
    return spec


@cache  # resolving type hints is slow, and a check's signature does not change while it runs
def _keyword_params(chk: Check) -> dict[str, Any]:
    """A check's keyword-only parameters with their resolved type hints (`severity` is the rule's own)."""
    hints = get_type_hints(chk.fn)
    sig = inspect.signature(chk.fn)
    return {n: hints.get(n, Any) for n, p in sig.parameters.items() if p.kind is p.KEYWORD_ONLY}


def _params(loc: _Located, chk: Check, params: Mapping[str, Any]) -> dict[str, Any]:
    accepted = _keyword_params(chk)
    out: dict[str, Any] = {}
    for name, value in params.items():
        where = ("check", "params", name)
        if name == "severity":
            raise loc.error("set the rule's `severity`, not a check parameter", _dotted(where), *where)
        if name not in accepted:
            known = ", ".join(sorted(n for n in accepted if n != "severity")) or "none"
            raise loc.error(f"{chk.id} has no parameter {name!r} (parameters: {known})", _dotted(where), *where)
        try:
            out[name] = TypeAdapter(accepted[name]).validate_python(value)
        except ValidationError as exc:
            raise loc.error(exc.errors(include_url=False)[0]["msg"], _dotted(where), *where) from None
        if name in _regex_params(chk):
            for i, rx in enumerate(out[name]):
                try:
                    re.compile(rx)
                except re.error as exc:
                    raise loc.error(f"bad regex {rx!r}: {exc}", f"{_dotted(where)}[{i}]", *where, i) from None
    return out


_REGEX_SYNTAX = re.compile(r"[\\()\[\]?*+|^$]")


@cache
def _regex_params(chk: Check) -> frozenset[str]:
    """Parameters that hold regexes, told by their defaults: every one compiles and uses regex syntax.

    The check functions say so only in prose; reading it from the defaults lets `utspec rules check`
    reject a bad regex before a review compiles it. A plain phrase list (`placeholders` holds "?")
    fails the test and is left alone; a regex the heuristic misses still fails in one line at review time.
    """
    out = set()
    for name, param in inspect.signature(chk.fn).parameters.items():
        default = param.default
        if not isinstance(default, tuple | list) or not default or not all(isinstance(d, str) for d in default):
            continue
        try:
            for d in default:
                re.compile(d)
        except re.error:
            continue
        if any(_REGEX_SYNTAX.search(d) for d in default):
            out.add(name)
    return frozenset(out)


def _new_rule(loc: _Located, checks: Mapping[str, Check]) -> Rule:
    e = loc.entry
    if e.check is None:
        raise loc.error("not a built-in rule, so it needs a `check` (a built-in check name or a pattern)", "check")
    if e.severity is None:
        raise loc.error("a new rule needs a `severity` (blocking or advisory)", "severity")
    base = Rule(id=e.id, severity=e.severity, message="", summary="", enabled=True if e.enabled is None else e.enabled,
                applies_to=frozenset(e.applies_to) if e.applies_to is not None else None, source=loc.shown, line=loc.line)  # fmt: skip
    return _with_check(loc, base, e.check, checks)


def _with_check(loc: _Located, rule: Rule, spec: CheckRef | PatternCheck, checks: Mapping[str, Check]) -> Rule:
    e = loc.entry
    if isinstance(spec, PatternCheck):
        pattern = _pattern(loc, spec.pattern)
        message = _template(loc, e.message or (rule.message if rule.pattern else DEFAULT_PATTERN_MESSAGE), PATTERN_PLACEHOLDERS)
        summary = e.summary or (rule.summary if rule.pattern else f"Pattern over {', '.join(pattern.fields)}: {message}")
        return replace(rule, check=None, params={}, pattern=pattern, message=message, summary=summary)
    chk = checks.get(spec.name)
    if chk is None:
        raise loc.error(f"unknown check {spec.name!r}; built-in checks: {', '.join(checks)}", "check.name", "check", "name")
    message = _template(loc, e.message or (rule.message if rule.check else DEFAULT_CHECK_MESSAGE), CHECK_PLACEHOLDERS)
    summary = e.summary or (rule.summary if rule.check is chk else chk.summary)
    return replace(rule, check=chk, params=_params(loc, chk, spec.params), pattern=None, message=message, summary=summary)


def _override(loc: _Located, rule: Rule, checks: Mapping[str, Check]) -> Rule:
    e = loc.entry
    changed = replace(
        rule,
        severity=e.severity or rule.severity,
        enabled=rule.enabled if e.enabled is None else e.enabled,
        applies_to=frozenset(e.applies_to) if e.applies_to is not None else rule.applies_to,
        summary=e.summary or rule.summary,
        overridden_in=(*rule.overridden_in, f"{loc.shown}:{loc.line}" if loc.line else loc.shown),
    )
    if e.check is not None:
        changed = _with_check(loc, changed, e.check, checks)
    elif e.message is not None:
        allowed = PATTERN_PLACEHOLDERS if rule.pattern else CHECK_PLACEHOLDERS
        changed = replace(changed, message=_template(loc, e.message, allowed))
    return changed


# --- the rule set -------------------------------------------------------------------------------


@dataclass(frozen=True)
class RuleSet:
    """Every rule in the order it runs and reports: built-ins in registry order, then users' in file order."""

    rules: tuple[Rule, ...]
    files: tuple[str, ...] = ()
    """The user files applied, as shown."""

    @property
    def enabled(self) -> tuple[Rule, ...]:
        return tuple(r for r in self.rules if r.enabled)

    def get(self, rule_id: str) -> Rule | None:
        return next((r for r in self.rules if r.id == rule_id), None)

    def summaries(self) -> dict[str, str]:
        return {r.id: r.summary for r in self.rules}


BUILTIN_FILE = ("critic", "builtin.yaml")


def _builtin_path() -> tuple[Path, str]:
    from utspec.resources import rule_file

    return rule_file(*BUILTIN_FILE), "/".join(("rules", *BUILTIN_FILE))


def load_builtin(checks: Sequence[Check] = CHECKS, path: Path | None = None) -> RuleSet:
    """Read the built-in rule file; it must name each check of `checks` once, by its own id, in registry order.

    A summary is taken from the check module unless the file gives one, so the two cannot drift.

    Raises:
        UtspecError: the shipped file is inconsistent with the registry (a packaging or development error).
    """
    shown = str(path) if path is not None else None
    if path is None:
        path, shown = _builtin_path()
    by_name = {c.id: c for c in checks}
    rules: list[Rule] = []
    for loc in _read(path, shown or str(path)):
        e = loc.entry
        if not isinstance(e.check, CheckRef) or e.check.name != e.id:
            raise loc.error("a built-in rule runs the check of its own id: `check: <id>`", "check", "check")
        if e.severity is None or e.message is None:
            raise loc.error("a built-in rule states its severity and message", "severity")
        rules.append(replace(_new_rule(loc, by_name), builtin=True))
    names = [r.id for r in rules]
    order = [c.id for c in checks]
    if names != order:
        missing = [n for n in order if n not in names]
        what = f"no entry for {', '.join(missing)}" if missing else f"entries must follow the registry order {order}"
        raise UtspecError(shown or str(path), what)
    return RuleSet(tuple(rules))


@cache
def builtin_rules() -> RuleSet:
    """The shipped rule set, read once: it is immutable data, the same for every run."""
    return load_builtin()


def apply_file(base: RuleSet, path: Path, shown: str, checks: Sequence[Check] = CHECKS) -> RuleSet:
    """Apply one user rule file over `base`: overrides by id, new rules appended in file order."""
    by_name = {c.id: c for c in checks}
    rules = list(base.rules)
    index = {r.id: i for i, r in enumerate(rules)}
    for loc in _read(path, shown):
        i = index.get(loc.entry.id)
        if i is None:
            index[loc.entry.id] = len(rules)
            rules.append(_new_rule(loc, by_name))
        elif rules[i].builtin:
            rules[i] = _override(loc, rules[i], by_name)
        else:  # two user files defining one rule: which one was meant is a guess
            raise loc.error(f"duplicate id: already defined in {rules[i].source}:{rules[i].line}", "id", "id")
    return RuleSet(tuple(rules), (*base.files, shown))


def load_rules(paths: Sequence[Path], shown: Sequence[str] | None = None, *, base: RuleSet | None = None) -> RuleSet:
    """The built-in rules with each user file applied in order (config `rules:`)."""
    out = base or builtin_rules()
    names = list(shown) if shown is not None else [str(p) for p in paths]
    for p, s in zip(paths, names, strict=True):
        out = apply_file(out, p, s)
    return out


def check_file(path: Path, shown: str) -> int:
    """Validate one user rule file against the built-ins; return how many entries it holds."""
    apply_file(builtin_rules(), path, shown)
    return len(_read(path, shown))


# --- running ------------------------------------------------------------------------------------


def _norm(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


def _first_match(text: str, pats: Patterns) -> str | None:
    folded = _norm(text)
    for phrase in pats.phrases.all():
        at = folded.find(_norm(phrase))
        if at >= 0:
            return phrase
    for rx in pats.regexes.all():
        if m := re.search(rx, unicodedata.normalize("NFKC", text), flags=re.IGNORECASE):
            return m.group(0)
    return None


def _kinds_of(ref: str, inp: ReviewInput, cases: Mapping[str, TestCase]) -> set[Kind]:
    item = inp.index.items.get(ref)
    if item is not None:
        return {item.kind}
    case = cases.get(ref)
    if case is not None:
        return {inp.index.items[i].kind for i in inp.index.cited_items(case.evidence) if i in inp.index.items}
    return set()


def _applies(rule: Rule, refs: Sequence[str], inp: ReviewInput, cases: Mapping[str, TestCase]) -> bool:
    """A rule with `applies_to` speaks only about checklist items of those kinds, or cases citing one."""
    if rule.applies_to is None:
        return True
    return any(_kinds_of(r, inp, cases) & rule.applies_to for r in refs)


def _run_pattern(rule: Rule, inp: ReviewInput) -> list[Finding | OpenQuestion]:
    assert rule.pattern is not None
    out: list[Finding | OpenQuestion] = []
    cases = {c.id: c for c in inp.spec.cases}
    for case in inp.spec.cases:
        if not _applies(rule, [case.id], inp, cases):
            continue
        for name in rule.pattern.fields:
            text = getattr(case, name)
            hit = _first_match(text, rule.pattern)
            if hit is None or (rule.pattern.unless is not None and _first_match(text, rule.pattern.unless) is not None):
                continue
            message = rule.message.format(rule=rule.id, case=case.id, field=name, match=hit, text=text)
            out.append(Finding(id=f"{rule.id}:{case.id}", rule=rule.id, severity=rule.severity, message=message, refs=[case.id]))
            break  # one finding per case and rule: the id is `<rule>:<case>`
    return out


def _run_check(rule: Rule, inp: ReviewInput) -> list[Finding | OpenQuestion]:
    chk = rule.check
    assert chk is not None
    takes_severity = "severity" in _keyword_params(chk)
    params = {**rule.params, **({"severity": rule.severity} if takes_severity else {})}
    try:
        results = chk.fn(inp, **params)
    except re.error as exc:  # a regex passed as a parameter: found only when the check compiles it
        where, line = (rule.overridden_in[-1], None) if rule.overridden_in else (rule.source, rule.line)
        raise UtspecError(where, f"bad regex in a parameter: {exc}", field=f"rule {rule.id!r} check.params", line=line) from None
    cases = {c.id: c for c in inp.spec.cases}
    out: list[Finding | OpenQuestion] = []
    for r in results:
        if isinstance(r, OpenQuestion):
            if _applies(rule, r.refs, inp, cases):
                out.append(r)
            continue
        if not _applies(rule, r.refs, inp, cases):
            continue
        prefix = f"{chk.id}:"
        target = r.id[len(prefix) :] if r.id.startswith(prefix) else r.id
        # A check without a severity parameter reports its registry default; the rule decides instead.
        severity = r.severity if takes_severity or r.severity is not chk.severity else rule.severity
        message = rule.message.format(message=r.message, rule=rule.id, target=target, check=chk.id)
        out.append(r.model_copy(update={"id": f"{rule.id}:{target}", "rule": rule.id, "severity": severity, "message": message}))
    return out


def run_rule(rule: Rule, inp: ReviewInput) -> list[Finding | OpenQuestion]:
    """Findings and questions of one rule, with the rule's id, severity and message."""
    return _run_pattern(rule, inp) if rule.pattern is not None else _run_check(rule, inp)


def configured_rules(loaded: LoadedConfig) -> RuleSet:
    """The rule set a config asks for: the built-ins with its `rules:` files applied, named as utspec shows paths."""
    return load_rules(loaded.rule_files, [loaded.relative(p) for p in loaded.rule_files])
