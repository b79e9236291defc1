"""A "When `false`:" paragraph under an option's heading is about the option at that value.

camelcase's readme documents each boolean option under its own heading (`##### capitalizeAfterNumber`),
then "**When `true` (default):** Capitalize the first letter ..." and "**When `false`:** Do not treat
digits as word boundaries. ...". The flag's name is in the heading, the value in the statement, so
neither `linking.flags_set` (a name and its value in one text) nor `option_flags.py` (a `name`
(bool) line) read it, and "Do not treat digits as word boundaries" met the comment "treat it as a
continued token and do not force a new word" inside the `capitalizeAfterNumber ?` side. The heading
names the flag when it is one identifier (in code quotes or not); the statement names its value when it
opens with "When `false`" / "If true" (bold or not) or 「`false` の場合」. Every sentence of that
paragraph carries the value: the statement reader splits them, so a later sentence of the same
paragraph ("Separators still create word boundaries.") is read with the same value when it has the
same section and paragraph (`paragraph_flags`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.models import Requirement

#: A heading that is one identifier: `capitalizeAfterNumber`, `` `word_boundary` ``, `options.pascalCase`.
_FLAG_HEADING = re.compile(r"^\s*`?(?:[A-Za-z_]\w*\.)*([A-Za-z_]\w*)`?\s*$")
#: "**When `false`:**", "When true (default):", "If `False`,": the value the statement is about.
_WHEN = re.compile(r"^\s*(?:\*\*)?\s*(?:when|if)\s+(?:set\s+to\s+)?`?(true|false)`?\b", re.I)
_WHEN_JA = re.compile(r"^\s*(?:\*\*)?\s*`?(true|false)`?\s*(?:の場合|のとき|の時)", re.I)


def section_flags(text: str, section: str | None) -> dict[str, bool]:
    """{flag: value} when the statement opens with a value and its heading is one identifier.

    >>> section_flags("**When `false`:** Do not treat digits as word boundaries.", "capitalizeAfterNumber")
    {'capitalizeafternumber': False}
    >>> section_flags("When `true` (default): Capitalize the first letter", "`capitalizeAfterNumber`")
    {'capitalizeafternumber': True}
    >>> section_flags("Do not treat digits as word boundaries.", "capitalizeAfterNumber")
    {}
    >>> section_flags("**When `false`:** nothing", "Usage notes")
    {}
    """
    head = _FLAG_HEADING.match(section or "")
    when = _WHEN.match(text) or _WHEN_JA.match(text)
    if head is None or when is None:
        return {}
    return {head.group(1).lower(): when.group(1).lower() == "true"}


def paragraph_flags(requirements: Sequence[Requirement]) -> dict[str, dict[str, bool]]:
    """Each statement's flags: its own "When" opening, else those of the "When" sentence that opens its
    paragraph (sentences of one section on the same or the next source line: a blank line ends a paragraph)."""
    out: dict[str, dict[str, bool]] = {}
    prev: Requirement | None = None
    carried: dict[str, bool] = {}
    for req in requirements:
        own = section_flags(req.text, req.section)
        same_paragraph = (
            prev is not None and req.kind == prev.kind == "sentence" and req.file == prev.file
            and req.section == prev.section and 0 <= req.line - prev.line <= 1
        )  # fmt: skip
        carried = own or (carried if same_paragraph else {})
        prev = req
        if carried:
            out[req.id] = carried
    return out


#: A section's declaration that its option is a boolean: "Type: `boolean`", "Type: `boolean`\ Default: `false`".
_BOOLEAN_TYPE = re.compile(r"^\s*Type\s*:\s*`?bool(?:ean)?`?\s*(?:\\|$|Default\b)", re.I)
#: A sentence naming a value or a negation itself: it is read as written, not as the option on.
_NAMES_VALUE = re.compile(r"\b(?:true|false|unset|not set|off|disabled?)\b", re.I)


def boolean_section_flags(requirements: Sequence[Requirement]) -> dict[str, dict[str, bool]]:
    """{flag: True} for each sentence of a section that documents one boolean option: its heading is one
    identifier and the section declares "Type: `boolean`" (pretty-ms's readme: `##### compact`, then
    "Type: `boolean`\\ Default: `false`", then "Only show the first unit: `1h 10m` → `1h`."). What such a
    section says is what the option does when it is on; a sentence naming a value itself is left as written.

    >>> from utspec.models import Requirement as R
    >>> reqs = [R(id="DR-1", file="a.md", line=1, kind="heading", text="compact", section="compact"),
    ...         R(id="DR-2", file="a.md", line=3, kind="sentence", text="Type: `boolean`\\\\ Default: `false`", section="compact"),
    ...         R(id="DR-3", file="a.md", line=5, kind="sentence", text="Only show the first unit.", section="compact"),
    ...         R(id="DR-4", file="a.md", line=7, kind="sentence", text="When false, show all.", section="compact")]
    >>> boolean_section_flags(reqs)
    {'DR-3': {'compact': True}}
    """
    boolean = {r.section for r in requirements if r.section and _BOOLEAN_TYPE.match(r.text)}
    out: dict[str, dict[str, bool]] = {}
    for req in requirements:
        head = _FLAG_HEADING.match(req.section or "")
        if (
            head is None
            or req.section not in boolean
            or req.kind == "heading"
            or _BOOLEAN_TYPE.match(req.text)
        ):
            continue
        if _NAMES_VALUE.search(req.text):
            continue
        out[req.id] = {head.group(1).lower(): True}
    return out
