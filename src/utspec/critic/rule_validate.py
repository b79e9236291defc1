"""Reading a rule file and validating each entry into a `Rule`: every error is one line naming file, line, rule and field."""

from __future__ import annotations

import inspect
import re
import string
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import Any, get_type_hints

import yaml
from pydantic import TypeAdapter, ValidationError

from utspec.critic.checks import Check
from utspec.critic.rule_schema import (
    CHECK_PLACEHOLDERS,
    DEFAULT_CHECK_MESSAGE,
    DEFAULT_PATTERN_MESSAGE,
    PATTERN_PLACEHOLDERS,
    CheckRef,
    PatternCheck,
    Patterns,
    PatternSpec,
    Rule,
    RuleEntry,
    RuleFile,
    _check_ref,
)
from utspec.errors import UtspecError
from utspec.messages import Said, said


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


def _entry_label(raw: Any, index: int, dotted: str) -> str | Said:
    """`rule 'x' check.name` (said in the error's language), or `rules[2] check` for an entry without an id."""
    rid = raw.get("id") if isinstance(raw, Mapping) else None
    if isinstance(rid, str) and rid:
        return (
            said("error.rule.field", id=repr(rid), field=dotted)
            if dotted
            else said("error.rule.entry", id=repr(rid))
        )
    return f"rules[{index}] {dotted or '(entry)'}"


