"""unsupported-value: a concrete value in a case that the case's own evidence does not contain.

The seed's rule: what nothing supports blocks. A case's expected result names values (an exception
type, a quoted message, a number, a returned value, a name in code) and its input may name an
exception a test double raises; each must be found in what the case itself cites:

- the cited checklist items: their code lines, their effects, their boundary values;
- the cited design statements (DR-n) and key items (KT-n), and the person's answers;
- for names in code (`order_id`, `self.mailer.send`) and returned names, the cited items' source
  files, since the normal path's return and calls are not items of their own;
- a number may also come from the case's own input, preconditions or perspective (a count the
  input chose), a boundary's derived values (the value, one step either side, the test values),
  a cited item's line, or be a count of 0 or 1 rows/items.

Scoped to the case's own evidence, it catches a result moved from another case (another branch's
message, another function's return) as well as a value made up. A case citing nothing resolvable
is `unsupported-evidence`'s business and is skipped here.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from utspec.analyzers.effects import effects_of
from utspec.analyzers.path_value import path_value
from utspec.critic.checks._case_facts import cited_items, cited_refs
from utspec.critic.checks._changed_literal import changed_literal
from utspec.critic.checks._claims import EXCEPTION, claims, norm_value
from utspec.critic.checks._interpreted import interpreted
from utspec.critic.checks._numbers import numbers_in, same_number, show
from utspec.critic.checks._other_return import returned_elsewhere
from utspec.critic.checks._own_numbers import own_numbers, own_sums
from utspec.critic.checks._rethrown_choice import rethrown_choice
from utspec.critic.checks._returned_error import returned_at
from utspec.critic.checks._written_number import written_number
from utspec.critic.review_input import ReviewInput
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.signature import function_body, numbered_body
from utspec.designer.offline.write_values import written_values
from utspec.messages import Catalog
from utspec.models import ChecklistItem, Finding, Kind, OpenQuestion, Severity, TestCase

RULE_ID = "unsupported-value"
SEVERITY = Severity.BLOCKING
SUMMARY = "A case names a value (exception, message, number, returned value) that its own cited evidence does not contain."

_QUOTED = re.compile(r'"([^"\n]+)"|“([^”\n]+)”|「([^」\n]+)」|『([^』\n]+)』')
_CODE = re.compile(r"`([^`\n]+)`")
_IDENT = re.compile(r"[A-Za-z_$][\w$]*")
#: Counts a case states of what it does ("one row", "1 行"), not values from the code.
_COUNT = re.compile(
    r"(?<![\w.])([01])\s*(?:rows?|records?|items?|elements?|times?|calls?|行|件|回|レコード|要素)"
)
_PLACEHOLDER = re.compile(r"%[-+ #0-9.]*[a-zA-Z]|\{[^{}]*\}|\$\{[^{}]*\}")
_LITERALS = frozenset({"null", "true", "false"})
#: The seam between two string literals the code joins: implicit concatenation or `+`.
_ADJACENT = re.compile(r"""(["'])\s*\+?\s*\1""")
#: References inside a result ("see Q-effect:a.ts:36:branch#2", DR-4): their numbers are no values.
_REF = re.compile(r"\bQ-[\w:./#\-]+|\b(?:DR|KT|ANS)-\d+|[\w./-]+\.\w+:\d+(?::\w+(?:#\d+)?)?")


#: Japanese prose quotes a string with 「」 (or 『』): the same string a case writes as `"零"`.
_QUOTES = str.maketrans({"「": '"', "」": '"', "『": '"', "』": '"', "“": '"', "”": '"'})


def _fold(text: str) -> str:
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text).translate(_QUOTES)).strip().casefold()


