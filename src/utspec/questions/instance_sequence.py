"""A key item that says a constructor and then calls on the one object it made, checked by running them in order.

"new QuickLRU({maxSize: 10}) で set('a', 1) の後に delete('a') を呼ぶと true を返すこと" and "With maxSize 2, after
set('a', 1), set('b', 2) and set('c', 3), has('a') returns false" state what the last call gives after the ones
before it changed the object. A reviewer checks them by making that object and calling its methods in the order
written; so does this, through `utspec.analyzers.js_instances` (JavaScript/TypeScript classes and constructor
functions). It reads only statements it can turn into exactly one run:
- the object: `new X(…)` written in the text, or a class whose constructor reads options from its one parameter
  (`options.maxSize`) when the text gives each option it names a literal ("maxSize 2", "maxSize が 1"; the options it
  does not name are left out, as the call would leave them), or a constructor written without parameters (a class
  without one written is no object made unasked: an excerpt may have left it out);
- the calls: every call the text writes is a method of that class, none nested in another, none chained, in the
  order written; a method said as a word ("set したキー", "sets the key") is a step not written as a call, so the text
  is not read; nor is a text saying a repetition or another order ("2 回", "twice", "before", "前に");
- the outcome: as `evaluated_call` reads it after the last call (a literal, a raise), or a getter of the class read
  after it ("size は 2"), or said in words (`questions.worded_outcome`).
Anything else: None (nothing is said; no guess).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from utspec.analyzers import js_instances, py_instances
from utspec.analyzers import ts_adapter as ts
from utspec.analyzers.js_eval import UNDEFINED
from utspec.analyzers.py_eval import Outcome
from utspec.anchoring.worked_example import _calls
from utspec.models import SourceText
from utspec.questions.evaluated_call import (
    _CONNECTED,
    _ENDED,
    _EXCEPTION,
    _NEGATION,
    _RAISE,
    _UNREAD,
    ENDS_NORMALLY,
    Claim,
    EvaluatedCall,
    _agrees,
    _bases,
    _kind,
    _shown,
    _value,
)
from utspec.questions.worded_outcome import worded_outcome

#: A literal value an option may be given in words ("maxSize 2", "maxSize が 1", "maxSize: '5'").
_OPTION_VALUE = r"""(?:\s*(?:=|:|が|は|に|を|of|is|to)?\s*)`?(?P<v>-?\d+(?:\.\d+)?(?![\d.])|'[^'\n]*'|"[^"\n]*"|true|false|null)`?"""
#: Words that say a step is repeated or that the steps run in another order than written.
_ORDER_WORDS = re.compile(
    r"\d+\s*回|何度|繰り返|前に|より先|\b(?:twice|times|again|before|repeated(?:ly)?|each|every|until)\b|ずつ|毎",
    re.I,
)
#: A constructor call: `new X(…)`, or the class called without `new` ("ConsecutiveBreaker(5) opens …").
#: A class of either language, as `said_sequence` reads it (its name, methods, getters, constructor).
AnyClass = js_instances.JSClass | py_instances.PyClass
_NEW = re.compile(r"(?:\bnew\s+)?(?<![\w$.])([A-Za-z_$][\w$]*)\s*\(")


@dataclass(frozen=True)
class _Said:
    program: str
    """The JavaScript the text says (`const o = new Q({maxSize: 2}); o.set('a', 1); o.get('a')`)."""
    call: str
    """The step whose outcome is stated, as written (`get('a')`, `size`, `new Q(0)`)."""
    rest: str
    """The text after that step (where its outcome is stated)."""
    method: str
    """The name of that step (a method, a getter, or the class for a constructor alone)."""


def _options(cls: js_instances.JSClass) -> tuple[str, frozenset[str]] | None:
    """The constructor's one parameter and the options it reads from it (`options.maxSize`), or None."""
    ctor = cls.constructor
    if ctor is None:
        return None  # no constructor written: an excerpt may have left it out, so no object is made unasked
    params = ctor.field("parameters")
    names = [p for p in (params.named_children() if params is not None else []) if p.type != "comment"]
    if not names:
        return ("", frozenset())
    if len(names) != 1:
        return None
    first = names[0]
    if first.type in ("required_parameter", "optional_parameter"):  # TypeScript: `options: Options = {}`
        first = first.field("pattern") or first
    ident = first.field("left") if first.type == "assignment_pattern" else first
    if (
        ident is not None and ident.type == "object_pattern"
    ):  # `{threshold, size, minimumNumberOfCalls = size}`
        return (ident.text, frozenset(_pattern_names(ident)))
    if ident is None or ident.type != "identifier":
        return None
    body = ctor.field("body")
    read = re.findall(rf"(?<![\w$.]){re.escape(ident.text)}\.([A-Za-z_$][\w$]*)", body.text if body else "")
    return (ident.text, frozenset(read))


