"""design-code-mismatch: the design states one limit for a thing, the code compares it with another.

Design "an order has at most 100 items", code `len(items) > 50`; design "30kg を超える場合",
code `weight > MAX_WEIGHT_KG` (25); design "30 or more", code `> 30`: one of them is wrong and only
a person can say which, so this is a question naming both places and both limits, never a finding
the designer could "fix" by choosing a side (the seed: code is not automatically the
specification, and a conflict is itself something to review).

Precision over recall. A code number is one compared with an ordering operator (`>`, `<=`, a SQL
`amount >= 1000`) or a numeric configuration value; equality codes (`status IN (3, 5)`) are
unexplained-literal's business. The thing a code number is about is the varying operand
(`len(items)` is about items), never the constant it is compared with, unless the design names
that constant. A design number belongs to a thing when the thing's name, its words or a glossary
word for it stand in the number's clause (`utspec.questions.limits`). With a direction word
("more than", "以上", "at most") the design and the code agree when they cut the numbers at the
same place; without one they agree when the design's number is the literal or one of its on/off
points. A code number is questioned only when some statement gives its thing another limit, no
statement agrees with it, and that statement's limit agrees with no other code comparison of the
same thing (a design may state several limits on one thing). Once a person has said which side
holds (`ANS-n`, an answer to this question), it is not asked again.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.anchoring import Anchor, anchors
from utspec.answers.effects import MISMATCH_PREFIX, answers_to
from utspec.critic.checks._numbers import contains_number, numbers_in, show
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import (
    ChecklistItem,
    Finding,
    Kind,
    OpenQuestion,
    QuestionKind,
    Requirement,
    Severity,
    SourceText,
)
from utspec.questions.choices import named_values
from utspec.questions.code_values import CodeValue, sets, values
from utspec.questions.default_conflicts import default_conflicts
from utspec.questions.durations import same_duration
from utspec.questions.exact_length import exact_length_conflicts
from utspec.questions.example_lines import is_example_line
from utspec.questions.explained import content_words, name_forms, word_forms
from utspec.questions.go_defaults import duration_seconds, go_constants
from utspec.questions.index_bounds import index_conflicts
from utspec.questions.key_items import Conditions, Verdict, contradiction
from utspec.questions.limits import NON_COUNT_UNITS, Direction, Stated, code_direction, cut, stated
from utspec.questions.literals import label, operand, words
from utspec.questions.named_bound import named_bound_conflicts
from utspec.questions.only_members import only_member_conflicts
from utspec.questions.random_range import range_claim
from utspec.questions.sentinel_conflicts import sentinel_conflicts
from utspec.questions.set_conflicts import case_outputs, loose, set_conflicts, value_conflicts
from utspec.questions.sign_conflicts import sign_conflicts

RULE_ID = "design-code-mismatch"
SEVERITY = Severity.ADVISORY  # the registry needs one; the check only ever asks a question
SUMMARY = "The design states a limit for a thing that differs from the code's: ask a person."

_ORDERING = frozenset({"<", "<=", ">", ">="})
#: Identifier words that make the compared value a count.
_COUNTING = frozenset({"len", "length", "size", "count", "cnt", "num", "number"})
#: Things named by these words alone are not matched by their words (`code` would meet every コード).
_GENERIC_THINGS = frozenset(
    Anchor("word", w) for w in ("code", "status", "type", "kind", "value", "id", "key", "data", "result", "flag",
                                "mode", "state", "level", "number", "@limit", "@minimum")
)  # fmt: skip
#: Words of a configuration key that name its unit, not its thing (`timeoutSeconds` is the timeout).
_UNIT_WORDS = frozenset(
    "ms msec millis seconds second secs sec minutes minute mins hours hour days day bytes byte kb mb gb "
    "kg percent pct yen".split()
)


_TIME_UNITS = frozenset("ms msec millisecond milliseconds s sec secs second seconds minute minutes min mins hour hours day days 秒 分 時間 日".split())
_TIME_WORDS = frozenset("wait timeout delay interval backoff sleep duration time seconds secs ms millis minutes hours ttl after".split())


@dataclass(frozen=True)
class _CodeNumber:
    item: ChecklistItem
    label: str
    """How the code names the thing, for the question (`items`, `timeout`)."""
    parts: tuple[frozenset[Anchor], ...]
    """Each content word of the thing (with its synonyms): a statement naming all of them is about it."""
    ident: Anchor
    constant: Anchor | None
    is_count: bool
    value: float
    direction: Direction | None
    agrees: tuple[float, ...]
    generic: bool = False
    """The thing's words are too common ("status", "code"): only a statement naming its function is about it."""
    plain: bool = True
    """A number without a direction, unit or limit word may be about it when its words stand near (a named
    constant: "the standard SMTP port (25)"). False for values set in other shapes (`code_values`), which
    a statement must name as code or state as a limit."""

    def about_in(self, s: _Said) -> bool:
        """`about`, or a limit in a statement that names this comparison's function as code
        ("`setsampwidth(n)`: … n は 1 から 3 まで" for `sampwidth > 4` inside `setsampwidth`)."""
        if not self.generic and self.about(s.st):
            return True
        if s.req.kind == "table_row" and self.item.kind is Kind.CONFIG and self.ident in s.st.near:
            return True  # "constant=DefaultMaxInterval | value=60 * time.Second": a header, not a code setting `value=`
        qualified = (self.item.symbol or "").lower()
        if "." in qualified and s.st.is_limit and self.item.kind is Kind.BOUNDARY:
            # "## response.ok … smaller than 300" for `status < 299` in the getter `Response.ok`
            if qualified in f"{s.req.section or ''} {s.req.text}".lower():
                return True
        if self.generic:
            return False
        symbol = (self.item.symbol or "").split(".")[-1]
        return (len(symbol) >= 4 and s.st.is_limit and self.item.kind is Kind.BOUNDARY
                and names_as_code(s.req.text, symbol))  # fmt: skip

    def about(self, st: Stated) -> bool:
        """Whether a stated number is about this thing: it names the constant or the identifier (any
        number then counts: "`MAX_RETRY` is 3"), or all the thing's words stand near a number that
        reads as a limit (a direction, a unit, or a word of limits)."""
        if st.setting is not None:
            # `wait_exponential_max=10000` is that parameter's value in an example, not `MAX_WAIT`'s
            own = {a for a in anchors(f"`{st.setting}`") if a.kind == "ident"}
            return bool(own & {self.ident, self.constant})
        if self.constant is not None and self.constant in st.near:
            return True
        if self.ident in st.near:
            return True
        # A named constant is a value the design may state plainly ("the standard SMTP port (25)",
        # "gives up after 3 challenges"); a bare comparison needs the number to read as a limit.
        if not self.plain and (not st.is_limit or (st.unit in _TIME_UNITS and not self.timed)):
            return False  # "4s" is a time, not `defaultRetryMax`
        return (st.is_limit or (self.constant is not None and self.plain)) and bool(self.parts) and all(
            any(loose(a, st.near) for a in p) for p in self.parts
        )

    @property
    def timed(self) -> bool:
        return bool(set(words(self.label)) & _TIME_WORDS)

    def agrees_with(self, st: Stated) -> bool:
        if st.direction is not None and self.direction is not None:
            whole = float(self.value).is_integer() and float(st.value).is_integer()
            return cut(st.value, st.direction, whole) == cut(self.value, self.direction, whole)
        # "30 seconds max delay" is `maxDelay: 30000` (milliseconds): a time in another unit (questions.durations)
        return contains_number(self.agrees, st.value) or same_duration(st.value, st.unit, self.value)


