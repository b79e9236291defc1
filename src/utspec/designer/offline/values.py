"""Concrete input values for a condition: which values make it true or false, said as a tester types them.

`examples(cond, want, ...)` returns phrases such as "`email` = `""`" or "`items` with 101 elements";
an empty list when the condition gives nothing to choose a value from (the caller then says so).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.analyzers.boundary import parse_number
from utspec.analyzers.constant_members import member_constant
from utspec.analyzers.domain import Declarations, assigned, counted, is_float_type, operand_of
from utspec.analyzers.range_membership import membership
from utspec.codetext import split_boolean, strip_parens, top_level_operators
from utspec.designer.offline import go_type_assertion
from utspec.designer.offline.char_values import char_side
from utspec.designer.offline.defaulted_sample import defaulted_sample
from utspec.designer.offline.dependency_call import dependency_call
from utspec.designer.offline.derived import Derived, absolute_of, called_from, derived_from
from utspec.designer.offline.dotnet_values import compared_to, empty_constant, nullish_left
from utspec.designer.offline.field_kind import field_kind
from utspec.designer.offline.go_type_assertion import asserted_value
from utspec.designer.offline.imported_member import imported_member
from utspec.designer.offline.index_search import index_list
from utspec.designer.offline.known_returns import returned_kind
from utspec.designer.offline.length_truth import length_truth
from utspec.designer.offline.local_consts import inlined
from utspec.designer.offline.local_names import declared_local, is_call
from utspec.designer.offline.map_lookup import lookup_key
from utspec.designer.offline.mapping_key import mapping_key, subscript_truth
from utspec.designer.offline.member_inputs import member_compared, member_value, object_value
from utspec.designer.offline.option_default import boolean_option, option_of
from utspec.designer.offline.own_getter import getter_field
from utspec.designer.offline.own_predicate import own_predicate
from utspec.designer.offline.present_double import present_double
from utspec.designer.offline.relation_values import fixed_values
from utspec.designer.offline.remainder_operand import remainder_operand
from utspec.designer.offline.settable_inputs import setting
from utspec.designer.offline.sibling_predicate import sibling_predicate
from utspec.designer.offline.special_numbers import special_number
from utspec.designer.offline.stated_prefix import stated_prefix
from utspec.designer.offline.text_values import literal_value
from utspec.designer.offline.type_joint import one_typed_value
from utspec.designer.offline.typing_forms import declared_sample, members, not_container
from utspec.designer.offline.typing_forms import literal_value as typed_literal
from utspec.designer.offline.used_as_text import used_as_text
from utspec.messages import Catalog

NULL = {"python": "None", "go": "nil", "sql": "NULL"}


@dataclass(frozen=True)
class Where:
    """Where a condition sits: its file's lines, the line, the language."""

    lines: Sequence[str]
    line: int
    language: str
    decls: Declarations | None = None
    """The file's declarations, shared by every item of the file (read once)."""
    others: tuple[Sequence[str], ...] = ()
    """The lines of the run's other source files of the same kind: a getter or predicate defined there
    (a base class, the type's other file) is read as the file's own."""

    def type_of(self, name: str) -> str | None:
        decls = self.decls if self.decls is not None else Declarations(list(self.lines))
        return decls.type_of(name, self.line)

    def derived(self, name: str) -> Derived | None:
        """The input a local stands for (`trimmed = code.trim()`): cases name the input, not the local."""
        return derived_from(name, self.lines, self.line)

    def source_call(self, name: str) -> str | None:
        """The dependency call a local holds the result of (`row = cur.fetchone()`): a test double sets it."""
        return called_from(name, self.lines, self.line)

    @property
    def null(self) -> str:
        return NULL.get(self.language, "null")

    @property
    def true(self) -> str:
        return "True" if self.language == "python" else "true"

    @property
    def false(self) -> str:
        return "False" if self.language == "python" else "false"


#: Languages whose parameters often go untyped: a name's string methods tell its kind.
_UNTYPED = frozenset({"python", "javascript", "typescript", "tsx"})


