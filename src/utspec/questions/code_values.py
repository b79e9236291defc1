"""Values the code sets by name where no comparison shows them: defaults a design documents.

`utspec.questions.choices.named_values` reads `NAME = literal` with an upper-case name. Designs also
document values the code holds in other shapes, and a design–code conflict hides in each of them:

- a lower-case constant (Go's `defaultRetryMax = 4` in a `const (…)` or `var (…)` block, TS `const limit = 3`);
- a key of an object literal (`{limit: 3, afterStatusCodes: retryAfterStatusCodes}`), named by the
  key and by `object.key`;
- a constructor or call argument (`this(3, …)`, `Retry.DEFAULT = Retry(5)`), named by the
  parameter it binds (read from the class's own constructor with that many parameters) and, for an
  assignment, by the name assigned;
- a list or set of codes (`[413, 429]`, `frozenset([413, 429, 503])`, `Arrays.asList(…)`), by the
  name it is bound to, and through a key that refers to it (`afterStatusCodes: retryAfterStatusCodes`).

Pure functions of the source texts (line-based, like `choices`): the analyzers' checklist has
comparisons, not definitions.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.codetext import split_top_level
from utspec.models import SourceText

_NUM = r"-?\d+(?:\.\d+)?"
#: `defaultRetryMax = 4` in a Go `const (` or `var (` block, or `const limit = 3` / `const limit: number = 3`.
_GO_CONST_ITEM = re.compile(
    rf"^\s*(?P<name>[a-z_]\w*)\s*(?:[A-Za-z_][\w.]*\s*)?=\s*(?P<v>{_NUM})\s*(?://.*)?$"
)
_CONST_DECL = re.compile(
    rf"^\s*(?:export\s+)?(?:const|let|var)\s+(?P<name>[a-z_$][\w$]*)\s*(?::\s*[\w<>\[\]| ]+)?\s*(?::?=)\s*(?P<v>{_NUM})\s*;?\s*(?://.*)?$"
)
#: An object literal's key with a literal or a name as its value: `limit: 3,`, `statusCodes: retryStatusCodes,`.
_KEY = re.compile(rf"^\s*(?P<key>[A-Za-z_$][\w$]*)\s*:\s*(?P<v>{_NUM}|[A-Za-z_$][\w$.]*)\s*,?\s*(?://.*)?$")
#: The start of an object literal bound to a name: `const defaultRetryOptions: T = {`, `DEFAULTS = {`.
_OBJECT_START = re.compile(r"(?P<name>[A-Za-z_$][\w$]*)\s*(?::\s*[^=]+)?=\s*\{\s*$")
#: A list of numbers bound to a name, on one line.
_LIST = re.compile(
    r"(?P<name>[A-Za-z_$][\w$.]*)\s*(?::\s*[^=]+?)?\s*(?::?=)\s*(?:new\s+Set\(\s*|frozenset\(\s*|set\(\s*|"
    r"(?:List|Set|Arrays)\.(?:of|asList)\(\s*|\[\]\w+\s*)?[\[\({](?P<vals>\s*-?\d+(?:\s*,\s*-?\d+)*\s*,?\s*)[\]\)}]"
)
#: `this(3, TimeValue.ofSeconds(1L))` (Java) or `NAME = Cls(5)` / `Cls.NAME = Cls(5)` (an instance made with literals).
_THIS_CALL = re.compile(r"^\s*this\s*\((?P<args>.*)\)\s*;\s*$")
_NEW_CALL = re.compile(
    r"^\s*(?P<name>[A-Za-z_][\w.]*)\s*=\s*(?:new\s+)?(?P<cls>[A-Z]\w*)\s*\((?P<args>.*)\)\s*;?\s*$"
)
_PY_CLASS = re.compile(r"^\s*class\s+(?P<cls>[A-Za-z_]\w*)")
_JAVA_CLASS = re.compile(r"\bclass\s+(?P<cls>[A-Za-z_]\w*)")


@dataclass(frozen=True)
class CodeValue:
    """A number the code sets by name."""

    names: tuple[str, ...]
    """Every name a design may use for it (`limit`, `defaultRetryOptions.limit`; `maxRetries`)."""
    value: str
    file: str
    line: int
    text: str
    """The line as written (for the question)."""


@dataclass(frozen=True)
class CodeSet:
    """A list or set of numbers the code binds to a name."""

    names: tuple[str, ...]
    values: tuple[str, ...]
    file: str
    line: int
    text: str


def _params(lines: list[str], cls: str) -> list[list[str]]:
    """The parameter names of each constructor of `cls` in one file (`__init__` or `Cls(...)`), in order."""
    out = []
    joined = "\n".join(lines)
    python = re.search(rf"^\s*class\s+{re.escape(cls)}\b", joined, re.M) is not None
    ctor = r"def\s+__init__" if python else rf"(?:public|protected|private)\s+{re.escape(cls)}"
    for m in re.finditer(rf"{ctor}\s*\((?P<p>[^)]*)\)", joined):
        params = []
        for p in split_top_level(m.group("p")):
            p = re.sub(r"\s*=.*$", "", p, flags=re.S).strip()  # default values
            p = re.sub(r":.*$", "", p, flags=re.S).strip()  # Python annotations
            name = p.split()[-1] if p.split() else ""
            if name in ("self", "cls"):
                continue
            if not re.fullmatch(r"[A-Za-z_]\w*", name) or (not python and len(p.split()) < 2):
                break  # not a parameter list (a call, an expression)
            params.append(name)
        else:
            out.append(params)
    return out


def _literal(arg: str) -> str | None:
    m = re.fullmatch(rf"({_NUM})[LlFfDd]?", arg.strip())
    return m.group(1) if m else None


def _bound_args(lines: list[str], cls: str, args: list[str]) -> list[tuple[str, str]]:
    """(parameter, literal) for each literal argument, when exactly one constructor of `cls` takes that many."""
    fits = [p for p in _params(lines, cls) if len(p) >= len(args)]
    exact = [p for p in fits if len(p) == len(args)]
    params = exact[0] if len(exact) == 1 else (fits[0] if len(fits) == 1 else None)
    if params is None:
        return []
    return [(params[i], lit) for i, a in enumerate(args) if (lit := _literal(a)) is not None]


def values(sources: Sequence[SourceText]) -> list[CodeValue]:
    """Numbers the code sets by a name that `choices.named_values` does not read (see the module docstring).

    >>> [(v.names, v.value) for v in values([SourceText(path="c.go", text="const (\\n\\tdefaultRetryMax = 4\\n)")])]
    [(('defaultRetryMax',), '4')]
    """
    out: list[CodeValue] = []
    for src in sources:
        lines = src.text.split("\n")
        in_const = False
        objects: list[str] = []
        cls = ""
        for n, line in enumerate(lines, start=1):
            stripped = line.strip()
            if m := (_PY_CLASS.match(line) or _JAVA_CLASS.search(line)):
                cls = m.group("cls")
            if re.match(r"^\s*(?:const|var)\s*\(\s*$", line):
                in_const = True
                continue
            if in_const and stripped.startswith(")"):
                in_const = False
                continue
            if in_const and (m := _GO_CONST_ITEM.match(line)):
                out.append(CodeValue((m.group("name"),), m.group("v"), src.path, n, stripped))
                continue
            if m := _CONST_DECL.match(line):
                if not m.group("name")[0].isupper():
                    out.append(CodeValue((m.group("name"),), m.group("v"), src.path, n, stripped))
                continue
            if m := _OBJECT_START.search(line):
                objects.append(m.group("name"))
                continue
            if objects and stripped.startswith("}"):
                objects.pop()
                continue
            if objects and (m := _KEY.match(line)) and re.fullmatch(_NUM, m.group("v")):
                key = m.group("key")
                out.append(CodeValue((key, f"{objects[-1]}.{key}"), m.group("v"), src.path, n, stripped))
                continue
            if (m := _THIS_CALL.match(line)) and cls:
                for param, lit in _bound_args(lines, cls, split_top_level(m.group("args"))):
                    out.append(CodeValue((param,), lit, src.path, n, stripped))
                continue
            if m := _NEW_CALL.match(line):
                bound = _bound_args(lines, m.group("cls"), split_top_level(m.group("args")))
                for param, lit in bound:
                    out.append(CodeValue((param, m.group("name")) if len(bound) == 1 else (param,), lit, src.path, n,
                                         stripped))  # fmt: skip
    return out


def sets(sources: Sequence[SourceText]) -> list[CodeSet]:
    """Lists and sets of numbers bound to a name, and the object keys that refer to them.

    >>> [(s.names, s.values) for s in sets([SourceText(path="n.ts", text="const codes = [413, 429];\\nconst o = {\\n\\tafter: codes,\\n};")])]
    [(('codes', 'after', 'o.after'), ('413', '429'))]
    """
    found: list[CodeSet] = []
    refs: list[tuple[str, str, str]] = []  # (name referred to, key, object)
    for src in sources:
        objects: list[str] = []
        for n, line in enumerate(src.text.split("\n"), start=1):
            stripped = line.strip()
            if m := _LIST.search(line):
                vals = tuple(v.strip() for v in m.group("vals").split(",") if v.strip())
                if len(vals) >= 2:
                    name = m.group("name")
                    found.append(
                        CodeSet(
                            (name, name.split(".")[-1]) if "." in name else (name,),
                            vals,
                            src.path,
                            n,
                            stripped,
                        )
                    )
                continue
            if m := _OBJECT_START.search(line):
                objects.append(m.group("name"))
                continue
            if objects and stripped.startswith("}"):
                objects.pop()
                continue
            if objects and (m := _KEY.match(line)) and not re.fullmatch(_NUM, m.group("v")):
                refs.append((m.group("v"), m.group("key"), objects[-1]))
    out = []
    for s in found:
        aliases = [n for v, key, obj in refs if v in s.names for n in (key, f"{obj}.{key}")]
        out.append(CodeSet(tuple(dict.fromkeys((*s.names, *aliases))), s.values, s.file, s.line, s.text))
    return out