def _pattern_names(pattern: ts.Node) -> list[str]:
    out = []
    for prop in pattern.named_children():
        if prop.type == "shorthand_property_identifier_pattern":
            out.append(prop.text)
        elif prop.type in ("object_assignment_pattern", "pair_pattern"):
            key = prop.field("left") if prop.type == "object_assignment_pattern" else prop.field("key")
            if key is not None:
                out.append(key.text)
    return out


def _constructor_in_words(text: str, cls: js_instances.JSClass) -> str | None:
    """`new X({maxSize: 2})` for "With maxSize 2, …": each option the text names, with the literal it gives it."""
    found = _options(cls)
    if found is None:
        return None
    param, options = found
    if not param:
        return f"new {cls.name}()"
    given: list[str] = []
    for name in sorted(options):
        mentions = list(re.finditer(rf"(?<![\w$]){re.escape(name)}(?![\w$])", text))
        if not mentions:
            continue
        values = {
            m2.group("v") for m in mentions if (m2 := re.match(_OPTION_VALUE, text[m.end() :])) is not None
        }
        if len(values) != 1 or len(mentions) != 1:
            return None  # named without a value (or with two): the words do not fix it
        given.append(f"{name}: {values.pop()}")
    if not given:
        return None  # a constructor that takes options, none of them said
    return f"new {cls.name}({{{', '.join(given)}}})"


def _py_constructor_in_words(text: str, cls: py_instances.PyClass) -> str | None:
    """`X(maxsize=2)` for "With maxsize 2, …": `__init__`'s parameters with defaults that the text names, each with
    the literal it gives it; a required parameter the text cannot fill leaves it unread."""
    init = cls.init
    if init is None:
        return None  # no `__init__` written: an excerpt may have left it out (sunau's Au_write(f))
    a = init.args
    if a.vararg or a.kwarg or a.posonlyargs:
        return None
    params = [p.arg for p in a.args[1:]]
    if len(params) - len(a.defaults) > 0:
        return None  # a required parameter: the words name options, never the value it needs
    given: list[str] = []
    for name in [*params, *(p.arg for p in a.kwonlyargs)]:
        mentions = list(re.finditer(rf"(?<![\w$]){re.escape(name)}(?![\w$])", text))
        if not mentions:
            continue
        values = {
            m2.group("v") for m in mentions if (m2 := re.match(_OPTION_VALUE, text[m.end() :])) is not None
        }
        if len(values) != 1 or len(mentions) != 1:
            return None
        raw = values.pop()
        given.append(f"{name}={_PY_SPELLING.get(raw, raw)}")
    return f"{cls.name}({', '.join(given)})" if given else None


_PY_SPELLING = {"true": "True", "false": "False", "null": "None"}


def _members(cls: AnyClass) -> frozenset[str]:
    return frozenset(cls.methods) | frozenset(cls.prototype or {})