@dataclass(frozen=True)
class Evidence:
    """What a case's own evidence says, in the forms values are looked up in."""

    text: str
    """Folded: cited code lines, effects, DR/KT text, answers."""
    files: str
    """Folded: the cited items' whole source files (names in code)."""
    numbers: tuple[float, ...]
    wide: frozenset[float] = frozenset()
    """Numbers of the case's own evidence (`_own_numbers`: the cited functions' bodies, the cited DR/KT text),
    and the sums and differences of two of them while the body's value for the input is not worked out."""
    worked: frozenset[str] = frozenset()
    """What the cited functions return for the case's own input, worked out from their bodies
    (`analyzers.path_value`: `1170` for `shippingFee(1, 30, "abc", true)`); a value one off is not."""

    def has(self, value: str) -> bool:
        return _fold(value) in self.text

    def has_message(self, message: str) -> bool:
        """Whether the evidence writes `message`: whole, as adjacent literals the code joins, or as a template.

        A quoted piece is a template only when it holds a placeholder: jeraconv's `raise ValueError('J2W.convert
        method threw an exception. ' 'The era name given …')` once let any message starting with the first piece
        pass (the piece's trailing blank made it differ from its one stripped chunk), so another branch's message
        moved onto the case went unflagged.

        >>> ev = Evidence(text=_fold("raise ValueError('Bad call. ' 'The era does not exist.')"), files="", numbers=())
        >>> ev.has_message("Bad call. The era does not exist."), ev.has_message("Bad call. The value is invalid.")
        (True, False)
        >>> Evidence(text=_fold('raise ValueError(f"{x} is not valid")'), files="", numbers=()).has_message("3 is not valid")
        True
        """
        m = _fold(message)
        text = _ADJACENT.sub("", self.text)  # 'a ' 'b' and 'a ' + 'b' are the string 'a b'
        if m in self.text or m in text:
            return True
        # The code's message may be a template ("width is %d", f"{x} failed"); the case writes it formatted.
        for quoted in re.findall(r'"([^"]*)"|\'([^\']*)\'', text):
            q = next((g for g in quoted if g), "")
            if not _PLACEHOLDER.search(q):
                continue
            chunks = [c.strip() for c in _PLACEHOLDER.split(q) if c.strip()]
            if len(chunks) > 0 and sum(map(len, chunks)) >= 4 and all(c in m for c in chunks):
                return True
        return False


def _lines(src: str, item: ChecklistItem) -> str:
    lines = src.split("\n")
    return "\n".join(lines[max(0, item.line - 1) : min(len(lines), max(item.end_line, item.line))])


def evidence(inp: ReviewInput, case: TestCase, items: list[ChecklistItem]) -> Evidence:
    sources = {s.path: s.text for s in inp.sources}
    parts: list[str] = []
    numbers: list[float] = []
    for i in items:
        parts += [i.text, i.effect or "", _lines(sources.get(i.file, ""), i)]
        for e in effects_of(i):
            parts += [x for x in (e.name, e.message, e.value, e.table, e.args) if x]
        if i.value is not None:
            step = 1.0
            numbers += [float(i.value), float(i.value) - step, float(i.value) + step]
        numbers += [float(v) for v in i.test_values or []]
        numbers += [float(v) for v in (i.values or []) if isinstance(v, int | float)]
        numbers.append(float(i.line))
        if i.call_site:
            parts.append(
                _lines(
                    sources.get(i.call_site.rsplit(":", 1)[0], ""),
                    i.model_copy(
                        update={
                            "line": int(i.call_site.rsplit(":", 1)[1]),
                            "end_line": int(i.call_site.rsplit(":", 1)[1]),
                        }
                    ),
                )
            )
    refs = set(cited_refs(case))
    parts += [r.text for r in inp.requirements if r.id in refs]
    parts += [k.text for k in inp.key_items if k.id in refs]
    parts += [a.text for a in inp.answers]
    ran = interpreted(inp, case, items)  # what the cited functions do for this input, run exactly (_interpreted.py)
    parts += ran.raised
    text = "\n".join(parts)
    numbers += list(numbers_in(text))
    for own in (case.input, case.preconditions, case.perspective):
        numbers += list(numbers_in(own))
    files = "\n".join(sources.get(f, "") for f in dict.fromkeys(i.file for i in items))
    worked = _worked(inp, case, items) | ran.values
    wide = own_sums(own_numbers(sources, items, text), known=bool(worked))
    numbers += [n for w in worked for n in numbers_in(w)]
    return Evidence(
        _fold(text), _fold(files + "\n" + text), tuple(numbers), frozenset(wide), frozenset(worked)
    )


def _worked(inp: ReviewInput, case: TestCase, items: list[ChecklistItem]) -> set[str]:
    sources = {s.path: s.text.split("\n") for s in inp.sources}
    out: set[str] = set()
    for i in {(i.file, i.symbol): i for i in items if i.symbol}.values():
        lines = sources.get(i.file)
        if lines and (value := path_value(function_body(lines, i.symbol, i.line, i.language), lines, i.language,
                                          case.input)) is not None:  # fmt: skip
            out.add(value)
    # The values a cited write puts in its columns for this input (`points` = `800`), worked out as the
    # designer does (`designer.offline.write_values`, the case's test doubles included).
    # The normal path cites its guards, not the write it ends in: writes of the cited functions count.
    functions = {(i.file, i.symbol) for i in items if i.symbol}
    writes = [
        i
        for i in inp.checklist
        if i.kind is Kind.SQL_WRITE and (i in items or (i.file, i.symbol) in functions)
    ]
    if writes:
        ctx = Ctx.build(inp.language, inp.checklist, inp.sources)
        for i in writes:
            out.update(v for _, v in written_values(i, case.input, ctx) or [])
    return out


