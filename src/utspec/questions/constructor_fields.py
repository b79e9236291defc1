"""A Go constructor's literal argument stored into a field, then tested by a method: the return the key item
expects is not the one that test reaches.

cenkalti/backoff 4.1.3 (bench/questions backoff-ja-go KT-10): "WithMaxRetries(b, 0) は回数を制限せず delegate の
NextBackOff をそのまま返すこと" against

    func WithMaxRetries(b BackOff, max uint64) BackOff {
    	return &backOffTries{delegate: b, maxTries: max}
    }
    …
    func (b *backOffTries) NextBackOff() time.Duration {
    	if b.maxTries == 0 {
    		return Stop
    	}
    	…
    	return b.delegate.NextBackOff()
    }

The call's literal `0` is the parameter `max`, which the constructor (a body of one `return &T{…}`) stores in the
field `maxTries`; the method the text names (`NextBackOff`) tests that field first and returns `Stop`, while the text
names the words of its other return (`delegate`, `NextBackOff`) and not `Stop`. Only the method's first `if`, only
when its condition compares that field with a literal, and only Go. Pure function of the text and the source texts.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.models import SourceText

_CALL = re.compile(r"(?<![\w.])(?P<name>[A-Z]\w*)\((?P<args>[^()]*)\)")
_CTOR = r"^func\s+{name}\((?P<params>[^)]*)\)[^{{]*\{{\s*$"
_LITERAL = re.compile(r"^\s*return\s+&?(?P<type>\w+)\{(?P<fields>[^{}]*)\}\s*$")
_IF = re.compile(r"^\s*if\s+(?P<recv>\w+)\.(?P<field>\w+)\s*(?P<op>==|!=|<=|>=|<|>)\s*(?P<lit>-?\d+)\s*\{\s*$")
_RETURN = re.compile(r"^\s*return\s+(?P<e>.+?)\s*$")
_OPS = {"==": operator.eq, "!=": operator.ne, "<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge}
_WORD = re.compile(r"[A-Za-z]\w{3,}")


@dataclass(frozen=True)
class FieldReturn:
    call: str
    field: str
    value: int
    file: str
    line: int
    """The `if` testing the field."""
    condition: str
    returned: str
    """What that `if` returns for the stored value (`Stop`)."""
    claimed: str
    """The method's other return, whose words the text names (`b.delegate.NextBackOff()`)."""


def _stored(lines: list[str], name: str, args: list[str]) -> tuple[str, dict[str, int]] | None:
    """(the type, field -> literal) a one-line constructor `return &T{field: param}` stores for the call's literals."""
    head = re.compile(_CTOR.format(name=re.escape(name)))
    for n, line in enumerate(lines):
        if (m := head.match(line)) is None or n + 2 >= len(lines) or lines[n + 2].strip() != "}":
            continue
        lit = _LITERAL.match(lines[n + 1])
        params = [p.strip().split()[0] for p in m.group("params").split(",") if p.strip()]
        if lit is None or len(params) != len(args):
            return None
        bound = {p: int(a) for p, a in zip(params, args, strict=True) if re.fullmatch(r"-?\d+", a)}
        fields = {}
        for part in lit.group("fields").split(","):
            key, _, value = part.partition(":")
            if value.strip() in bound:
                fields[key.strip()] = bound[value.strip()]
        return lit.group("type"), fields
    return None


def field_return(text: str, sources: Sequence[SourceText]) -> FieldReturn | None:
    """The return a stored literal reaches in the method the text names, when the text names another (see above)."""
    for m in _CALL.finditer(text):
        args = [a.strip() for a in m.group("args").split(",")]
        for src in sources:
            if not src.path.endswith(".go"):
                continue
            lines = src.text.split("\n")
            stored = _stored(lines, m.group("name"), args)
            if stored is None or not stored[1]:
                continue
            typ, fields = stored
            method = re.compile(rf"^func\s+\(\w+\s+\*?{re.escape(typ)}\)\s+(?P<name>\w+)\(")
            for n, line in enumerate(lines):
                mm = method.match(line)
                if mm is None or not re.search(rf"(?<!\w){re.escape(mm.group('name'))}(?!\w)", text):
                    continue
                body = []
                for k in range(n + 1, len(lines)):
                    if lines[k].startswith("}"):
                        break
                    body.append(k)
                first = next((k for k in body if lines[k].strip().startswith("if ")), -1)
                cond = _IF.match(lines[first]) if first >= 0 else None
                if cond is None or cond.group("field") not in fields or first + 1 not in body:
                    continue
                ret = _RETURN.match(lines[first + 1])
                if ret is None or not _OPS[cond.group("op")](fields[cond.group("field")], int(cond.group("lit"))):
                    continue
                reached = ret.group("e")
                words = {w.lower() for w in _WORD.findall(text)}
                if any(w.lower() in words for w in _WORD.findall(reached)):
                    continue  # the text names what the test returns
                others = [r.group("e") for k in body if k != first + 1 and (r := _RETURN.match(lines[k]))]
                # the other return the text names by two of its words (`b.delegate.NextBackOff()`)
                named = [o for o in others if len({w.lower() for w in _WORD.findall(o)} & words) >= 2]
                if len(named) == 1:
                    return FieldReturn(m.group(0), cond.group("field"), fields[cond.group("field")], src.path, first + 1,
                                       lines[first].strip(), reached, named[0])  # fmt: skip
    return None
