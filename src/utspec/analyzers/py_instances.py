"""Run a sequence of calls on one instance of a Python class of the source, as far as exact.

The Python side of `utspec.analyzers.js_instances` (see there why): "LRUCache(maxsize=2) に put('a', 1) した後
get('a') は 1 を返すこと" is checked by making the object and calling its methods in the order written. On top of
`py_eval` (a subclass of its run, so `py_eval` itself is unchanged) this runs:
- classes of the module without a base (or with `object`): `__init__`, methods, `@property` getters, class
  attributes written as literals;
- `X(…)` making an instance (`X.__new__(X)`: one whose fields the program then sets), `obj.m(…)` calling a
  method with `self` bound, reads and writes of `self.x`
  (`self.x = …`, `self.x += …`), and the list and dict methods that change a list or dict the run made
  (`self.items.append(x)`, `self.data.pop(k)`).

Anything else gives up as `py_eval` does: a subclass of a class of the file (a base from outside the file is
taken to add nothing: only the class's own members run, and its own `__init__`), another decorator, a dunder method the object would need
(`len(obj)`, `x in obj`, `obj == other`: an instance refuses every operation but `is`), `super()`, a `__slots__`
class, a global. Every object of a run is made by the run itself, so changing it changes nothing outside the run.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Any

from utspec.analyzers import py_eval
from utspec.analyzers.py_eval import Outcome, Unknown

#: Bases that make a class an exception (never an object a method case runs on).
_EXCEPTION_BASES = frozenset(py_eval._EXCEPTIONS)
#: Methods that change a dict the run made (a list's are `py_eval._LIST_EFFECTS`).
_DICT_EFFECTS = frozenset({"pop", "popitem", "clear", "update", "setdefault"})


@dataclass
class PyClass:
    """A class of the module: its `__init__`, methods, properties and literal class attributes."""

    name: str
    init: ast.FunctionDef | None = None
    methods: dict[str, ast.FunctionDef] = field(default_factory=dict)
    getters: dict[str, ast.FunctionDef] = field(default_factory=dict)
    """`@property` methods, read as attributes."""
    attributes: dict[str, Any] = field(default_factory=dict)
    opaque: frozenset[str] = frozenset()
    """Members that are not run (other decorators, dunder methods); "*": the whole class."""
    prototype: None = None
    """No prototype (the shape `questions.instance_sequence` reads of a JavaScript class)."""
    based: bool = False
    """A base class outside the file: made only by `X.__new__(X)` or its own `__init__`, never by the base's."""

    @property
    def constructor(self) -> ast.FunctionDef | None:
        return self.init


class Instance:
    """An object made by calling a class: its attributes. Every operation on it but `is` is refused (`Unknown`):
    Python would call a dunder method of its class (or raise a TypeError the class may not mean)."""

    def __init__(self, cls: PyClass) -> None:
        self.cls = cls
        self.fields: dict[str, Any] = {}

    def _refused(self, *_: Any) -> Any:
        raise Unknown

    __len__ = __iter__ = __contains__ = __getitem__ = __bool__ = _refused
    __eq__ = __ne__ = __lt__ = __le__ = __gt__ = __ge__ = __add__ = __radd__ = __sub__ = __mul__ = _refused
    __str__ = __repr__ = __format__ = __int__ = __float__ = _refused

    def __hash__(self) -> int:
        return id(self)


def _class_of(node: ast.ClassDef, module: py_eval._Module) -> PyClass:
    cls = PyClass(node.name)
    local = {n.name for n in module.tree.body if isinstance(n, ast.ClassDef)}
    # a base the file does not define (jpholiday's `HolidayCheckerInterface`, imported) is taken to add nothing the
    # class's own methods read: only the class's own members run, and any other gives up (`attribute`)
    outside = all(
        isinstance(b, (ast.Name, ast.Attribute))
        and not (isinstance(b, ast.Name) and b.id in local | _EXCEPTION_BASES)
        for b in node.bases
    )
    if not outside or node.keywords or node.decorator_list:
        cls.opaque = frozenset({"*"})
        return cls
    cls.based = any(not (isinstance(b, ast.Name) and b.id == "object") for b in node.bases)
    opaque: set[str] = set()
    for stmt in node.body:
        if isinstance(stmt, ast.FunctionDef):
            decorators = [d.id if isinstance(d, ast.Name) else "" for d in stmt.decorator_list]
            if decorators == ["property"]:
                cls.getters[stmt.name] = stmt
            elif decorators or (stmt.name.startswith("__") and stmt.name != "__init__"):
                opaque.add(stmt.name)
            elif stmt.name == "__init__":
                cls.init = stmt
            else:
                cls.methods[stmt.name] = stmt
        elif isinstance(stmt, ast.Assign) and all(isinstance(t, ast.Name) for t in stmt.targets):
            names = [t.id for t in stmt.targets if isinstance(t, ast.Name)]
            if "__slots__" in names:
                opaque.add("*")
                continue
            try:
                value = ast.literal_eval(stmt.value)
            except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
                opaque.update(names)
                continue
            cls.attributes.update(dict.fromkeys(names, value))
        elif not isinstance(stmt, (ast.Pass, ast.Expr)):  # a docstring or `pass`; anything else is not read
            opaque.add("*")
    # a setter (`@x.setter`) makes its property's writes run code: not read
    cls.opaque = frozenset(opaque | {g for g in cls.getters if g in opaque})
    return cls