def _stated_string(span: str, ev: Evidence) -> bool:
    """A string literal whose text the cited statements write as a value of their own (in code quotes or quotes).

    go-humanize's "`Bytes(9)` は `9 B` を返す" gives the case the Go string `"9 B"`; the statement writes the
    text without the string's quotes, as a document does.

    >>> ev = Evidence(text=_fold("kt-7: `bytes(9)` は `9 B` を返すこと"), files="", numbers=())
    >>> _stated_string('"9 B"', ev), _stated_string('"9 KB"', ev), _stated_string("9 B", ev)
    (True, False, False)
    """
    m = re.fullmatch(r'"([^"`]+)"|\'([^\'`]+)\'', span)
    if m is None:
        return False
    text = _fold(m.group(1) or m.group(2))
    return any(f"{o}{text}{c}" in ev.text for o, c in (("`", "`"), ('"', '"'), ("'", "'")))


def _code_span_ok(span: str, ev: Evidence) -> bool:
    if _fold(span) in ev.files:
        return True
    names = [n for n in _IDENT.findall(span) if len(n) > 1]
    return bool(names) and all(_fold(n) in ev.files for n in names)


def unsupported(inp: ReviewInput, case: TestCase, ev: Evidence) -> list[str]:
    """The values of a case its evidence does not contain, as shown to a reviewer (in order, once each)."""
    out: list[str] = []
    expected = case.expected
    code_spans = _CODE.findall(expected)
    bare = _CODE.sub(lambda m: " " * len(m.group(0)), expected)
    items = cited_items(inp, case)
    said = {norm_value(v) for v in claims(expected).returns}
    returned = [s for s in code_spans if norm_value(s) in said]
    for exc in EXCEPTION.findall(expected) + EXCEPTION.findall(case.input):
        # The exception a double raises where the cited code rethrows what it caught is the input's choice; a Go
        # error value the case's own function returns is its result (`_returned_error`).
        if not ev.has(exc) and not rethrown_choice(exc, case.input, items) and not (
            returned and _own_return(inp, items, exc, returned)
        ):
            out.append(f"`{exc}`")
    for m in _QUOTED.finditer(bare):
        group = next(k for k, g in enumerate(m.groups(), 1) if g is not None)
        # The message as written: a code span inside it (kanjize's "Kanji `{given}` seems to be invalid.") was
        # blanked above and left "Kanji           seems to be invalid.", which no code contains.
        message = expected[m.start(group) : m.end(group)]
        if not ev.has_message(message):
            out.append(f'"{message}"')
    counts = {float(m.group(1)) for m in _COUNT.finditer(unicodedata.normalize("NFKC", bare))}
    for n in numbers_in(_REF.sub(" ", bare)):
        if n in counts or any(same_number(n, v) for v in ev.numbers) or n in ev.wide:
            continue
        out.append(show(n))
    for span in code_spans:
        value = norm_value(span)
        if value in _LITERALS or re.fullmatch(r"-?\d+(?:\.\d+)?", value):
            # A literal result (`None`, `true`, `0`) must come from the cited code's file (the normal
            # path's return is no item of its own); a cited return is expected-contradicts-code's.
            literal_ok = (
                span in ev.worked
                or value in ("true", "false")
                and not ev.worked
                and _returns_comparison(ev.text)
                or value == "null"
                and ("none" in ev.files or "null" in ev.files or "nil" in ev.files or "undefined" in ev.files)
                or _literal_in_files(value, span, ev.files, ev.text)
            )
            if not literal_ok:
                out.append(f"`{span}`")
        elif span not in ev.worked and (
            not EXCEPTION.fullmatch(span)
            and not rethrown_choice(span, case.input, items)
            and not (_code_span_ok(span, ev) and _span_numbers_ok(span, ev))
            and not _stated_string(span, ev)
            # the code's own expression with a number changed: each number is written somewhere, not there
            or changed_literal(_fold(span), ev.files)
        ):
            out.append(f"`{span}`")
    for span in code_spans:
        if norm_value(span) in said and span not in ev.worked and _another_functions_return(inp, items, span):
            out.append(f"`{span}`")
    return list(dict.fromkeys(out))


#: Items whose lines belong to one way through a function: a `return` inside one the case does not cite is another
#: case's result.
_OWNING = frozenset({Kind.BRANCH, Kind.EARLY_RETURN, Kind.RAISE, Kind.LOOP, Kind.HANDLER})