def said_sequence(text: str, classes: Mapping[str, AnyClass], python: bool = False) -> _Said | None:
    """The constructor and calls the text says, as one JavaScript (or, `python`, Python) program, or None (module
    docstring).

    >>> from utspec.analyzers.js_instances import classes as read
    >>> src = [("q.js", "class Q {\\n  constructor(options = {}) {\\n    this.max = options.max;\\n    this.items = [];\\n  }\\n  add(x) {\\n    this.items.push(x);\\n  }\\n  get size() {\\n    return this.items.length;\\n  }\\n}\\n")]
    >>> said_sequence("With max 2, after add('a') and add('b'), size is 2", read(src)).program
    "const __o = new Q({max: 2}); __o.add('a'); __o.add('b'); __o.size"
    >>> said_sequence("add('a') を 2 回呼ぶと size は 2", read(src)) is None
    True
    >>> said_sequence("max 2 のとき、a を add した後に add('b') を呼ぶと size は 2", read(src)) is None
    True
    """
    if _ORDER_WORDS.search(text):
        return None
    calls = list(_calls(text))
    if any(re.search(r"\.\.\.|…", text[b:e]) for b, e, _ in calls):
        return None  # `setcomptype('ALAW', ...)`: the other arguments left unsaid, not Python's Ellipsis
    starts = [s for s, _, _ in calls]
    if len(set(starts)) != len(starts):
        return None  # a chained call (`set('a', 1).set('b', 2)`)
    if any(s2 < s < e2 for s, _, _ in calls for s2, e2, _ in calls):
        return None  # a call inside another's arguments
    news = [m for m in _NEW.finditer(text) if m.group(1) in classes]
    if len(news) > 1:
        return None
    ctor_call = None
    if news:
        cls = classes[news[0].group(1)]
        ctor_call = next(((s, e) for s, e, n in calls if n == cls.name and s == news[0].start(1)), None)
        if ctor_call is None:
            return None
    methods = [(s, e, n) for s, e, n in calls if ctor_call is None or s != ctor_call[0]]
    if not news:
        fitting = [c for c in classes.values() if methods and all(n in _members(c) for _, _, n in methods)]
        if len(fitting) != 1:
            return None
        cls = fitting[0]
    if any(n not in _members(cls) for _, _, n in methods):
        return None
    # a member said as a word is a step the text does not write as a call ("set したキー", "sets the key")
    blanked = text
    for s, e in [(s, e) for s, e, _ in calls] + (
        [(news[0].start(), ctor_call[1])] if ctor_call and news else []
    ):
        blanked = blanked[:s] + " " * (e - s) + blanked[e:]
    last_end = max((e for _, e, _ in methods), default=ctor_call[1] if ctor_call else 0)
    getter = None
    for name in _members(cls) | frozenset(cls.getters):
        for m in re.finditer(rf"(?<![\w$]){re.escape(name)}(?:s|es|d|ed|ing|ting)?(?![\w$])", blanked, re.I):
            if name in cls.getters and m.start() >= last_end and getter is None and m.group(0) == name:
                getter = m
                continue
            return None
    # a JavaScript program always says `new` (a class called without it throws a TypeError; the text means the object)
    if ctor_call is not None:
        made: str | None = ("" if python else "new ") + text[ctor_call[0] : ctor_call[1]]
    elif isinstance(cls, py_instances.PyClass):
        made = _py_constructor_in_words(blanked, cls)
    else:
        made = _constructor_in_words(blanked, cls)
    if made is None:
        return None
    steps = [text[s:e] for s, e, _ in methods]
    start, sep = ("__o = ", "\n") if python else ("const __o = ", "; ")
    if getter is not None:
        program = sep.join([f"{start}{made}", *(f"__o.{c}" for c in steps), f"__o.{getter.group(0)}"])
        return _Said(program, getter.group(0), text[getter.end() :], getter.group(0))
    if not methods:
        return _Said(made, made, text[ctor_call[1] :], cls.name) if ctor_call is not None else None
    program = sep.join([f"{start}{made}", *(f"__o.{c}" for c in steps)])
    return _Said(program, steps[-1], text[methods[-1][1] :], methods[-1][2])


def _claim(said: _Said) -> Claim | None:
    """The outcome stated after the last step, as `evaluated_call.claim` reads it (or said in words)."""
    rest = said.rest
    if _NEGATION.search(rest):
        return _in_words(said)  # "存在しないと判定される": a negated predicate, said in words
    if _RAISE.search(rest):
        names = set(_EXCEPTION.findall(rest))
        if len(names) > 1:
            return None
        name = next(iter(names), None)
        return Claim(said.call, "raise", name, name or "")
    found = {m.group("v") for m in (*_CONNECTED.finditer(rest), *_ENDED.finditer(rest))}
    if not found:
        return _in_words(said)
    if len(found) != 1:
        return None
    (raw,) = found
    try:
        value = _value(raw)
    except (ValueError, SyntaxError):
        value = _UNREAD
    return Claim(said.call, "return", value, raw.strip("`"))


def _in_words(said: _Said) -> Claim | None:
    words = worded_outcome(said.rest, said.method)
    if words is None:
        return None
    return Claim(said.call, "return", words[0], words[1], isinstance(words[0], bool))


