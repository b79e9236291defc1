"""The literal a returned name stands for: a constant defined once, or a field the code sets once.

"StringUtils.indexOf(null, 'a') returns null" against `return INDEX_NOT_FOUND;` with
`public static final int INDEX_NOT_FOUND = -1;`; "MaxElapsedTime を過ぎると NextBackOff は 0 を返す" against
`return b.Stop`, where the only place that sets the field is the constructor's `Stop: Stop,` and `const Stop
time.Duration = -1`. A key item's returned value was compared only with a literal written in the `return`, so
a name there decided nothing and the wrong claim was cited as evidence. Here a name resolves to a literal when:

- it is a constant defined once in the sources with a literal value (Java `static final`, Go `const` lines and
  `const (…)` blocks, Python / TS module-level `NAME = …`, `const NAME = …`): the upper-case names of
  `utspec.questions.const_alias.constants` and Go's exported CamelCase constants;
- it is a field (`b.Stop`, `self.stop`, `this.limit`) that the sources set exactly once — a composite literal key
  (`Stop: Stop,`) or an assignment (`self.stop = 3`) — to a literal or to such a constant.

An empty literal (`""`, `[]`, `new byte[0]`) resolves to itself, which `key_items._norm_value` reads as empty.
Pure functions of the source texts.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from utspec.models import SourceText
from utspec.questions.const_alias import constants
from utspec.questions.go_defaults import go_constants

_LITERAL = re.compile(r"-?\d+(?:\.\d+)?|true|false|True|False|None|null|nil|\"\"|''|\[\]|\{\}|new\s+\w+\[0\]")
#: A composite or object literal key: `Stop: Stop,` (Go), `limit: 3,` (JS).
_KEY = re.compile(r"^\s*(?P<name>[A-Za-z_$][\w$]*)\s*:\s*(?P<v>[^,{}()]+?)\s*,\s*(?://.*)?$")
#: A field assignment: `self.stop = 3`, `this.limit = LIMIT;`, `b.Stop = Stop`.
_FIELD_SET = re.compile(
    r"^\s*(?:self|this|[a-z]\w?)\.(?P<name>[A-Za-z_]\w*)\s*=(?!=)\s*(?P<v>[^;#]+?)\s*;?\s*(?:(?://|#).*)?$"
)


def _literal(value: str) -> str | None:
    v = value.strip()
    return v if _LITERAL.fullmatch(v) else None


def constant_values(sources: Sequence[SourceText]) -> dict[str, str]:
    """Name -> literal for every name defined once, across the sources, with a literal value.

    >>> go = SourceText(path="b.go", text="package b\\n\\nconst Stop time.Duration = -1\\n")
    >>> java = SourceText(path="S.java", text="    public static final int INDEX_NOT_FOUND = -1;\\n")
    >>> sorted(constant_values([go, java]).items())
    [('INDEX_NOT_FOUND', '-1'), ('Stop', '-1')]
    """
    seen: dict[str, list[str | None]] = {}
    for src in sources:
        for name, c in constants(src).items():
            if not c.collection:
                seen.setdefault(name, []).append(_literal(c.values[0]))
        for name, (expr, _line) in go_constants(src).items():
            if (
                name[0].isupper() and not name.isupper()
            ):  # exported CamelCase; upper-case ones `constants` read
                seen.setdefault(name, []).append(_literal(expr))
    return {k: v[0] for k, v in seen.items() if len(v) == 1 and v[0] is not None}


def field_values(sources: Sequence[SourceText], consts: Mapping[str, str]) -> dict[str, str]:
    """Field name -> literal for every field the sources set exactly once, to a literal or a constant.

    >>> go = SourceText(path="e.go", text="func New() *E {\\n\\tb := &E{\\n\\t\\tStop: Stop,\\n\\t}\\n\\treturn b\\n}\\n")
    >>> field_values([go], {"Stop": "-1"})
    {'Stop': '-1'}
    >>> twice = SourceText(path="f.go", text="\\tb.Stop = 0\\n")
    >>> field_values([go, twice], {"Stop": "-1"})
    {}
    """
    seen: dict[str, list[str | None]] = {}
    for src in sources:
        for line in src.text.split("\n"):
            m = _KEY.match(line) or _FIELD_SET.match(line)
            if m is None:
                continue
            v = m.group("v").strip()
            seen.setdefault(m.group("name"), []).append(_literal(v) or consts.get(v))
    return {k: v[0] for k, v in seen.items() if len(v) == 1 and v[0] is not None}


def resolved_names(sources: Sequence[SourceText]) -> dict[str, str]:
    """Constant names and `field:`-prefixed field names -> the literal each stands for."""
    consts = constant_values(sources)
    return {**consts, **{f"field:{k}": v for k, v in field_values(sources, consts).items()}}


def resolve(value: str | None, names: Mapping[str, str]) -> str | None:
    """The literal a returned expression stands for: a constant's, or a field's (`b.Stop`); None when unknown.

    >>> names = {"INDEX_NOT_FOUND": "-1", "Stop": "-1", "field:Stop": "-1"}
    >>> resolve("INDEX_NOT_FOUND", names), resolve("b.Stop", names), resolve("StringUtils.INDEX_NOT_FOUND", names)
    ('-1', '-1', '-1')
    >>> resolve("b.Interval", names) is None, resolve("x + 1", names) is None
    (True, True)
    """
    if value is None:
        return None
    v = value.strip().rstrip(";").strip()
    if re.fullmatch(r"[A-Za-z_$][\w$]*", v):
        return names.get(v)
    if m := re.fullmatch(r"(?P<owner>[A-Za-z_$][\w$]*)\.(?P<name>[A-Za-z_$][\w$]*)", v):
        if m.group("owner")[0].isupper() and m.group("name") in names:
            return names[m.group("name")]  # `StringUtils.INDEX_NOT_FOUND`: a class's constant
        return names.get(f"field:{m.group('name')}")
    return None
