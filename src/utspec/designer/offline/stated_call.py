"""Which of several calls a key item is about: the one whose result it states, not the calls that set it up.

Found on stringjoiner-java (session 21, first run): key items about an object with state call several of its methods,
"after `setEmptyValue("EMPTY")`, `toString()` of a joiner with nothing added returns "EMPTY"", "`new StringJoiner(",",
"{", "}")` with nothing added gives `toString()` "{}"", "`length()` of `new StringJoiner(",", "[", "]")` … is 2". Two
functions called made no scope (`scope.named_function`), so the first went by words to `setEmptyValue`'s null check
and the others to the constructor's normal path (`constructor_function` reads `new StringJoiner(`). What the item
checks is one call's result; the others build the object or put it in a state:

- a call the item opens with (`length() of …`, `add(null) adds …`) is its subject;
- else a call the item says is given or returned (`gives toString() "{}"`);
- else the one call left once the steps are set aside: an "after …" / "once …" clause up to its comma, and the
  objects built with `new`.

Anything else (two calls left, none of these forms): no scope, as before.

The function a key item names is read past its setup clause (`without_steps`): "After ConfigureAcronym("API",
"api"), ToCamel("API") returns "Api"" names `ConfigureAcronym` alone among the functions with branches (`ToCamel`
only hands over to `toCamelInitCase`), and was scoped to it: its case then stood for the `ToCamel` call too and took
the statement about `ConfigureAcronym` with it (strcase-go, session 23).
"""

from __future__ import annotations

import re

from utspec.codetext import top_level_operators

#: A setup clause: "after setEmptyValue("EMPTY") and add(""), …", "once reset() was called, …".
_STEPS = re.compile(r"\b(?:after|once)\b[^,;]*", re.IGNORECASE)
#: A call of a name (a method's last part: `.add(` names `add`), with whether `new` builds it.
_CALL = re.compile(r"(\bnew\s+)?(?<![\w])([A-Za-z_]\w*)\s*\(")
#: "gives toString()", "returns length()": the call whose result is stated.
_STATED = re.compile(r"\b(?:gives?|returns?|yields?)\s+`?(?:[A-Za-z_]\w*\.)*([A-Za-z_]\w*)\s*\(", re.IGNORECASE)


def stated_call(text: str, functions: frozenset[str]) -> str | None:
    """The function (lower case) whose result a key item calling several states, else None.

    >>> fs = frozenset({"stringjoiner", "add", "tostring", "length", "setemptyvalue"})
    >>> stated_call('length() of new StringJoiner(",", "[", "]") with nothing added is 2', fs)
    'length'
    >>> stated_call('new StringJoiner(",", "{", "}") with nothing added gives toString() "{}"', fs)
    'tostring'
    >>> stated_call('after setEmptyValue("E") and add(""), toString() returns the empty string', fs)
    'tostring'
    >>> stated_call('new StringJoiner(",").add("a") and setEmptyValue("E") both return this joiner', fs) is None
    True
    """
    calls = [(m.group(2).lower(), bool(m.group(1)), m.start()) for m in _CALL.finditer(text)]
    calls = [c for c in calls if c[0] in functions]
    if not calls:
        return None
    name, built, start = calls[0]
    if not built and not text[:start].strip(" `*"):
        return name
    stated = {m.group(1).lower() for m in _STATED.finditer(text)} & functions
    if len(stated) == 1:
        return next(iter(stated))
    left = {m.group(2).lower() for m in _CALL.finditer(_STEPS.sub(" ", text)) if not m.group(1)} & functions
    return next(iter(left)) if len(left) == 1 else None


#: The opening of a setup clause ("After ConfigureAcronym(…), …", "once reset() was called, …").
_STEP_OPEN = re.compile(r"\b(?:after|once)\b", re.IGNORECASE)


def without_steps(text: str) -> str:
    """A key item without the setup clauses that call something before what it checks, each up to its comma or
    semicolon outside brackets and quotes; the text unchanged when it has none.

    >>> without_steps('After ConfigureAcronym("API", "api"), ToCamel("API") returns "Api"')
    'ToCamel("API") returns "Api"'
    >>> without_steps('after setEmptyValue("E") and add(""), toString() returns the empty string')
    'toString() returns the empty string'
    >>> without_steps("Len() after Clear() is 0")  # no comma closes it: the text as it is
    'Len() after Clear() is 0'
    >>> without_steps("Add returns the count after the update")
    'Add returns the count after the update'
    """
    out, pos = [], 0
    for m in _STEP_OPEN.finditer(text):
        if m.start() < pos:
            continue
        end = _clause_end(text, m.end())
        if end is None or not _CALL.search(text, m.end(), end):
            continue
        out.append(text[pos : m.start()])
        pos = end + 1
    if not out:
        return text
    return ("".join(out) + text[pos:]).strip(" ,;")


def _clause_end(text: str, start: int) -> int | None:
    """The index of the first `,` or `;` at bracket depth 0 outside quotes from `start`, else None."""
    return next((start + i for i, _op in top_level_operators(text[start:], (",", ";"), quotes=True)), None)
