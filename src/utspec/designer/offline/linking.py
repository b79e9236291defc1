"""Which case a design statement (DR-n) or key item (KT-n) lands on, or the question asked when none.

Kept apart from the case builders so the matcher can change without touching how cases are written.

A case is described by what it says and by the code it cites (each item's condition, effect and
function); a statement links to the case it shares the most specific anchors with (rare
identifiers, messages, exception types, values: `utspec.anchoring`). A weak match or a tie between
cases about different code makes no link, so the statement gets a case of its own (DR) or a
question (KT).

The normal-path case cites every guard of its function, but it is about none of them: it is
described by its function and by the success outcome, never by the guards' conditions or messages
(which would pull "the email is required" onto it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.anchoring import Index, link
from utspec.anchoring import Unit as AnchorUnit
from utspec.anchoring.charclass import charset_anchors
from utspec.anchoring.extract import Anchor, anchors
from utspec.anchoring.match import MIN_SCORE
from utspec.anchoring.symbols import literal_symbols, quoted_symbols
from utspec.anchoring.worked_example import worked_example
from utspec.designer.inputs import DesignInputs
from utspec.designer.offline import link_trace as trace
from utspec.designer.offline.also_scope import one_function
from utspec.designer.offline.api_list import listed_function
from utspec.designer.offline.arrow_example import arrow_call
from utspec.designer.offline.assembly import Builder
from utspec.designer.offline.bare_param import only_the_parameter
from utspec.designer.offline.call_path import called_symbol, exit_cases, exit_of, known_for
from utspec.designer.offline.call_values import bind, excluded
from utspec.designer.offline.call_values import holds as value_holds
from utspec.designer.offline.callee_param import callee_namesake
from utspec.designer.offline.class_scope import (
    named_class,
    other_class,
    owners,
    qualified,
    split_scope,
    statement_classes,
)
from utspec.designer.offline.class_word import class_named, unnamed, unnamed_requirement
from utspec.designer.offline.compound import conditions_tested
from utspec.designer.offline.conditional_lines import conditional_spans
from utspec.designer.offline.constructor_call import constructor_function, constructors
from utspec.designer.offline.constructor_summary import constructs, same_overload
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.date_walk import (
    commented_class,
    commented_classes,
    compares_param,
    date_exit,
    named_date,
)
from utspec.designer.offline.delegate_heading import own_delegate
from utspec.designer.offline.delegates import delegated, scoped_functions
from utspec.designer.offline.design_cases import design_case, key_item_case
from utspec.designer.offline.entry_scope import about, entry_only, named_entry
from utspec.designer.offline.evaluated_exit import run_exit
from utspec.designer.offline.example_input import lead_ins, listed_input, quoted_input, sole_parser
from utspec.designer.offline.example_pool import other_call
from utspec.designer.offline.facts import final_return, indent
from utspec.designer.offline.fallthrough import is_label
from utspec.designer.offline.flag_section import boolean_section_flags, paragraph_flags
from utspec.designer.offline.forwarded import forwarded
from utspec.designer.offline.handler_guards import leaving_handler, passes_handlers
from utspec.designer.offline.history_line import tells_history
from utspec.designer.offline.link_context import (
    function_context,
    item_context,
    returned_from,
    statement_context,
)
from utspec.designer.offline.link_trace import Decider
from utspec.designer.offline.lone_guard import passes_lone_guard
from utspec.designer.offline.member_said import member_subjects, member_tested
from utspec.designer.offline.name_each import one_name_each
from utspec.designer.offline.name_local import through_local
from utspec.designer.offline.named_class import classes_of, named_owner
from utspec.designer.offline.named_place import explicit_function, explicit_places
from utspec.designer.offline.no_claim import no_claim
from utspec.designer.offline.null_said import null_each, null_subjects, null_tested, one_per_function
from utspec.designer.offline.operand_type import operand_cases
from utspec.designer.offline.operator_method import operator_function
from utspec.designer.offline.option_cases import flag_tested
from utspec.designer.offline.option_flags import on_when_described
from utspec.designer.offline.option_values import (
    lists_as_allowed,
    option_defaults,
    option_values,
    path_contradicts,
    value_tested,
)
from utspec.designer.offline.otherwise_clause import without_otherwise
from utspec.designer.offline.overview import overview_ids
from utspec.designer.offline.param_lines import about_another, described, names_only
from utspec.designer.offline.param_null import described_value, null_check_of
from utspec.designer.offline.precedence import without_loser
from utspec.designer.offline.predicate_summary import is_predicate_summary, predicate_cases
from utspec.designer.offline.property_getter import is_getter
from utspec.designer.offline.query_heading import query_heading
from utspec.designer.offline.read_write import against, direction
from utspec.designer.offline.relation_scope import compared, makes, named_operands
from utspec.designer.offline.result_scope import producer
from utspec.designer.offline.returned_literal import exit_literals, said_literals
from utspec.designer.offline.returned_not_raised import raises, says_only_returned
from utspec.designer.offline.returns_line import is_returns_line, returns_something
from utspec.designer.offline.row_function import first_cell
from utspec.designer.offline.scope import (
    functions_of,
    in_scope,
    named_function,
    own_cases,
    reach,
    statement_scopes,
)
from utspec.designer.offline.sign_scope import compares_with_zero, sign_subjects
from utspec.designer.offline.signature import parameters
from utspec.designer.offline.signature_line import described_function
from utspec.designer.offline.stand_in_call import unnamed_call
from utspec.designer.offline.stated_call import stated_call, without_steps
from utspec.designer.offline.subject_value import boundary_pairs, statement_pairs
from utspec.designer.offline.summary_line import (
    heading_function,
    openers,
    says_returned,
    states_condition,
    summaries,
)
from utspec.designer.offline.summary_owner import heading_class, owned
from utspec.designer.offline.switch_call import arm_taken
from utspec.designer.offline.throws import all_raise, thrown
from utspec.designer.offline.type_cell import without_type_cell
from utspec.designer.offline.type_line import without_type_line
from utspec.designer.offline.type_pair import one_of_several
from utspec.designer.offline.type_polarity import other_side, said_types
from utspec.designer.offline.value_each import one_value_each
from utspec.designer.offline.value_holds import taken_condition
from utspec.designer.offline.value_scope import value_cases
from utspec.designer.offline.walk_path import is_walk
from utspec.inputs.statement_kind import is_lead_in, is_requirement
from utspec.messages import Catalog
from utspec.models import Category, ChecklistItem, Kind, OpenQuestion, QuestionKind, TestCase
from utspec.questions.key_item_footing import anchored_refs
from utspec.questions.key_item_questions import question as key_item_verdict_question
from utspec.questions.key_items import Inputs as KeyItemInputs
from utspec.questions.key_items import key_item_contradiction
from utspec.terms import anchor, anchor_units, terms

#: The anchor that stands for "the main path succeeds / returns its result".
SUCCESS = Anchor("outcome", "success")

_SUCCESS_EN = re.compile(
    r"\b(?:succeed|succeeds|succeeded|success|successful(?:ly)?|returns?|registers|is registered|completes?)\b",
    re.I,
)
_FAILURE_EN = re.compile(
    r"\b(?:not|no|cannot|can't|never|fail|fails|failure|error|errors|reject(?:ed|s)?|invalid|throws?|raised?|raises|missing|empty|null)\b",
    re.I,
)  # fmt: skip
_SUCCESS_JA = re.compile(r"正常|成功|返す|返る|返却|できること|できる。|登録される|受け付ける|計算される")
_FAILURE_JA = re.compile(r"ない|エラー|拒否|失敗|例外|不正|未入力|未指定|空")


def says_success(text: str) -> bool:
    """Whether a statement is about the main path succeeding (not about a failure or a refusal)."""
    if _SUCCESS_EN.search(text) and not _FAILURE_EN.search(text):
        return True
    return bool(_SUCCESS_JA.search(text)) and not _FAILURE_JA.search(text)


def _code_items(case: TestCase, items: dict[str, ChecklistItem]) -> list[ChecklistItem]:
    return [items[r] for r in case.evidence if r in items]


def is_main_path(case: TestCase, items: dict[str, ChecklistItem]) -> bool:
    """A case citing two or more branches and nothing else of the code: the path where no guard fires."""
    cited = _code_items(case, items)
    if case.category is Category.NORMAL and passes_handlers(cited):
        return True  # the normal path of a function left only by except blocks (handler_guards.py)
    if case.category is Category.NORMAL and is_walk(cited, items.values()):
        return True  # the walk through a function nothing leaves early (walk_path.py)
    # Two conditions or more: a compound condition's operands are one (compound.py).
    return (
        case.category is Category.NORMAL
        and conditions_tested(cited) >= 2
        and all(i.kind is Kind.BRANCH for i in cited)
    )


def _effect_of(item: ChecklistItem, case: TestCase) -> str:
    """The part of an item's effect a case is about.

    A handler's normal-path case ("the try block completes") is about what a failure would skip;
    every other case is about what runs, not what is skipped.
    """
    main, _, skipped = (item.effect or "").partition(" | skipped: ")
    if item.kind is Kind.HANDLER and case.category is Category.NORMAL:
        return skipped
    return main


def case_unit(case: TestCase, items: dict[str, ChecklistItem], ctx: Ctx | None = None) -> AnchorUnit:
    """A case as a place to link to: its own words (in English, whatever the run's language) plus the code it cites."""
    if ctx is not None:
        perspective, expected = ctx.english(case)
        case = case.model_copy(update={"perspective": perspective, "expected": expected})
    cited = _code_items(case, items)
    context = _context(cited, ctx, main_path=is_main_path(case, items))
    if is_main_path(case, items):
        symbols = " ".join(dict.fromkeys(i.symbol or "" for i in cited))
        # What the main path returns is what it is about ("returns the number of rows updated").
        first = cited[0]
        ret = final_return(ctx.lines(first.file), first.symbol, first.line, first.language) if ctx else None
        # ... with the lines that compute what it returns (`return total - discount;` and
        # `discount = Math.floor((total * coupon.percent) / 100)`).
        guards = [(i.line, i.end_line) for i in cited]
        if ctx is not None:
            guards += conditional_spans(ctx.items, first.file, first.symbol)  # conditional_lines.py
        made = returned_from(ctx.lines(first.file), first, guards, ret) if ctx and ret else ""
        return AnchorUnit.of(
            case.id, f"{case.perspective} {symbols} {ret or ''} {made}", group=case.id, extra=frozenset({SUCCESS}),
            context=context,
        )  # fmt: skip
    # What a case skips is not what it is about: "`DELETE ...` is not executed" must not pull
    # "members are deleted" onto the guard that prevents the delete. So the case's own expected
    # text is left out, and so is the skipped part of each item's effect.
    # What a case tests (its conditions, the statement it raises from) counts in full; what the code
    # then does (`fee += 500`, the rows a branch writes) counts less, except the exception and the
    # message it ends with, which are what a statement about it quotes.
    code = " ".join(f"`{i.text}` {i.symbol or ''}" for i in cited)
    effects = " ".join(_effect_of(i, case) for i in cited)
    if cited and cited[0].kind is Kind.HANDLER:
        # A handler is about the work that fails (its try block) and what it does then: its subject.
        code, effects = f"{code} {effects}", ""
    comments = _comments(cited, ctx)
    observed = frozenset(a for a in anchors(effects) if a.kind in ("message", "exception"))
    # The off value of a guard that raises or returns early: the function carries on, so "exactly 50
    # characters can be registered" is about this case; as a lesser anchor, so that "a registration
    # succeeds" with nothing more specific stays on the normal path.
    carries_on = frozenset({SUCCESS}) if _passes_guard(cited) or _swallows(cited, case) else frozenset()
    # The thing a boundary tests joined to the value it tests (`weight@0`, subject_value.py).
    observed |= boundary_pairs(case.perspective) if cited and cited[0].kind is Kind.BOUNDARY else frozenset()
    # The short literal its condition tests (`"@" not in email`): a statement quoting 「@」 names it (symbols.py).
    observed |= literal_symbols(cited[0].text) if cited and cited[0].kind in _TESTS else frozenset()
    # ... and the literal its exit returns (`return undefined;`, returned_literal.py).
    observed |= exit_literals(cited)
    # ... and the character set its regex allows (`[A-Z0-9]`: "英数字", "記号", charclass.py).
    observed |= charset_anchors(cited[0].text) if cited and cited[0].kind in _TESTS else frozenset()
    own = case.expected if not cited else ""  # a design or key-item case: its expected result is its subject
    group = subject_key(case, cited)
    return AnchorUnit.of(
        case.id, f"{case.perspective} {own} {code}", group=group, rank=len(cited), context=context,
        extra=observed, minor=f"{effects} {comments}", minor_extra=carries_on,
    )  # fmt: skip


#: Items that test a condition (what a case citing one first is about).
_TESTS = frozenset({Kind.BRANCH, Kind.BOUNDARY, Kind.SQL_CONDITION})

_EXITS = re.compile(r"^\s*(?:raise|throw|return)\b")


def _swallows(cited: Sequence[ChecklistItem], case: TestCase) -> bool:
    """A handler's failure case whose handler does not re-raise: the call still succeeds after the failure.

    "The registration succeeds even if the welcome mail times out" is about this case as much as the
    success words make it about the normal path; as a lesser anchor, it only breaks that tie.
    """
    return (
        bool(cited) and cited[0].kind is Kind.HANDLER and case.category is not Category.NORMAL
        and "(not re-raised)" in (cited[0].effect or "")
        and not leaving_handler(cited[0])  # `except ValueError: return {"ok": False}` ends the call: no success
    )  # fmt: skip


def _passes_guard(cited: Sequence[ChecklistItem]) -> bool:
    """A boundary's case that cites nothing else: the value where its guard (a raise, an early return) does not fire."""
    return len(cited) == 1 and cited[0].kind is Kind.BOUNDARY and bool(_EXITS.match(cited[0].effect or ""))


def _context(cited: Sequence[ChecklistItem], ctx: Ctx | None, *, main_path: bool) -> str:
    """The words around a case's code: its function (name, docstring or Javadoc, the comment above it).
    They are shared by every case of the function, so they choose the function, not the case."""
    if ctx is None or not cited:
        return ""
    parts = [
        f"{function_context(ctx.lines(i.file), i)} {statement_context(ctx.lines(i.file), i)}"
        for i in (cited[:1] if main_path else cited)
    ]
    return " ".join(dict.fromkeys(p for p in parts if p))


def _comments(cited: Sequence[ChecklistItem], ctx: Ctx | None) -> str:
    """The comments beside a case's code (above a condition, at the end of its line, heading its SQL
    statement): they say what that code is for, so they count as what the case leads to."""
    if ctx is None:
        return ""
    said = [item_context(ctx.lines(i.file), i) for i in cited]
    said += [query_heading(ctx.lines(i.file), i) for i in cited]  # "-- 休眠会員の抽出" (query_heading.py)
    return " ".join(dict.fromkeys(c for c in said if c))


def subject_key(case: TestCase, cited: Sequence[ChecklistItem]) -> str:
    """What a case tests, so that cases testing one thing form one group (a tie inside a group is no tie).

    - the cases of one item: a boundary's on and off values, a write that succeeds and one that fails;
    - the cases of one condition tested in several places of a function (`if allow_unicode:` twice in
      `slugify`): a statement about that condition is about each of them alike.
    A handler's "try block completes" case is about what a failure skips, not about the handler: it
    stays a subject of its own.
    """
    if not cited:
        return case.id
    first = cited[0]
    if first.kind is Kind.HANDLER and case.category is Category.NORMAL:
        return f"{first.id}|completes"
    if first.kind is Kind.BRANCH:
        condition = re.sub(r"\s+", "", first.text)
        return f"{first.file}|{first.symbol or ''}|{condition}"
    return first.id


_CODE_OR_LINK = re.compile(r"`[^`]*`|\[([^\]]*)\]\([^)]*\)|https?://\S+")
_PROSE_WORD = re.compile(r"[A-Za-z]{3,}|[\u3040-\u30ff\u3400-\u9fff]+")
#: Words that name a field of a listing rather than say something: "Type: `x`", "Default: `2`".
_FIELD_LABELS = frozenset(
    {"type", "types", "default", "defaults", "value", "values", "example", "examples", "since"}
)


def is_listing(text: str) -> bool:
    """A statement that is only code, values and links ("`methods`: `get` `put` `head`", "Type: `object`").

    It lists values (defaults, types, status codes) without saying what happens: it names a setting
    a code case may test, but not which behaviour, so it is linked to no code case.
    """
    prose = _CODE_OR_LINK.sub(lambda m: m.group(1) or " ", text)
    return all(w.lower() in _FIELD_LABELS for w in _PROSE_WORD.findall(prose))


#: Literal keywords are written as code but name nothing of the code under test.
_KEYWORDS = frozenset({"null", "none", "nil", "undefined", "true", "false", "nan", "self", "this"})


def named_code(text: str, ctx: Ctx | None) -> frozenset[Anchor]:
    """The identifiers a statement names that exist in the sources (`max_length`, `hira2kata`, `ms.parse`)."""
    if ctx is None:
        return frozenset()
    code = _source_idents(ctx.sources)
    return frozenset(a for a in anchors(text) if a.kind == "ident" and a.key not in _KEYWORDS and a in code)


#: The identifiers of a run's sources, kept for the run's statements (a few runs at most: tests, the bench).
_SOURCE_IDENTS: list[tuple[dict[str, list[str]], frozenset[Anchor]]] = []


def _source_idents(sources: dict[str, list[str]]) -> frozenset[Anchor]:
    for known, idents in _SOURCE_IDENTS:
        if known is sources:
            return idents
    idents = frozenset(
        a for lines in sources.values() for a in anchors("\n".join(lines)) if a.kind == "ident"
    )
    _SOURCE_IDENTS[:] = [*_SOURCE_IDENTS[-3:], (sources, idents)]
    return idents


#: A flag set in a statement: `lowercase=False`, `{ long: true }`, "`word_boundary` (bool): when False".
_SETS_FLAG = re.compile(r"`?([A-Za-z_]\w*)`?\s*(?:=|:|is)\s*(True|False|true|false)\b")
_WHEN_FLAG = re.compile(
    r"^`([A-Za-z_]\w*)`\s*\(bool(?:ean)?\)\s*:\s*(?:when|if)\s+(?:set\s+to\s+)?(True|False|true|false)\b"
)
#: A case's condition that is one flag, as is or negated: `lowercase`, `not word_boundary`, `!options.long`.
_FLAG_CONDITION = re.compile(r"^(not\s+|!)?\s*(?:[A-Za-z_]\w*(?:\?)?\.)*([A-Za-z_]\w*)$")


#: A flag set in a Japanese sentence: "pascalCase が true のとき", "`lowercase` を False にすると".
_JA_FLAG = re.compile(r"`?([A-Za-z_]\w*)`?\s*(?:が|を|は|に)\s*`?(True|False|true|false)`?(?![\w])")
_JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


def flags_set(text: str) -> dict[str, bool]:
    """The boolean flags a statement sets (`lowercase=False` -> {"lowercase": False}; "pascalCase が true のとき").

    >>> flags_set("pascalCase が true のとき 1 文字の a は A を返す"), flags_set("lowercase=False")
    ({'pascalcase': True}, {'lowercase': False})
    """
    found = {m.group(1).lower(): m.group(2).lower() == "true" for m in _SETS_FLAG.finditer(text)}
    if _JAPANESE.search(text):
        found |= {
            m.group(1).lower(): m.group(2).lower() == "true"
            for m in _JA_FLAG.finditer(text)
            if m.group(1).lower() not in found
        }
    if m := _WHEN_FLAG.match(text.strip()):
        found.setdefault(m.group(1).lower(), m.group(2).lower() == "true")
    return found


def _holds_on_path(
    first: ChecklistItem, items: dict[str, ChecklistItem], ctx: Ctx | None
) -> list[tuple[str, bool]]:
    """Each condition on the way to a branch and whether it holds there: its own (true), an enclosing
    `if` whose body holds it (true), an `if` whose `elif`/`else if` it is (false)."""
    out = [(first.text, True)]
    lines = ctx.lines(first.file) if ctx is not None else []
    if not 1 <= first.line <= len(lines):
        return out
    own = lines[first.line - 1]
    for b in items.values():
        if b.kind is not Kind.BRANCH or b.file != first.file or b.symbol != first.symbol:
            continue
        if not b.line < first.line <= b.end_line or not 1 <= b.line <= len(lines):
            continue
        outer = lines[b.line - 1]
        if indent(own) > indent(outer):
            out.append((b.text, True))
        elif re.match(r"\s*(?:elif\b|}?\s*else\s+if\b)", own):
            out.append((b.text, False))
    return out


def _outside(
    case: TestCase, bound: dict[str, str], known: dict[str, float], items: dict[str, ChecklistItem], ctx: Ctx
) -> bool:
    """The case tests a condition nested in an `if` (or on the `elif` side of one) the bound values decide the
    other way: the call never reaches it."""
    cited = _code_items(case, items)
    if not cited or cited[0].kind is not Kind.BRANCH or is_main_path(case, items):
        return False
    return any(
        value_holds(text, bound, known) is (not on) for text, on in _holds_on_path(cited[0], items, ctx)[1:]
    )


def _contradicts(
    case: TestCase, flags: dict[str, bool], items: dict[str, ChecklistItem], ctx: Ctx | None = None
) -> bool:
    """The case tests a flag at the value the statement does not set (`not word_boundary` holds vs word_boundary=True)."""
    cited = _code_items(case, items)
    if not flags or not cited or cited[0].kind is not Kind.BRANCH or is_main_path(case, items):
        return False
    for condition, holds in _holds_on_path(cited[0], items, ctx):
        m = _FLAG_CONDITION.match(condition.strip())
        if m is None or m.group(2).lower() not in flags:
            continue
        value = holds != bool(m.group(1))  # `not x` holding means x is false
        if flags[m.group(2).lower()] != value:
            return True
    return False


def _values_set(text: str, ctx: Ctx) -> dict[str, str]:
    """The string and number options a statement sets, with the destructuring defaults of those it leaves out
    when it passes an options object (`{space: true}` keeps `position = 'end'`)."""
    values = option_values(text)
    if "{" in text and (values or flags_set(text)):
        defaults = {k: v for k, v in option_defaults(ctx.sources).items() if v not in ("true", "false")}
        values = {**{k: v for k, v in defaults.items() if k not in flags_set(text)}, **values}
    return values


def _needs_other_value(
    case: TestCase, values: dict[str, str], items: dict[str, ChecklistItem], ctx: Ctx
) -> bool:
    """The case's way in needs an option at another value, or it raises over a value list naming the one set."""
    cited = _code_items(case, items)
    if not cited or is_main_path(case, items):
        return False
    if any(i.kind is Kind.RAISE and lists_as_allowed(f"{i.text} {i.effect or ''}", values) for i in cited):
        return True
    return cited[0].kind is Kind.BRANCH and path_contradicts(_holds_on_path(cited[0], items, ctx), values)


def _innermost(cases: list[TestCase], items: dict[str, ChecklistItem], ctx: Ctx | None) -> list[TestCase]:
    """Leave out a case whose condition encloses another's: `{position: 'start', preferTruncationOnSpace: true}`
    is about the `preferTruncationOnSpace` inside `position === 'start'`, not that `if` as well."""
    if len(cases) < 2:
        return cases
    enclosing = set()
    for c in cases:
        cited = _code_items(c, items)
        if cited and cited[0].kind is Kind.BRANCH:
            enclosing |= {(text, holds) for text, holds in _holds_on_path(cited[0], items, ctx)[1:]}
    out = []
    for c in cases:
        cited = _code_items(c, items)
        if not (cited and cited[0].kind is Kind.BRANCH and (cited[0].text, True) in enclosing):
            out.append(c)
    return out or cases


def _tests_value(
    case: TestCase, values: dict[str, str], items: dict[str, ChecklistItem], ctx: Ctx | None
) -> bool:
    """The case tests one of the options the statement sets to a string or a number, at that value (option_values.py)."""
    cited = _code_items(case, items)
    if not cited or cited[0].kind is not Kind.BRANCH or is_main_path(case, items):
        return False
    return value_tested(_holds_on_path(cited[0], items, ctx), values)


def _tests_flag(
    case: TestCase, flags: dict[str, bool], items: dict[str, ChecklistItem], ctx: Ctx | None
) -> bool:
    """The case tests one of the statement's flags, alone, at the value set (option_cases.py)."""
    cited = _code_items(case, items)
    if not cited or cited[0].kind is not Kind.BRANCH or is_main_path(case, items):
        return False
    return flag_tested(_holds_on_path(cited[0], items, ctx), flags)


def linked_cases(
    text: str,
    cases: Sequence[TestCase],
    items: dict[str, ChecklistItem],
    ctx: Ctx | None = None,
    scope: str | None = None,
    given: dict[str, bool] | None = None,
    heading: str | None = None,
) -> list[TestCase]:
    """The cases a statement is about, the best first; none for a weak match, a tie or nothing specific in common.

    The statement goes on each: after the best come the cases it fits exactly as well on the same named things
    (`allow_unicode` tested on three lines: `utspec.anchoring.link`'s `also`), from the same one search.
    Cases derived from code come first: a case written for another design statement or key item
    is only a fallback, so "Out of stock is reported" is not pulled away from the
    `OutOfStockException` case by the design case of "the reorder report".
    `scope`: the function the statement is about (`scope.py`): only that function's code cases.
    `heading`: the statement's section heading (a branchless function's own heading: heading_entry.py).
    """
    trace.clear()
    found = _find(text, cases, items, ctx, scope, given, heading)
    trace.logged(text, found)
    return found


def _find(
    text: str,
    cases: Sequence[TestCase],
    items: dict[str, ChecklistItem],
    ctx: Ctx | None,
    scope: str | None = None,
    given: dict[str, bool] | None = None,
    heading: str | None = None,
) -> list[TestCase]:
    # A statement scoped to a branchless function (named, or under its heading) is about its one case; any other
    # statement lands on such a case only when it names the function or a delegate of it (entry_scope.py). Filtered
    # before matching: dropping such a case only when it won lost 4 right links of humanize and ky.
    if (entry := named_entry(text, scope, cases, items, heading)) is not None:
        trace.note(Decider.ENTRY)
        return [entry]
    handed = forwarded(text, ctx.sources) if ctx is not None else text
    cases = [c for c in cases if about(text, c, items) or about(handed, c, items)]
    text = without_loser(text)  # "A wins over B" is about A (precedence.py)
    text = without_type_cell(text)  # "Type=`string`｜`null`" says nothing that happens (type_cell.py)
    text = without_type_line(text)  # nor does "Type: `false | string`\ Default: ..." (type_line.py)
    text = without_otherwise(text)  # ", otherwise `false`" is every other way through (otherwise_clause.py)
    if ctx is not None and (main := _main_path_described(text, cases, items, ctx)) is not None:
        trace.note(Decider.SIGNATURE)
        return [main]  # "`smart_truncate(string, ...)` truncates a string." (signature_line.py)
    # `ToSnake("x")` is the call its delegate body makes, `ToScreamingDelimited("x", '_', "", false)` (forwarded.py).
    if ctx is not None and (taken := _call_exit(forwarded(text, ctx.sources), cases, items, ctx)):
        trace.note(Decider.CALL_EXIT)
        return taken  # `repeat("a", -2)` leaves at `count <= 0` (call_path.py)
    if ctx is not None and (ran := _run_taken(text, cases, items, ctx)):
        trace.note(Decider.RUN_EXIT)
        return ran  # `Parse("01.1.1")`, run exactly, leaves by the major number's leading-zero guard (evaluated_exit.py)
    if scope is not None and (typed := operand_cases(text, *split_scope(scope), cases, items)):
        trace.note(Decider.OPERAND)
        return (
            typed  # `date(...) in 昭和`: the `isinstance` branch the operand's type takes (operand_type.py)
        )
    if ctx is not None and (dated := _date_cases(text, cases, items, ctx)):
        trace.note(Decider.DATE)
        return dated  # "2020年の海の日は7月23日" runs `SeaDayChecker.is_holiday` on 2020-07-23 (date_walk.py)
    if ctx is not None and (owner := _commented_owner(text, ctx)) is not None:
        # "日曜日は国民の休日にならない" is about the class the code's comment `# 国民の休日` names (date_walk.py).
        own = [
            c
            for c in cases
            if (cited := _code_items(c, items))
            and all((i.symbol or "").startswith(owner + ".") for i in cited)
        ]
        if own:
            cases = own + [c for c in cases if not _code_items(c, items)]
    if ctx is not None and (owner := _named_owner(text, scope, ctx)) is not None:
        # "IsoDateTimeConverter writes the UTC DateTime ...": that class's cases, not another converter's (named_class.py).
        own = [
            c for c in cases if (cited := _code_items(c, items)) and all(_of_class(i, owner) for i in cited)
        ]
        if own:
            cases = own + [c for c in cases if not _code_items(c, items)]
    found = _find_scoped(text, cases, items, ctx, scope, given)
    if (said := direction(text)) is not None:
        # "… reads new Date(…) as …" is not about `WriteJson`'s case, however many words they share (read_write.py):
        # dropped, not moved (leaving those cases out of the search changes every anchor's rarity).
        found = [c for c in found if not any(against(said, i.symbol) for i in _code_items(c, items))]
    if ctx is not None and (param := described(text)) is not None:
        # "`str`: may be null" is not about `abbrevMarker == null`, however many words they share
        # (param_lines.py): such a link is dropped, not moved to the next best case.
        found = [c for c in found if not _about_another(param, _code_items(c, items), ctx)]
        if scope is not None:  # nor about a callee's parameter of the same name (callee_param.py)
            found = [c for c in found if not _namesake(param, scope, _code_items(c, items), ctx)]
    if is_returns_line(text):
        # "Returns: ..., `null` if null String input" is not about a case returning nothing (returns_line.py).
        found = [c for c in found if returns_something(_code_items(c, items), is_main_path(c, items))]
    if says_only_returned(text):
        # "… the `emptyValue` supplied will be returned" is not about `requireNonNull(emptyValue)` (returned_not_raised.py).
        found = [c for c in found if not raises(_code_items(c, items), c.category is Category.ERROR)]
    return found


def _find_scoped(
    text: str,
    cases: Sequence[TestCase],
    items: dict[str, ChecklistItem],
    ctx: Ctx | None,
    scope: str | None = None,
    given: dict[str, bool] | None = None,
) -> list[TestCase]:
    if scope is not None and ctx is not None:
        # A statement about one function is about none of the others' cases, whatever words they
        # share; unless it shares nothing with that function's cases (a table of limits placed at the
        # end of another function's section).
        owner, function = split_scope(scope)
        reached = reach(function, ctx.items, ctx.sources)
        others = {c.id for c in cases if (cited := _code_items(c, items)) and not in_scope(cited, reached)}
        if owner is not None:
            # `IBANCheckDigit.calculate`: not ISBNCheckDigit's `calculate` (class_scope.py).
            defined = owners(ctx.items)
            others |= {c.id for c in cases if other_class(_code_items(c, items), owner, function, defined)}
        found, reason = _find_in(text, [c for c in cases if c.id not in others], items, ctx, given)
        if reason == "tie" and (own := own_cases(function, [c for c in cases if c.id not in others], items)):
            # Tied between the function and a helper it calls: its own documentation is about its own
            # code (scope.py `own_cases`); a tie within the function stays a tie.
            found, reason = _find_in(text, own, items, ctx, given)
        if (found and explicit_function(text, frozenset({function.lower()}))
                and all(through_local(function, _code_items(c, items)) for c in found)
                and (own := own_cases(function, [c for c in cases if c.id not in others], items))):  # fmt: skip
            # "`Compare` は `0` を返す": Compare's own `return 0`, not a callee's `compare != 0` (name_local.py)
            found = _find_in(text, own, items, ctx, given)[0] or found
        if reason != "no anchor":
            return found
    return _find_in(text, cases, items, ctx, given)[0]


def _find_in(
    text: str,
    cases: Sequence[TestCase],
    items: dict[str, ChecklistItem],
    ctx: Ctx | None,
    given: dict[str, bool] | None = None,
) -> tuple[list[TestCase], str]:
    """`given`: flags the statement's place sets ("**When `false`:**" under `### capitalizeAfterNumber`)."""
    extra = frozenset({SUCCESS}) if says_success(text) else frozenset()
    flag_cases: list[TestCase] = []
    taken: list[TestCase] = []
    extra |= statement_pairs(text)  # "重量0kg": the weight at 0 (subject_value.py)
    extra |= quoted_symbols(text)  # 「@」, （HZ-） (anchoring/symbols.py)
    extra |= said_literals(text)  # "gives no delay (undefined)" (returned_literal.py)
    if ctx is not None and (bound := bind(text, ctx.items, ctx.sources)):
        # `repeat("a", -2)`: the values decide the branch the call takes (call_values.py).
        known = known_for(text, ctx.items, ctx.sources, bound)  # constants, local lengths (call_judge.py)
        cases = [
            c for c in cases if not excluded(_code_items(c, items), is_main_path(c, items), bound, known)
        ]
        # Nor a case inside a block the values keep out of: `camelCase('Foo-Bar', {pascalCase: true})` is not the
        # `options.pascalCase` tested inside `if (input.length === 1)`.
        cases = [c for c in cases if not _outside(c, bound, known, items, ctx)]
        if (symbol := called_symbol(text, ctx.items)) is not None:
            taken = [
                c
                for c in cases
                if not is_main_path(c, items) and taken_condition(_code_items(c, items), symbol, bound, known)
            ]
    # A walk through a guardless function is reached by a rule naming that function (its summary, a call of it), not
    # by words: "the items" met `for it in items` (walk_path.py).
    cases = [c for c in cases if not _by_rule_only(c, items)]
    from_code = [c for c in cases if any(r in items for r in c.evidence)]
    pools = (from_code, list(cases))
    if is_listing(text):
        pools = ([], [c for c in cases if c not in from_code])
    named = named_code(text, ctx)
    if ctx is not None and (values := _values_set(text, ctx)):
        # `{position: 'middle', space: true}`: not the `space` inside `position === 'start'` (option_values.py).
        pools = tuple([c for c in pool if not _needs_other_value(c, values, items, ctx)] for pool in pools)  # type: ignore[assignment]
        from_code = pools[0]
    flags = flags_set(text) or on_when_described(text) or dict(given or {})
    # `{unitCount: 1}` is about `typeof options.unitCount === 'number'`, as a flag is (option_values.py).
    set_values = option_values(text)
    valued = [c for c in pools[0] if _tests_value(c, set_values, items, ctx)] if set_values else []
    if flags or valued:
        code_pool, all_pool = ([c for c in pool if not _contradicts(c, flags, items, ctx)] for pool in pools)
        # `{compact: true}` is about the cases testing `options.compact` (option_cases.py).
        flag_cases = _innermost(
            [c for c in code_pool if _tests_flag(c, flags, items, ctx) or c in valued], items, ctx
        )
        code_pool = flag_cases or code_pool
        pools = (code_pool, all_pool)
        from_code = code_pool if code_pool else from_code
    if said := said_types(text):
        # "the string value" is not about `typeof val !== 'string'` holding (type_polarity.py).
        pools = tuple([c for c in pool if not _other_type(c, said, items)] for pool in pools)  # type: ignore[assignment]
        # "Number value to format or string value to parse" is about neither type's branch alone (type_pair.py).
        pools = tuple([c for c in pool if not _one_type_of(c, said, items)] for pool in pools)  # type: ignore[assignment]
        from_code = pools[0]
    # A relation or a sign read from the statement ("negative treated as zero") is more than a name.
    states = bool(
        extra or compared(text) or sign_subjects(text) or null_subjects(text) or member_subjects(text)
    )
    if (value := described_value(text, states)) is not None:
        # "`prefix`: the sequence of characters …" is not about `prefix == null` (param_null.py).
        pools = tuple(  # type: ignore[assignment]
            [c for c in pool if not null_check_of(value, _code_items(c, items), c.category is Category.ERROR)]
            for pool in pools
        )
        from_code = pools[0]
    reasons = []
    for pool in pools:
        if not pool:
            continue
        code = pool is from_code
        if not code and len(flag_cases) == 1:
            trace.note(Decider.FLAG_ONLY)
            return (
                flag_cases,
                "linked",
            )  # the one case testing the option the statement sets (option_cases.py)
        must = named if code else frozenset()
        named_only: list[TestCase] = []
        if code and (pairs := compared(text)):
            # "no longer than maxWidth" is about `strLen <= maxWidth` (relation_scope.py).
            pool = [c for c in pool if _makes(c, pairs, items)] or pool
            # A comparison with a named operand ("length 以下") is about the one case making it, however few words
            # they share; a number ("0以下") is too common an operand to decide alone.
            named_only = [c for c in pool if _makes(c, named_operands(pairs), items)]
            if len(named_only) == 1 and len(pool) == 1:
                trace.note(Decider.RELATION)
                return named_only, "linked"
        if code and (subjects := sign_subjects(text)):
            # "`count`: ..., negative treated as zero" is about `count <= 0` (sign_scope.py).
            pool = [c for c in pool if _signs(c, subjects, items)] or pool
        if (
            code
            and (held_in := member_subjects(text))
            and (members := [c for c in pool if _members(c, held_in, items)])
        ):
            # "ignore に含まれる文字はそのまま残す" is about `c in ignore` (member_said.py): as a null test, decisive.
            if len(members) == 1 or one_per_function([_code_items(c, items) for c in members]):
                trace.note(Decider.MEMBER_EACH)
                return members, "linked"
            pool = members
        if (
            code
            and (nulls := null_subjects(text))
            and (tested_null := [c for c in pool if _nulls(c, nulls, items)])
        ):
            # "value が null のときは null を返す" is about `value == null`, shared words or not (null_said.py):
            # the one case testing it, or each of one test per function.
            if len(tested_null) == 1 or null_each([_code_items(c, items) for c in tested_null], nulls):
                trace.note(Decider.NULL_EACH)
                return tested_null, "linked"
            pool = tested_null
        units = [case_unit(c, items, ctx) for c in pool]
        if code and (tested := value_cases(anchors(text) | extra, units)) is not None:
            units = (
                tested  # a value the code tests decides before words shared through comments (value_scope.py)
            )
        # Among the cases making a named comparison the statement states, the words only choose: no floor on them.
        hit = link(
            text,
            Index(units),
            extra=extra,
            must_share=must,
            min_score=0.0 if named_only == pool else MIN_SCORE,
        )
        if code and named_only and named_only == pool and hit.unit is None and hit.reason != "tie":
            return [], hit.reason  # about one of these, the words cannot tell which: not the fallback's pick
        by_id = {c.id: c for c in pool}
        if (
            hit.unit is not None
            and not states
            and only_the_parameter(text, hit.shared, _symbol(by_id.get(hit.unit.ref), items))
        ):
            return [], "weak"  # "`code`: The code to validate." names the argument only (bare_param.py)
        if hit.unit is not None:
            chosen = [by_id[hit.unit.ref], *(by_id[u.ref] for u in hit.also)]
            if len(chosen) == 1 or one_function([_code_items(c, items) for c in chosen]):
                trace.note(
                    Decider.WORDS,
                    score=hit.score,
                    runner_up=hit.runner_up,
                    top_weight=hit.top_weight,
                    basis=hit.basis,
                )
                return chosen, hit.reason
            # Alike in two functions: a tie, not a link on each (also_scope.py).
        if hit.unit is not None or hit.reason == "tie":
            tied = [by_id[u.ref] for u in ((hit.unit, *hit.also) if hit.unit is not None else hit.also)]
            if (exc := thrown(text)) is not None and all_raise([_code_items(c, items) for c in tied], exc):
                trace.note(Decider.THROWS)
                return tied, "linked"  # "Throws X if ...": about each place that raises X (throws.py)
            if code and one_value_each(text, [_code_items(c, items) for c in tied]):
                trace.note(Decider.VALUE_EACH)
                return (
                    tied,
                    "linked",
                )  # "length 9 ... or 12 ...": about each branch testing one (value_each.py)
            if code and one_name_each(text, [_code_items(c, items) for c in tied]):
                trace.note(Decider.NAME_EACH)
                return tied, "linked"  # "smaller than `MIN` or larger than `MAX`": each guard (name_each.py)
            if code and (held := _held(text, taken, items, ctx, given)):
                trace.note(Decider.VALUE_HOLDS)
                return (
                    held,
                    "linked",
                )  # `prettyMilliseconds(-1337)`: the condition its value makes hold (value_holds.py)
            return [], "tie"  # two code cases fit as well: a person decides, not a fallback
        if code and (held := _held(text, taken, items, ctx, given)):
            trace.note(Decider.VALUE_HOLDS)
            return held, "linked"
        reasons.append(hit.reason)
    if len(flag_cases) == 1:
        trace.note(Decider.FLAG_ONLY)
        return flag_cases, "linked"  # the one case testing the option the statement sets, shared words or not
    return [], "no anchor" if all(r == "no anchor" for r in reasons) else "weak"


def _by_rule_only(case: TestCase, items: dict[str, ChecklistItem]) -> bool:
    """A case no statement reaches by its words: the walk through a guardless function (walk_path.py)."""
    return case.category is Category.NORMAL and is_walk(_code_items(case, items), items.values())


def _held(
    text: str,
    taken: list[TestCase],
    items: dict[str, ChecklistItem],
    ctx: Ctx | None,
    given: dict[str, bool] | None,
) -> list[TestCase]:
    """When the words tie or are weak: the cases taking the one condition a call's values make hold (value_holds.py)."""
    if not taken or len({i.text for c in taken for i in _code_items(c, items)[:1]}) != 1:
        return []
    return taken


def _symbol(case: TestCase | None, items: dict[str, ChecklistItem]) -> str:
    cited = _code_items(case, items) if case is not None else []
    return cited[0].symbol or "" if cited else ""


def _main_path_described(
    text: str, cases: Sequence[TestCase], items: dict[str, ChecklistItem], ctx: Ctx
) -> TestCase | None:
    """The normal-path case of the function whose signature the statement opens with, if there is one."""
    function = described_function(text, functions_of(ctx.items))
    if function is None:
        return None
    main = [c for c in cases if is_main_path(c, items) and functions_of(_code_items(c, items)) == {function}]
    return main[0] if len(main) == 1 else None


def _named_owner(text: str, scope: str | None, ctx: Ctx) -> str | None:
    """The class the statement names alone (named_class.py), unless its function scope lies outside that class."""
    classes = classes_of(ctx.items)
    owner = named_owner(text, classes)
    if owner is None or (scope is not None and split_scope(scope)[1] not in classes[owner]):
        return None
    return owner


def _of_class(item: ChecklistItem, owner: str) -> bool:
    return (item.symbol or "").startswith(owner + ".")


def _commented_owner(text: str, ctx: Ctx) -> str | None:
    """The one class of the Python sources whose comment above it the statement spells out (date_walk.py)."""
    owners = {o for path, lines in ctx.sources.items() if path.endswith(".py")
              if (o := commented_class(text, commented_classes(lines))) is not None}  # fmt: skip
    return next(iter(owners)) if len(owners) == 1 else None


def _date_cases(
    text: str, cases: Sequence[TestCase], items: dict[str, ChecklistItem], ctx: Ctx
) -> list[TestCase]:
    """The cases of the exit a named date reaches in the one function of the class the statement names (date_walk.py)."""
    when = named_date(text)
    if when is None:
        return []
    for path, lines in ctx.sources.items():
        if not path.endswith(".py") or (owner := commented_class(text, commented_classes(lines))) is None:
            continue
        source = "\n".join(lines)
        functions = sorted(
            {i.symbol for i in ctx.items if i.file == path and i.symbol and i.symbol.startswith(owner + ".")}
        )
        decided = [
            (f, e)
            for f in functions
            if compares_param(source, f) and (e := date_exit(source, f, when)) is not None
        ]
        if len(decided) != 1:
            return []
        function, (branch, ret) = decided[0]
        found = []
        for c in cases:
            cited = _code_items(c, items)
            if not cited or any(i.symbol != function for i in cited):
                continue
            if branch is None and is_main_path(c, items):
                found.append(c)
            elif (
                branch is not None
                and any(i.kind is Kind.BRANCH and i.line == branch for i in cited)
                and any(i.kind in (Kind.EARLY_RETURN, Kind.RAISE) and i.line == ret for i in cited)
            ):
                found.append(c)
        return found
    return []


def _call_exit(
    text: str, cases: Sequence[TestCase], items: dict[str, ChecklistItem], ctx: Ctx
) -> list[TestCase]:
    """The cases of the exit a call's literal values take (one subject), or none when that is not decided."""
    exit = exit_of(text, ctx.items, ctx.sources)
    if exit is None:
        return _call_arm(text, cases, items, ctx)
    if isinstance(exit, str) and (arm := _call_arm(text, cases, items, ctx)):
        return (
            arm  # past every guard, into the switch arm its values select (`MakeLang(s, "de")`: `case "de"`)
        )
    return _exit_taken(exit, text, cases, items, ctx)


def _parameters_of(case: TestCase, items: dict[str, ChecklistItem], ctx: Ctx) -> list[str]:
    """The parameters of the function a case's code is in."""
    cited = _code_items(case, items)
    return parameters(ctx.lines(cited[0].file), cited[0].symbol, cited[0].line, cited[0].language) if cited else []


def _run_taken(
    text: str, cases: Sequence[TestCase], items: dict[str, ChecklistItem], ctx: Ctx
) -> list[TestCase]:
    """The cases of the exit a statement's call takes when run exactly (evaluated_exit.py), or none."""
    exit = run_exit(text, called_symbol(text, ctx.items), ctx.items, ctx.sources)
    if isinstance(exit, ChecklistItem) and is_label(exit.text):
        arm = [c for c in cases if exit.id in {i.id for i in _code_items(c, items)}]  # the arm's one case
        return arm if len(arm) == 1 else []
    return [] if exit is None else _exit_taken(exit, text, cases, items, ctx)


def _input_taken(call: str, cases: Sequence[TestCase], ctx: Ctx) -> list[TestCase]:
    """The cases a parser's call on an example input takes (example_input.py): where its values lead (call_path.py),
    else, for a parser no guard leaves and that raises nothing itself, the normal path every returning call ends on."""
    items = {i.id: i for i in ctx.items}
    if taken := _call_exit(forwarded(call, ctx.sources), cases, items, ctx):
        return taken
    parser = call.split("(", 1)[0]
    if any(i.symbol == parser and i.kind in (Kind.EARLY_RETURN, Kind.RAISE) for i in ctx.items):
        return []
    main = _normal_path_of(parser, cases, items)
    return [main] if main is not None else []


def _exit_taken(
    exit: ChecklistItem | str, text: str, cases: Sequence[TestCase], items: dict[str, ChecklistItem], ctx: Ctx
) -> list[TestCase]:
    """The cases of one exit (a guard, or "main" past every guard), when they are about one subject."""
    if isinstance(exit, str):
        symbol = called_symbol(text, ctx.items)
        # The path past every guard; past a lone guard, a case citing it alone (lone_guard.py).
        taken = [
            c for c in cases if {i.symbol for i in _code_items(c, items)} == {symbol} and (
                is_main_path(c, items)
                or c.category is Category.NORMAL
                and passes_lone_guard(_code_items(c, items), items.values(), [_code_items(o, items) for o in cases])
            )
        ]  # fmt: skip
    else:
        taken = [c for c in cases if exit_cases(exit, _code_items(c, items))]
    subjects = {subject_key(c, _code_items(c, items)) for c in taken}
    return taken if len(subjects) == 1 else []


def _normal_path_of(
    function: str | None,
    cases: Sequence[TestCase],
    items: dict[str, ChecklistItem],
    defined: dict[str, frozenset[str]] | None = None,
) -> TestCase | None:
    """The one normal-path case of a function (past several guards, or past its only one: lone_guard.py).

    `function` may be qualified by its class (`Cache.get`, with `defined` from `class_scope.owners`): then not another
    class's function of that name (summary_owner.py)."""
    if function is None:
        return None
    scope, function = function, split_scope(function)[1]
    main = [
        c for c in cases if functions_of(cited := _code_items(c, items)) == {function}
        and (defined is None or owned(cited, scope, defined))
        and (is_main_path(c, items) or c.category is Category.NORMAL
             and passes_lone_guard(cited, items.values(), [_code_items(o, items) for o in cases]))
    ]  # fmt: skip
    return main[0] if len(main) == 1 else None


def _call_arm(
    text: str, cases: Sequence[TestCase], items: dict[str, ChecklistItem], ctx: Ctx
) -> list[TestCase]:
    """The case of the switch arm a call's literal values select (`Ordinal(12)` takes `case 2`; switch_call.py)."""
    symbol = called_symbol(text, ctx.items)
    bound = bind(text, ctx.items, ctx.sources) if symbol else {}
    if not symbol or not bound:
        return []
    arm = arm_taken(symbol, ctx.items, ctx.sources, bound, known_for(text, ctx.items, ctx.sources, bound))
    taken = [c for c in cases if arm is not None and [i.id for i in _code_items(c, items)] == [arm.id]]
    return taken if len(taken) == 1 else []


def _other_type(case: TestCase, said: dict[str, bool], items: dict[str, ChecklistItem]) -> bool:
    """The condition a case tests (not a normal path's guards) is on the other side of a type the text names."""
    cited = _code_items(case, items)
    return (
        bool(cited)
        and cited[0].kind is Kind.BRANCH
        and not is_main_path(case, items)
        and other_side(cited[0].text, said)
    )


def _one_type_of(case: TestCase, said: dict[str, bool], items: dict[str, ChecklistItem]) -> bool:
    """The condition a case tests (not a normal path's guards) is one of several types the text names."""
    cited = _code_items(case, items)
    return (
        bool(cited)
        and cited[0].kind is Kind.BRANCH
        and not is_main_path(case, items)
        and one_of_several(cited[0].text, said)
    )


def _makes(case: TestCase, pairs: set[tuple[str, str]], items: dict[str, ChecklistItem]) -> bool:
    """The condition a case tests (not a normal path's guards) makes one of the comparisons."""
    cited = _code_items(case, items)
    return bool(cited) and not is_main_path(case, items) and makes(cited[0].text, pairs)


def _members(case: TestCase, subjects: frozenset[str], items: dict[str, ChecklistItem]) -> bool:
    """The condition a case tests (not a normal path's guards) tests membership in a subject, and holds there."""
    cited = _code_items(case, items)
    return (bool(cited) and not is_main_path(case, items) and cited[0].kind is Kind.BRANCH
            and member_tested(cited[0].text, subjects) and "#" not in cited[0].id)  # fmt: skip


def _nulls(case: TestCase, subjects: frozenset[str], items: dict[str, ChecklistItem]) -> bool:
    """The condition a case tests (not a normal path's guards) tests a subject for null."""
    cited = _code_items(case, items)
    return (
        bool(cited)
        and not is_main_path(case, items)
        and cited[0].kind is Kind.BRANCH
        and null_tested(cited[0].text, subjects)
    )


def _signs(case: TestCase, subjects: frozenset[str], items: dict[str, ChecklistItem]) -> bool:
    """The condition a case tests (not a normal path's guards) compares a subject with zero."""
    cited = _code_items(case, items)
    return bool(cited) and not is_main_path(case, items) and compares_with_zero(cited[0].text, subjects)


def _about_another(param: str, cited: Sequence[ChecklistItem], ctx: Ctx) -> bool:
    if not cited:
        return False
    first = cited[0]
    return about_another(
        param, cited, parameters(ctx.lines(first.file), first.symbol, first.line, first.language)
    )


def _namesake(param: str, scope: str, cited: Sequence[ChecklistItem], ctx: Ctx) -> bool:
    if not cited:
        return False
    first = cited[0]
    params = parameters(ctx.lines(first.file), first.symbol, first.line, first.language)
    return callee_namesake(param, scope, first.symbol, params)


def _function_names(items: Sequence[ChecklistItem]) -> frozenset[str]:
    """The functions of the code under test, as written (`calculateRetryTimingDelay`: its words count)."""
    return frozenset(i.symbol.rsplit(".", 1)[-1] for i in items if i.symbol)


def key_item_question(kt_id: str, text: str, msg: Catalog | None = None) -> OpenQuestion:
    """The question asked for a key item that matches nothing in the inputs."""
    msg = msg or Catalog("en")
    return OpenQuestion(id=f"Q-{kt_id}-unanchored", question=msg("q.key_item_unanchored", kt=kt_id, text=text),
                        refs=[kt_id], kind=QuestionKind.KEY_ITEM_UNANCHORED, subject=kt_id)  # fmt: skip


def link_requirements(inputs: DesignInputs, builder: Builder, ctx: Ctx) -> None:
    """Attach each design statement to the case that already tests it, else give it a case of its own."""
    index = {i.id: i for i in inputs.checklist}
    functions, delegates = scoped_functions(inputs.checklist, inputs.sources)
    # A class word ("this `StringJoiner`") names no constructor when choosing a statement's function (class_word.py).
    class_words = class_named(inputs.checklist)
    named = {r.id: unnamed_requirement(r, class_words) for r in inputs.requirements}
    scopes = statement_scopes(list(named.values()), functions)
    placed = explicit_places(list(named.values()), functions)
    names = _function_names(inputs.checklist)
    overviews = overview_ids(inputs.requirements, functions)
    defined = owners(inputs.checklist)
    flags_of = paragraph_flags(inputs.requirements)
    option_on = boolean_section_flags(
        inputs.requirements
    )  # under a boolean option's heading (flag_section.py)
    classes = statement_classes(inputs.requirements, frozenset().union(*defined.values()))
    reqs = inputs.requirements
    opening = summaries(reqs)
    opened = openers(reqs)
    headed = frozenset(h for r in reqs if r.kind == "heading" and (h := heading_function(r.text, functions)))
    built = constructors(
        inputs.checklist
    )  # `EraDate(2019, 4, 30)` calls `EraDate.__new__` (constructor_call.py)
    after = {r.id: n.kind for r, n in zip(reqs, reqs[1:]) if n.file == r.file}  # noqa: B905 - one shorter
    parser, leads = sole_parser(inputs.sources), lead_ins(reqs)
    for req in reqs:
        # "二千万百一円" under "example patterns what can be parsed": the package's one parser's call (example_input.py)
        if (call := listed_input(req, leads.get(req.id), parser)) and (
            taken := _input_taken(call, builder.cases, ctx)
        ):
            trace.logged(req.text, taken, trace.note(Decider.EXAMPLE_INPUT))
            for case in taken:
                case.evidence.append(req.id)
            continue
        if req.kind == "bullet" and (main := _normal_path_of(listed_function(req.text, functions), builder.cases,
                                                                index)) is not None:  # fmt: skip
            trace.logged(req.text, [main], trace.note(Decider.API_LIST))
            main.evidence.append(req.id)  # "* Equals" under "provides operations like:" (api_list.py)
            continue
        if (cell := first_cell(req.text, req.kind)) is not None and (main := _normal_path_of(
            heading_function(cell, functions) or delegated(cell, delegates), builder.cases, index
        )) is not None:  # fmt: skip
            trace.logged(req.text, [main], trace.note(Decider.ROW))
            # `| `fiscal_year` | 年度 |`: its normal path (row_function.py); asked before is_requirement, which reads
            # `Function=ToSnake(s) | Result=any_kind_of_string` as no rule (strcase)
            main.evidence.append(req.id)
            continue
        # `Ａ -> A` under `## toAscii(value)` is the call `toAscii("Ａ")` returning `"A"`: on the path its value takes
        # when the call's values decide it, never by its words alone (arrow_example.py).
        if req.kind != "heading" and (call := arrow_call(req.text, req.section, functions)) is not None and (
            taken := _call_exit(forwarded(call, ctx.sources), builder.cases, index, ctx)
        ):  # fmt: skip
            trace.logged(req.text, taken, trace.note(Decider.CALL_EXIT))
            for case in taken:
                case.evidence.append(req.id)
            continue
        if req.kind == "heading" or not terms(req.text) or not is_requirement(req.text, req.section):
            continue
        if is_lead_in(req.text, after.get(req.id)):  # "Number of arguments:" introduces the bullets below it
            continue
        if tells_history(
            req.text
        ):  # "0.1.0 は…有効扱いにしていました。": history, not a rule (history_line.py)
            continue
        # "Fortunately Json.NET has a solution …": nothing a case could check (no_claim.py)
        if no_claim(req.text) is not None:
            continue
        if req.id in overviews:
            if not names_only(req.text):
                builder.add(design_case(req, ctx), [req.id])  # about the whole document (overview.py)
            continue
        # A function named explicitly (as a call, in code quotes) by its own words, then by its place;
        # then its plain words, what it says comes out, the rest of its place (named_place.py).
        scope = (
            explicit_function(named[req.id].text, functions) or placed.get(req.id)
            or named_function(named[req.id].text, functions)
            or operator_function(req.text, functions) or constructor_function(req.text, built)
            or delegated(req.text, delegates)
            or delegated(req.section or "", delegates) or producer(req.text, names) or scopes.get(req.id)
        )  # fmt: skip
        scope = qualified(
            scope, classes.get(req.id), defined
        )  # one of two classes' `calculate` (class_scope.py)
        given = flags_of.get(req.id) or option_on.get(
            req.id
        )  # "When `false`:" under its option's heading (flag_section.py)
        head = heading_function(named[req.id].section, functions) or delegated(req.section or "", delegates)
        if head is not None and is_predicate_summary(req.text, head) and (told := predicate_cases(head, builder.cases,
                                                                                                  index)):  # fmt: skip
            trace.logged(req.text, told, trace.note(Decider.PREDICATE))
            for case in told:
                case.evidence.append(
                    req.id
                )  # "GT checks if v is greater than o.": its comparison (predicate_summary.py)
            continue
        # Under `Cache.Get(…)`: Cache's `Get`, not Map's; the heading's class, not a class word of the sentence ("Kanji
        # era name" under `EraDate.strftime(format)` is no `Era`) (summary_owner.py).
        owned_head = qualified(head, heading_class(req.section, defined), defined)
        # Under a delegate's own heading (`Time(then time.Time)`): its own call, not its worker's (delegate_heading.py).
        own = own_delegate(named[req.id].section, delegates, headed)
        if req.id in opened and constructs(req.text) and (
            made := _normal_path_of(owned_head, builder.cases, index, defined)
        ) is not None:  # fmt: skip
            # "Constructs a `StringJoiner` with no characters in it …": its constructor's normal path, on the
            # heading's own overload only (constructor_summary.py)
            if same_overload(req.section, _parameters_of(made, index, ctx)):
                trace.logged(req.text, [made], trace.note(Decider.SUMMARY))
                made.evidence.append(req.id)
            else:
                builder.add(design_case(req, ctx), [req.id])
            continue
        if (req.id in opening or says_returned(req.text)) and (
            main := named_entry(req.text, own, builder.cases, index, req.section)
            or _normal_path_of(owned_head, builder.cases, index, defined)
        ) is not None:
            trace.logged(req.text, [main], trace.note(Decider.SUMMARY))
            main.evidence.append(req.id)  # a function's summary sentence: its normal path (summary_line.py)
            continue
        # Another statement's example case is no place for a statement not naming its call (stand_in_call.py).
        pool = [c for c in builder.cases if not unnamed_call(c, req.text, index)]
        if found := linked_cases(req.text, pool, index, ctx, scope=scope, given=given, heading=req.section):
            for case in found:
                case.evidence.append(req.id)
            continue
        if names_only(req.text):
            continue  # "number: Union[int, str] — to validate code" states nothing to ask about (param_lines.py)
        builder.add(design_case(req, ctx), [req.id])


def link_key_items(inputs: DesignInputs, builder: Builder, ctx: Ctx) -> list[OpenQuestion]:
    """Attach each key item to the cases it is about (`linked_cases`).

    A key item that matches no case (weakly, or as well as another) is asked about, never silently trusted.
    """
    questions: list[OpenQuestion] = []
    index = {i.id: i for i in inputs.checklist}
    if not inputs.key_items:
        return questions
    read = KeyItemInputs.of(inputs.checklist, inputs.requirements, inputs.sources)
    functions, delegates = scoped_functions(inputs.checklist, inputs.sources)
    defined = owners(inputs.checklist)
    built = constructors(
        inputs.checklist
    )  # `EraDate(2019, 4, 30)` calls `EraDate.__new__` (constructor_call.py)
    class_words = class_named(inputs.checklist)  # "this `StringJoiner`" is no constructor (class_word.py)
    parser = sole_parser(inputs.sources)
    for kt in inputs.key_items:
        # A key item the code contradicts is asked about (naming the place), never cited as evidence.
        if (contradicted := key_item_contradiction(kt.text, inputs.checklist, read.conditions)) is not None:
            if (q := key_item_verdict_question(kt, contradicted, ctx.msg.language, [])) is not None:
                questions.append(q)
            continue
        scope = (
            named_function(unnamed(without_steps(kt.text), class_words), functions)  # past "After X(…)," (stated_call)
            or stated_call(kt.text, functions)  # "after setEmptyValue(…), toString() returns …" (stated_call.py)
            or operator_function(kt.text, functions)
            or constructor_function(kt.text, built) or delegated(kt.text, delegates)
            or producer(kt.text, _function_names(inputs.checklist))
        )  # fmt: skip
        if (
            scope is not None
        ):  # "IBAN calculate(null) ...": IBANCheckDigit's, not ISBNCheckDigit's (class_scope.py)
            scope = qualified(scope, named_class(kt.text, defined.get(scope, frozenset())), defined)
        # Another key item's stand-in case (no code) is no place for this one: sharing the function's name, go-units'
        # `RAMInBytes("32KIB")` piled onto the case `RAMInBytes("32k")` had made for itself (`_stand_in`).
        # A worked example is no evidence for a case that stands for another call (example_pool.py).
        example = worked_example(kt.text, ctx.defined, ctx.string_results)
        pool = [c for c in builder.cases if not _stand_in(c, index) and not other_call(c, example, index)
                and not unnamed_call(c, kt.text, index)]  # fmt: skip
        # "… town と town_kana を空文字にする": fields the scenario ends with, not the getters that hand them back
        # (property_getter.py).
        pool = [c for c in pool if not ((e := entry_only(c, index)) is not None and is_getter(e, ctx.lines(e.file)))]
        if scope is None and (call := quoted_input(kt.text, ctx.defined, parser)) and (
            taken := _input_taken(call, pool, ctx)
        ):  # "「十二万」は 120000 と読む": the package's one parser's call on 十二万 (example_input.py)
            trace.logged(kt.text, taken, trace.note(Decider.EXAMPLE_INPUT))
            for case in taken:
                case.evidence.append(kt.id)
            continue
        if (built_main := _built(kt.text, scope, built, pool, index)) is not None:
            trace.logged(kt.text, [built_main], trace.note(Decider.CONSTRUCTOR))
            built_main.evidence.append(kt.id)  # `EraDate(2019, 4, 30)` は…: the constructor's normal path
            continue
        found = linked_cases(kt.text, pool, index, ctx, scope=scope)
        if not found:
            # Anchored in the inputs but no one case is clearly about it (a tie): a case of its own
            # cites it, rather than a question claiming it matches nothing (issue 13, item 2).
            if anchored_refs(kt.text, read):
                builder.add(key_item_case(kt, ctx), [kt.id])
            else:
                questions.append(key_item_question(kt.id, kt.text, ctx.msg))
            continue
        for case in found:
            case.evidence.append(kt.id)
    return questions


def _built(
    text: str,
    scope: str | None,
    built: dict[str, str],
    cases: Sequence[TestCase],
    items: dict[str, ChecklistItem],
) -> TestCase | None:
    """The normal path of the constructor a key item calls by its class's name, when it names no condition or
    failure (constructor_call.py): "`EraDate(2019, 4, 30)` を文字列にすると「平成31年 04月30日」"."""
    if scope is None or states_condition(text) or constructor_function(text, built) != split_scope(scope)[1]:
        return None
    owner = split_scope(scope)[0]
    own = [
        c
        for c in cases
        if owner is None or all((i.symbol or "").startswith(owner + ".") for i in _code_items(c, items))
    ]
    return _normal_path_of(split_scope(scope)[1], own, items)


def _stand_in(case: TestCase, items: dict[str, ChecklistItem]) -> bool:
    """A case a key item made for itself: it cites key items only, no code and no design statement."""
    return bool(case.evidence) and all(r.startswith("KT-") and r not in items for r in case.evidence)


def reanchor(text: str, inputs: DesignInputs) -> str | None:
    """The ref a case's own text anchors to, for a case left with no valid evidence."""
    hit = anchor(text, anchor_units(inputs.requirements, inputs.sources))
    return hit.unit.ref if hit.found and hit.unit is not None else None