class _InstanceRun(py_eval._Run):
    """`py_eval`'s run with instances, `self` and the effects on them (module docstring)."""

    def __init__(self, module: py_eval._Module, classes: dict[str, PyClass]) -> None:
        super().__init__(module)
        self.classes = classes

    def construct(self, cls: PyClass, args: list[Any], kwargs: dict[str, Any]) -> Instance:
        if "*" in cls.opaque:
            raise Unknown
        obj = Instance(cls)
        if cls.init is None and cls.based:
            raise Unknown  # the base's `__init__` would run
        if cls.init is None:
            if args or kwargs:
                raise _raised("TypeError", self.line)
            return obj
        result = self.call(py_eval._Function(self, cls.init, {}), [obj, *args], kwargs)
        if result is not None:
            raise _raised("TypeError", self.line)  # __init__ should return None
        return obj

    def attribute(self, obj: Instance, name: str) -> Any:
        cls = obj.cls
        if name in obj.fields:
            return obj.fields[name]
        if name in cls.opaque or "*" in cls.opaque or name.startswith("__"):
            raise Unknown
        if name in cls.getters:
            return self.call(py_eval._Function(self, cls.getters[name], {}), [obj], {})
        if name in cls.methods:
            return _Bound(cls.methods[name], obj)
        if name in cls.attributes:
            value = cls.attributes[name]
            if isinstance(value, (list, dict, set)):
                raise Unknown  # a mutable class attribute is shared by every instance
            return value
        # never set by the run: Python's AttributeError, unless the state is set where the run does not see it (a
        # method of an excerpt left out, `setattr`, a caller): not read either way
        raise Unknown

    def _name(self, name: str, env: dict[str, Any]) -> Any:
        if name not in env and name in self.classes:
            return self.classes[name]
        return super()._name(name, env)

    def expr(self, node: ast.expr | None, env: dict[str, Any]) -> Any:
        if isinstance(node, ast.Attribute):
            owner = self.expr(node.value, env)
            if isinstance(owner, Instance):
                return self.attribute(owner, node.attr)
        if isinstance(node, ast.Call):
            return self._instance_call(node, env)
        return super().expr(node, env)

    def _instance_call(self, node: ast.Call, env: dict[str, Any]) -> Any:
        if any(isinstance(a, ast.Starred) for a in node.args) or any(k.arg is None for k in node.keywords):
            raise Unknown
        func = node.func
        target: Any = None
        if isinstance(func, ast.Attribute):
            owner = self.expr(func.value, env)
            if isinstance(owner, Instance):
                target = self.attribute(owner, func.attr)
            elif isinstance(owner, (list, dict)):
                # every list and dict of a sequence is made by the run (its literals, the code, a copied global)
                effects = py_eval._LIST_EFFECTS if isinstance(owner, list) else _DICT_EFFECTS
                if func.attr in effects:
                    args = [self.expr(a, env) for a in node.args]
                    return self._real(lambda: getattr(owner, func.attr)(*args))
        elif isinstance(func, ast.Name) and func.id not in env and func.id in self.classes:
            target = self.classes[func.id]
        if (
            isinstance(func, ast.Attribute)
            and func.attr == "__new__"
            and isinstance(owner := self.expr(func.value, env), PyClass)
            and [self.expr(a, env) for a in node.args] == [owner]
            and not node.keywords
        ):
            # `Box.__new__(Box)`: an object whose fields the program sets (a method's case gives the state it reads)
            if "*" in owner.opaque:
                raise Unknown
            return Instance(owner)
        if target is None:
            # a builtin given a class (`isinstance(x, Box)`): Python's answer depends on the real class (an
            # instance refuses the dunder methods a builtin would call on it, so those give up by themselves)
            plain = [a for a in [*node.args, *(k.value for k in node.keywords)] if isinstance(a, ast.Name)]
            if any(isinstance(self.expr(a, env), PyClass) for a in plain):
                raise Unknown
            return super()._call(node, env)
        args = [self.expr(a, env) for a in node.args]
        kwargs = {k.arg: self.expr(k.value, env) for k in node.keywords if k.arg is not None}
        line = self.line
        if isinstance(target, PyClass):
            result: Any = self.construct(target, args, kwargs)
        elif isinstance(target, _Bound):
            result = self.call(py_eval._Function(self, target.method, {}), [target.obj, *args], kwargs)
        elif isinstance(target, py_eval._Function):
            result = self.call(target, args, kwargs)
        else:
            raise Unknown
        self.line = line
        return result

    def stmt(self, stmt: ast.stmt, env: dict[str, Any]) -> None:
        if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call):
            self._step(stmt)
            self.expr(stmt.value, env)  # a method called for its effect on an object the run made
            return
        if isinstance(stmt, ast.Assign) and any(isinstance(t, ast.Attribute) for t in stmt.targets):
            self._step(stmt)
            value = self.expr(stmt.value, env)
            for target in stmt.targets:
                self._store(target, value, env)
            return
        if isinstance(stmt, ast.AugAssign) and isinstance(stmt.target, ast.Attribute):
            self._step(stmt)
            owner = self.expr(stmt.target.value, env)
            if not isinstance(owner, Instance) or type(stmt.op) not in py_eval._BIN:
                raise Unknown
            current = self.attribute(owner, stmt.target.attr)
            op = py_eval._BIN[type(stmt.op)]
            right = self.expr(stmt.value, env)
            self._store(stmt.target, self._real(lambda: op(current, right)), env)
            return
        super().stmt(stmt, env)

    def _step(self, stmt: ast.stmt) -> None:
        """The bookkeeping `py_eval._Run.stmt` does for every statement (steps, line, path)."""
        self.steps += 1
        if self.steps > py_eval.MAX_STEPS:
            raise Unknown
        self.line = stmt.lineno
        if self.depth == 1 and stmt.lineno not in self.path:
            self.path.append(stmt.lineno)

    def _store(self, target: ast.expr, value: Any, env: dict[str, Any]) -> None:
        if not isinstance(target, ast.Attribute):
            self.bind(target, value, env)
            return
        owner = self.expr(target.value, env)
        if (
            not isinstance(owner, Instance)
            or target.attr in owner.cls.getters
            or target.attr in owner.cls.opaque
        ):
            raise Unknown  # an attribute of another object, or a property (its setter would run)
        owner.fields[target.attr] = value