def names_as_code(text: str, symbol: str) -> bool:
    """Whether a statement spells the function's name (`setsampwidth(n): …`), any case.

    Spelled, not matched through anchors: the glossary turns 登録 into the word `register`, and
    "18歳未満の利用者は登録できない" then "named" `register_member`, so the duplicate count
    `cur.fetchone()[0] > 0` in that function was asked about against the age's 18 (member-ja-py).

    >>> names_as_code("setsampwidth(n): n は 1 から 3 までです。", "setsampwidth")
    True
    >>> names_as_code("18歳未満の利用者は登録できない。", "register_member")
    False
    """
    return re.search(rf"(?<![A-Za-z0-9_]){re.escape(symbol)}(?![A-Za-z0-9_])", text, re.IGNORECASE) is not None


def _thing(name: str) -> tuple[str, Anchor, tuple[frozenset[Anchor], ...]]:
    """The thing a code number is about: its label, its identifier, and its content words (units left out)."""
    ident, _ = name_forms(name)
    content = [w for w in content_words(name) if w not in _UNIT_WORDS]
    return label(name), ident, tuple(word_forms(w) for w in content)


def _definitions(sources: Sequence[SourceText], used: set[str]) -> list[_CodeNumber]:
    """Named numeric constants as the code defines them (`SMTP_PORT = 587`), when no comparison uses them.

    The thing is the constant's own name (`SMTP_PORT`: smtp and port); the place is the definition.
    """
    out = []
    for n in named_values(sources):
        if n.name in used or n.line == 0 or not re.fullmatch(r"-?\d+", n.value):
            continue
        value = float(n.value)
        if value in (0.0, 1.0, -1.0):
            continue
        shown, ident, parts = _thing(n.name)
        if not parts or all(p & _GENERIC_THINGS for p in parts):
            continue
        item = ChecklistItem(id=f"{n.file}:{n.line}:config", kind=Kind.CONFIG, file=n.file, line=n.line,
                             end_line=n.line, language="", text=f"{n.name} = {n.value}", symbol=n.name)  # fmt: skip
        out.append(_CodeNumber(item, n.name, parts, ident, Anchor("ident", n.name.lower()), False, value, None,
                               (value,)))  # fmt: skip
    return out


