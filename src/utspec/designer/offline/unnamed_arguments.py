"""Arguments for a case whose input names only a test double's answer (issue 12: values in every input).

A guard on a dependency's answer (`if cur.fetchone()[0] > 0: raise DuplicateEmailError(email)`) gets a case whose
input is that answer alone ("`cur.fetchone()[0]` returns `1` (test double)"); the arguments that bring the run there
are left to the precondition "reached with every earlier guard passing", and a tester has to invent an `email` and
`items` the guards before it accept. The normal path already names such arguments: they pass every guard of the
function (`main_path.main_path_input`; the critic's `normal_run` check runs them where it can).

They are exact for the case when

- the case sets no local (`word` = `"a/b"` inside a loop over `text`: no value of `text` is known to give it),
- the conditions deciding the case (its own, the whole `if` it is part of, the branches around it) read only the
  arguments the case sets, module constants and the roots of the doubles it answers (`cur` of `cur.fetchone()[0]`):
  a left-out argument, or a local one may feed, would let the normal value decide the side the case is about, and
- every guard before the item reads only arguments and module constants, and one that reads a left-out argument
  reads no argument the case sets: such a guard is then a function of normal values alone and takes the side it
  takes on the normal run, which passes it. A guard reading a local (computed from an argument or a double's answer)
  could take another side, so then nothing is added.

Where a call can be made of the completed input (a counted list given elements, `filled_run.py`), it is run: values
whose run gives no outcome (shortuuid's `int_to_string` looping on a 1-element alphabet) or takes another path than
the case's are not added.

The same holds for a case that sets some arguments itself (`items` with 100 elements, whose run the argument
search cannot finish because it goes on into a dependency): the others take their normal values.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.enclosing import conditions_around
from utspec.analyzers.path_value import constants
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.drafts import Draft
from utspec.designer.offline.filled_run import refused
from utspec.designer.offline.leaving_blocks import guards_of
from utspec.designer.offline.main_path import main_path_input
from utspec.designer.offline.signature import parameter_defaults, parameters
from utspec.messages import sentence_pattern
from utspec.models import ChecklistItem, Kind

_GUARDED = (Kind.BRANCH, Kind.BOUNDARY, Kind.RAISE, Kind.EARLY_RETURN)
#: Inputs that describe instead of giving values, in any language (derived from the catalogs).
_DESCRIBED = sentence_pattern(
    "in.none", "in.none_pair", "in.held", "in.valid", "in.valid_any", "in.valid_none", "in.valid_all",
    "in.entry", "in.entry_any", "in.entry_none", "in.open",
)  # fmt: skip
#: A name not preceded by a member dot (`EMAIL_PATTERN.match(email)` reads `EMAIL_PATTERN` and `email`).
_NAME = re.compile(r"(?<![\w$.])[A-Za-z_$][\w$]*")
_STRING = re.compile(r"""'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`[^`]*`""")
#: Words of the seven languages' conditions that read no value: keywords, literals and length / type builtins.
_WORDS = frozenset(
    "not and or is in None True False null undefined nil true false typeof instanceof new len isinstance str int "
    "float bool type Number String Array Object Math this self "
    # the statement words of a condition's own line (`if x > 0:`, `} else if (x) {`)
    "if elif else while for switch case when return throw raise await async function def var let const".split()
)


def reads(cond: str) -> set[str]:
    """The names a condition reads (not its members, strings or keywords).

    >>> sorted(reads('not EMAIL_PATTERN.match(email) or len(items) > 100 and s == "a b"'))
    ['EMAIL_PATTERN', 'email', 'items', 's']
    """
    return {n for n in _NAME.findall(_STRING.sub('""', cond)) if n not in _WORDS}


def _module_names(lines: Sequence[str], language: str) -> set[str]:
    """Constants and other names a module binds at its top level (a compiled pattern, `MAX_ITEMS`)."""
    top = {
        m.group(1)
        for line in lines
        if (m := re.match(r"(?:(?:export\s+)?(?:const|let|var)\s+)?([A-Za-z_$][\w$]*)\s*[:=]", line))
    }
    return top | set(constants(lines, language))


