"""A key item against the inputs: anchored, contradicted, or unanchored.

- **anchored**: its specific anchors (identifiers, messages, exception types, values, rare words;
  Japanese words through the glossary) hit a design statement, a checklist item or a line of code
  well enough (`utspec.anchoring`); a case may cite it as evidence.
- **contradicted**: it is about a place in the code (its subject, outcome words left out, links to
  one condition) and states an outcome that place does not have: it expects a raise where the
  code returns, another exception type, or another returned value. It is asked about, naming the
  place that disagrees, and never used as evidence.
- **unanchored**: nothing specific in common with the inputs; asked about.

Pure functions of the key item's text and the inputs, so the designer (which case cites it) and
the critic (which question to ask) reach the same verdict.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from utspec.analyzers.effects import Effect, item_effects
from utspec.anchoring import Anchor, Index, anchors
from utspec.anchoring.match import COMMON_NUMBERS, LEAD, MARGIN, SPECIFIC_DF
from utspec.anchoring.worked_example import defined_functions
from utspec.models import ChecklistItem, Kind, SourceText
from utspec.questions.adjacent_merge import AdjacentSplit, adjacent_split
from utspec.questions.assigned_instead import assigned_instead
from utspec.questions.assigned_values import assigned_contradiction
from utspec.questions.bound_argument import bound_parameters
from utspec.questions.call_args import unbound_call
from utspec.questions.callers import body, passed_through
from utspec.questions.case_swap import case_swap
from utspec.questions.case_words import case_words
from utspec.questions.chain_else import chain_else
from utspec.questions.chain_return import ChainReturn, chain_return
from utspec.questions.claims import claim, negates_a_number
from utspec.questions.compared_value import compared_group
from utspec.questions.competing_raise import competing_raises, without_name
from utspec.questions.condition_shape import shaped_group
from utspec.questions.constant_claims import ConstantClaim, constant_claim
from utspec.questions.constructor_fields import field_return
from utspec.questions.default_claims import DefaultClaim, default_claim
from utspec.questions.equal_bound import EqualBound, equal_bound
from utspec.questions.evaluated_call import EvaluatedCall, evaluated_call
from utspec.questions.exception_elsewhere import exception_elsewhere
from utspec.questions.exception_types import is_subclass
from utspec.questions.field_values import field_claim
from utspec.questions.first_wins import FirstWins, first_wins
from utspec.questions.fixed_wait import GrowingWait, growing_wait
from utspec.questions.flag_settings import FlagClaim, flag_claim
from utspec.questions.flow import Walked, walk
from utspec.questions.format_decimals import decimals_claim
from utspec.questions.forwarded_default import forwarded_claim
from utspec.questions.go_errors import as_raise, named_return
from utspec.questions.go_main_return import main_path_returns
from utspec.questions.go_panic import panics_instead
from utspec.questions.go_unwrapped import unwrapped_return
from utspec.questions.guarded_setting import GuardedSetting, guarded_setting
from utspec.questions.instance_sequence import ran_steps
from utspec.questions.js_nullish import nullish_differs
from utspec.questions.js_worked_arm import WorkedArm, worked_arm
from utspec.questions.key_conditions import Conditions
from utspec.questions.key_item_footing import Inputs, anchored_refs
from utspec.questions.limit_claims import LimitClaim, limit_claim
from utspec.questions.message_elsewhere import MessageElsewhere, message_elsewhere
from utspec.questions.named_function import named_function, short_name
from utspec.questions.named_value import names_compared_value
from utspec.questions.negated_raise import negated_raise, without_negated_raise
from utspec.questions.null_input import null_passed
from utspec.questions.predicates import named_by
from utspec.questions.raised_type import other_type
from utspec.questions.random_range import RangeClaim, range_claim
from utspec.questions.read_call import read_as
from utspec.questions.returned_constant import resolve
from utspec.questions.rewritten import rewritten
from utspec.questions.rounding import worked_rounding
from utspec.questions.set_conflicts import loose
from utspec.questions.sized_number import number_only_meets_a_size
from utspec.questions.sql_columns import ColumnClaim, column_claim
from utspec.questions.sql_filters import FilterClaim, filter_claim
from utspec.questions.stated_exception import stated_exception
from utspec.questions.string_argument import named_outside_strings
from utspec.questions.switch_default import SwitchDefault, switch_default
from utspec.questions.tied_clamps import tied_clamp
from utspec.questions.unchecked_sign import UncheckedSign, clamped_sign, unchecked_sign
from utspec.questions.undefined_call import UndefinedCall, undefined_call
from utspec.questions.unrun_call import guessed_raise
from utspec.questions.unset_guard import UnsetGuard, unset_guard
from utspec.questions.untaken_branch import untaken
from utspec.questions.untaken_literal import param_names, untaken_by_call, writes_call
from utspec.questions.warned_only import warned_only
from utspec.questions.whole_return import whole_return
from utspec.questions.worked_return import WorkedCall, worked_call, worked_return
from utspec.questions.wrapped_raise import wrapped_raise

Outcome = Literal["anchored", "contradicted", "unanchored"]

# "exception" alone is a noun ("the list of non-retriable exception classes"), not a raise; a named
# exception type is read separately (`expectation`).
_RAISE_EN = re.compile(
    r"\b(?:raise[sd]?|raising|throws?|thrown|throwing|(?:an?|the)\s+exception\s+(?:is|occurs))\b", re.I
)
#: 例外 is also "an exemption": "接続助詞 "て" の重なりは例外として許可します" (textlint-rule-no-doubled-joshi)
#: allows a case, it raises nothing; so are 例外的に, 例外扱い and 例外を除き.
_RAISE_JA = re.compile(r"例外(?!として|とする|的|扱|を除|を設け)|送出|スロー")
#: A tuple of literals as a returned value: `(0, 0)`, `(None, 'x')`.
_TUPLE = r"\((?:\s*(?:-?\d+|'[^'()]*'|None|True|False)\s*,)+\s*(?:-?\d+|'[^'()]*'|None|True|False)\s*\)"
_RETURN_EN = re.compile(
    rf"\breturns?\s+(?:the\s+value\s+|an?\s+)?`?(?P<v>{_TUPLE}|-?\d+|true|false|none|null|nil|undefined|empty)`?",
    re.I,
)
_RETURN_JA = re.compile(
    rf"(?<![A-Za-z0-9_.])`?(?P<v>{_TUPLE}|-?\d+|true|false|True|False|None|null|nil|undefined|空(?:の)?(?:文字列|リスト|配列)?)`?\s*(?:を|が)\s*(?:返す|返る|返され|返却|戻る|返し(?!た)|戻り(?!値))"
)
#: Exception names too general to disagree with a specific one (a key item saying "an exception").
_GENERAL = frozenset({"exception", "error", "runtimeerror", "runtimeexception", "throwable", "baseexception"})
#: Outcome words and concepts left out when finding the place a key item is about.
_OUTCOME_WORDS = frozenset(
    {"raise", "rais", "throw", "thrown", "exceptio", "return", "@reject", "例外", "送出"}
)
#: The least score a condition needs to be the place a text is about (see `contradiction`).
CONTRADICTION_MIN_SCORE = 1.5
#: An error or status code written as a token: `E003`, `ERR-12`, `W0101` (letters then digits).
_CODE_TOKEN = re.compile(r"(?<![\w-])[A-Z]{1,4}-?\d{2,5}(?![\w])")
_EMPTY = {"none": "none", "null": "none", "nil": "none", "undefined": "none", "空": "empty", "empty": "empty"}


@dataclass(frozen=True)
class Expectation:
    raises: bool = False
    exception: str | None = None
    """The exception type named, lower case (compared with the code's)."""
    returns: str | None = None
    """The value named, normalised (`false`, `none`, `empty`, `-1`)."""
    shown: str = ""
    """The exception or value as the key item writes it, for the question."""
    code: str | None = None
    """An error or status code the text names (`E003`, `ERR-12`), compared with the codes the code writes."""
    no_raise: bool = False
    """The text says nothing is raised ("例外を送出せずに…", "does not throw"; `utspec.questions.negated_raise`)."""

    @property
    def any(self) -> bool:
        return self.raises or self.returns is not None or self.code is not None or self.no_raise


@dataclass(frozen=True)
class Verdict:
    outcome: Outcome
    refs: tuple[str, ...] = ()
    """Where it is anchored (design statements, checklist items, `path:line`)."""
    place: ChecklistItem | None = None
    """For a contradicted key item: the checklist item whose code disagrees."""
    expected: str = ""
    """What the key item expects, in code terms (`raise ValueError`, `return False`)."""
    actual: str = ""
    """What the code does there (`return False`)."""
    decided: ChecklistItem | None = None
    """For a claim evaluated through the code (`evaluated`): the condition that decides on the key item's value."""
    ends_at: str = ""
    """For an evaluated claim: where the code ends for the value (`path:line`)."""
    value: str = ""
    """For an evaluated claim: the key item's value(s), as written for a test."""
    column: ColumnClaim | None = None
    """For a claim about a SQL output column the column cannot meet (`utspec.questions.sql_columns`)."""
    filtered: FilterClaim | None = None
    """For rows a SQL view's WHERE leaves out (`utspec.questions.sql_filters`)."""
    wait: GrowingWait | None = None
    """For a claimed fixed wait the code computes from the attempt number (`utspec.questions.fixed_wait`)."""
    flags: FlagClaim | None = None
    """For boolean settings that make the condition they name other than expected (`utspec.questions.flag_settings`)."""
    default: DefaultClaim | None = None
    limit: LimitClaim | None = None
    call: WorkedCall | None = None
    """For a raise expected from a call that, evaluated, ends without raising (`utspec.questions.worked_return`)."""
    """For a limit the key item states where the function it names tests another (`utspec.questions.limit_claims`)."""
    """For a default the key item states and the code does not give (`utspec.questions.default_claims`)."""
    drawn: RangeClaim | None = None
    """For a range claimed for a random draw the code draws from other bounds (`utspec.questions.random_range`)."""
    sign: UncheckedSign | None = None
    elsewhere: MessageElsewhere | None = None
    """For a raise expected from a function with a message only other functions raise (`utspec.questions.message_elsewhere`)."""
    """For a claimed guard on negative values of a subject whose sign the code never tests (`utspec.questions.unchecked_sign`)."""
    chained: ChainReturn | None = None
    """For a value whose chain of returning conditions returns another name than claimed (`utspec.questions.chain_return`)."""
    undefined: UndefinedCall | None = None
    """For an unanchored key item whose value is decided in a call no input defines (`utspec.questions.undefined_call`)."""
    constant: ConstantClaim | None = None
    """For a named constant the key item gives another number than the code sets (`utspec.questions.constant_claims`)."""
    unset: UnsetGuard | None = None
    equal: EqualBound | None = None
    setting: GuardedSetting | None = None
    """For a `name=value` the named function's guard decides otherwise (`utspec.questions.guarded_setting`)."""
    """For the equal case of two names decided otherwise by the one comparison of them (`utspec.questions.equal_bound`)."""
    arm: WorkedArm | None = None
    first: FirstWins | None = None
    """For the last same-named entry said kept where a "not yet set" guard keeps the first (`utspec.questions.first_wins`)."""
    adjacent: AdjacentSplit | None = None
    """For adjacent ranges said combined where a strict start-after-end test keeps them apart (`questions.adjacent_merge`)."""
    unknown_case: SwitchDefault | None = None
    """For a value no case names, said ignored, where the switch's `default:` throws (`utspec.questions.switch_default`)."""
    ran: str = ""
    """For a key item run as calls on one object (`utspec.questions.instance_sequence`): the calls, in order."""
    read_as: str = ""
    """For a key item run as a call it does not write (an input or function said in words): that call (`read_call`)."""
    stand_in: tuple[str, ...] = ()
    """For a key item run with stand-ins for an input it leaves unsaid: the call and the stand-ins (`stand_in`)."""
    left_unsaid: tuple[str, ...] = ()
    """For a key item run without a value for a required parameter it does not say (`keyword_call`): those names."""
    unsettled: tuple[str, ...] = ()
    """For a key item whose stand-ins gave different outcomes: each stand-in and its outcome (asked, `stand_in_runs`)."""
    each: tuple[str, ...] = ()
    """For a contradiction whose stand-ins gave different outcomes of one kind: each stand-in and its outcome."""
    """For a JavaScript worked example naming an arm its arguments do not take (`utspec.questions.js_worked_arm`)."""
    """For something claimed written without an option that only the option's own test writes (`utspec.questions.unset_guard`)."""


def expectation(text: str) -> Expectation:
    """What a key item says the code does: raise (which exception), or return (which value)."""
    if negated_raise(text):  # "例外を送出せずに undefined を返す": no raise, and what it expects instead
        rest = expectation(without_negated_raise(text))
        return Expectation(returns=rest.returns, shown=rest.shown, code=rest.code, no_raise=True)
    # the exception written first: `anchors` is a set, and its order changes from one run to the next
    # ("`IllegalWeekdayError`: … 送出されます（ValueError のサブクラス）" read either one by the hash seed)
    lowered = text.lower()
    excs = sorted((a.key for a in anchors(text) if a.kind == "exception"),
                  key=lambda e: (lowered.find(e) if e in lowered else len(lowered), e))  # fmt: skip
    # an exception type written only as a string argument (`underscore("IOError")`) is data (questions.string_argument)
    exception = next((e for e in excs if e not in _GENERAL and named_outside_strings(text, e)), None)
    if exception is None and (stated := stated_exception(text)) is not None:
        exception = stated.lower()  # "raises `InvalidLength`": the verb names it, whatever its suffix
    raises = bool(exception) or bool(_RAISE_EN.search(text) or _RAISE_JA.search(text))
    codes = _CODE_TOKEN.findall(unicodedata.normalize("NFKC", text))
    code = codes[0] if len(codes) == 1 else None
    if exception is None and (returned := named_return(text)) is not None:
        return Expectation(
            True, returned.lower(), None, returned, code
        )  # Go: "returns an invalidLengthError"
    if exception is not None:
        written = re.search(rf"(?<![\w.]){re.escape(exception)}(?!\w)", text, re.I)
        return Expectation(True, exception, None, written.group(0) if written else exception, code)
    if raises:
        return Expectation(True, code=code)
    if m := _RETURN_EN.search(text) or _RETURN_JA.search(text):
        v = m.group("v")
        # "空文字列を返す", "空のリストを返す": empty, whatever it is empty of
        return Expectation(
            False, None, "empty" if v.startswith("空") else _EMPTY.get(v.lower(), v.lower()), v, code
        )
    return Expectation(code=code)


def _norm_value(value: str | None) -> str | None:
    if value is None:
        return "none"
    v = value.strip().strip("`").lower()
    if v in ("none", "null", "nil", "undefined"):
        return "none"
    if v in ('""', "''", "[]", "{}", "()", "list()", "dict()"):
        return "empty"
    return v


def _codes_of(e: Effect) -> list[str]:
    return _CODE_TOKEN.findall(" ".join(x for x in (e.args, e.value, e.message) if x))


def _shown(e: Effect) -> str:
    if e.kind == "raise":
        return f"raise {e.name}({e.args})" if e.args else f"raise {e.name}"
    return f"return {e.value or ''}".strip()


def _disagrees(exp: Expectation, effects: Sequence[Effect], raised: frozenset[str],
               classes: dict[str, str | None] | None = None,
               names: dict[str, str] | None = None) -> tuple[str, str] | None:  # fmt: skip
    """(expected, actual) when the code's first effect is not what the text expects, else None.

    `raised`: every exception type the code raises anywhere (lower case). Another exception at the
    place found is a disagreement only when the one the text names is raised nowhere: otherwise the
    place found is more likely the wrong place than the code wrong. `classes` (lower case, child ->
    parent; `utspec.questions.exception_types`): a raised subclass of the named exception agrees
    ("raises OSError" against `raise FileNotFoundError(…)`). `names`: constants and fields -> the literal each
    stands for (`utspec.questions.returned_constant`), for a returned name (`return INDEX_NOT_FOUND`).
    """
    written = next((e for e in effects if e.kind in ("raise", "return", "reraise")), None)
    if written is None:
        return None
    first = as_raise(written)  # a Go error return compared as the raise it stands for, shown as written
    if exp.code is not None and (codes := _codes_of(first)) and exp.code not in codes:
        return (f"{'raise' if first.kind == 'raise' else 'return'} {exp.code}", _shown(first))
    if exp.no_raise and exp.returns is None and first.kind == "raise":
        return ("no raise", _shown(first))
    if exp.raises:
        if first.kind == "return":
            return (f"raise {exp.shown}".strip(), f"return {first.value or ''}".strip())
        if first.kind == "raise" and exp.exception and first.name:
            actual = first.name.split(".")[-1].lower()
            if actual != exp.exception and actual not in _GENERAL and exp.exception not in raised:
                if classes and is_subclass(actual, exp.exception, classes) is True:
                    return None  # a subclass of the exception the text names is that exception
                return (f"raise {exp.shown}", f"raise {first.name}" if written is first else _shown(written))
        return None
    if exp.returns is not None:
        if first.kind == "raise":
            return (f"return {exp.shown}", f"raise {first.name}")
        if first.kind == "return":
            value = _norm_value(first.value)
            literal = value is not None and re.fullmatch(r"-?\d+|true|false|none|empty", value)
            if literal and (value != exp.returns or nullish_differs(exp.shown, first.value)):
                return (f"return {exp.shown}", f"return {first.value}")  # JavaScript's null is not undefined
            if not literal and (held := resolve(first.value, names or {})) is not None:
                value = _norm_value(held)  # `return INDEX_NOT_FOUND` is `return -1`
                if (
                    value is not None
                    and re.fullmatch(r"-?\d+|true|false|none|empty", value)
                    and value != exp.returns
                ):
                    return (f"return {exp.shown}", f"return {first.value} ({held})")
    return None


def _outcome(item: ChecklistItem) -> bool:
    return any(e.kind in ("raise", "return", "reraise") for e in item_effects(item))


def _names_function(text: str, symbol: str | None) -> bool:
    """Whether the text writes the name of the function a condition is in ("monthrange に月 13 を渡すと…"):
    specific however many of that function's conditions share it."""
    name = short_name(symbol)
    return len(name) > 3 and re.search(rf"(?<![\w$]){re.escape(name)}(?![\w$])", text) is not None


def _specific(shared: frozenset[Anchor], index: Index) -> bool:
    """At least one shared anchor more than a common word (as `utspec.anchoring.link` requires)."""
    return any(
        a.kind not in ("word", "number") or (a.kind == "number" and a.key not in COMMON_NUMBERS)
        or index.df.get(a, 0) <= SPECIFIC_DF
        for a in shared
    )  # fmt: skip


def _subject_only(text: str) -> frozenset[Anchor]:
    """A text's anchors without its outcome: exception types (and their identifiers) and outcome words."""
    found = anchors(text)
    excs = {a.key for a in found if a.kind == "exception"}
    return frozenset(
        a for a in found
        if a.kind != "exception" and not (a.kind == "ident" and a.key in excs)
        and not (a.kind == "word" and a.key in _OUTCOME_WORDS)
    )  # fmt: skip


#: Outcomes a claim's polarity cannot have: "is retried" (positive) is not a raise or `return false`.
_INCOMPATIBLE = {
    "positive": ("error", "false", "reported"),
    "negative": ("true",),
    "error": ("true", "value", "warning", "completed"),
}


def _relevance(symbol: str, items: Sequence[ChecklistItem], query: frozenset[Anchor]) -> int:
    """How many of a function's name words and condition words a claim names (to choose its function)."""
    found = anchors(f"`{symbol}` " + " ".join(f"`{i.text}`" for i in items))
    return sum(1 for a in found if a.kind == "word" and loose(a, query))


def exception_values(text: str, polarity: str | None) -> tuple[str, ...]:
    """The one exception type a claim names, as the value it decides on ("An UnknownHostException is retried").

    Only for a claim of retry or no retry (positive or negative): an error claim names the exception
    it expects raised, which `contradiction` compares.

    >>> exception_values("An UnknownHostException is retried", "positive")
    ('UnknownHostException',)
    >>> exception_values("login raises SMTPAuthenticationError", "error")
    ()
    """
    if polarity not in ("positive", "negative"):
        return ()
    keys = {a.key for a in anchors(text) if a.kind == "exception" and a.key not in _GENERAL}
    written = {
        m.group(0)
        for m in re.finditer(r"(?<![\w.])[A-Z]\w*(?:Exception|Error)(?!\w)", text)
        if m.group(0).lower() in keys
    }
    return (written.pop(),) if len(written) == 1 else ()


def evaluated(text: str, cond: Conditions) -> Verdict | None:
    """A key item whose value the code decides otherwise than it expects (`utspec.questions.flow`).

    "A 404 response is retried" against `baseRetryPolicy`, which returns true for 429 and 500-range
    codes and `false` for every other: contradicted at the `return false`. Only when the key item
    names a value (or, for a claim of retry or no retry, one exception type: `exception_values`) and an
    outcome, one function decides on that value more relevantly than any other
    (its name and conditions share most words with the key item), and the walk through it is certain.
    """
    if not cond.sources or cond.context is None:
        return None
    c = claim(text)
    nulls = () if c.values else null_passed(text)  # "name に null を渡すと…": null is the value walked
    if c.polarity is None or (not c.values and not nulls and c.polarity == "error"):
        # a claim of an error names its exception, read by `contradiction`; walked on its words alone
        # it meets the wrong condition ("a response with 101 header lines raises …")
        return None
    if unbound_call(text, cond.items.values()):
        return None  # which argument is which parameter is not known to the walk (call_args.py)
    vals = c.values or nulls or exception_values(text, c.polarity)
    # `setnchannels(4)`: 4 is `nchannels` (questions.bound_argument); only an argument the claim reads as written:
    # pretty-bytes' "prettyBytes('1337') (a string) throws" reads 1337 as a number, and `number < 1` is no test of a string
    bound = {f: pa for f, pa in bound_parameters(text, cond.sources).items() if pa[1] in vals}
    if given := [v for v in vals if v in {arg for _, arg in bound.values()}]:
        vals = tuple(
            given
        )  # "setcomptype('ALAW', ...) raises … because only 'NONE' and 'ULAW' …": the value walked is 'ALAW'
    by_symbol: dict[tuple[str, str], list[ChecklistItem]] = {}
    for it in cond.items.values():
        if it.symbol:
            by_symbol.setdefault((it.file, it.symbol), []).append(it)
    sources = {s.path: s for s in cond.sources}
    found: list[tuple[int, Walked, str, str]] = []
    bodies: dict[str, str] = {}
    defined = defined_functions({p: x.text.split("\n") for p, x in sources.items()})
    for (file, symbol), items in by_symbol.items():
        src = sources.get(file)
        if src is None or _closure_helper(symbol, items, src, defined):
            continue
        later = [
            i.line
            for i in cond.items.values()
            if i.file == file and i.symbol != symbol and i.line > max(x.line for x in items)
        ]
        end = min(later) - 1 if later else len(src.text.split("\n"))
        param = bound.get(symbol.rsplit(".", 1)[-1], ("", ""))[0]
        w = walk(
            items,
            src,
            vals,
            c.anchors | anchors(f"`{param}`") if param else c.anchors,
            cond.context,
            end,
            error_claim=c.polarity == "error",
            param=param or _named_parameter(text, symbol, items, src),
        )
        if w is not None and w.returned_condition and not named_by(symbol, c.anchors):
            continue  # a predicate answers the question its name asks, not this claim's
        if w is not None and w.decided is not None:
            found.append((_relevance(symbol, items, c.anchors), w, file, symbol))
            bodies[symbol] = body(src.text, symbol, min(x.line for x in items), end)
    # a function the value only passes through is not where its outcome is decided (`questions.callers`)
    through = passed_through([(sym, w.outcome, bodies[sym]) for _, w, _, sym in found])
    found = [t for t in found if t[3] not in through]
    if not found:
        return None
    found.sort(key=lambda t: -t[0])
    best = found[0]
    if any(r == best[0] and w.outcome != best[1].outcome for r, w, _, _ in found[1:]):
        return None  # two functions fit as well and do different things: not sure which the key item means
    rel, w, file, _ = best
    recorded_not_raised = w.outcome == "reported" and c.polarity == "error" and expectation(text).raises
    exp = expectation(text)
    # only for a string the claim passes ('median'): a number may be a count or a part of a message the walk took
    # for the argument ("'missing part #2'" walked jwtDecode with 2 as the token, to the TypeError of a non-string)
    passed = bool(vals) and all(v[:1] in "'\"" for v in vals)
    # or a number written as the value of the name the deciding condition compares ("a threshold of 1.5")
    passed = passed or (bool(vals) and w.decided is not None
                        and all(names_compared_value(text, v, w.decided.text) for v in vals))  # fmt: skip
    if c.polarity == "error" and w.outcome == "error" and exp.exception and passed and w.decided is not None:
        # an error as claimed, but another type: 'median' ends at `raise ValueError`, not StatisticsError (raised_type)
        if other_type(exp.exception, w.statement, cond.classes) is not None:
            at = next(
                (
                    i
                    for i in cond.items.values()
                    if i.file == file and i.line == w.line and i.kind is Kind.RAISE
                ),
                None,
            )
            if at is not None:
                return Verdict("contradicted", (at.id,), at, f"raise {exp.shown}", w.statement.strip())
    if w.outcome not in _INCOMPATIBLE[c.polarity] and not recorded_not_raised:
        return None  # an error recorded in a list meets "…はエラーになる", not "例外が送出される" (questions.reported)
    if (c.polarity == "error" and exp.exception and exp.exception.lower() in cond.raised
            and named_function(text, (i.symbol for i in cond.items.values())) is None):  # fmt: skip
        # "文字列以外（数値 123 など）を渡すと TypeError": the TypeError is raised (assertString) where the walk did not go, and
        # no function is named: 123 walked into another function's `numberCount > 0` (validator-ja-js KT-1)
        return None
    decided = w.decided
    assert decided is not None
    at_end = next((i for i in cond.items.values() if i.file == file and i.line == w.line
                   and i.kind in (Kind.RAISE, Kind.EARLY_RETURN)), None)  # fmt: skip
    expected = "raised" if recorded_not_raised else c.polarity  # "例外が送出される", not just "エラーになる"
    return Verdict("contradicted", (decided.id,), at_end or decided, expected, w.statement, decided,
                   f"{file}:{w.line}", ", ".join(vals))  # fmt: skip


def _named_parameter(text: str, symbol: str, items: Sequence[ChecklistItem], src: SourceText) -> str:
    """The one parameter of the function a claim names as a word ("quantiles の method に 'median'"), else ""."""
    from utspec.designer.offline.signature import parameters  # here: the designer imports this module

    first = min(items, key=lambda i: i.line)
    named = [p for p in parameters(src.text.split("\n"), symbol, first.line, first.language)
             if len(p) > 1 and re.search(rf"(?<![\w]){re.escape(p)}(?![\w])", text)]  # fmt: skip
    return named[0] if len(named) == 1 else ""


def _closure_helper(
    symbol: str, items: Sequence[ChecklistItem], src: SourceText, defined: frozenset[str]
) -> bool:
    """A function nested in another that takes no parameter (kansuji's `buildIchiDict()` reading `ichi`): a value
    the caller passes never reaches it, so walking it for "passing "ABC" raises" finds nothing the claim is about."""
    from utspec.designer.offline.signature import parameters  # here: the designer imports this module

    owner = symbol.rpartition(".")[0].rsplit(".", 1)[-1]
    if not owner or owner not in defined:
        return False  # a method of a class, or a top-level function
    first = min(items, key=lambda i: i.line)
    return not parameters(src.text.split("\n"), symbol, first.line, first.language)


def _negative_test(condition: str) -> bool:
    """Whether a condition holds for the values *other* than the ones it names (`not x.startswith('257')`, `x != 5`).

    >>> _negative_test("not resp.startswith('257')"), _negative_test("0 <= mode <= 7"), _negative_test("code !== 200")
    (True, False, True)
    """
    c = condition.strip()
    return bool(re.match(r"(?:not\s|!(?!=))", c) or re.search(r"!==?|\bnot\s+in\b|\bis\s+not\b|<>", c))


def contradiction(
    text: str, checklist: Sequence[ChecklistItem], conditions: Conditions | None = None
) -> Verdict | None:
    """The place a text (key item or design statement) is about when the code there does something else, or None."""
    exp = expectation(text)
    if not exp.any:
        return None
    cond = conditions or Conditions.of(checklist)
    if (in_else := chain_else(text, checklist)) is not None:  # "other than 10 or 13": the chain's `else`
        clause, last = in_else
        d = _disagrees(expectation(clause), item_effects(last), cond.raised, cond.classes, cond.names)
        if d is not None:
            return Verdict("contradicted", (last.id,), last, d[0], d[1])
    index = cond.index
    if not index.units:
        return None
    # Scored on the subject alone, so an outcome word ("raises") cannot choose the place; nor can the words of the
    # exception it names ("invalidLengthError" would pick `case Invalid`; `competing_raise`).
    subject = _subject_only(without_name(text, exp.shown) if exp.exception else text)
    scored = sorted(((index.score(subject, "", u)[0], u) for u in index.units), key=lambda t: -t[0])
    # A key item naming one function is about a place in it ("median に空のデータを渡すと…"; questions.named_function)
    if (name := named_function(text, (cond.items[u.ref].symbol for u in index.units))) is not None:
        # and in the helpers it calls ("trim with a negative limit raises" is about `_cut`'s `limit < 0`)
        from utspec.designer.offline.scope import reach  # here: the designer imports this module

        lines = {s.path: s.text.split("\n") for s in cond.sources}
        allowed = reach(name.lower(), cond.items.values(), lines) if lines else frozenset({name.lower()})
        scored = [t for t in scored if short_name(cond.items[t[1].ref].symbol).lower() in allowed] or scored
    # A lower floor than linking's: few conditions make small weights, and the lead below still
    # demands that one condition stands out.
    if not scored or scored[0][0] < CONTRADICTION_MIN_SCORE:
        return None
    best_score, best = scored[0]
    shared = index.score(subject, "", best)[1]
    if not _specific(shared, index) and not _names_function(text, cond.items[best.ref].symbol):
        return None
    rival = next((s for s, u in scored[1:] if u.group != best.group), 0.0)
    if rival >= LEAD * best_score and best_score - rival < MARGIN:
        # two conditions fit as well: only a number of the text that one of them compares decides
        # (`not 1 <= month <= 12` for "月 13", not `month == February`; questions.compared_value)
        close = [u for s, u in scored if s >= LEAD * best_score and best_score - s < MARGIN]
        numbers = [a.key for a in subject if a.kind == "number" and a.key not in (exp.returns or "")]
        pick = compared_group(numbers, [(u.group, cond.items[u.ref].text) for u in close])
        if (
            pick is None and cond.sources
        ):  # "median に空のデータ…": the emptiness test (questions.condition_shape)
            lines = {s.path: s.text.split("\n") for s in cond.sources}
            pick = shaped_group(
                text,
                subject,
                [(u.group, cond.items[u.ref].text, cond.items[u.ref].line) for u in close],
                lines,
            )
        if pick is None and (clamp := tied_clamp(exp.raises, [cond.items[u.ref] for u in close])) is not None:
            # every tied place only corrects the value (yiq_to_rgb's six clamps): any of them answers (tied_clamps)
            pick = next(u.group for u in close if u.ref == clamp.id)
        if pick is None:
            return None  # not sure enough to say the code disagrees
        # the unit of that line whose effect is an outcome (`not 1 <= month <= 12` raises; its boundary rows do not)
        at = [u for u in close if u.group == pick]
        best = next((u for u in at if _outcome(cond.items[u.ref])), at[0])
    if number_only_meets_a_size(text, cond.items[best.ref].text, shared):
        return None  # "returns `100` for '100'" is no statement about `str.length > 100` (questions.sized_number)
    if (
        negates_a_number(text)
        and any(a.kind == "number" for a in shared)
        and not _negative_test(cond.items[best.ref].text)
    ):
        # "mode が 0〜7 の整数でないとき ValueError" is about the values outside `0 <= mode <= 7`, not what the place
        # does when it holds (zenhan's `return True`): the effect read here is the other side's. A place testing the
        # negation itself ("257 以外" at `if not resp.startswith('257')`) is on the text's side.
        return None
    item = cond.items[best.ref]
    if untaken(text, item.text):
        return None  # "{subdomain: true}" at `opts.subdomain === false && …`: the branch is not taken (untaken_branch)
    if cond.sources and writes_call(text) and untaken_by_call(text, item.text, param_names(cond.sources)):
        return None  # "calculate_sleep_time(10) …" at `attempt <= 0`: its own argument skips it (untaken_literal)
    if exp.exception and main_path_returns(exp.exception, item, cond.sources, text):
        return None  # "Permanent wraps the given err in a *PermanentError": Go returns it (questions.go_main_return)
    effects = item_effects(item)
    raised = cond.raised
    if exp.exception and exp.exception in raised:
        # raised elsewhere too: a disagreement only when the place is found without the exception's own words
        # and no place raising it fits as well (`utspec.questions.competing_raise`)
        raised = competing_raises(text, exp.shown, index, checklist, best)
    found = _disagrees(exp, effects, raised, cond.classes, cond.names)
    if found is None:  # a raise expected where the code clamps the value (`n < 1` sets n = 1)
        found = assigned_instead(text, exp.raises, exp.exception, exp.shown, effects, cond.raised)
    if found is None:
        return None
    return Verdict("contradicted", (item.id,), item, found[0], found[1])


def _place_of(file: str, line: int, statement: str, kind: Kind, checklist: Sequence[ChecklistItem]) -> ChecklistItem:
    """The checklist item at the line a run ended on, else the innermost branch around it (a return under `else:`
    has no item of its own), else an item for the line itself (a function's last `return` is in no branch)."""
    at = next((i for i in checklist if (i.file, i.line) == (file, line)), None)
    around = [i for i in checklist if i.file == file and i.kind is Kind.BRANCH and i.line < line <= i.end_line]
    at = at or (max(around, key=lambda i: i.line) if around else None)
    return at or ChecklistItem(id=f"{file}:{line}:{kind.value}", kind=kind, file=file, line=line, end_line=line,
                               language="", text=statement)  # fmt: skip


def _guessed(text: str, cond: Conditions, found: Verdict) -> bool:
    """A literal call no evaluator ran, contradicted at a raise of the function it names (`questions.unrun_call`)."""
    exp = expectation(text)
    at_raise = found.place is not None and found.place.kind is Kind.RAISE
    defined = defined_functions({s.path: s.text.split("\n") for s in cond.sources})
    states_value = exp.returns is not None and not exp.raises
    return guessed_raise(text, defined, states_value, found.actual, at_raise)


def _unguessed(text: str, cond: Conditions, found: Verdict | None) -> Verdict | None:
    return None if found is None or _guessed(text, cond, found) else found


def key_item_contradiction(
    text: str, checklist: Sequence[ChecklistItem], cond: Conditions, prior: tuple[EvaluatedCall | None] | None = None
) -> Verdict | None:
    """`contradiction`, then (for key items, whose inputs carry the sources) the claim evaluated through the
    code, then a SQL output column that cannot hold the value claimed for it, rows a view's WHERE leaves
    out, and a fixed wait the code computes from the attempt number. `prior`: the key item's `evaluated_call`, when
    the caller has it already (`classify`: a run with stand-ins is three runs, not made twice)."""
    run = prior[0] if prior is not None else evaluated_call(text, list(cond.sources))
    if run is not None and not run.unsettled:
        # the call the key item writes, run on the code (questions.evaluated_call): what the code does for exactly
        # that input settles it, and no text rule may say otherwise (yn's "yn('abomasum') returns undefined" was
        # contradicted by a TypeError branch the call never reaches)
        if run.agrees:
            return None
        kind = Kind.RAISE if run.actual.startswith("raise") else Kind.EARLY_RETURN
        ran_to = _place_of(run.file, run.line, run.statement, kind, checklist)
        # a sequence's question says the calls it ran: the line the last one ended at is not where they began
        ran = ran_steps(run.claim.call) or ""
        read = "" if ran else read_as(text, run.claim.call)  # how words were read, for the person to check
        return Verdict("contradicted", (ran_to.id,), ran_to, run.expected, run.actual, ran=ran, read_as=read,
                       stand_in=run.stand_in, left_unsaid=run.left_unsaid, each=run.each)  # fmt: skip
    found = _unguessed(text, cond, contradiction(text, checklist, cond))
    found = found or _unguessed(text, cond, evaluated(text, cond))
    exp = expectation(text)
    if (
        found is None
        and exp.exception
        and (wp := wrapped_raise(text, exp.exception, checklist, cond.sources, cond.classes))
    ):
        # "JSON.parse の SyntaxError がそのまま送出される" where a handler around JSON.parse raises InvalidTokenError
        found = Verdict("contradicted", (wp.raised.id,), wp.raised, f"raise {exp.shown}", f"raise {wp.name}")
    if found is None and (uw := unwrapped_return(text, cond.sources)) is not None:
        # "その PermanentError をそのまま返す" where `errors.As(err, &permanent)` returns `permanent.Err` (questions.go_unwrapped)
        at = next(
            (i for i in checklist if (i.file, i.line) == (uw.file, uw.line) and i.kind is Kind.BRANCH), None
        )
        if at is not None:
            found = Verdict("contradicted", (at.id,), at, f"return {uw.type}", uw.returned)
    if found is None and (gp := panics_instead(text, cond.sources)) is not None:
        # "NewParser returns an error when …" where `func NewParser(…) Parser` has no error result and panics
        around = [
            i
            for i in checklist
            if i.file == gp.file and i.kind is Kind.BRANCH and i.line < gp.line <= i.end_line
        ]
        at = max(around, key=lambda i: i.line) if around else None
        if at is not None:
            found = Verdict("contradicted", (at.id,), at, "return error", gp.statement)
    if found is None and (sw := case_swap(text, checklist)) is not None:
        # "余りが 3 の部分には '==' を補って" where `case 3` writes "=" and `case 2` writes "=="
        found = Verdict("contradicted", (sw.item.id,), sw.item, f"'{sw.literal}'", sw.item.effect or "")
    if found is None and (cr := chain_return(text, cond.sources)) is not None:
        # "A UUID whose byte 8 is 0xc0 has the Reserved variant": `(0xc0 & 0xe0) == 0xc0` returns Microsoft first
        at = next(
            (i for i in checklist if (i.file, i.line) == (cr.file, cr.line) and i.kind is Kind.BRANCH), None
        )
        if at is not None:
            found = Verdict("contradicted", (at.id,), at, cr.expected, cr.actual, chained=cr)
    if found is None and (lim := limit_claim(text, checklist)) is not None:
        found = Verdict("contradicted", (lim.item.id,), lim.item, limit=lim)  # "幅が 10 以上" vs `width >= 9`
    if found is None and (col := column_claim(text, list(cond.columns))) is not None:
        found = Verdict("contradicted", (), value=col.value, column=col)
    if found is None and (f := filter_claim(text, cond.filters, cond.codes)) is not None:
        found = Verdict("contradicted", (), value=f.value, filtered=f)
    if found is None and (w := growing_wait(text, cond.sources)) is not None:
        found = Verdict("contradicted", (), wait=w)
    if found is None and (fl := flag_claim(text, checklist, cond.sources)) is not None:
        found = Verdict("contradicted", (fl.item.id,), fl.item, flags=fl)  # `!isIdentifier && options.wrap`
    if found is None and (rw := rewritten(text, cond.sources)) is not None:
        at = next(
            (i for i in checklist if (i.file, i.line) == (rw.file, rw.line) and i.kind is Kind.BRANCH), None
        )
        if (
            at is not None
        ):  # `if fname.endswith(b'.gz'): fname = fname[:-3]` for "'data.gz' … 'data.gz' が記録される"
            found = Verdict("contradicted", (at.id,), at, rw.value, rw.assignment)
    if found is None and (a := assigned_contradiction(text, checklist, cond.sources)) is not None:
        found = Verdict("contradicted", (a[0].id,), a[0], a[1], a[2])  # a value assigned case by case
    if found is None and (wr := worked_return(text, cond.sources)) is not None:
        # "_prevmonth(2024, 1) は (2024, 12) を返す": the function evaluated on the example returns (2023, 12)
        at = next((i for i in checklist if (i.file, i.line) == (wr.file, wr.line)), None)
        # a return in an `else:` has no item of its own: the branch it belongs to (statistics' median_low)
        around = [
            i
            for i in checklist
            if i.file == wr.file and i.kind is Kind.BRANCH and i.line < wr.line <= i.end_line
        ]
        at = at or (max(around, key=lambda i: i.line) if around else None)
        # a function's last `return ret` (after a loop) is in no branch: the return itself is the place
        at = at or ChecklistItem(id=f"{wr.file}:{wr.line}:early_return", kind=Kind.EARLY_RETURN, file=wr.file, line=wr.line,
                                 end_line=wr.line, language="", text=wr.statement)  # fmt: skip
        found = Verdict("contradicted", (at.id,), at, wr.expected, f"return {wr.actual}")
    if found is None and expectation(text).raises and (wc := worked_call(text, cond.sources)) is not None:
        found = Verdict("contradicted", (), expected=f"raise {expectation(text).shown}".strip(), call=wc)
    if found is None and (wo := warned_only(text, cond.sources)) is not None:
        # "コアモジュール名はエラーになる" meets only `warnings.push(name + ' is a core module name')`
        around = [
            i
            for i in checklist
            if i.file == wo.file and i.kind is Kind.BRANCH and i.line < wo.line <= i.end_line
        ]
        if around:
            at = max(around, key=lambda i: i.line)
            found = Verdict("contradicted", (at.id,), at, "error", wo.statement)
    if found is None and (k := constant_claim(text, cond.sources)) is not None:
        found = Verdict(
            "contradicted", (), constant=k
        )  # "FileUtils.ONE_KB は 1000" vs `static final long ONE_KB = 1024;`
    if found is None and (fc := forwarded_claim(text, cond.sources)) is not None:
        # 'toInt("abc") returns 0' where `toInt(str) { return toInt(str, -1); }` (questions.forwarded_default)
        fw = fc.forwarded
        found = Verdict(
            "contradicted",
            (),
            constant=ConstantClaim(fw.param, fc.claimed, fw.value, fw.file, fw.line, fw.statement),
        )
    if found is None and (d := default_claim(text, cond.sources, cond.statements)) is not None:
        found = Verdict("contradicted", (), default=d)  # "The default numOfAttempts is 5" vs `numOfAttempts: 10`
    if found is None and (d := decimals_claim(text, cond.sources)) is not None:
        found = Verdict("contradicted", (), default=d)  # "小数点以下 1 桁" vs `format: str = "%.2f"` (format_decimals)
    if found is None and (rc := range_claim(text, cond.sources)) is not None:
        found = Verdict(
            "contradicted", (), drawn=rc
        )  # "full_jitter(10) … between 0 and 10" vs `uniform(value / 2, value)`
    if found is None and (cs := clamped_sign(text, cond.sources)) is not None:
        # "…に負の値を指定すると ValueError" where `if result < 0: result = 0` corrects the value derived from it
        exp = expectation(text)
        at = next(
            (i for i in checklist if (i.file, i.line) == (cs.file, cs.line) and i.kind is Kind.BRANCH), None
        )
        if at is not None and not (exp.exception in cond.raised if exp.exception else cond.raised):
            found = Verdict("contradicted", (at.id,), at, f"raise {exp.shown}".strip(), cs.assignment)
    if found is None and (sg := unchecked_sign(text, cond.sources)) is not None:
        found = Verdict(
            "contradicted", (), sign=sg
        )  # "A negative Retry-After value is ignored" vs no `< 0` anywhere
    if (
        found is None
        and expectation(text).raises
        and (me := message_elsewhere(text, cond.sources)) is not None
    ):
        found = Verdict(
            "contradicted", (), elsewhere=me
        )  # "setcomptype … raises ('cannot change parameters …')"
    if (
        found is None
        and (ex := expectation(text)).returns is not None
        and not ex.raises
        and (whole := whole_return(text, ex.returns, cond.sources, cond.names)) is not None
    ):
        # "StopBackOff の NextBackOff は 0 を返す": `{ return Stop }` (-1), a body with no branch and so no item of its own
        at = ChecklistItem(id=f"{whole.file}:{whole.line}:early_return", kind=Kind.EARLY_RETURN, file=whole.file,
                           line=whole.line, end_line=whole.line, language="", text=whole.statement,
                           symbol=f"{whole.owner}.{whole.function}")  # fmt: skip
        found = Verdict(
            "contradicted", (at.id,), at, f"return {ex.shown}", f"{whole.statement} ({whole.value})"
        )
    if (
        found is None
        and (ex := expectation(text)).returns is not None
        and not ex.raises
        and (fv := field_claim(text, ex.returns, cond.sources)) is not None
    ):
        # "attempts() は最初の attempt の直後に 0 を返す": `this._attempts = 1`, only counted up (questions.field_values)
        at = ChecklistItem(id=f"{fv.file}:{fv.line}:early_return", kind=Kind.EARLY_RETURN, file=fv.file, line=fv.line,
                           end_line=fv.line, language="", text=fv.statement, symbol=fv.function)  # fmt: skip
        found = Verdict("contradicted", (at.id,), at, f"return {ex.shown}", f"{fv.statement} ({fv.shown()})")
    if found is None and (fr := field_return(text, cond.sources)) is not None:
        # "WithMaxRetries(b, 0) は … delegate の NextBackOff をそのまま返す": 0 is `maxTries`, and `b.maxTries == 0` returns Stop
        at = next((i for i in checklist if (i.file, i.line) == (fr.file, fr.line) and i.kind is Kind.BRANCH), None)
        at = at or ChecklistItem(id=f"{fr.file}:{fr.line}:branch", kind=Kind.BRANCH, file=fr.file, line=fr.line,
                                 end_line=fr.line, language="", text=fr.condition)  # fmt: skip
        found = Verdict("contradicted", (at.id,), at, f"return {fr.claimed}", f"return {fr.returned} ({fr.field} = {fr.value})")
    if found is None and (fwins := first_wins(text, cond.sources)) is not None:
        # "最後に現れた値を採用する" where `if (undefined === obj[key]) { obj[key] = … }` keeps the first (first_wins)
        at = next((i for i in checklist if (i.file, i.line) == (fwins.file, fwins.line) and i.kind is Kind.BRANCH), None)
        at = at or ChecklistItem(id=f"{fwins.file}:{fwins.line}:branch", kind=Kind.BRANCH, file=fwins.file, line=fwins.line,
                                 end_line=fwins.line, language="", text=fwins.statement)  # fmt: skip
        found = Verdict("contradicted", (at.id,), at, "", fwins.statement, first=fwins)
    if found is None and (adj := adjacent_split(text, cond.sources)) is not None:
        # "the adjacent ranges 0-10 and 11-20 become one range" where `range.start > current.end` starts a new one
        at = next((i for i in checklist if (i.file, i.line) == (adj.file, adj.line) and i.kind is Kind.BRANCH), None)
        at = at or ChecklistItem(id=f"{adj.file}:{adj.line}:branch", kind=Kind.BRANCH, file=adj.file, line=adj.line,
                                 end_line=adj.line, language="", text=adj.statement)  # fmt: skip
        found = Verdict("contradicted", (at.id,), at, "", adj.statement, adjacent=adj)
    if found is None and (wa := worked_arm(text, cond.sources)) is not None:
        # "bytes.format(1024) は '1KB' を返す" where 1024 takes the `unit = 'B'` arm of `mag > map.kb` (js_worked_arm)
        at = next((i for i in checklist if (i.file, i.line) == (wa.file, wa.line) and i.kind is Kind.BRANCH), None)
        at = at or ChecklistItem(id=f"{wa.file}:{wa.line}:branch", kind=Kind.BRANCH, file=wa.file, line=wa.line,
                                 end_line=wa.line, language="", text=wa.condition)  # fmt: skip
        found = Verdict("contradicted", (at.id,), at, wa.expected, wa.actual, arm=wa)
    if found is None and (sd := switch_default(text, cond.sources)) is not None:
        # "priority に 'urgent' … 無視すること" where `default: throw new TypeError(…)` (switch_default)
        at = next((i for i in checklist if (i.file, i.line) == (sd.file, sd.line) and i.kind is Kind.RAISE), None)
        at = at or ChecklistItem(id=f"{sd.file}:{sd.line}:raise", kind=Kind.RAISE, file=sd.file, line=sd.line,
                                 end_line=sd.line, language="", text=sd.statement)  # fmt: skip
        found = Verdict("contradicted", (at.id,), at, sd.value, sd.statement, unknown_case=sd)
    if found is None and (cw := case_words(text, cond.sources)) is not None:
        # "sameSite に true を指定すると 'SameSite=Strict' が付く" where `case true:` writes '; SameSite=Lax' (case_words)
        at = ChecklistItem(id=f"{cw.file}:{cw.line}:branch", kind=Kind.BRANCH, file=cw.file, line=cw.line,
                           end_line=cw.line, language="", text=cw.statement)  # fmt: skip
        found = Verdict("contradicted", (at.id,), at, cw.said, cw.statement)
    if found is None and (wr2 := worked_rounding(text, cond.sources)) is not None:
        # "maxAge に 3.7 を指定すると 'Max-Age=3'" where `Math.round(maxAge)` gives 4 (questions.rounding)
        rd, given, claimed, got = wr2
        at = ChecklistItem(id=f"{rd.file}:{rd.line}:branch", kind=Kind.BRANCH, file=rd.file, line=rd.line,
                           end_line=rd.line, language="", text=rd.statement)  # fmt: skip
        found = Verdict("contradicted", (at.id,), at, f"{rd.subject} = {given} → {claimed}", f"{rd.call} = {got}")
    if found is None and (ug := unset_guard(text, cond.sources)) is not None:
        # "httpOnly を指定しない場合、HttpOnly 属性が付く" where only `if (opt.httpOnly) {` writes it (unset_guard)
        at = next((i for i in checklist if (i.file, i.line) == (ug.file, ug.line) and i.kind is Kind.BRANCH), None)
        at = at or ChecklistItem(id=f"{ug.file}:{ug.line}:branch", kind=Kind.BRANCH, file=ug.file, line=ug.line,
                                 end_line=ug.line, language="", text=ug.statement)  # fmt: skip
        found = Verdict("contradicted", (at.id,), at, ug.word, ug.statement, unset=ug)
    if found is None and (gs := guarded_setting(text, checklist, (ex := expectation(text)).raises and not ex.no_raise)):
        # "quantiles に n=1 を渡すと空のリストを返す" where quantiles' `if n < 2: raise …` (guarded_setting)
        found = Verdict("contradicted", (gs.item.id,), gs.item, "", gs.item.text, setting=gs)
    if found is None and (eq := equal_bound(text, checklist, (ex := expectation(text)).raises and not ex.no_raise)):
        # "minTimeout と maxTimeout が等しい場合もエラー" where `opts.minTimeout > opts.maxTimeout` throws (equal_bound)
        found = Verdict("contradicted", (eq.item.id,), eq.item, "", eq.term, equal=eq)
    if found is None and (ex := expectation(text)).exception and (
        ee := exception_elsewhere(text, ex.shown, checklist, cond.sources, cond.classes)
    ) is not None:
        found = Verdict("contradicted", (), elsewhere=ee)  # "skip … EOFException" thrown only by readFully
    return found


def classify(text: str, inputs: Inputs) -> Verdict:
    """Anchored, contradicted or unanchored (see the module docstring)."""
    cond = inputs.conditions
    run = evaluated_call(text, list(cond.sources))
    if (c := key_item_contradiction(text, inputs.checklist, cond, (run,))) is not None:
        return c
    if cond.sources and run is not None and run.unsettled:
        # stand-ins for an unsaid input gave different outcomes: which input is meant decides (stand_in_runs)
        return Verdict("unanchored", expected=run.expected, stand_in=run.stand_in, unsettled=run.unsettled)
    for found in (contradiction(text, inputs.checklist, cond), evaluated(text, cond)):
        if found is not None and _guessed(text, cond, found) and run is None:
            return Verdict("unanchored")  # a call nobody ran: asked which input and result to use (unrun_call)
    if inputs.conditions.sources and (u := undefined_call(text, inputs.checklist, inputs.conditions.sources)):
        return Verdict(
            "unanchored", undefined=u
        )  # shares words with the code, but no input decides its value
    refs = anchored_refs(text, inputs)
    return Verdict("anchored", refs) if refs else Verdict("unanchored")