def _duration_definitions(sources: Sequence[SourceText], used: set[str]) -> list[_CodeNumber]:
    """Go constants holding a `time.Duration` (`DefaultMaxInterval = 30 * time.Second`; `questions.go_defaults`).

    The value compared is the duration in seconds; a statement agrees when it gives the multiplier as written
    ("60 * time.Second", no unit read) or the same time in any unit (`questions.durations`).
    """
    out = []
    for src in sources:
        for name, (expr, line) in go_constants(src).items():
            secs = duration_seconds(expr)
            if name in used or secs is None or secs == 0:
                continue
            shown, ident, parts = _thing(name)
            if not parts:
                continue
            written = float(expr.split("*")[0]) if "*" in expr and expr.split("*")[0].strip()[:1].isdigit() else secs
            item = ChecklistItem(id=f"{src.path}:{line}:config", kind=Kind.CONFIG, file=src.path, line=line,
                                 end_line=line, language="", text=f"{name} = {expr}", symbol=name)  # fmt: skip
            out.append(_CodeNumber(item, name, parts, ident, Anchor("ident", name.lower()), False, secs, None,
                                   (secs, written)))  # fmt: skip
    return out


def _set_values(sources: Sequence[SourceText], taken: set[tuple[str, int]]) -> list[_CodeNumber]:
    """Numbers set by a lower-case constant, an object key or a constructor argument (`code_values.values`)."""
    out = []
    for v in values(sources):
        if (v.file, v.line) in taken or v.value in ("0", "1", "-1"):
            continue
        out.append(_value_number(v))
    return out


def _value_number(v: CodeValue) -> _CodeNumber:
    """A value set by name as a thing to compare: named by any of its names, about the first one's words."""
    name = v.names[0]
    shown, ident, parts = _thing(name)
    item = ChecklistItem(id=f"{v.file}:{v.line}:config", kind=Kind.CONFIG, file=v.file, line=v.line, end_line=v.line,
                         language="", text=v.text, symbol=name)  # fmt: skip
    value = float(v.value)
    if all(p & _GENERIC_THINGS for p in parts):
        parts = ()  # `limit`, `code`: only a statement naming it as code is about it
    return _CodeNumber(item, name, parts, ident, Anchor("ident", v.names[-1].lower()), False, value, None, (value,),
                       plain=False)  # fmt: skip