def _kind(name: str, where: Where) -> str:
    declared = where.type_of(name) or ""
    if (
        where.language == "python"
    ):  # typing forms: `Union[...]`, `Literal[...]` hold a bracket and no elements
        if (union := members(declared)) is not None and union:
            kinds = {_kind_of(m) for m in union}
            return kinds.pop() if len(kinds) == 1 else "?"
        if (lit := typed_literal(declared)) is not None:
            return "str" if lit.startswith('"') else "num"
        if not_container(declared):
            return "?"
    kind = _kind_of(declared)
    if (
        kind == "?" and not declared and where.language in _UNTYPED and used_as_text(name, where.lines)
        and not _kind_tested(name, where.lines)
    ):  # fmt: skip
        # email-validator's `email.length>254` said "`email` with 254 elements" though the function calls
        # `email.split("@")`: a string, whose length a tester gives as text (used_as_text.py).
        return "str"
    return kind


def _kind_tested(name: str, lines: Sequence[str]) -> bool:
    """Whether the code asks what `name` is (`typeof`, `Array.isArray`, `isinstance`): it takes more than a string.

    decamelize's `toCamel(input)` calls `input.charAt(0)` and also accepts an array (`Array.isArray(input) ||
    typeof input === 'string'`).
    """
    n = re.escape(name)
    asked = re.compile(rf"typeof\s+{n}\b|isArray\(\s*{n}\s*\)|isinstance\(\s*{n}\s*,|\b{n}\s+instanceof\b")
    return any(asked.search(line) for line in lines)


def _kind_of(declared: str) -> str:
    t = declared.lower()
    # `Optional[KanjizeZero]` is a KanjizeZero or None, not a container (its bracket read as a list: "zero has 0 elements").
    t = re.sub(r"^(?:typing\.)?optional\[(.*)\]$", r"\1", t.strip())
    # A container of strings (`Iterable[str]`, `String[]`) is a container, not a string; a map of them a map.
    if re.search(
        r"\b(?:list|iterable|sequence|collection|tuple|set|frozenset|array|slice|arraylist|linkedlist|hashset"
        r"|treeset|sortedset|i?enumerable|ilist|icollection|readonlycollection)\b|\[\]",
        t,
    ):
        return "list"
    if re.search(r"\b(?:dict|map|mapping|hashmap|record)\b", t):
        return "map"
    if re.search(r"\b(?:str|string)\b", t):
        return "str"
    if "[" in t:
        return "list"
    if re.search(r"\bbool(?:ean)?\b", t):
        return "bool"
    # Whole words: go-version's `c Constraints` read as a number through its "int" ("`c` = `1`").
    if re.search(
        r"\b(?:u?int\d*|long|short|float\d*|double|(?:big)?decimal|number|byte|rune|(?:big)?integer|[iuf]\d+|usize|isize|supports(?:int|float|index))\b",
        t,
    ):
        return "num"
    return "?"


def is_text(name: str, where: Where) -> bool:
    """Whether `name` is declared a string where `where` reads it."""
    return _kind(name, where) == "str"


def _sample_text(name: str) -> str:
    low = name.lower()
    if re.search(r"conn(?:ection)?_?str|dsn", low):
        return '"endpoint=https://example.com/"'
    if "mail" in low:
        return '"user@example.com"'
    if "url" in low:
        return '"https://example.com/"'
    if "date" in low:
        return '"2024-01-31"'
    return '"abc"'


