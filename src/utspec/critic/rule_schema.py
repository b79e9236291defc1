"""The shape of a rule file (pydantic, closed enums) and of a rule as the critic runs it.

See `utspec.critic.rulefile` for what a rule file says; this module only says what is allowed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Discriminator, Field, Tag

from utspec.critic.checks import Check
from utspec.models import Kind, Severity

if TYPE_CHECKING:
    from utspec.messages import Said

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
    phrases: PerLanguage = Field(
        default_factory=PerLanguage, description="Matched case-insensitively, width-folded (NFKC)."
    )
    regexes: PerLanguage = Field(default_factory=PerLanguage, description="Python regexes, case-insensitive.")


class PatternSpec(Patterns):
    fields: list[CaseField] = Field(min_length=1, description="Case fields searched, in order.")
    unless: Patterns | None = Field(
        default=None, description="No finding when the same field also matches one of these."
    )


class PatternCheck(_Strict):
    pattern: PatternSpec


class CheckRef(_Strict):
    name: str = Field(description="A built-in check id (see `utspec rules list`).")
    params: dict[str, Any] = Field(
        default_factory=dict, description="Keyword parameters of the check function."
    )


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
    message: str | None = Field(
        default=None, description="Template; see CHECK_PLACEHOLDERS / PATTERN_PLACEHOLDERS."
    )
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
    generated_summary: Said | None = None
    """The summary utspec wrote for a rule whose file gives none (said again in the output's language)."""