def instance_call(text: str, sources: list[SourceText]) -> EvaluatedCall | None:
    """The key item's constructor and calls run on one instance and compared with the outcome it states, or None.

    >>> src = SourceText(path="q.js", text="class Q {\\n  constructor() {\\n    this.items = [];\\n  }\\n  add(x) {\\n    this.items.push(x);\\n    return x;\\n  }\\n  has(x) {\\n    return this.items.includes(x);\\n  }\\n}\\n")
    >>> e = instance_call("add('a') の後 has('b') は true を返すこと", [src])
    >>> (e.agrees, e.line, e.actual)
    (False, 10, 'return false')
    """
    js = [(s.path, s.text) for s in sources if _kind(s.path) == "js"]
    if js and any(re.search(r"^\s*(?:export\s+)?class\s|\.prototype\.", t, re.M) for _, t in js):
        said = said_sequence(text, js_instances.classes(js))
        c = _claim(said) if said is not None else None
        out = js_instances.sequence_outcome(js, said.program) if said is not None and c is not None else None
        if said is not None and c is not None and out is not None:
            return _compared(said, c, out, "js", sources)
    for src in sources:
        if _kind(src.path) != "py" or not re.search(r"^class\s", src.text, re.M):
            continue
        said = said_sequence(text, py_instances.classes(src.text), python=True)
        c = _claim(said) if said is not None else None
        out = (
            py_instances.sequence_outcome(src.text, said.program)
            if said is not None and c is not None
            else None
        )
        if said is not None and c is not None and out is not None:
            return _compared(said, c, out, "py", sources, src.path)
    return None


def _compared(
    said: _Said, c: Claim, out: Outcome, kind: str, sources: list[SourceText], path: str = ""
) -> EvaluatedCall | None:
    """The run's outcome against the claim, at the line of the source that gave it."""
    if isinstance(out.value, (js_instances.Instance, py_instances.Instance)):
        if c.kind != "raise":
            return None  # an object is no literal a key item states
        # the constructor ends normally: said in words, not as `return this` (quick-lru's question read "the code
        # … is `return this`" of a constructor)
        agrees, actual = False, ENDS_NORMALLY
    else:
        if out.value is UNDEFINED and c.kind == "return" and c.value is None and c.written.lower() == "none":
            return None
        verdict = _agrees(c, out, kind, _bases(sources))
        if verdict is None or (c.worded and not isinstance(out.value, bool) and out.kind == "return"):
            return None
        agrees, actual = verdict, _shown(out, kind)
    at = next((s for s in sources if s.path == (out.file or path)), None)
    if at is None:
        return None
    lines = at.text.split("\n")
    line = out.line
    if c.kind == "raise" and out.kind == "return":
        # the test it passed, else the last statement it ran (not the end of the function, which may be a raise
        # in a branch the run did not take)
        line = _passed_guard(lines, out.path, c.value) or (out.path[-1] if out.path else line)
    statement = lines[line - 1].strip() if 0 < line <= len(lines) else ""
    claim = Claim(said.program, c.kind, c.value, c.written, c.worded)
    return EvaluatedCall(claim, at.path, line, statement, actual, agrees, out.path)


def ran_steps(program: str) -> str | None:
    """The calls of a sequence's program as a person reads them, or None for a program of one call.

    >>> ran_steps("const __o = new Queue(); __o.enqueue('a'); __o.dequeue()")
    "new Queue() → enqueue('a') → dequeue()"
    >>> ran_steps("__o = Stack(2)\\n__o.push(1)\\n__o.size"), ran_steps("ordinal(1)")
    ('Stack(2) → push(1) → size', None)
    """
    if not program.startswith(("const __o = ", "__o = ")):
        return None
    parts = re.split(r";\s*|\n", program)
    return " → ".join(re.sub(r"^(?:const )?__o(?: = |\.)", "", p.strip()) for p in parts if p.strip())


def _passed_guard(lines: list[str], path: tuple[int, ...], exception: str | None) -> int | None:
    """The test the run passed without throwing the exception the text expects: the last line of the path whose
    lines up to the next line run hold `throw new <exception>` (`if (!(options.maxSize > 0)) {` above its throw).
    A reviewer asks there, not at the constructor's closing brace."""
    name = re.escape(exception) if exception else r"[A-Za-z_$][\w$]*"
    throw = re.compile(r"\b(?:throw\s+new|raise)\s+" + name + r"\b")
    found = None
    for here, after in zip(path, (*path[1:], None), strict=True):
        end = after - 1 if after is not None and after > here else here + 1
        if any(throw.search(lines[i - 1]) for i in range(here + 1, min(end, len(lines)) + 1)):
            found = here
    return found


__all__ = ["instance_call", "ran_steps", "said_sequence"]
