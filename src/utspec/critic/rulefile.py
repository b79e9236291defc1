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

The code lives in four modules: `rule_schema` (what a file may say), `rule_validate` (reading
and validating entries), `rule_set` (built-ins plus users' files) and `rule_run` (running a rule).
This module is the one callers import.
"""

from __future__ import annotations

from utspec.critic.rule_run import run_rule
from utspec.critic.rule_schema import (
    CHECK_PLACEHOLDERS,
    PATTERN_PLACEHOLDERS,
    RULE_ID,
    CaseField,
    CheckRef,
    PatternCheck,
    Patterns,
    PatternSpec,
    PerLanguage,
    Rule,
    RuleEntry,
    RuleFile,
)
from utspec.critic.rule_set import (
    BUILTIN_FILE,
    RuleSet,
    apply_file,
    builtin_rules,
    check_file,
    configured_rules,
    load_builtin,
    load_rules,
)

__all__ = [
    "BUILTIN_FILE", "CHECK_PLACEHOLDERS", "PATTERN_PLACEHOLDERS", "RULE_ID", "CaseField", "CheckRef", "PatternCheck",
    "PatternSpec", "Patterns", "PerLanguage", "Rule", "RuleEntry", "RuleFile", "RuleSet", "apply_file", "builtin_rules",
    "check_file", "configured_rules", "load_builtin", "load_rules", "run_rule",
]  # fmt: skip
