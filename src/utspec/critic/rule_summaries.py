"""Rule summaries as a reader sees them (SARIF's rule list, `rules list`): utspec's own in the output's language.

A rule file may rewrite a built-in rule's `summary:`; then its own words are shown, in whatever
language they were written. A rule a user adds without a summary gets one utspec writes (its
check's summary, or "Pattern over …" with the rule's own message), said in the output's language.
"""

from __future__ import annotations

from utspec.critic.rule_set import RuleSet, builtin_rules
from utspec.messages import Catalog


def summaries_in(rules: RuleSet, language: str) -> dict[str, str]:
    """One line per rule id; a built-in rule whose summary is the shipped one is said in `language`."""
    out = rules.summaries()
    if language == "en":
        return out
    msg, shipped = Catalog(language), builtin_rules()
    for r in rules.rules:
        if r.generated_summary is not None and r.summary == r.generated_summary.en:
            out[r.id] = r.generated_summary.said_in(language)
            continue
        b = shipped.get(r.id)
        if b is not None and r.summary == b.summary and msg.has(f"rule_summary.{r.id}"):
            out[r.id] = msg(f"rule_summary.{r.id}")
    return out