def truthiness(name: str, want: bool, where: Where, msg: Catalog) -> str | None:
    """A value of `name` that is truthy (`want`) or falsy, by its declared type."""
    if not want and (call := where.source_call(name)) is not None:
        return msg("in.returns", call=call, value=where.null)  # `if (!user)` after `user = repo.find(id)`
    if want and (call := where.source_call(name)) is not None and returned_kind(call, where.type_of) == "str":
        return msg(
            "in.returns", call=call, value=_sample_text(name)
        )  # `headers.get(…)` gives a string or null
    if (d := where.derived(name)) is not None:  # only strings are normalised: the input is a string
        return msg("in.value", name=d.source, value=_normalised(d, _sample_text(d.source)) if want else '""')
    if want and where.language == "python" and (lit := typed_literal(where.type_of(name) or "")) is not None:
        return msg(
            "in.value", name=name, value=lit
        )  # `stream: Literal['stdin', 'stdout']`: a member it takes
    if (length := length_truth(name, want)) is not None:
        # a length is a whole number, never null: the text or collection measured is what a test builds
        if _kind(length.measured, where) == "str":
            return msg("in.value", name=length.measured, value=_sample_text(length.measured) if want else '""')
        return msg.count("in.count", length.n, name=length.measured)
    kind = _kind(name, where)
    if kind == "?" and (own := field_kind(name, where.lines, where.line)) is not None:
        kind = own  # `self._nframeswritten = 0` in its class: a number (field_kind)
    if kind == "str":
        return msg("in.value", name=name, value=_sample_text(name) if want else '""')
    if kind == "list" or kind == "map":
        if not want and where.language in ("javascript", "typescript"):
            # `[]` and `{}` are truthy there: vary's `!field` was given "`field` with 0 elements", which passes it.
            return msg("in.value", name=name, value=where.null)
        return msg.count("in.count", 1 if want else 0, name=name)
    if kind == "bool":
        return msg("in.value", name=name, value=where.true if want else where.false)
    if kind == "num":
        return msg("in.value", name=name, value=1 if want else 0)
    if not want:
        return msg("in.value", name=name, value=where.null)
    if (err := error_value(where.type_of(name) or "", where.language)) is not None:
        return msg("in.value", name=name, value=err)  # Go's `if err != nil { panic(err) }` with `err error`
    if where.language == "python" and (sample := declared_sample(where.type_of(name) or "")) is not None:
        return msg(
            "in.value", name=name, value=sample
        )  # `date: Union[datetime.date, …]`: an instance of the first
    if (obj := object_value(name, where.lines, where.line, where.language)) is not None:
        return msg("in.value", name=name, value=obj)  # an options bag: `{}` leaves each member to its default
    return None


def error_value(declared: str, language: str) -> str | None:
    """An error value of a declared error type: what a tester passes for `err != nil` / `e != null`.

    >>> error_value("error", "go"), error_value("Exception", "java"), error_value("IOException", "java")
    ('errors.New("error")', 'new Exception("error")', 'new IOException("error")')
    >>> error_value("Error", "typescript"), error_value("string", "go")
    ('new Error("error")', None)
    """
    t = declared.strip()
    if language == "go":
        return 'errors.New("error")' if t == "error" else None
    if language in ("java", "csharp", "typescript", "javascript") and re.fullmatch(
        r"(?:[A-Z]\w*)?(?:Exception|Error)", t
    ):
        return f'new {t}("error")'
    return None


def _arithmetic(operand: str) -> bool:
    """Whether an operand is arithmetic on calls (`a.getTime() - b.getTime()`), not one call's result.

    >>> _arithmetic("a.getTime() - b.getTime()"), _arithmetic("f(x - 1)"), _arithmetic("len(s) + 1"), _arithmetic("-f()")
    (True, False, True, False)
    """
    return "(" in operand and any(i > 0 for i, _ in top_level_operators(operand, ("+", "-", "*", "/", "%"), quotes=True))


def _text_of_length(name: str, n: int, char: str = "a") -> str:
    """A sample string of exactly `n` characters (`""`, `"a"`, `"aaaa"`): what a tester types for a length boundary."""
    return '"' + char * n + '"' if n <= 20 else f'"{char}" * {n}'


def _normalised(d: Derived, quoted: str) -> str:
    """A quoted sample as the local sees it after `d`'s normalisation (`"abc"` upper-cased is `"ABC"`)."""
    if len(quoted) >= 2 and quoted[0] == quoted[-1] and quoted[0] in "\"'":
        return quoted[0] + d.apply(quoted[1:-1]) + quoted[-1]
    return quoted