def _own_return(inp: ReviewInput, items: list[ChecklistItem], name: str, returned: list[str]) -> bool:
    """Whether a cited item's function returns a span of `returned` holding `name` on a line no uncited branch, loop,
    handler or exit of that file owns (`_returned_error`)."""
    sources = {s.path: s.text.split("\n") for s in inp.sources}
    cited = {i.id for i in items}
    for (file, symbol), i in {(i.file, i.symbol): i for i in items if i.symbol and i.file in sources}.items():
        owned = [o for o in inp.checklist if o.file == file and o.kind in _OWNING and o.id not in cited]
        for n in returned_at(name, returned, numbered_body(sources[file], symbol, i.line, i.language)):
            if not any(o.line <= n <= max(o.end_line, o.line) for o in owned):
                return True
    return False


def _another_functions_return(inp: ReviewInput, items: list[ChecklistItem], span: str) -> bool:
    """An expression said returned that the cited items' files return only outside the cited functions
    (`_other_return`). Every cited item must have a function whose body is read, or nothing is said."""
    sources = {s.path: s.text.split("\n") for s in inp.sources}
    own: dict[str, set[int]] = {}
    for i in items:
        if not i.symbol or i.file not in sources:
            return False
        body = numbered_body(sources[i.file], i.symbol, i.line, i.language)
        # A body read wrong says nothing: a cited line outside the body found is a misread, not another function's
        # (Go's `func indirect(a interface{}) interface{} {` once ended at the result type's braces, cast-ja-go
        # TC-079; `go_body_brace` now skips them, and this guard stays for readers that still miss).
        if not body or not body[0][0] - 1 <= i.line <= body[-1][0]:
            return False
        own.setdefault(i.file, set()).update(n for n, _ in body)
    return any(returned_elsewhere(span, sources[f], lines) is not None for f, lines in own.items())


def _literal_in_files(value: str, span: str, files: str, cited: str) -> bool:
    """A literal result the cited files write: a number as a number of its own (`_written_number`: not the `5` of
    `2005`), `true`/`null` and the like as a word. The case's own cited text (its code lines, DR/KT statements and
    answers) is still read as written: jp-calendar's worked example quotes `-07` of KT-6's "2026-05-07"."""
    if re.fullmatch(r"-?\d+(?:\.\d+)?", value):
        return written_number(value, files) or _fold(span) in cited
    return _fold(span) in files or any(norm_value(w) == value for w in re.findall(r"[\w.]+", files))


#: A cited line returning a comparison (`value => value === 0 || value === 0n`): its result is `true` or `false`
#: though neither word is written in the file (pretty-ms). Only where no value was worked out for the input
#: (`path_value` reads no concise arrow body); a worked-out value decides which of the two (go-money's IsZero).
_RETURNED_COMPARISON = re.compile(r"(?:\breturn\b|=>)[^;\n{]*?(?:[=!]==?|[<>]=?|&&|\|\|)")


def _returns_comparison(text: str) -> bool:
    """Whether the cited code returns a comparison's value.

    >>> _returns_comparison("const iszero = value => value === 0 || value === 0n;"), _returns_comparison("return m.amount == 0")
    (True, True)
    >>> _returns_comparison("if (value === 0) {"), _returns_comparison("return total;")
    (False, False)
    """
    return _RETURNED_COMPARISON.search(text) is not None


def _span_numbers_ok(span: str, ev: Evidence) -> bool:
    """The numbers of an expression in code (`fee + 500`) are the code's own: each is in the cited files or evidence.

    A name's value in code can be any number, but an expression quoted from the code keeps its literals,
    so `fee + 501` where the code adds 500 is a changed expression, not a computed result.
    """
    if not _IDENT.search(span):
        return True  # a bare number is a value, checked above
    wanted = list(numbers_in(_QUOTED.sub(" ", span)))
    if not wanted:
        return True
    have = [*numbers_in(ev.files), *ev.numbers]
    return all(any(same_number(n, h) for h in have) for n in wanted)


def check(inp: ReviewInput, *, severity: Severity = SEVERITY) -> list[Finding | OpenQuestion]:
    msg = Catalog(inp.language)
    out: list[Finding | OpenQuestion] = []
    for case in inp.spec.cases:
        items = cited_items(inp, case)
        refs = cited_refs(case)
        if not items and not refs:
            continue
        ev = evidence(inp, case, items)
        if values := unsupported(inp, case, ev):
            cited = ", ".join([*(i.id for i in items), *refs]) or "-"
            out.append(Finding(id=f"{RULE_ID}:{case.id}", rule=RULE_ID, severity=severity,
                               message=msg("semantic.unsupported_value", case=case.id, values=", ".join(values),
                                           cited=cited),
                               refs=[case.id]))  # fmt: skip
    return out
