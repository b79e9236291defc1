"""The fields a Python method reads, as free inputs of the argument search (issue 12, brief item 3).

A method's case is run on an object made without `__init__` and given the fields its input sets
(`case_run._instance`); a field the input does not set is never made up, so a case giving `extra` = `1` for
`Box.full` but nothing of `self.items` or `self.limit` stated nothing. The argument search tries values for those
fields too, as it does for a parameter left out: the candidates come from the kind the class's own assignments give
the field (`field_kind`: `self._nframeswritten = 0` makes it a number), else from its uses in the method. A value
kept is one whose run takes the case's path, and the input then names every field the run read, as a test sets
them up before the call (`obj.limit = 2`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from utspec.designer.offline.argument_candidates import kinds
from utspec.designer.offline.field_kind import field_kind
from utspec.models import ChecklistItem

#: At most this many fields are searched for one case (each multiplies the runs).
MAX_FIELDS = 2
_KINDS = {"num": "int", "bool": "bool", "str": "str"}


def read_fields(body: str, given: Mapping[str, object]) -> list[str]:
    """The `self.x` a method body reads that the input does not give, in order of first use (methods called on
    `self` are not fields).

    >>> read_fields("    def full(self, extra):\\n        if len(self.items) + extra >= self.limit:", {})
    ['self.items', 'self.limit']
    >>> read_fields("    def f(self):\\n        self.n = 0\\n        return self.check(self.n)", {})
    []
    """
    out: list[str] = []
    assigned: set[str] = set()
    for line in body.split("\n")[1:]:
        for m in re.finditer(r"(?<![\w.])self\.([A-Za-z_]\w*)(\s*\(|\s*=(?!=)|\s*[-+*/%]=)?", line):
            name = f"self.{m.group(1)}"
            tail = (m.group(2) or "").strip()
            if tail.startswith("("):
                continue  # a method of the object
            if tail == "=":
                assigned.add(name)  # written before it is read here: the method sets it itself
                continue
            if name not in assigned and name not in given and name not in out:
                out.append(name)
    return out


def field_choices(name: str, lines: Sequence[str], item: ChecklistItem, body: str) -> list[str]:
    """The kinds of value tried for a field: its class's assignments first, else its uses in the method."""
    kind = field_kind(name, lines, item.line)
    if kind is not None:
        return [_KINDS[kind]]
    if any(re.search(rf"(?<![\w.]){re.escape(name)}\s*=\s*\[", x) for x in lines):
        return ["list"]  # `self.items = []` somewhere in the file: a list, whatever else it is assigned
    # the body below three blank lines: `kinds` reads a parameter's annotation from the first three, and a field
    # has none (`if x >= self.limit:` followed by `return True` is no annotation `return True`)
    found = kinds(name, "\n\n\n" + body.split("\n", 1)[-1], item.language)
    return [k for k in found if k in ("int", "str", "bool", "list", "none")]


def instance_call(cls: str, call: str, fields: Sequence[tuple[str, str]]) -> str:
    """The program `py_instances` runs: the object, its fields, then the method's call (`obj.full(1)`).

    >>> instance_call("Box", "obj.full(1)", [("self.limit", "2")])
    'obj = Box.__new__(Box)\\nobj.limit = 2\\nobj.full(1)'
    """
    lines = [f"obj = {cls}.__new__({cls})", *(f"obj.{name[5:]} = {value}" for name, value in fields), call]
    return "\n".join(lines)


__all__ = ["MAX_FIELDS", "field_choices", "instance_call", "read_fields"]
