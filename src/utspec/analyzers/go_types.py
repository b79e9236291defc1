"""Go's struct and array values, values a text gives only in part, and the package's types and methods.

`go_instances` runs methods and structs over `go_eval`; this module holds what it runs on:
- `GoStruct` and `GoArray` (`type UUID [16]byte`): values Go copies on assignment;
- `Opaque`: an input the text fixes only in part ("a 17-byte slice": 17 bytes whose values are not said; "int 型の
  値": an int of unsaid value), of which anything but its type (and a string's length) is unknown;
- `Types`: the package's struct and array types and its methods, read from the sources; `made_types` and
  `signatures` tell `questions.go_sequence` and `questions.go_worded` what makes a value with methods and what a
  function or method takes.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from utspec.analyzers import go_eval
from utspec.analyzers import ts_adapter as ts
from utspec.analyzers.go_eval import _Package, _Run
from utspec.analyzers.py_eval import Unknown


class Opaque:
    """A value of a known type whose value is not known: any use but its type (and a string's length) gives up."""

    def __init__(self, type_text: str, length: int | None = None) -> None:
        self.type_text, self.length = type_text, length

    def __eq__(self, other: object) -> bool:
        raise Unknown

    def __hash__(self) -> int:
        return id(self)

    def __bool__(self) -> bool:
        raise Unknown

    def __repr__(self) -> str:
        return f"Opaque({self.type_text!r}, {self.length!r})"


class GoArray(list[Any]):
    """A fixed-length array (`[16]byte`, or a named array type such as `UUID`)."""

    def __init__(self, items: Sequence[Any], type_name: str) -> None:
        super().__init__(items)
        self.type_name = type_name

    def copy(self) -> GoArray:  # Go copies an array on assignment
        return GoArray([_copied(v) for v in self], self.type_name)


@dataclass
class GoStruct:
    type_name: str
    fields: dict[str, Any] = field(default_factory=dict)

    def copy(self) -> GoStruct:
        return GoStruct(self.type_name, {k: _copied(v) for k, v in self.fields.items()})

    def __eq__(self, other: object) -> bool:
        raise Unknown  # struct equality compares every field, pointers by address: not modelled


def _copied(v: Any) -> Any:
    return v.copy() if isinstance(v, (GoArray, GoStruct)) else v


@dataclass
class Types:
    """The package's struct and array types and methods."""

    structs: dict[str, list[tuple[str, str]]] = field(default_factory=dict)
    """Each struct type's fields: (name, type) in order."""
    arrays: dict[str, tuple[int, str]] = field(default_factory=dict)
    """Each named array type (`UUID` → (16, "byte"))."""
    methods: dict[tuple[str, str], tuple[str, str, bool]] = field(default_factory=dict)
    """(receiver type, method) → (key in the package's functions, receiver name, pointer receiver)."""


_ARRAY = re.compile(r"\[(\d+)\]\s*(\S+)")


def _types(sources: Sequence[tuple[str, str]], pkg: _Package) -> Types:
    out = Types()
    for path, text in sources:
        if not path.endswith(".go") or path.endswith("_test.go"):
            continue
        for node in ts.parse(go_eval._grammar(), text).root.named_children():
            if node.type == "type_declaration":
                for spec in node.named_children():
                    name, t = spec.field("name"), spec.field("type")
                    if spec.type != "type_spec" or name is None or t is None:
                        continue
                    if t.type == "struct_type" and (fields := _fields(t)) is not None:
                        out.structs[name.text] = fields
                    elif t.type == "array_type" and (m := _ARRAY.fullmatch(t.text)):
                        out.arrays[name.text] = (int(m.group(1)), m.group(2))
            elif node.type == "method_declaration":
                receiver, name = node.field("receiver"), node.field("name")
                params = receiver.named_children() if receiver is not None else []
                if name is None or len(params) != 1 or (rtype := params[0].field("type")) is None:
                    continue
                idents = [c.text for c in params[0].named_children() if c.type == "identifier"]
                base = rtype.text.lstrip("*").strip()
                key = f"{base}.{name.text}"
                pkg.functions[key] = (path, node)
                out.methods[(base, name.text)] = (
                    key,
                    idents[0] if idents else "_",
                    rtype.text.startswith("*"),
                )
    return out


def _fields(struct: ts.Node) -> list[tuple[str, str]] | None:
    """A struct type's fields, or None for one with an embedded field (its methods are promoted: not modelled)."""
    found: list[tuple[str, str]] = []
    for decl_list in struct.named_children():
        for decl in decl_list.named_children():
            t = decl.field("type")
            names = [c.text for c in decl.named_children() if c.type == "field_identifier"]
            if decl.type == "comment":
                continue
            if decl.type != "field_declaration" or t is None or not names:
                return None
            found.extend((n, t.text) for n in names)
    return found


def _array(t: str) -> tuple[int, str] | None:
    m = _ARRAY.fullmatch(t)
    return (int(m.group(1)), m.group(2)) if m else None


def is_composite_type(t: str, types: Types) -> bool:
    return t in types.structs or t in types.arrays or _ARRAY.fullmatch(t) is not None


def load(sources: Sequence[tuple[str, str]]) -> tuple[_Package, Types]:
    """The package as `go_eval` reads it, with its methods added to its functions (as `Type.method`), and its types."""
    pkg = go_eval._load(sources)
    return pkg, _types(sources, pkg)


def made_types(
    sources: Sequence[tuple[str, str]],
) -> tuple[dict[str, tuple[str, bool, bool]], dict[str, set[str]], dict[tuple[str, str], list[str]]] | None:
    """What makes a value that has methods, for `questions.go_sequence`: each function whose first result is such a
    type (`T`, `*T`, with or without an `error` after it) and each such named type itself (a conversion) → (the type,
    whether an error comes with it, whether it is a conversion); each type's methods; each method's result types."""
    try:
        pkg, types = load(sources)
    except (Unknown, RecursionError, ValueError):
        return None
    methods: dict[str, set[str]] = {}
    for t, m in types.methods:
        methods.setdefault(t, set()).add(m)
    results: dict[tuple[str, str], list[str]] = {}
    makers: dict[str, tuple[str, bool, bool]] = {}
    for name, (_, node) in pkg.functions.items():
        try:
            found = [t for _, t in _Run.result_types(node)]
        except Unknown:
            continue
        if "." in name:
            results[(name.split(".", 1)[0], name.split(".", 1)[1])] = found
            continue
        first = found[0].lstrip("*").strip() if found else ""
        if first in methods and (len(found) == 1 or found[1:] == ["error"]):
            makers[name] = (first, len(found) == 2, False)
    for t in methods:
        if t in pkg.named and t not in makers and t not in pkg.functions and not is_composite_type(t, types):
            makers[t] = (t, False, True)
    return makers, methods, results


def signatures(sources: Sequence[tuple[str, str]]) -> dict[str, tuple[str | None, list[str]]]:
    """Each function, and each method whose name one receiver type alone defines, by name: (its receiver type or
    None, its parameter types). A name both a function and a method have is left out."""
    try:
        pkg, types = load(sources)
    except (Unknown, RecursionError, ValueError):
        return {}
    out: dict[str, tuple[str | None, list[str]]] = {}
    owners: dict[str, list[str]] = {}
    for t, m in types.methods:
        owners.setdefault(m, []).append(t)
    for name, (_, node) in pkg.functions.items():
        if "." in name:
            base, method = name.split(".", 1)
            if len(owners[method]) != 1 or method in pkg.functions:
                continue
            key, receiver = method, base
        else:
            key, receiver = name, None
        params = node.field("parameters")
        types_: list[str] = []
        for decl in params.named_children() if params is not None else []:
            ptype = decl.field("type")
            if decl.type != "parameter_declaration" or ptype is None:
                types_ = ["…"]
                break
            types_.extend(ptype.text for c in decl.named_children() if c.type == "identifier")
        out[key] = (receiver, types_)
    return out


__all__ = ["GoArray", "GoStruct", "Opaque", "Types", "is_composite_type", "load", "made_types", "signatures"]