def _parse(text: str, shown: str) -> tuple[RuleFile, yaml.Node | None]:
    try:
        raw = yaml.safe_load(text)
        node = yaml.compose(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or "invalid YAML"
        raise UtspecError(
            shown, said("error.invalid_yaml", problem=problem), line=mark.line + 1 if mark else None
        ) from None
    if raw is None:
        raw = {}
    if not isinstance(raw, dict):
        raise UtspecError(shown, said("error.rule.not_mapping"), line=1)
    # Accept `check: name` shorthand before validation, so errors still point at `check`.
    for entry in raw["rules"] if isinstance(raw.get("rules"), list) else []:
        if isinstance(entry, dict) and "check" in entry:
            entry["check"] = _check_ref(entry["check"])
    try:
        return RuleFile.model_validate(raw), node
    except ValidationError as exc:
        err = exc.errors(include_url=False)[0]
        # The union's tag (`name` / `pattern` right after `check`) is pydantic's, not a YAML key.
        loc = [
            p
            for i, p in enumerate(err["loc"])
            if not (p in ("name", "pattern") and i > 0 and err["loc"][i - 1] == "check")
        ]
        key = "error.rule.unknown_field" if err["type"] == "extra_forbidden" else "error.invalid_value"
        more = len(exc.errors()) - 1
        msg = said(key + ("_more" if more else ""), problem=err["msg"], n=more)
        where: str | Said = _dotted(loc)
        if len(loc) >= 2 and loc[0] == "rules" and isinstance(loc[1], int):
            where = _entry_label(raw["rules"][loc[1]], loc[1], _dotted(loc[2:]))
        raise UtspecError(shown, msg, field=where, line=_line(node, loc)) from None


@dataclass(frozen=True)
class _Located:
    entry: RuleEntry
    shown: str
    line: int | None
    node: yaml.Node | None

    def error(self, message: Said, field_: str, *loc: str | int) -> UtspecError:
        return UtspecError(
            self.shown,
            message,
            field=said("error.rule.field", id=repr(self.entry.id), field=field_),
            line=_line(self.node, loc) or self.line,
        )


def _entry_nodes(node: yaml.Node | None) -> list[yaml.Node]:
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            if key.value == "rules" and isinstance(value, yaml.SequenceNode):
                return list(value.value)
    return []


def _read(path: Path, shown: str) -> list[_Located]:
    from utspec.inputs.text import read_text

    if not path.is_file():
        raise UtspecError(shown, said("error.rule.no_such_file"))
    decoded = read_text(path, shown_as=shown)
    if decoded.text is None:
        raise UtspecError(shown, said("error.binary_config"))
    parsed, node = _parse(decoded.text, shown)
    out: list[_Located] = []
    seen: dict[str, int | None] = {}
    entries = _entry_nodes(node)
    for i, entry in enumerate(parsed.rules):
        entry_node = entries[i] if i < len(entries) else None
        line = entry_node.start_mark.line + 1 if entry_node is not None else None
        if entry.id in seen:
            raise UtspecError(
                shown,
                said("error.rule.duplicate", line=seen[entry.id]),
                field=said("error.rule.field", id=repr(entry.id), field="id"),
                line=line,
            )
        seen[entry.id] = line
        out.append(_Located(entry, shown, line, entry_node))
    return out


def _template(loc: _Located, message: str, allowed: frozenset[str]) -> str:
    try:
        names = {name for _, name, _, _ in string.Formatter().parse(message) if name is not None}
    except ValueError as exc:
        raise loc.error(said("error.rule.bad_template", why=exc), "message", "message") from None
    bad = sorted(n for n in names if n.split(".")[0].split("[")[0] not in allowed)
    if bad:
        raise loc.error(
            said(
                "error.rule.unknown_placeholder",
                name="{" + bad[0] + "}",
                allowed=", ".join("{" + a + "}" for a in sorted(allowed)),
            ),
            "message",
            "message",
        )
    try:  # a format spec such as `{case:d}` fails only when formatted: find out now, not mid-review
        message.format(**dict.fromkeys(allowed, "x"))
    except (ValueError, IndexError, KeyError, AttributeError) as exc:
        raise loc.error(said("error.rule.bad_template", why=exc), "message", "message") from None
    return message


def _regexes(loc: _Located, pats: Patterns, prefix: tuple[str, ...]) -> None:
    for lang in ("en", "ja"):
        for i, rx in enumerate(getattr(pats.regexes, lang)):
            try:
                re.compile(rx)
            except re.error as exc:
                where = (*prefix, "regexes", lang, i)
                raise loc.error(
                    said("error.rule.bad_regex", regex=repr(rx), why=exc), _dotted(where), *where
                ) from None


def _pattern(loc: _Located, spec: PatternSpec) -> PatternSpec:
    if not spec.phrases.all() and not spec.regexes.all():
        raise loc.error(said("error.rule.no_phrase"), "check.pattern", "check", "pattern")
    if any(not p.strip() for p in [*spec.phrases.all(), *(spec.unless.phrases.all() if spec.unless else [])]):
        raise loc.error(
            said("error.rule.empty_phrase"), "check.pattern.phrases", "check", "pattern", "phrases"
        )
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
            raise loc.error(said("error.rule.severity_param"), _dotted(where), *where)
        if name not in accepted:
            known = ", ".join(sorted(n for n in accepted if n != "severity")) or "none"
            raise loc.error(
                said("error.rule.no_param", check=chk.id, name=repr(name), known=known),
                _dotted(where),
                *where,
            )
        try:
            out[name] = TypeAdapter(accepted[name]).validate_python(value)
        except ValidationError as exc:
            raise loc.error(said("error.invalid_value", problem=exc.errors(include_url=False)[0]["msg"]), _dotted(where),
                            *where) from None  # fmt: skip
        if name in _regex_params(chk):
            for i, rx in enumerate(out[name]):
                try:
                    re.compile(rx)
                except re.error as exc:
                    raise loc.error(said("error.rule.bad_regex", regex=repr(rx), why=exc), f"{_dotted(where)}[{i}]", *where,
                                    i) from None  # fmt: skip
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
        if (
            not isinstance(default, tuple | list)
            or not default
            or not all(isinstance(d, str) for d in default)
        ):
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
        raise loc.error(said("error.rule.needs_check"), "check")
    if e.severity is None:
        raise loc.error(said("error.rule.needs_severity"), "severity")
    base = Rule(id=e.id, severity=e.severity, message="", summary="", enabled=True if e.enabled is None else e.enabled,
                applies_to=frozenset(e.applies_to) if e.applies_to is not None else None, source=loc.shown, line=loc.line)  # fmt: skip
    return _with_check(loc, base, e.check, checks)


def _with_check(
    loc: _Located, rule: Rule, spec: CheckRef | PatternCheck, checks: Mapping[str, Check]
) -> Rule:
    e = loc.entry
    if isinstance(spec, PatternCheck):
        pattern = _pattern(loc, spec.pattern)
        message = _template(
            loc,
            e.message or (rule.message if rule.pattern else DEFAULT_PATTERN_MESSAGE),
            PATTERN_PLACEHOLDERS,
        )
        generated: Said | None
        if e.summary:
            summary, generated = e.summary, None
        elif rule.pattern:  # an override keeping the pattern keeps its summary
            summary, generated = rule.summary, rule.generated_summary
        else:  # utspec writes one, said again in the output's language (rule_summaries)
            generated = said("rule_summary_pattern", fields=", ".join(pattern.fields), message=message)
            summary = generated.en
        return replace(
            rule,
            check=None,
            params={},
            pattern=pattern,
            message=message,
            summary=summary,
            generated_summary=generated,
        )
    chk = checks.get(spec.name)
    if chk is None:
        raise loc.error(
            said("error.rule.unknown_check", name=repr(spec.name), known=", ".join(checks)),
            "check.name",
            "check",
            "name",
        )
    message = _template(
        loc, e.message or (rule.message if rule.check else DEFAULT_CHECK_MESSAGE), CHECK_PLACEHOLDERS
    )
    summary = e.summary or (rule.summary if rule.check is chk else chk.summary)
    # The check's own summary (not one a file wrote) is the catalog's `rule_summary.<check>`.
    own = rule.generated_summary if rule.check is chk else said(f"rule_summary.{chk.id}")
    return replace(
        rule,
        check=chk,
        params=_params(loc, chk, spec.params),
        pattern=None,
        message=message,
        summary=summary,
        generated_summary=None if e.summary else own,
    )


def _override(loc: _Located, rule: Rule, checks: Mapping[str, Check]) -> Rule:
    e = loc.entry
    changed = replace(
        rule,
        severity=e.severity or rule.severity,
        enabled=rule.enabled if e.enabled is None else e.enabled,
        applies_to=frozenset(e.applies_to) if e.applies_to is not None else rule.applies_to,
        summary=e.summary or rule.summary,
        generated_summary=None if e.summary else rule.generated_summary,
        overridden_in=(*rule.overridden_in, f"{loc.shown}:{loc.line}" if loc.line else loc.shown),
    )
    if e.check is not None:
        changed = _with_check(loc, changed, e.check, checks)
    elif e.message is not None:
        allowed = PATTERN_PLACEHOLDERS if rule.pattern else CHECK_PLACEHOLDERS
        changed = replace(changed, message=_template(loc, e.message, allowed))
    return changed