@dataclass(frozen=True)
class _Bound:
    """A method read off an instance: calling it runs the method with `self` bound to the instance."""

    method: ast.FunctionDef
    obj: Instance


def _raised(name: str, line: int) -> Exception:
    return py_eval._Raised(name, line)


def classes(source: str) -> dict[str, PyClass]:
    """The classes of a Python source by name, as this module reads them (none when it does not parse)."""
    try:
        module = py_eval._Module(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return {}
    return {n.name: _class_of(n, module) for n in module.tree.body if isinstance(n, ast.ClassDef)}


def sequence_outcome(source: str, program: str) -> Outcome | None:
    """What the last statement of `program` does after the statements before it ran, on the source's classes.

    >>> src = "class Box:\\n    def __init__(self, limit):\\n        if limit < 1:\\n            raise ValueError(limit)\\n        self.limit = limit\\n        self.items = []\\n    def add(self, x):\\n        if len(self.items) >= self.limit:\\n            return False\\n        self.items.append(x)\\n        return True\\n    @property\\n    def size(self):\\n        return len(self.items)\\n"
    >>> sequence_outcome(src, "o = Box(1)\\no.add('a')\\no.add('b')")
    Outcome(kind='return', value=False, line=9, path=(8, 9), file='')
    >>> sequence_outcome(src, "o = Box(2)\\no.add('a')\\no.size").value
    1
    >>> sequence_outcome(src, "Box(0)")
    Outcome(kind='raise', value='ValueError', line=4, path=(3, 4), file='')
    >>> sequence_outcome(src, "o = Box.__new__(Box)\\no.limit = 0\\no.items = []\\no.add('a')").value
    False
    """
    try:
        module = py_eval._Module(source)
        tree = ast.parse(program.strip())
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    found = {n.name: _class_of(n, module) for n in module.tree.body if isinstance(n, ast.ClassDef)}
    if not tree.body or not isinstance(tree.body[-1], ast.Expr):
        return None
    run = _InstanceRun(module, found)
    env: dict[str, Any] = {}
    try:
        for stmt in tree.body[:-1]:
            if isinstance(stmt, ast.Assign) and all(isinstance(t, ast.Name) for t in stmt.targets):
                value = run.expr(stmt.value, env)
                for t in stmt.targets:
                    env[t.id] = value  # type: ignore[attr-defined]
            elif isinstance(stmt, ast.Expr):
                run.expr(stmt.value, env)
            elif (
                isinstance(stmt, ast.Assign)
                and len(stmt.targets) == 1
                and isinstance(stmt.targets[0], ast.Attribute)
                and isinstance(stmt.targets[0].value, ast.Name)
            ):
                run._store(
                    stmt.targets[0], run.expr(stmt.value, env), env
                )  # `o.limit = 2`: the state a test sets
            else:
                return None
        run.path, run.returned_at = [], 0
        last = tree.body[-1]
        assert isinstance(last, ast.Expr)
        value = run.expr(last.value, env)
    except py_eval._Raised as r:
        return Outcome("raise", r.name, r.line, tuple(run.path))
    except (Unknown, py_eval._Return, py_eval._Break, py_eval._Continue, RecursionError):
        return None
    if isinstance(value, Instance):
        return Outcome("return", value, run.returned_at, tuple(run.path))
    if value.__class__.__module__ != "builtins" or callable(value) or not run.returned_at:
        return None
    return Outcome("return", value, run.returned_at, tuple(run.path))


__all__ = ["Instance", "PyClass", "classes", "sequence_outcome"]
