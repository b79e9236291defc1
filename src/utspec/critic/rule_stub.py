"""`utspec rules new ID --check pattern|NAME`: a commented rule stub and its annotated fixture.

The pattern stub is a working rule (it flags the seed's "works correctly") whose fixture passes as
written, so a team starts from green and edits both. A built-in check's stub cannot guess which
rows that check flags: its fixture rows are placeholders, and `rules test` fails until they are
filled in, which is the point.
"""

from __future__ import annotations

import inspect
import re
from pathlib import Path

from utspec.critic.checks import CHECKS
from utspec.critic.rule_schema import RULE_ID
from utspec.critic.rule_validate import _keyword_params
from utspec.errors import UtspecError
from utspec.messages import said

_PATTERN_RULE = """\
# {id}: a rule of your own for utspec's critic (README, "Rules" and "Testing your rules").
#   utspec rules check {file}    validates this file
#   utspec rules test {file}     runs the rule over {fixture} beside it
# Name this file in config `rules:` to use the rule in `utspec run` and `utspec review`.
rules:
  - id: {id}
    severity: advisory                  # blocking | advisory
    summary: "TODO: one line for `utspec rules list`"
    message: "{{case}}: the {{field}} says {{match!r}}"   # {{case}} {{field}} {{match}} {{text}} {{rule}}
    # applies_to: [branch, raise]       # only cases citing these checklist kinds; omitted: every case
    check:
      pattern:
        fields: [expected]              # perspective | preconditions | input | expected
        phrases: {{en: ["works correctly"], ja: ["正しく動作する"]}}   # case- and width-insensitive
        # regexes: {{en: ['\\bsucceeds?\\b']}}
        # unless: {{regexes: {{en: ['\\b[45]\\d\\d\\b']}}}}       # no finding when the field also says this
"""

_CHECK_RULE = """\
# {id}: the built-in check {check} under an id of your own (README, "Rules" and "Testing your rules").
#   utspec rules check {file}    validates this file
#   utspec rules test {file}     runs the rule over {fixture} beside it
# Name this file in config `rules:` to use the rule in `utspec run` and `utspec review`.
rules:
  - id: {id}
    severity: advisory                  # blocking | advisory
    summary: "TODO: one line for `utspec rules list`"
    message: "{{message}}"                # {{message}} (the check's text) {{rule}} {{target}} {{check}}
    # applies_to: [branch, raise]       # only items of these checklist kinds; omitted: everything
    check:
      name: {check}
      params: {{}}                        # defaults apply; the check's parameters:
{params}
"""

_FIXTURE = """\
---
# The inputs of this fixture, globs relative to this file. A pattern rule needs only the table
# below; `applies_to` and built-in checks need the checklist, so name the code (and design) here.
# source: [src/handler.py]
# design: [design/*.md]
# key_items: [key-test-items.md]
# config: config.yaml                   # or take design, source and key items from a config
---
# {id}: annotated fixture

<!-- How to annotate (README, "Testing your rules"): in a row (any cell) or on the line just
     before it, `ruleid` = the rule must flag this case, `ok` = it must not, `todoruleid` /
     `todook` = known gaps, reported but not failing. -->

| ID | Perspective | Category | Preconditions | Input | Expected | Evidence |
|---|---|---|---|---|---|---|
<!-- ruleid: {id} -->
| TC-001 | {flag_perspective} | normal | - | {flag_input} | {flag_expected} | {evidence} |
<!-- ok: {id} -->
| TC-002 | {ok_perspective} | normal | - | {ok_input} | {ok_expected} | {evidence} |
"""


def _param_lines(name: str) -> str:
    chk = next(c for c in CHECKS if c.id == name)
    sig = inspect.signature(chk.fn)
    lines = []
    for p in _keyword_params(chk):
        if p == "severity":
            continue
        default = sig.parameters[p].default
        shown = repr(list(default) if isinstance(default, tuple) else default)
        lines.append(f"      #   {p}: {shown}")
    return "\n".join(lines) or "      #   (none)"


def stub_texts(rule_id: str, check: str, rule_name: str, fixture_name: str) -> tuple[str, str]:
    """(rule file, fixture) texts of a new rule."""
    common = {"id": rule_id, "file": rule_name, "fixture": fixture_name}
    if check == "pattern":
        rule = _PATTERN_RULE.format(**common)
        rows = {"flag_perspective": "A vague expected result", "flag_input": "a valid order",
                "flag_expected": "It works correctly.", "ok_perspective": "A concrete expected result",
                "ok_input": "a valid order", "ok_expected": "The new order id 1 is returned.", "evidence": ""}  # fmt: skip
    else:
        rule = _CHECK_RULE.format(**common, check=check, params=_param_lines(check))
        rows = {"flag_perspective": "TODO: a case this rule must flag", "flag_input": "TODO",
                "flag_expected": "TODO", "ok_perspective": "TODO: a case this rule must leave alone",
                "ok_input": "TODO", "ok_expected": "TODO", "evidence": ""}  # fmt: skip
    return rule, _FIXTURE.format(id=rule_id, **rows)


def write_stub(rule_id: str, check: str, folder: Path) -> list[str]:
    """Write `folder/ID.yaml` and `folder/ID.test.md`; return them as shown. Nothing is written if either exists.

    Raises:
        UtspecError: a bad id or check, or a file that already exists.
    """
    from utspec.critic.rule_set import builtin_rules

    if not re.match(RULE_ID, rule_id):
        raise UtspecError(rule_id, said("error.stub.bad_id"), field="ID")
    if builtin_rules().get(rule_id) is not None:
        raise UtspecError(rule_id, said("error.stub.builtin_id"), field="ID")
    names = [c.id for c in CHECKS]
    if check != "pattern" and check not in names:
        raise UtspecError(check, said("error.stub.unknown_check", known=", ".join(names)), field="--check")
    rule_path, fixture_path = folder / f"{rule_id}.yaml", folder / f"{rule_id}.test.md"
    for p in (rule_path, fixture_path):
        if p.exists():
            raise UtspecError(p.as_posix(), said("error.stub.exists_hint"))
    rule_text, fixture_text = stub_texts(rule_id, check, rule_path.as_posix(), fixture_path.name)
    folder.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    try:
        for p, text in ((rule_path, rule_text), (fixture_path, fixture_text)):
            with p.open(
                "x", encoding="utf-8", newline="\n"
            ) as fh:  # "x": fails rather than overwrite a file made meanwhile
                fh.write(text)
            written.append(p)
    except FileExistsError as exc:
        for p in written:
            p.unlink(missing_ok=True)
        raise UtspecError(str(exc.filename), said("error.stub.exists")) from None
    return [p.as_posix() for p in written]