_REGEX_CALL = re.compile(r"^([\w.]+)\.(?:match|fullmatch|search|test|matches)\((\w+)\)$")
_CANDIDATES_OK = ("user@example.com", "abc", "ABC-123", "2024-01-31", "12345", "a")
_CANDIDATES_BAD = ("not-an-address", "abc", "12345", "a b", "@", "")


def _regex_example(pattern_name: str, arg: str, want: bool, where: Where, msg: Catalog) -> str | None:
    """A value the named compiled pattern accepts (or rejects), checked with Python's `re`."""
    name = re.escape(pattern_name.split(".")[-1])
    for line in where.lines:
        m = re.search(rf"\b{name}\s*=\s*re\.compile\(\s*[rR]?(['\"])(.*?)\1", line)
        if m is None:
            continue
        try:
            rx = re.compile(m.group(2))
        except re.error:
            return None
        d = where.derived(arg)
        for cand in _CANDIDATES_OK if want else _CANDIDATES_BAD:
            seen = d.apply(cand) if d else cand
            if bool(rx.match(seen)) == want:
                return msg("in.value", name=d.source if d else arg, value=f'"{seen}"')
        return None
    return None


_LOCAL = re.compile(r"([A-Za-z_$][\w$]*)(\[0\])?")


def compared(operand: str, value: float | int | str, msg: Catalog, where: Where | None = None) -> str:
    """`operand` takes `value`: a count (a string of that length), a value a dependency returns, or a plain value."""
    if (same := compared_to(f"{operand} < 0")) is not None and same.endswith(" < 0"):
        operand = same.removesuffix(" < 0")  # `input.CompareTo(default(T))` at -1: `input` = -1, not a double
    shown = str(value)
    if (counted_at := remainder_operand(operand, shown, names=False)) is not None:
        # `len(parts[0])%3` at 1: a length of 1 (remainder_operand.py); `x % 10` is read where it stands alone.
        said = compared(counted_at[0], counted_at[1], msg, where)
        return (
            said
            if str(counted_at[1]) == shown
            else msg("in.remainder_from", said=said, expr=operand, value=shown)
        )
    if (
        where is not None and re.fullmatch(r"\d+", str(value)) and re.fullmatch(r"[A-Za-z_$][\w$]*", operand)
        and (expr := assigned(operand, where.lines, where.line)) is not None and counted(expr) is not None
    ):  # fmt: skip
        # `inputLength == 1` after `inputLength = repeat.length()`: the tester passes `repeat`, one character long.
        return compared(expr, int(value), msg, where)
    if (
        where is not None and re.fullmatch(r"\d+(?:\.\d+)?", shown)
        and (source := absolute_of(operand, where.lines, where.line)) is not None
    ):  # fmt: skip
        # `msAbs >= d` after `msAbs = Math.abs(ms)`: for a value of zero or more, `ms` is that value.
        return msg("in.value", name=source, value=shown)
    if (
        where is not None and re.fullmatch(r"[A-Za-z_$][\w$]*", operand)
        and (opt := option_of(operand, where.lines, where.line)) is not None
    ):  # fmt: skip
        # kansuji's `daiji === "old"` after `var daiji = typeof options.daiji === "undefined" ? false : options.daiji`:
        # the caller sets `options.daiji`; `daiji` is a local no test can set.
        return msg("in.value", name=opt.option, value=shown)
    number = (
        value
        if isinstance(value, (int, float))
        else float(shown)
        if re.fullmatch(r"-?\d+(?:\.\d+)?", shown)
        else None
    )
    if (
        where is not None and isinstance(number, int) and not isinstance(number, bool)
        and (listed := index_list(operand, number, where.lines, where.line)) is not None
    ):  # fmt: skip
        # `ichi.indexOf(10)` at -1: `ichi` = `[]`, and the position it gives said too (index_search)
        return msg("in.remainder_from", said=msg("in.value", name=listed[0], value=listed[1]), expr=operand, value=shown)
    if number is not None and (set_to := setting(operand, number)) is not None:
        # `Math.Abs(this.PebiBytes)` at 0, `(uuid[8] & 0xc0)` at 128: the tester sets what goes in (settable_inputs).
        return msg("in.value", name=set_to[0], value=str(set_to[1]))
    if where is not None and (m := _LOCAL.fullmatch(operand)) and (call := where.source_call(m.group(1))):
        # `row[0] >= 10000` with `row = cur.fetchone()`: the double returns a row whose first column is the value.
        row = shown if not m.group(2) else f"({shown},)" if where.language == "python" else f"[{shown}]"
        if (
            not m.group(2)
            and (field := getter_field(call, where.lines, where.language, where.others)) is not None
        ):
            return msg(
                "in.value", name=field, value=shown
            )  # `preSelf := v.Prerelease()`: the file's own getter
        return msg("in.returns", call=call, value=row)
    d = where.derived(counted(operand) or operand) if where is not None else None
    if d is not None:
        if counted(operand) is not None and isinstance(value, int) and 0 <= value <= 1000:
            text = _text_of_length(d.source, value, d.apply("a") or "a")
            return msg("in.text_length", name=d.source, value=text, n=value)
        if isinstance(value, str):
            return msg("in.value", name=d.source, value=_normalised(d, value))
    if (coll := counted(operand)) is not None:
        if isinstance(value, str) and value.isdigit():
            value = int(value)  # a `case 2:` label of `switch (s.length())` is a length like a literal 2
        if (
            where is not None
            and _kind(coll, where) == "str"
            and isinstance(value, int)
            and 0 <= value <= 1000
        ):
            return msg("in.text_length", name=coll, value=_text_of_length(coll, value), n=value)
        return msg.count("in.count", shown, name=coll)
    if (
        where is not None
        and (field := getter_field(operand, where.lines, where.language, where.others)) is not None
    ):
        return msg(
            "in.value", name=field, value=shown
        )  # `v.Prerelease()` is `return v.pre`: set `v.pre` (own_getter)
    if _arithmetic(operand):
        # `dateObj.getTime() - eraFirstDateObj.getTime()` at 0 (wareki): no double returns a difference of two
        # calls; the case states the value the expression takes.
        return msg("in.value", name=operand, value=shown)
    if (asserted := go_type_assertion.asserted_operand(operand)) is not None:
        return msg("in.value", name=asserted, value=shown)  # `i.(int)` at 1: `i` = 1 (go_type_assertion)
    if "(" in operand.split("[", 1)[0]:
        # A call's result (`cur.fetchone()[0]`: the double returns the row); an index holding a call
        # (`text[len(text)-1]`, gosimple/slug's IsSlug) is a character of the input, not a double's answer.
        return msg("in.returns", call=operand, value=shown)
    return msg("in.value", name=operand, value=shown)


