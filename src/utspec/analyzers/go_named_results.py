"""What a Go bare `return` returns: the function's named results, as the block before it set them.

cast's `func ToDurationE(i interface{}) (d time.Duration, err error)` ends its arms `d = time.Duration(ToInt64(s))`
then a bare `return`; the cases said "exits without returning a value" (a Go function with named results always
returns them) and "`d` becomes `time.Duration(ToInt64(s))`" (a named result is what the caller gets). The bare
`return` returns each named result's value at that point: the value its own block assigned last, or, when nothing
on the way assigned it, its type's zero value (`nil` for an error). A result assigned inside a nested block (an
`if`/`else` on the way) keeps its name: which value it holds is that block's, not stated here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.codetext import indent, split_top_level

_FUNC = re.compile(
    r"^func\s+(?:\([^)]*\)\s*)?\w+\s*(?:\[[^\]]*\])?\((?P<params>.*)\)\s*\((?P<results>[^()]*)\)\s*\{\s*$"
)
#: The zero value of the types whose zero a test writes plainly.
_ZERO = {"error": "nil", "string": '""', "bool": "false", "time.Duration": "0"}
_NUMERIC = re.compile(r"^(?:u?int(?:8|16|32|64)?|float(?:32|64)|byte|rune|uintptr)$")
#: Words that open a type, not a name: `(chan int)` is one unnamed result.
_TYPE_WORDS = frozenset({"chan", "func", "map", "struct", "interface", "<-chan"})
#: A `case`/`default` label, or an `else` closing the branch above: where an exclusive block opens.
_SIBLINGS = re.compile(r"^(?:(case\b.*|default\s*):|\}\s*else\b)")
_NILLABLE = re.compile(r"^(?:\*|\[\]|map\[|chan\b|func\b|interface\s*\{|any$)")


def named_results(lines: Sequence[str], line: int) -> tuple[int, list[tuple[str, str]]] | None:
    """(signature line, [(name, type)…]) of the Go function holding `line` (1-based) when its results are named.

    >>> named_results(["func ToDurationE(i interface{}) (d time.Duration, err error) {", "\\treturn", "}"], 2)
    (1, [('d', 'time.Duration'), ('err', 'error')])
    >>> named_results(["func f(a, b int) (x, y int) {", "\\treturn", "}"], 2)
    (1, [('x', 'int'), ('y', 'int')])
    >>> named_results(["func f(i int) (int, error) {", "\\treturn 0, nil", "}"], 2) is None
    True
    """
    for n in range(line, 0, -1):
        text = lines[n - 1]
        if not text.startswith("func"):
            continue
        m = _FUNC.match(text.strip())
        if m is None:
            return None
        parts = [p.strip() for p in split_top_level(m.group("results")) if p.strip()]
        if not any(len(p.split(None, 1)) == 2 for p in parts) or parts[0].split()[0] in _TYPE_WORDS:
            return None  # `(int, error)`: unnamed
        named: list[tuple[str, str | None]] = []
        for p in parts:
            words = p.split(None, 1)
            named.append((words[0], words[1].strip() if len(words) == 2 else None))
        out: list[tuple[str, str]] = []
        later: str | None = None
        for name, typ in reversed(named):  # `(x, y int)`: a name without a type takes the next one's
            later = typ or later
            if later is None:
                return None
            out.append((name, later))
        return n, out[::-1]
    return None


def _zero(typ: str) -> str | None:
    if typ in _ZERO:
        return _ZERO[typ]
    if _NUMERIC.match(typ):
        return "0"
    return "nil" if _NILLABLE.match(typ) else None


def _assigned(stmt: str, names: Sequence[str]) -> dict[str, str]:
    """{name: value} a plain assignment statement gives named results; a call giving several is one value for all.

    >>> _assigned("d = time.Duration(ToInt64(s))", ["d", "err"]), _assigned("d, err = time.ParseDuration(s)", ["d", "err"])
    ({'d': 'time.Duration(ToInt64(s))'}, {'d': '…', 'err': '…'})
    >>> _assigned("v, err = s.Float64()", ["d", "err"]), _assigned("x := 1", ["d"])
    ({'err': '…'}, {})
    """
    m = re.match(r"^([\w\s,]+?)\s*=\s*(.+)$", stmt)
    if m is None or stmt.startswith(("if ", "for ", "switch ")) or re.match(r"^[\w\s,]+?\s*:=", stmt):
        return {}
    targets = [t.strip() for t in m.group(1).split(",")]
    values = split_top_level(m.group(2))
    if len(values) == len(targets):
        return {t: v.strip() for t, v in zip(targets, values, strict=True) if t in names}
    return {
        t: "…" for t in targets if t in names
    }  # several results of one call: none of them is written here


def _loop_body(lines: Sequence[str], head: int) -> list[str]:
    """The lines of the loop opening on line `head` (1-based), up to its closing brace."""
    ind = indent(lines[head - 1])
    out = []
    for text in lines[head:]:
        if text.strip().startswith("}") and indent(text) <= ind:
            break
        out.append(text)
    return out


def bare_return_values(lines: Sequence[str], ret: int) -> list[str] | None:
    """The values the bare `return` on line `ret` (1-based) returns, in result order; None when not such a return.

    A value assigned by a statement of the return's own block, or of a block around it, before it is that value;
    one assigned in a nested block on the way is the result's name; one never assigned is its zero value.

    >>> src = ["func ToDurationE(i interface{}) (d time.Duration, err error) {", "\\tswitch s := i.(type) {",
    ...        "\\tcase int:", "\\t\\td = time.Duration(ToInt64(s))", "\\t\\treturn", "\\tcase string:",
    ...        "\\t\\tif strings.ContainsAny(s, \\"ns\\") {", "\\t\\t\\td, err = time.ParseDuration(s)", "\\t\\t}",
    ...        "\\t\\treturn", "\\tdefault:", '\\t\\terr = fmt.Errorf("unable to cast %#v", i)', "\\t\\treturn", "\\t}", "}"]
    >>> bare_return_values(src, 5), bare_return_values(src, 10), bare_return_values(src, 13)
    (['time.Duration(ToInt64(s))', 'nil'], ['d', 'err'], ['0', 'fmt.Errorf("unable to cast %#v", i)'])
    >>> bare_return_values(src[:4] + ["\\t\\treturn d, nil"] + src[5:], 5) is None
    True
    >>> loop = ["func Split(input string) (words []string, err error) {", "\\twords = make([]string, 0)",
    ...         "\\tfor len(input) > 0 {", "\\t\\tword, err = next(input)", "\\t\\tif err != nil {", "\\t\\t\\treturn",
    ...         "\\t\\t}", "\\t\\twords = append(words, word)", "\\t}", "\\treturn", "}"]
    >>> bare_return_values(loop, 6)  # an earlier iteration may have appended: `words` keeps its name
    ['words', 'err']
    """
    if not 1 <= ret <= len(lines) or lines[ret - 1].strip() != "return":
        return None
    found = named_results(lines, ret)
    if found is None:
        return None
    start, results = found
    names = [n for n, _t in results]
    values: dict[str, str] = {}
    unknown: set[str] = set()
    level = indent(lines[ret - 1])
    # Read upwards: a statement at the return's level (or an enclosing one, once the block opens) is on the way for
    # sure; a deeper one is inside a nested block that may or may not have run.
    head: tuple[int, str] | None = (
        None  # inside a sibling arm or branch: skip up to the head it shares with ours
    )
    for n in range(ret - 1, start, -1):
        text = lines[n - 1]
        s = text.strip()
        if not s or s.startswith("//"):
            continue
        ind = indent(text)
        if head is not None:
            if ind <= head[0] and re.match(head[1], s):
                head, level = None, min(level, ind)
            continue
        if ind < level and (m := _SIBLINGS.match(s)) is not None:
            # Our block is a `case` arm or an `else`: the arms and branches above it never ran before it.
            head, level = (ind, r"(?:switch|select)\b" if m.group(1) else r"if\b"), ind
            continue
        if ind < level and re.match(r"for\b", s):
            # A loop around the return: any of its statements, below the return too, may have run before.
            unknown |= {
                k for t in _loop_body(lines, n) for k in _assigned(t.strip(), names) if k not in values
            }
        got = _assigned(s, names)
        if ind > level:
            unknown |= {k for k in got if k not in values}
            continue
        level = min(level, ind)
        for k, val in got.items():
            if k not in values and k not in unknown:
                values[k] = val
    out: list[str] = []
    for name, typ in results:
        v: str | None = values.get(name)
        if v is None and name not in unknown:
            v = _zero(typ)
        out.append(name if v is None or v == "…" else v)
    return out


def returned_statement(stmt: str, lines: Sequence[str], line: int) -> str:
    """`stmt`, a bare Go `return` on `line` (1-based) written with the values it returns; any other statement as is.

    >>> src = ["func f(i int) (n int, err error) {", "\\tn = i * 2", "\\treturn", "}"]
    >>> returned_statement("return", src, 3), returned_statement("n = i * 2", src, 2)
    ('return i * 2, nil', 'n = i * 2')
    """
    values = bare_return_values(lines, line) if stmt.strip() == "return" else None
    return f"return {', '.join(values)}" if values else stmt


def block_bare_return(lines: Sequence[str], block: range) -> int | None:
    """The line of the bare `return` that ends `block` (its last statement at the block's own level), if any.

    >>> src = ["func f(i int) (n int, err error) {", "\\tif i > 0 {", "\\t\\tn = i", "\\t\\treturn", "\\t}", "\\treturn", "}"]
    >>> block_bare_return(src, range(3, 5)), block_bare_return(src, range(3, 4))
    (4, None)
    """
    body = [
        (n, lines[n - 1]) for n in block if 1 <= n <= len(lines) and lines[n - 1].strip() not in ("", "}")
    ]
    if not body:
        return None
    level = min(indent(text) for _n, text in body)
    n, text = [(n, text) for n, text in body if indent(text) == level][-1]
    return n if text.strip() == "return" and named_results(lines, n) is not None else None


def named_return_effect(branch: bool, effect: str, lines: Sequence[str], line: int, end_line: int) -> str:
    """An exit's or a branch's effect with a bare `return` under named results written with what it returns.

    A branch's effect opens with its block's first statement (groupcache's `if c.cache == nil { return }` in
    `Get(key Key) (value interface{}, ok bool)`): the critic read "returns `None`" where the code returns `nil, false`.

    >>> src = ["func (c *Cache) Get(key Key) (value interface{}, ok bool) {", "\\tif c.cache == nil {", "\\t\\treturn",
    ...        "\\t}", "\\treturn", "}"]
    >>> named_return_effect(True, "return", src, 2, 4), named_return_effect(False, "return", src, 3, 3)
    ('return nil, false', 'return nil, false')
    """
    if not branch:
        return returned_statement(effect, lines, line)
    first, _, rest = effect.partition("\n")
    if first.strip() != "return":
        return effect
    at = next(
        (n for n in range(line + 1, min(end_line, len(lines)) + 1) if lines[n - 1].strip() == "return"), None
    )
    if at is None:
        return effect
    said = returned_statement("return", lines, at)
    return f"{said}\n{rest}" if rest else said
