"""The rule set: the built-in rules with users' rule files applied over them, in order."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from utspec.critic.checks import CHECKS, Check
from utspec.critic.rule_schema import CheckRef, Rule
from utspec.critic.rule_validate import _new_rule, _override, _read
from utspec.errors import UtspecError
from utspec.messages import said

if TYPE_CHECKING:
    from utspec.config import LoadedConfig


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
            raise loc.error(said("error.rule.builtin_check"), "check", "check")
        if e.severity is None or e.message is None:
            raise loc.error(said("error.rule.builtin_fields"), "severity")
        rules.append(replace(_new_rule(loc, by_name), builtin=True))
    names = [r.id for r in rules]
    order = [c.id for c in checks]
    if names != order:
        missing = [n for n in order if n not in names]
        what = (
            f"no entry for {', '.join(missing)}"
            if missing
            else f"entries must follow the registry order {order}"
        )
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
            raise loc.error(
                said("error.rule.defined_twice", where=f"{rules[i].source}:{rules[i].line}"), "id", "id"
            )
    return RuleSet(tuple(rules), (*base.files, shown))


def load_rules(
    paths: Sequence[Path], shown: Sequence[str] | None = None, *, base: RuleSet | None = None
) -> RuleSet:
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


def configured_rules(loaded: LoadedConfig) -> RuleSet:
    """The rule set a config asks for: the built-ins with its `rules:` files applied, named as utspec shows paths."""
    return load_rules(loaded.rule_files, [loaded.relative(p) for p in loaded.rule_files])