def _code_numbers(checklist: Sequence[ChecklistItem]) -> list[_CodeNumber]:
    out = []
    for it in checklist:
        constant = None
        direction: Direction | None = None
        if it.kind is Kind.BOUNDARY and it.operator in _ORDERING and it.value is not None:
            value = float(it.value)
            name = operand(it.text, [it.constant or ""])
            names = re.findall(r"[A-Za-z_]\w*", it.text)
            agrees = tuple(float(v) for v in it.test_values or [it.value])
            direction = code_direction(it.operator)
            if it.constant:
                constant = Anchor("ident", it.constant.split(".")[-1].lower())
        elif it.kind is Kind.SQL_CONDITION and (it.op or "") in _ORDERING and it.column and len(it.values or []) == 1:
            nums = list(numbers_in(str((it.values or [None])[0])))
            if len(nums) != 1 or not re.fullmatch(r"[A-Za-z_][\w.]*", it.column):
                continue
            value, name, names = nums[0], it.column, [it.column]
            agrees = (value - 1, value, value + 1) if value.is_integer() else (value,)
            direction = code_direction(it.op or "")
        elif it.kind is Kind.CONFIG and it.symbol and len(it.values or []) == 1:
            raw = (it.values or [None])[0]
            if isinstance(raw, bool) or not isinstance(raw, int | float):
                continue
            value, name, names = float(raw), it.symbol, [it.symbol]
            # A configured limit is read as inclusive or exclusive depending on the code using it.
            agrees = (value - 1, value, value + 1) if value.is_integer() else (value,)
        else:
            continue
        if name is None:
            continue
        is_count = any(w in _COUNTING for n in names for w in words(n))
        if is_count and value in (0.0, 1.0):
            continue  # `len(items) > 0` asks "any at all?", it is not a limit a design would state
        shown, ident, parts = _thing(name)
        if not parts and constant is None:
            continue
        # "code", "status", "value": too common a word to say which thing a design number is about,
        # unless the statement names the comparison's function (`about_in`)
        generic = constant is None and all(p & _GENERIC_THINGS for p in parts)
        out.append(_CodeNumber(it, shown, parts, ident, constant, is_count, value, direction, agrees, generic))
    return out


@dataclass(frozen=True)
class _Said:
    req: Requirement
    st: Stated


def _nearest(said: list[_Said], value: float) -> list[_Said]:
    """Of the numbers one statement gives a thing ("1 through 5", "at most 200 and at least 2"), the one
    nearest the code's: a comparison is one end of a range, never both."""
    by_req: dict[str, list[_Said]] = {}
    for s in said:
        by_req.setdefault(s.req.id, []).append(s)
    return [min(ss, key=lambda s: abs(s.st.value - value)) for ss in by_req.values()]


def _conflicts(inp: ReviewInput) -> list[tuple[_CodeNumber, list[_Said]]]:
    code = _code_numbers(inp.checklist)
    used = {c.item.constant.split(".")[-1] for c in code if c.item.constant}
    code += _definitions(inp.sources, used)
    code += _duration_definitions(inp.sources, used)
    code += _set_values(inp.sources, {(c.item.file, c.item.line) for c in code})
    if not code:
        return []
    # a worked example (`f(…, 5, …) = "…"`) states what one call gives, not a limit (questions.example_lines)
    said = [_Said(r, st) for r in inp.requirements if r.kind != "heading" and not is_example_line(r.text)
            for st in stated(r.text) if not st.meaning]  # fmt: skip
    out = []
    for c in code:
        cands = [s for s in said if c.about_in(s) and not (c.is_count and (s.st.unit or "") in NON_COUNT_UNITS)]
        # A statement naming the constant itself ("DefaultMaxInterval | 60 * time.Second") says what it holds; the
        # words of its name elsewhere ("It never stops if MaxElapsedTime == 0") are about something else then.
        named = [s for s in cands if c.item.kind is Kind.CONFIG and c.ident in s.st.near]
        about = _nearest(named or cands, c.value)
        if not about or any(c.agrees_with(s.st) for s in about):
            continue
        # A limit another comparison of the same thing agrees with is that comparison's limit, not this one's.
        # `SMTP_SSL_PORT = 465` (smtp, ssl, port) owns "the SMTP-over-SSL port (465)", not `SMTP_PORT`.
        # Only comparisons one function makes together (or constants) share a statement's limits: `reply >= 500`
        # in isNegativePermanent does not make "codes beginning with a 4" agree with isNegativeTransient's `< 450`.
        others = [o for o in code if o is not c and (o.ident == c.ident or (c.parts and o.parts and set(c.parts) <= set(o.parts)))
                  and (Kind.CONFIG in (o.item.kind, c.item.kind) or o.item.symbol == c.item.symbol)]  # fmt: skip
        differing = [s for s in about if not any(o.agrees_with(s.st) for o in others)]
        # A number the statement gives another thing it is also about is that thing's: iban4j's "先頭 4 文字の
        # 銀行コード" is `BANK_CODE_LENGTH` (4), not a conflict with `BIC8_LENGTH` (8).
        differing = [s for s in differing if not any(o is not c and o.about_in(s) and o.agrees_with(s.st) for o in code)]
        if differing:
            out.append((c, differing))
    return out


