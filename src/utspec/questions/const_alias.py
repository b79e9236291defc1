"""Names that hold a named constant: a limit decided through an attribute or parameter that copies it,
or through a constant built by a call on one literal.

ftplib keeps `MAXLINE = 8192` at module level, copies it into a class attribute (`maxline = MAXLINE`)
and decides on the copy: `if len(line) > self.maxline:`. The comparison is the same decision as
`len(line) > MAXLINE`, so it is asked by the constant's name and value. The same holds for a field
filled in a constructor (`self.limit = MAX_ITEMS`, `this.max = MAX;`) and for a field filled from a
parameter that defaults to a constant (`def __init__(self, allowed=DEFAULT_ALLOWED): self.allowed = allowed`).

A constant built by a call on one literal (`const timestampThreshold = Date.parse('2024-01-01')`,
`TIMEOUT = timedelta(seconds=30)`) is no constant to the analyzers (its value is not a literal), but
a condition comparing with it (`delay >= timestampThreshold`) still decides on that literal (`built`).

Read from the source text of one file: a constant is an upper-case name defined once with a literal
(number, string, or a list / tuple / set of them, possibly built by `frozenset(…)`, `new Set(…)`,
`List.of(…)`); an alias is a lower-case name (bare, `self.`, `this.`) bound only to one constant or to
one parameter defaulting to one. A name bound to two different things is ambiguous and is no alias.
Pure functions of the source texts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.codetext import split_top_level
from utspec.models import SourceText

_LITERAL = r"-?\d+(?:\.\d+)?|'[^'\n]*'|\"[^\"\n]*\""
#: `MAXLINE = 8192`, `static final int MAX = 5;`, `const LIMIT = 3;`, `export const CODES = new Set([301, 302]);`
_CONSTANT = re.compile(
    r"^\s*(?:(?:export|public|private|protected|static|final|readonly|const|let|var)\s+)*(?:[\w<>\[\]?]+\s+)?"
    r"(?P<name>_*[A-Z][A-Z0-9_]*)\s*(?::\s*[\w\[\]<>|. ]+?\s*)?=\s*(?P<value>.+?)\s*;?\s*(?:#.*|//.*)?$"
)
_COLLECTION = re.compile(
    r"^(?:frozenset|set|tuple|list|new\s+Set|Set\.of|List\.of|Arrays\.asList|Object\.freeze)?\s*\(?\s*"
    r"[\[\(\{](?P<items>[^\[\]\(\)\{\}]*)[\]\)\}]\s*\)?$"
)
#: `maxline = MAXLINE`, `self.limit = MAX_ITEMS`, `this.max = MAX;`, `private int max = MAX;`, `allowed=DEFAULT_ALLOWED,`
_BINDING = re.compile(
    r"(?:(?<=[\s(,])|^)(?P<name>(?:self\.|this\.)?_*[a-z][\w]*)\s*(?::\s*[\w\[\]<>|. ]+?\s*)?=\s*(?P<rhs>[\w.]+)\s*(?=[,;)]|$|\s*(?:#|//))"
)


#: A field defaulting to a constant unless an argument is given: `self._max = MAX_WAIT if max is None else max`
#: (also over parenthesised lines), `this.max = max ?? MAX_WAIT`, `this.max = max || MAX_WAIT`.
_DEFAULTED = re.compile(
    r"(?:(?<=[\s(,])|^)(?P<name>(?:self\.|this\.)?_*[a-z]\w*)\s*=\s*\(?\s*"
    r"(?:(?P<py>_*[A-Z][A-Z0-9_]*)\s+if\s+(?P<arg>\w+)\s+is\s+None\s+else\s+(?P=arg)"
    r"|[\w.]+\s*(?:\?\?|\|\|)\s*(?P<js>_*[A-Z][A-Z0-9_]*))\s*\)?\s*;?\s*$"
)


def _joined(text: str) -> list[str]:
    """Lines with a parenthesis left open joined to the lines that close it (`x = (` … `)`)."""
    out: list[str] = []
    open_ = 0
    for line in text.split("\n"):
        if open_ > 0:
            out[-1] += " " + line.strip()
        else:
            out.append(line)
        open_ = max(0, open_ + line.count("(") - line.count(")"))
    return out


@dataclass(frozen=True)
class Constant:
    name: str
    values: tuple[str, ...]
    """One value for a scalar (`8192`), every member for a collection, as written."""
    collection: bool
    defined_at: str
    """`path:line` of the definition."""


def _values(expr: str) -> tuple[tuple[str, ...], bool] | None:
    e = expr.strip()
    if re.fullmatch(_LITERAL, e):
        return (e,), False
    m = _COLLECTION.match(e)
    if m is None:
        return None
    items = [x.strip() for x in split_top_level(m.group("items")) if x.strip()]
    if items and all(re.fullmatch(_LITERAL, x) for x in items):
        return tuple(items), True
    return None


def constants(source: SourceText) -> dict[str, Constant]:
    """Upper-case names defined once in a file with a literal value (see the module docstring).

    >>> sorted(constants(SourceText(path="a.py", text="MAXLINE = 8192\\nCODES = frozenset({301, 302})\\n")).items())
    [('CODES', Constant(name='CODES', values=('301', '302'), collection=True, defined_at='a.py:2')), ('MAXLINE', Constant(name='MAXLINE', values=('8192',), collection=False, defined_at='a.py:1'))]
    """
    seen: dict[str, list[Constant | None]] = {}
    for n, line in enumerate(source.text.split("\n"), start=1):
        m = _CONSTANT.match(line)
        if m is None or "==" in line:
            continue
        found = _values(m.group("value"))
        seen.setdefault(m.group("name"), []).append(
            Constant(m.group("name"), found[0], found[1], f"{source.path}:{n}") if found else None
        )
    return {k: v[0] for k, v in seen.items() if len(v) == 1 and v[0] is not None}


def aliases(source: SourceText) -> dict[str, Constant]:
    """Lower-case name (without `self.` / `this.`) -> the constant it holds, in one file.

    >>> py = "MAXLINE = 8192\\nclass FTP:\\n    maxline = MAXLINE\\n    def getline(self):\\n        if len(line) > self.maxline: pass\\n"
    >>> {k: c.name for k, c in aliases(SourceText(path="ftplib.py", text=py)).items()}
    {'maxline': 'MAXLINE'}
    >>> py = "ALLOWED = frozenset({'GET'})\\nclass R:\\n    def __init__(self, methods=ALLOWED):\\n        self.methods = methods\\n"
    >>> {k: c.values for k, c in aliases(SourceText(path="r.py", text=py)).items()}
    {'methods': ("'GET'",)}
    >>> aliases(SourceText(path="b.py", text="MAX = 3\\nOTHER = 4\\nlimit = MAX\\nlimit = OTHER\\n"))
    {}
    >>> py = "MAX_WAIT = 1073741823\\nclass R:\\n    def __init__(self, m=None):\\n        self._m = (\\n            MAX_WAIT if m is None else m\\n        )\\n"
    >>> {k: c.name for k, c in aliases(SourceText(path="r.py", text=py)).items()}
    {'_m': 'MAX_WAIT'}
    """
    consts = constants(source)
    if not consts:
        return {}
    bound: dict[str, set[str]] = {}  # the name as written (`self.methods`, `methods`) -> what it is bound to
    for line in _joined(source.text):
        if _CONSTANT.match(line) and "==" not in line:
            continue
        if (d := _DEFAULTED.search(line)) is not None:  # the constant unless an argument is given
            bound.setdefault(d.group("name"), set()).add(d.group("py") or d.group("js"))
            continue
        for m in _BINDING.finditer(line):
            if "==" in line[max(0, m.start() - 1) : m.end() + 1]:
                continue
            bound.setdefault(m.group("name"), set()).add(m.group("rhs").split(".")[-1])

    def resolve(name: str, depth: int = 0) -> Constant | None:
        rhs = bound.get(name, set())
        if len(rhs) != 1 or depth > 3:
            return None  # bound to two things: which one a condition sees is not known
        target = next(iter(rhs))
        if target in consts:
            return consts[target]
        # a field filled from a parameter that defaults to a constant: `self.methods = methods`
        return resolve(target, depth + 1) if target != name else None

    found: dict[str, set[Constant]] = {}
    for name in bound:
        if (c := resolve(name)) is not None:
            found.setdefault(name.split(".")[-1], set()).add(c)
    return {k: next(iter(v)) for k, v in found.items() if len(v) == 1}


#: `const timestampThreshold = Date.parse('2024-01-01');` (JavaScript / TypeScript, at the top level)
_CONST_DECL = re.compile(
    r"^(?:export\s+)?const\s+(?P<name>[A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*(?P<value>.+?)\s*;?\s*(?://.*)?$"
)
#: A call that builds a value from one literal: `Date.parse('2024-01-01')`, `Duration.ofSeconds(30)`,
#: `timedelta(seconds=30)`, `new BigDecimal("100")`.
_BUILT = re.compile(rf"^(?:new\s+)?[A-Za-z_$][\w$.]*\(\s*(?:[a-z_]\w*\s*=\s*)?(?P<lit>{_LITERAL})\s*\)$")


def built(source: SourceText) -> dict[str, Constant]:
    """Constants built by a call on one literal (`Date.parse('2024-01-01')`): the literal is the value a
    condition comparing with the name decides on, as written. Names are upper case, or JavaScript /
    TypeScript `const` declarations at the top level; a name defined twice is left out.

    >>> built(SourceText(path="t.ts", text="const timestampThreshold = Date.parse('2024-01-01');\\n"))
    {'timestampThreshold': Constant(name='timestampThreshold', values=("'2024-01-01'",), collection=False, defined_at='t.ts:1')}
    >>> built(SourceText(path="a.py", text="TIMEOUT = timedelta(seconds=30)\\nlimit = compute(3)\\n"))["TIMEOUT"].values
    ('30',)
    """
    seen: dict[str, list[Constant | None]] = {}
    for n, line in enumerate(source.text.split("\n"), start=1):
        m = _CONSTANT.match(line) or _CONST_DECL.match(line)
        if m is None or "==" in line:
            continue
        b = _BUILT.match(m.group("value").strip())
        seen.setdefault(m.group("name"), []).append(
            Constant(m.group("name"), (b.group("lit"),), False, f"{source.path}:{n}") if b else None
        )
    return {k: v[0] for k, v in seen.items() if len(v) == 1 and v[0] is not None}


def all_aliases(sources: Sequence[SourceText]) -> dict[tuple[str, str], Constant]:
    """(path, alias) -> constant over every source."""
    return {(s.path, name): c for s in sources for name, c in aliases(s).items()}


_COMPARE = re.compile(
    r"(?P<left>[\w.$()\[\]]+?)\s*(?P<op>===|!==|==|!=|<=|>=|<|>|\bnot\s+in\b|\bin\b)\s*(?P<right>[\w.$()\[\]]+)"
)


def compared(text: str, held: dict[str, Constant]) -> tuple[str, str, Constant] | None:
    """(the other side, operator, constant) of the first comparison in `text` with a name holding a constant.

    The operator is read with the alias on the right (`self.maxline < n` gives `>` for `n`).

    >>> c = Constant("MAXLINE", ("8192",), False, "a.py:1")
    >>> compared("len(line) > self.maxline", {"maxline": c})[:2]
    ('len(line)', '>')
    >>> compared("self.maxline < size", {"maxline": c})[:2]
    ('size', '>')
    >>> compared("len(line) > limit", {"maxline": c}) is None
    True
    """
    flip = {"<": ">", ">": "<", "<=": ">=", ">=": "<="}
    for m in _COMPARE.finditer(text):
        left, op, right = m.group("left"), re.sub(r"\s+", " ", m.group("op")), m.group("right")
        r_key, l_key = right.split(".")[-1], left.split(".")[-1]
        if r_key in held and right.split(".")[0] in (r_key, "self", "this", "cls"):
            return left, op, held[r_key]
        if (
            l_key in held
            and op not in ("in", "not in")
            and left.split(".")[0] in (l_key, "self", "this", "cls")
        ):
            return right, flip.get(op, op), held[l_key]
    return None