def _named(phrase: str) -> str | None:
    """The name a phrase of an input sets: its first code-quoted span when that is a plain name.

    >>> _named('`email` = `"a@b.c"`'), _named("要素数 1 の `items`"), _named("`cur.fetchone()[0]` returns `0`")
    ('email', 'items', None)
    """
    m = re.search(r"`([^`]+)`", phrase)
    return m.group(1) if m is not None and re.fullmatch(r"[A-Za-z_$][\w$]*", m.group(1)) else None


def _argument_phrases(phrases: Sequence[str], params: Sequence[str]) -> list[str]:
    """The phrases of the normal input that set an argument (not a test double's answer)."""
    return [p for p in phrases if _named(p) in params]


def _deciding(item: ChecklistItem, ctx: Ctx) -> list[str]:
    """The conditions that decide whether the case's line runs: its own (for a condition item, with the whole `if`
    it is an operand of: `(code === 301 || code === 302) && request.method === 'POST'` reads `request` too), every
    branch whose block holds it, and the if-chains around it."""
    lines = ctx.lines(item.file)
    own = (
        []
        if item.kind in (Kind.RAISE, Kind.EARLY_RETURN)
        else [item.text, lines[item.line - 1] if 0 < item.line <= len(lines) else ""]
    )
    hosts = [
        b.text
        for b in ctx.items
        if b.kind is Kind.BRANCH and b.file == item.file and b.line <= item.line <= b.end_line
    ]
    return [*own, *hosts, *(c for c, _ in conditions_around(lines, item.line) or [])]


def with_normal_arguments(d: Draft, item: ChecklistItem, ctx: Ctx) -> Draft:
    """`d` with the normal path's values for the arguments its input leaves out, when they are exact for it."""
    if d.question is not None or not item.symbol or item.kind not in _GUARDED or "`" not in d.input:
        return d
    if _DESCRIBED.search(d.input):
        return d  # "Values for which …", "Input that passes every guard …": no value to add one to
    lines, lang = ctx.lines(item.file), item.language
    params = parameters(lines, item.symbol, item.line, lang)
    own = {p for p in params if re.search(rf"`{re.escape(p)}\b", d.input)}
    # an argument with a default is left out of a call, as the normal path's own call does
    left = set(params) - own - set(parameter_defaults(lines, item.symbol, item.line, lang))
    if not left:
        return d
    module = _module_names(lines, lang)
    spans = [m for m in re.findall(r"`([^`]+)`", d.input) if re.match(r"[A-Za-z_$]", m)]
    roots = {re.match(r"[A-Za-z_$][\w$]*", m).group(0): "(" in m for m in spans}  # type: ignore[union-attr]
    if any(not call and r not in params and r not in module and r not in _WORDS for r, call in roots.items()):
        return d  # the case sets a local (`word` = `"a/b"` in a loop over `text`): no argument value is known to give it
    decided = (set(params) - left) | module | {r for r, call in roots.items() if call}
    if any(reads(c) - decided for c in _deciding(item, ctx)):
        return d  # a left-out argument, or a local it may feed, would decide the side the case is about
    known = set(params) | module
    for g in guards_of(item.file, item.symbol, ctx.items, lines):
        if g.line >= item.line:
            continue
        names = reads(g.text)
        if names - known or names & left and names & own:
            return (
                d  # a local, or a guard reading a left-out argument with one the case sets: its side is open
            )
    said = _argument_phrases(main_path_input(item, ctx), sorted(left))
    if {_named(p) for p in said} != left:
        return d  # an argument the normal path names no value for: a partial list would read as complete
    stop = ctx.msg("sep.stop")
    text = d.input[: -len(stop)] if d.input.endswith(stop) else d.input
    # in declaration order around the case's own values: those declared before its first argument, then its own
    first = min((params.index(p) for p in own), default=len(params))
    before = [p for p in said if params.index(_named(p) or "") < first]
    after = [p for p in said if p not in before]
    filled = ctx.msg.sentence(ctx.msg("in.sep").join([*before, text, *after]))
    if refused(filled, item, ctx, d.hosts, d.preconditions):
        return d  # a run of the completed input loops, raises elsewhere or takes another path (filled_run.py)
    return d._replace(input=filled)


__all__ = ["reads", "with_normal_arguments"]