def _comparison(cond: str, want: bool, msg: Catalog, where: Where | None = None) -> str | None:
    parts = re.split(r"(?<![<>=!])(===|!==|<=|>=|==|!=|<|>)(?![<>=])", cond)
    if len(parts) != 3:
        return None
    left, op, right = (p.strip() for p in parts)
    if (char := char_side(op, right, want)) is not None:  # `ch >= '0'`: a character, not the number 0
        return compared(left, char, msg, where)
    lit = parse_number(right)
    if lit is None and where is not None and (lit := member_constant(right, where.lines)) is not None:
        right = str(lit)  # `mag >= map.pb` with `pb: Math.pow(1024, 5)` in the file's constant `map`
    if lit is None and where is not None and (lit := imported_member(right, where.lines, where.others)) is not None:
        right = str(lit)  # `level === constants_1.MESH.LEVEL_10000.LEVEL`: another module's constant (imported_member)
    if lit is None or parse_number(left) is not None:
        return None
    step = 1 if isinstance(lit, int) else 10 ** -max(len(right.split(".")[-1]), 1)
    on = {">": lit + step, ">=": lit, "<": lit - step, "<=": lit, "==": lit, "===": lit, "!=": lit + step,
          "!==": lit + step}  # fmt: skip
    off = {">": lit, ">=": lit - step, "<": lit, "<=": lit + step, "==": lit + step, "===": lit + step, "!=": lit,
           "!==": lit}  # fmt: skip
    value = (on if want else off)[op]
    if counted(left) is not None and value < 0:
        return None
    return compared(left, round(value, 10) if isinstance(value, float) else value, msg, where)