def conflicting_items(inp: ReviewInput) -> frozenset[str]:
    """Checklist items this check asks about (unexplained-literal does not ask about them again).

    A table of values (`_grouped`) is not asked here, so its literals stay unexplained-literal's to ask.
    """
    limits = {c.item.id for group in _by_thing(_conflicts(inp)) if _limit(group) for c, _ in group}
    # a membership test a statement restricts otherwise is asked as that conflict (questions.only_members)
    places = {(c.code.file, c.code.line) for c in only_member_conflicts(inp.requirements, inp.checklist)}
    return frozenset(limits | {i.id for i in inp.checklist if i.kind is Kind.BRANCH and (i.file, i.line) in places})


def _limit_words(msg: Catalog, value: float, direction: Direction | None, unit: str | None = None) -> str:
    """A limit as a person says it: "more than 30 kg", "30kg を超える", "3"."""
    spaced = unit is not None and unit.isascii() and unit.isalpha() and msg.language != "ja"
    shown = show(value) + ((f" {unit}" if spaced else unit) if unit else "")
    return msg(f"critic.limit_{direction}", value=shown) if direction else shown


def _stated_words(msg: Catalog, st: Stated) -> str:
    """A design number as the design means it: a code range by its first digit, else a limit."""
    if st.prefix:
        low = int(st.value) // 100 * 100
        return msg("critic.limit_prefix", digit=str(low // 100), low=str(low), high=str(low + 99))
    return _limit_words(msg, st.value, st.direction, st.unit)


def _code_words(msg: Catalog, c: _CodeNumber) -> str:
    words = _limit_words(msg, c.value, c.direction)
    if c.item.constant:
        words += msg("critic.literal_constant", constant=c.item.constant, defined_at=c.item.defined_at or "?")
    return words


def _outcome_conflicts(inp: ReviewInput) -> list[tuple[Requirement, Verdict]]:
    """Design statements naming an exception, a returned value or a code the code does not produce there."""
    conditions = Conditions.of(inp.checklist)
    out = []
    for r in inp.requirements:
        if r.kind == "heading" or is_example_line(r.text):
            continue  # an example's outcome is its call's, whatever condition shares its words
        if (v := contradiction(r.text, inp.checklist, conditions)) is not None:
            out.append((r, v))
    return out


def _outcome_questions(inp: ReviewInput, asked: set[str]) -> list[OpenQuestion]:
    msg = Catalog(inp.language)
    out = []
    for r, v in _outcome_conflicts(inp):
        if v.place is None:
            continue
        qid = f"Q-{RULE_ID}:{v.place.id}"
        if qid in asked or answers_to(inp.answers, qid):
            continue
        asked.add(qid)
        where = f"{v.place.file}:{v.place.line}"
        text = msg("critic.mismatch_outcome", where=where, code=v.place.text, ref=r.id, locator=r.locator,
                   expected=v.expected, text=r.text, actual=v.actual)  # fmt: skip
        out.append(
            OpenQuestion(
                id=qid, question=text, refs=[v.place.id, r.id], kind=QuestionKind.DESIGN_CODE_CONFLICT,
                subject=v.place.text, values=[v.expected, v.actual], places=[where, r.locator],
            )
        )  # fmt: skip
    return out


def _set_questions(inp: ReviewInput, asked: set[str]) -> list[OpenQuestion]:
    """A list of codes the design gives otherwise than the code, and a column value written otherwise."""
    msg = Catalog(inp.language)
    lst = msg("sep.list")
    out = []
    # a list of codes bound to a name, or a function's inline membership test against the values a statement allows
    for c in [*set_conflicts(sets(inp.sources), inp.requirements), *only_member_conflicts(inp.requirements, inp.checklist)]:
        qid = f"Q-{RULE_ID}:{c.code.file}:{c.code.line}:config"
        if qid in asked or answers_to(inp.answers, qid):
            continue
        asked.add(qid)
        where = f"{c.code.file}:{c.code.line}"
        diff = (msg("critic.mismatch_set_missing", values=lst.join(c.missing)) if c.missing else "") + (
            msg("critic.mismatch_set_extra", values=lst.join(c.extra)) if c.extra else ""
        )
        text = msg("critic.mismatch_set", label=c.code.names[0], ref=c.req.id, locator=c.req.locator,
                   design=lst.join(c.design), text=c.req.text, where=where, code=lst.join(c.code.values),
                   line=c.code.text, diff=diff)  # fmt: skip
        out.append(
            OpenQuestion(
                id=qid, question=text, refs=[c.req.id], kind=QuestionKind.DESIGN_CODE_CONFLICT,
                subject=c.code.names[0], values=list(dict.fromkeys([*c.missing, *c.extra])),
                places=[where, c.req.locator],
            )
        )  # fmt: skip
    columns = [cv for src in inp.sources for cv in case_outputs(src)]
    for v in value_conflicts(columns, inp.requirements):
        qid = f"Q-{RULE_ID}:{v.column.file}:{v.line}:sql_case"
        if qid in asked or answers_to(inp.answers, qid):
            continue
        asked.add(qid)
        where = f"{v.column.file}:{v.line}"
        text = msg("critic.mismatch_value", label=v.column.column, ref=v.req.id, locator=v.req.locator,
                   design=v.design, text=v.req.text, where=where, code=v.code, line=f"'{v.code}'")  # fmt: skip
        out.append(
            OpenQuestion(
                id=qid, question=text, refs=[v.req.id], kind=QuestionKind.DESIGN_CODE_CONFLICT,
                subject=v.column.column, values=[v.design, v.code], places=[where, v.req.locator],
            )
        )  # fmt: skip
    return out


def _settled(inp: ReviewInput, item_id: str) -> bool:
    """Whether a person has said which side holds for this code place (asked alone or with other places)."""
    return any(a.question == f"{MISMATCH_PREFIX}{item_id}" or (a.question.startswith(MISMATCH_PREFIX) and item_id in a.refs)
               for a in inp.answers)  # fmt: skip


def _grouped(inp: ReviewInput) -> list[list[tuple[_CodeNumber, list[_Said]]]]:
    """The conflicts, one group per thing and set of statements, in checklist order.

    jpholiday's "2026年までの祝日は…動作確認済み" read as a limit on `year` against each era's
    `date.year >= 1967`, `< 1973`, `<= 1999`…: twelve questions quoting the same statement. One
    question per thing and statements, listing every place, is what a person answers once.

    A thing the code compares with `_TABLE` or more different numbers that the statements' number meets none of is
    a table of values (eras, rates by band), not one limit the statement could restate: no question (precision over
    recall, as everywhere in this check).
    """
    return [g for g in _by_thing([(c, d) for c, d in _conflicts(inp) if not _settled(inp, c.item.id)]) if _limit(g)]


def _by_thing(conflicts: list[tuple[_CodeNumber, list[_Said]]]) -> list[list[tuple[_CodeNumber, list[_Said]]]]:
    """Conflicts grouped by thing and set of statements, in order."""
    groups: dict[tuple[str, tuple[str, ...]], list[tuple[_CodeNumber, list[_Said]]]] = {}
    for c, differing in conflicts:
        groups.setdefault((c.label, tuple(dict.fromkeys(s.req.id for s in differing))), []).append((c, differing))
    return list(groups.values())


def _limit(group: list[tuple[_CodeNumber, list[_Said]]]) -> bool:
    """Whether a group's code numbers can be one limit a statement restates (fewer than `_TABLE` different ones)."""
    return len({c.value for c, _ in group}) < _TABLE


#: Different numbers one thing is compared with, from which the code holds a table rather than a limit.
_TABLE = 4


def _said_words(msg: Catalog, differing: list[_Said]) -> str:
    by_req: dict[str, list[_Said]] = {}
    for sd in differing:
        if not any(o.st.value == sd.st.value for o in by_req.get(sd.req.id, [])):
            by_req.setdefault(sd.req.id, []).append(sd)
    return msg("sep.clause").join(
        msg("critic.mismatch_said", ref=ss[0].req.id, locator=ss[0].req.locator, text=ss[0].req.text,
            value=msg("critic.literal_and").join(_stated_words(msg, s.st) for s in ss))
        for ss in by_req.values()
    )  # fmt: skip


def check(inp: ReviewInput) -> list[Finding | OpenQuestion]:
    out: list[Finding | OpenQuestion] = []
    msg = Catalog(inp.language)
    for group in _grouped(inp):
        c, _ = group[0]
        differing = [s for _, ds in group for s in ds]
        said = _said_words(msg, differing)
        wheres = [f"{m.item.file}:{m.item.line}" for m, _ in group]
        if len(group) == 1:
            question = msg("critic.mismatch", label=c.label, said=said, where=wheres[0], value=_code_words(msg, c),
                           code=c.item.text)  # fmt: skip
        else:
            places = msg("sep.list").join(
                msg("critic.mismatch_place", where=w, value=_code_words(msg, m), code=m.item.text)
                for w, (m, _) in zip(wheres, group, strict=True)
            )
            question = msg("critic.mismatch_many", label=c.label, said=said, count=len(group), places=places)
        values = list(dict.fromkeys([*(show(s.st.value) for s in differing), *(show(m.value) for m, _ in group)]))
        out.append(
            OpenQuestion(
                id=f"Q-{RULE_ID}:{c.item.id}",
                question=question,
                refs=[*(m.item.id for m, _ in group), *dict.fromkeys(s.req.id for s in differing)],
                kind=QuestionKind.DESIGN_CODE_CONFLICT,
                subject=c.label,
                values=values,
                places=[*dict.fromkeys(wheres), *dict.fromkeys(s.req.locator for s in differing)],
            )
        )
    # An exception, returned value or code the design names for a place where the code does another.
    asked = {q.id for q in out}
    out.extend(_outcome_questions(inp, asked))
    out.extend(_set_questions(inp, asked))
    out.extend(_default_questions(inp, {p for q in out if isinstance(q, OpenQuestion) for p in q.places or []}))
    out.extend(_bound_questions(inp, {p for q in out if isinstance(q, OpenQuestion) for p in q.places or []}))
    out.extend(_range_questions(inp, {p for q in out if isinstance(q, OpenQuestion) for p in q.places or []}))
    out.extend(_sentinel_questions(inp, {p for q in out if isinstance(q, OpenQuestion) for p in q.places or []}))
    out.extend(_exact_length_questions(inp, {p for q in out if isinstance(q, OpenQuestion) for p in q.places or []}))
    out.extend(_sign_questions(inp, {p for q in out if isinstance(q, OpenQuestion) for p in q.places or []}))
    out.extend(_index_questions(inp, {p for q in out if isinstance(q, OpenQuestion) for p in q.places or []}))
    return out


def _new_place(inp: ReviewInput, places: set[str], where: str, suffix: str) -> str | None:
    """The question id for a conflict at `where`, or None when another question of this check names the place
    or a person answered it; the place is then taken."""
    qid = f"Q-{RULE_ID}:{where}:{suffix}"
    if where in places or answers_to(inp.answers, qid):
        return None
    places.add(where)
    return qid


def _conflict(qid: str, text: str, ref: str, subject: str, values: list[str], where: str, locator: str) -> OpenQuestion:
    return OpenQuestion(id=qid, question=text, refs=[ref], kind=QuestionKind.DESIGN_CODE_CONFLICT, subject=subject,
                        values=values, places=[where, locator])  # fmt: skip


def _range_questions(inp: ReviewInput, places: set[str]) -> list[OpenQuestion]:
    """A range the design states for a function's random draw that the code draws from other bounds
    (`utspec.questions.random_range`); one question per draw."""
    msg = Catalog(inp.language)
    out = []
    for r in inp.requirements:
        if r.kind == "heading" or (rc := range_claim(r.text, inp.sources, r.section)) is None:
            continue
        where = f"{rc.file}:{rc.line}"
        if (qid := _new_place(inp, places, where, "range")) is None:
            continue
        text = msg("critic.mismatch_range", function=rc.function, ref=r.id, locator=r.locator, text=r.text,
                   lo=rc.stated[0], hi=rc.stated[1], where=where, code=rc.code)  # fmt: skip
        out.append(_conflict(qid, text, r.id, rc.function, [*rc.stated], where, r.locator))
    return out


def _bound_questions(inp: ReviewInput, places: set[str]) -> list[OpenQuestion]:
    """A limit the design states against a name that the code compares with the other strictness
    (`utspec.questions.named_bound`); a place another question of this check names is not asked again."""
    msg = Catalog(inp.language)
    out = []
    for c in named_bound_conflicts(inp.requirements, inp.sources):
        where = f"{c.file}:{c.line}"
        if (qid := _new_place(inp, places, where, "bound")) is None:
            continue
        shown = f"`{c.bound}`"
        text = msg("critic.mismatch_bound", label=c.bound, ref=c.req.id, locator=c.req.locator, text=c.req.text,
                   design=msg(f"critic.limit_{c.design}", value=shown), where=where, code=c.code,
                   actual=msg(f"critic.limit_{c.actual}", value=shown))  # fmt: skip
        out.append(_conflict(qid, text, c.req.id, c.bound, [c.design, c.actual], where, c.req.locator))
    return out


def _default_questions(inp: ReviewInput, places: set[str]) -> list[OpenQuestion]:
    """A default the design states for a name that the code's defaults of that name never give
    (`utspec.questions.default_conflicts`); a place another question of this check names is not asked again."""
    msg = Catalog(inp.language)
    out = []
    for c in default_conflicts(inp.requirements, inp.sources):
        where = f"{c.code.file}:{c.code.line}"
        if (qid := _new_place(inp, places, where, "default")) is None:
            continue
        text = msg("critic.mismatch_default", label=c.name, ref=c.req.id, locator=c.req.locator, design=c.design.shown(),
                   text=c.req.text, where=where, code=c.code.value.shown(), line=c.code.text)  # fmt: skip
        values = [c.design.shown(), c.code.value.shown()]
        out.append(_conflict(qid, text, c.req.id, c.name, values, where, c.req.locator))
    return out


def _sentinel_questions(inp: ReviewInput, places: set[str]) -> list[OpenQuestion]:
    """A value the design reserves for "unknown" that the code assigns otherwise (`utspec.questions.sentinel_conflicts`)."""
    msg = Catalog(inp.language)
    out = []
    for c in sentinel_conflicts(inp.requirements, inp.sources):
        where = f"{c.file}:{c.line}"
        if (qid := _new_place(inp, places, where, "sentinel")) is None:
            continue
        text = msg("critic.mismatch_sentinel", label=c.subject, ref=c.req.id, locator=c.req.locator, text=c.req.text,
                   design=c.design, where=where, code=c.code, value=c.value)  # fmt: skip
        out.append(_conflict(qid, text, c.req.id, c.subject, [c.design, c.value], where, c.req.locator))
    return out


def _sign_questions(inp: ReviewInput, places: set[str]) -> list[OpenQuestion]:
    """A name the design calls positive or non-negative whose guard lets 0 through the other way
    (`utspec.questions.sign_conflicts`); a place another question of this check names is not asked again."""
    msg = Catalog(inp.language)
    out = []
    for c in sign_conflicts(inp.requirements, inp.checklist):
        where = f"{c.item.file}:{c.item.line}"
        if (qid := _new_place(inp, places, where, "sign")) is None:
            continue
        text = msg("critic.mismatch_sign", label=c.name, ref=c.req.id, locator=c.req.locator, text=c.req.text,
                   design=msg(f"critic.limit_{c.design}", value="0"), where=where, code=c.item.text,
                   actual=msg("critic.sign_accepted" if c.zero_accepted else "critic.sign_refused"))  # fmt: skip
        out.append(_conflict(qid, text, c.req.id, c.name, ["0"], where, c.req.locator))
    return out


def _index_questions(inp: ReviewInput, places: set[str]) -> list[OpenQuestion]:
    """An index the design keeps inside an array whose raising guard admits the array's length
    (`utspec.questions.index_bounds`); a place another question of this check names is not asked again."""
    msg = Catalog(inp.language)
    out = []
    for c in index_conflicts(inp.requirements, inp.checklist):
        where = f"{c.item.file}:{c.item.line}"
        if (qid := _new_place(inp, places, where, "index")) is None:
            continue
        shown = f"`{c.length}`"
        text = msg("critic.mismatch_bound", label=shown, ref=c.req.id, locator=c.req.locator, text=c.req.text,
                   design=msg("critic.limit_lt", value=shown), where=where, code=c.item.text,
                   actual=msg("critic.limit_le", value=shown))  # fmt: skip
        out.append(_conflict(qid, text, c.req.id, c.name, [c.length], where, c.req.locator))
    return out


def _exact_length_questions(inp: ReviewInput, places: set[str]) -> list[OpenQuestion]:
    """A length the design requires exactly that the code refuses on one side only (`utspec.questions.exact_length`)."""
    msg = Catalog(inp.language)
    out = []
    for c in exact_length_conflicts(inp.requirements, inp.checklist, inp.sources):
        where = f"{c.item.file}:{c.item.line}"
        if (qid := _new_place(inp, places, where, "length")) is None:
            continue
        side = msg("critic.length_longer" if c.op in ("<", "<=") else "critic.length_shorter")
        text = msg("critic.mismatch_exact_length", ref=c.req.id, locator=c.req.locator, text=c.req.text,
                   length=c.length, where=where, code=c.item.text, side=side)  # fmt: skip
        out.append(_conflict(qid, text, c.req.id, c.item.text, [c.length, f"{c.op} {c.length}"], where, c.req.locator))
    return out