def _own_local(name: str, where: Where) -> bool:
    """A local the function declares from no call (`_, ok := seen[arg]`): no test double or input names it.

    A local holding a call's result keeps its phrase (`timestamp` = `undefined` after `const timestamp =
    parseDate(value)` says which result the test needs).
    """
    expr = declared_local(name, where.lines, where.line)
    return expr is not None and not is_call(expr) and where.derived(name) is None


#: Languages whose conditions are booleans: a bare name in `if res.Failed {` is true or false, never nil.
_BOOLEAN_CONDITIONS = frozenset({"go", "java", "csharp"})


def _init_call(name: str, where: Where) -> str | None:
    """The method call a Go `if` declares `name` from on its own line (`if done := parg.Done(); done {`)."""
    expr = declared_local(name, where.lines, where.line, reach=0)
    return (
        expr
        if expr is not None and re.fullmatch(r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+\s*\(.*\)", expr)
        else None
    )


def _boolean(name: str, want: bool, where: Where, msg: Catalog) -> str | None:
    """`name` true or false where the language only tests booleans; a field of a dependency's result through its double.

    `if res.Failed {` after `res := fetch.Load()` said "`res.Failed` = `nil`": the wrong type, and `res`
    is no input. The double of `fetch.Load()` returns a value whose `Failed` is `false`.
    """
    value = where.true if want else where.false
    head, _, field = name.partition(".")
    if field and (call := where.source_call(head)) is not None:
        return msg("in.returns_field", call=call, field=field, value=value)
    if not field and (call := where.source_call(name) or _init_call(name, where)) is not None:
        return msg("in.returns", call=call, value=value)  # `done := parg.Done()`: its double says
    if where.type_of(name) is not None and _kind(name, where) != "bool":
        return None  # declared, and not a boolean: the type decides (`truthiness`)
    return msg("in.value", name=name, value=value)


def _subject(phrase: str) -> str:
    m = re.search(r"`([^`]+)`", phrase)
    return m.group(1) if m else phrase


def _gives_way(left: str, first: list[str], second: list[str], where: Where, msg: Catalog) -> bool:
    """Whether the left operand's options-bag value (`options` = `{}`, `retry.methods` = `true`) is said better by
    the right operand's, which sets the same member or a member of the same object."""
    if len(first) != 1 or not second:
        return False
    if first[0] != _member(left, True, where, msg) and first[0] != msg("in.value", name=left, value="{}"):
        return False
    name = _subject(first[0])
    return any(_subject(p) == name or _subject(p).startswith(name + ".") for p in second)


def _member(cond: str, want: bool, where: Where, msg: Catalog) -> str | None:
    set_to = member_value(cond, want, where.lines, where.line, where.language)
    return msg("in.value", name=set_to[0], value=set_to[1]) if set_to else None


_CONTINUATION = re.compile(r"\\\s+")


def examples(cond: str, want: bool, where: Where, msg: Catalog) -> list[str]:
    """Input phrases that make `cond` evaluate to `want`; [] when the condition gives no handle."""
    # A Python line continuation joined into one line (`a and \\ b`): ftplib's operand read `\\ nextline[3:4]`.
    cond = strip_parens(_CONTINUATION.sub(" ", cond) if "\\" in cond else cond)
    if (left := nullish_left(cond)) is not None:  # `a ?? b` holds when its default is taken: `a` is null
        return examples(f"{left} == null", want, where, msg)
    if (
        typed := one_typed_value(cond, want)
    ) is not None:  # `!(typeof x === 'string' || Array.isArray(x))`: one value
        return [msg("in.value", name=typed[0], value=typed[1])]
    for ops, both_when in (((" and ", " AND ", "&&"), True), ((" or ", " OR ", "||"), False)):
        split = split_boolean(cond, ops)
        if split is not None:
            left, _, right = split
            if want == both_when:
                first, second = examples(left, want, where, msg), examples(right, want, where, msg)
                if _gives_way(left, first, second, where, msg):
                    first = []  # `retry.methods && !Array.isArray(retry.methods)`: the right operand's value says it
                return first + second
            return examples(left, want, where, msg)
    if m := re.match(r"^(?:not\s+|!)(.*)$", cond, re.S):
        if not cond.startswith("!="):
            return examples(m.group(1), not want, where, msg)
    if (
        m := re.match(r"^([\w.]+)\s+is\s+(not\s+)?(?:None|null)$", cond)
        or re.match(r"^([\w.]+)\s*(!==?|===?)\s*(?:null|nil|None|undefined)$", cond)
        or re.match(r"^(@?[\w.]+(?:\(\))?)\s+IS\s+(NOT\s+)?NULL$", cond, re.I)
    ):  # SQL: `ERROR_NUMBER() IS NULL`
        if _own_local(m.group(1), where):
            return []
        is_null = (m.group(2) or "").strip() in ("", "==", "===")
        if want == is_null:
            # `x === undefined` is false for null (strict): the value is the one the condition names.
            strict = (m.group(2) or "") in ("===", "!==") and cond.rstrip().endswith("undefined")
            return [compared(m.group(1), "undefined" if strict else where.null, msg, where)]
        call = where.source_call(m.group(1))
        t = (_member(m.group(1), True, where, msg)
             or present_double(call, where.null, call and returned_kind(call, where.type_of), msg)
             or truthiness(m.group(1), True, where, msg))  # fmt: skip
        if t is None and 1 <= where.line <= len(where.lines):
            # `(day != null ? day : 0)`: the default says what kind of value `day` holds (defaulted_sample)
            sample = defaulted_sample(m.group(1), where.lines[where.line - 1])
            t = msg("in.value", name=m.group(1), value=sample) if sample is not None else None
        return [t] if t else []
    if (set_to := member_compared(cond, want, where.lines, where.line, where.language)) is not None:
        return [msg("in.value", name=set_to[0], value=set_to[1])]  # `options.locale === false`
    if m := _REGEX_CALL.match(cond):
        ex = _regex_example(m.group(1), m.group(2), want, where, msg)
        return [ex] if ex else []
    if (same := compared_to(cond)) is not None:  # `a.CompareTo(default(T)) < 0` is `a < 0`
        return examples(same, want, where, msg)
    if (empty := empty_constant(cond, want)) is not None:  # `input == string.Empty`, `id == Guid.Empty`
        return [msg("in.value", name=empty[0], value=empty[1])]
    if m := re.match(
        r"^(?:[Ss]tring\.IsNullOrEmpty|isEmpty|IsNullOrEmpty)\((\w+)\)$|^(\w+)\.(?:isEmpty|is_empty)\(\)$",
        cond,
    ):
        name = m.group(1) or m.group(2)
        return [truthiness(name, not want, where, msg) or msg.count("in.count", 0 if want else 1, name=name)]
    if m := re.match(
        r"^(?:[Ss]tring\.IsNullOrWhiteSpace\((\w+)\)|(\w+)\.isBlank\(\)|StringUtils\.isBlank\((\w+)\))$", cond
    ):
        # Blank is more than empty: spaces only tell `isBlank` from `isEmpty`.
        return [
            msg("in.value", name=m.group(1) or m.group(2) or m.group(3), value='"   "' if want else '"abc"')
        ]
    if (special := special_number(cond, want, where.language)) is not None:  # `isNaN(n)`, `n === Infinity`
        return [msg("in.value", name=special[0], value=special[1])]
    if 1 <= where.line <= len(where.lines) and (keyed := mapping_key(cond, want, where.lines, where.line)):
        return [msg("in.value", name=keyed[0], value=keyed[1])]  # `'k' in d` with `d['k']` near: a dict (mapping_key)
    if (
        where.language == "python" and 1 <= where.line <= len(where.lines)
        and (keyed := subscript_truth(cond, want, where.lines, where.line))
    ):  # fmt: skip
        return [msg("in.value", name=keyed[0], value=keyed[1])]  # `d['k']` falsy: `{'k': ''}` (mapping_key)
    # A constant of the function itself (`const every = "@every "`) is its literal (local_consts.py); a prefix held
    # true takes the file's own example of it (stated_prefix.py: `"@every 1h30m"`, not `"@every 001"`).
    literal_cond = inlined(cond, where.lines, where.line, where.language)
    if (lit := literal_value(literal_cond, want)) is not None:
        return [compared(lit[0], stated_prefix(literal_cond, want, lit[1], where.lines), msg, where)]
    if (
        pairs := fixed_values(
            cond, want, where.lines, where.line, where.type_of, where.derived, where.language, where.others
        )
    ) is not None:
        return [compared(operand, value, msg, where) for operand, value in pairs]
    if (ex := _comparison(cond, want, msg, where)) is not None:
        return [ex]
    if (
        member := membership(cond)
    ) is not None:  # `date.year in range(1948, 1988 + 1)`: its first member, or one below
        subject, (low, _), negated = member
        return [compared(subject, low if want != negated else low - 1, msg, where)]
    if (own := own_predicate(cond, where.lines, where.language, where.line)) is not None:
        # `self.__is_correct_format(s)`: the class's own helper is not replaced; its test decides the input.
        from utspec.designer.offline.regex_inputs import regex_input

        test, line, helper = own
        if found := (regex_input(test, want, where.lines, line, helper, where.language, msg)
                     or examples(test, want, Where(where.lines, line, where.language, where.decls), msg)):  # fmt: skip
            return found
    elif (
        sibling := sibling_predicate(cond, where.lines, where.others, where.language, where.line)
    ) is not None:
        # The helper is a base class's, in another file of the run (zenhan's `self._is_valid_mode(mode)`).
        from utspec.designer.offline.regex_inputs import regex_input

        test, line, helper, lines = sibling
        if found := (regex_input(test, want, lines, line, helper, where.language, msg)
                     or examples(test, want, Where(lines, line, where.language), msg)):  # fmt: skip
            return found
    if (call := dependency_call(cond)) is not None:  # `!cmd.HasSubCommands()`: the object's double answers
        if (field := getter_field(call, where.lines, where.language, where.others)) is not None:
            return [
                msg("in.value", name=field, value=where.true if want else where.false)
            ]  # the file's own getter
        return [msg("in.returns", call=call, value=where.true if want else where.false)]
    if want and (said := _member(cond, want, where, msg)) is not None:
        return [said]  # `options.pascalCase`, `options?.long`: the caller sets the member
    if where.language == "go" and (key := lookup_key(cond, want, where.lines, where.line)) is not None:
        return [
            msg("in.value", name=key[0], value=key[1])
        ]  # `if s, ok := eraString[e]; ok`: a key of the map
    if where.language == "go" and want and (held := asserted_value(cond, where.lines, where.line, where.others)):
        return [msg("in.value", name=held[0], value=held[1])]  # `if cb, ok := b.(*T); ok`: a `T` (go_type_assertion)
    if re.fullmatch(r"[\w.]+", cond):
        if (
            option := boolean_option(cond, where.lines, where.line)
        ) is not None:  # the caller sets the option
            return [msg("in.value", name=option, value=where.true if want else where.false)]
        if _own_local(cond, where):
            return []
        if where.language in _BOOLEAN_CONDITIONS and (said := _boolean(cond, want, where, msg)) is not None:
            return [said]
        t = truthiness(cond, want, where, msg)
        return [t] if t else []
    return []


def float_operand(operand: str | None, where: Where) -> bool:
    return bool(operand) and is_float_type(where.type_of(operand or ""))


__all__ = ["Where", "compared", "examples", "float_operand", "is_text", "operand_of", "truthiness"]
