"""A rethrow of the caught exception: the exception a test double raises, named in the input and in the result.

exponential-backoff's `catch (e) { …; if (!shouldRetry || this.attemptLimitReached) { throw e; } }` said "`e` is
raised": a variable, not something a test can assert on. A test makes the dependency fail with an exception it
chose and checks that the same exception reaches the caller: "`this.request` throws `new Error('boom')` (test
double)" with "the caught `Error` reaches the caller unchanged".

The handler is the one that binds the rethrown name (backoff's `raise e` sits under `except StopIteration:`, but
`e` is bound by the outer `except exception as e`), the innermost one for a bare `raise`. The failing call is one in
its try block on a dependency: a call of a function the file does not define (`target(*args)`, `this.request()`);
a call of the file's own method (`this.applyDelay()`, ftplib's `self.voidcmd('CDUP')`) is no double a test sets,
so nothing changes. The exception: the handler's one named type (`except KeyError as e`: `KeyError('boom')`); for
a handler catching anything (`catch (e)`, `except Exception`), `Error` in JS/TS and `ValueError` in Python; for a
type passed in (backoff's `except exception as e`, `exception` a parameter), `ValueError`, with that parameter set
to it. Java/C# need the named type; Go has no exceptions. Anything else gives None: the case keeps what it said.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.effects import caught_types, statement_effect
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.drafts import Draft, expected_sentence, input_sentence
from utspec.designer.offline.facts import definitions, indent, strip_comment
from utspec.designer.offline.sentences import first_statement, q, say_statement
from utspec.models import ChecklistItem, Kind

_CATCH_ALL = {"Exception", "BaseException", "Throwable", "Error"}
_CALL = re.compile(r"(?<![\w.$])((?:this\.|self\.)?[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\s*\(")
_NOT_CALL = {"if", "for", "while", "switch", "catch", "return", "await", "new", "typeof", "function", "super",
             "print", "len", "str", "int", "float", "isinstance", "range", "list", "dict", "tuple"}  # fmt: skip


def _bound(handler: str) -> str | None:
    """The name a handler binds (`except X as e:`, `catch (X e)`, `catch (e)`).

    >>> _bound("except exception as e:"), _bound("catch (e)"), _bound("catch (IOException ex)"), _bound("except:")
    ('e', 'e', 'ex', None)
    """
    m = re.search(r"\bas\s+(\w+)\s*:?\s*$", handler.strip()) or re.search(r"catch\s*\((?:[^()]*\s)?(\w+)\s*\)",
                                                                          handler)  # fmt: skip
    return m.group(1) if m else None


def binding_handler(
    item: ChecklistItem, name: str | None, items: Sequence[ChecklistItem]
) -> ChecklistItem | None:
    """The innermost handler around `item` that binds `name` (the innermost one when `name` is None)."""
    around = sorted((h for h in items if h.kind is Kind.HANDLER and h.file == item.file
                     and h.line < item.line <= h.end_line), key=lambda h: -h.line)  # fmt: skip
    if name is None:
        return around[0] if around else None
    return next((h for h in around if _bound(h.text) == name), None)


def try_body(lines: Sequence[str], handler_line: int, language: str) -> list[str]:
    """The lines of the try block a handler (at `handler_line`, 1-based) closes.

    >>> try_body(["try:", "    ret = target()", "except E as e:", "    raise"], 3, "python")
    ['    ret = target()']
    >>> try_body(["  try {", "    await this.request();", "  } catch (e) {", "    throw e;", "  }"], 3, "typescript")
    ['    await this.request();']
    """
    k = handler_line - 1
    if language == "python":
        ind = indent(lines[k])
        j = k - 1
        while j >= 0 and not (indent(lines[j]) == ind and strip_comment(lines[j]).strip() == "try:"):
            if strip_comment(lines[j]).strip() and indent(lines[j]) < ind:
                return []
            j -= 1
        body = lines[j + 1 : k] if j >= 0 else []
        return [t for t in body if indent(t) > ind or not strip_comment(t).strip()]
    j = k if re.match(r"\s*\}?\s*try\s*\{", lines[k]) else k - 1
    while j >= 0 and not re.search(r"\btry\s*\{\s*$", strip_comment(lines[j])):
        j -= 1
    return list(lines[j + 1 : k]) if j >= 0 else []


def double_call(body: Sequence[str], lines: Sequence[str], language: str) -> str | None:
    """The first call in `body` on a dependency (a function the file does not define), as written.

    >>> double_call(["    await this.applyDelay();", "    return await this.request();"],
    ...             ["  private async applyDelay() {"], "typescript")
    'this.request'
    """
    for text in body:
        for m in _CALL.finditer(strip_comment(text)):
            callee = m.group(1)
            if callee in _NOT_CALL or callee.rsplit(".", 1)[-1] in _NOT_CALL:
                continue
            if definitions(lines, callee, language):
                continue  # the file's own function: what fails inside it is not set by a test
            return callee
    return None


def _parameter(lines: Sequence[str], name: str, before: int) -> bool:
    """Whether `name` is a parameter of a `def` above line `before` (its signature may span lines)."""
    text = "\n".join(lines[:before])
    return any(re.search(rf"[(,\s]{re.escape(name)}\s*[,)=:]", sig)
               for sig in re.findall(r"\bdef\s+\w+\s*\(([^)]*)\)", text, flags=re.S))  # fmt: skip


def double_exception(handler: ChecklistItem, lines: Sequence[str]) -> tuple[str, str, str | None] | None:
    """(type, constructed exception, parameter to set to the type) for a double failing into `handler`."""
    lang = handler.language
    text = re.sub(r"\(\s*final\s+", "(", handler.text)
    types = [t for t in caught_types(text) if t != _bound(text)]
    if lang in ("javascript", "typescript") and not types:
        return "Error", "new Error('boom')", None
    if lang == "python":
        if not types or types[0] in _CATCH_ALL:
            return "ValueError", "ValueError('boom')", None
        if len(types) == 1 and re.fullmatch(r"[a-z_]\w*", types[0]):
            passed = _parameter(lines, types[0], handler.line)
            return ("ValueError", "ValueError('boom')", types[0]) if passed else None
        return (types[0], f"{types[0]}('boom')", None) if len(types) == 1 else None
    if lang in ("java", "csharp", "c_sharp", "kotlin") and len(types) == 1 and types[0][:1].isupper():
        return types[0], f'new {types[0]}("boom")', None
    return None


def rethrows(stmt: str, handler: ChecklistItem) -> bool:
    """Whether `stmt` rethrows what `handler` caught (a bare `raise`, `throw e` of its bound name)."""
    e = statement_effect(stmt)
    return e.kind == "reraise" or (e.kind == "raise" and not e.message and e.name == _bound(handler.text))


def rethrow_double(d: Draft, item: ChecklistItem, ctx: Ctx) -> Draft:
    """`d` with the double's exception named, when it says that `item`'s rethrow happens; else `d`."""
    if item.kind not in (Kind.BRANCH, Kind.RAISE):
        return d
    effect = item.effect
    if (
        item.kind is Kind.BRANCH and "#" in item.id
    ):  # `a || b`'s second operand (`:31:branch#2`): its line's block
        effect = next((i.effect for i in ctx.items if i.id == item.id.split("#")[0]), None)
    stmt = (first_statement(effect) if item.kind is Kind.BRANCH else effect or item.text) or ""
    e = statement_effect(stmt)
    name = None if e.kind == "reraise" else e.name if e.kind == "raise" and not e.message else ""
    if name == "":
        return d
    handler = binding_handler(item, name, ctx.items)
    if handler is None or not rethrows(stmt, handler):
        return d
    plain = {expected_sentence([s], ctx) for s in (
        say_statement(stmt, ctx.msg), ctx.msg("effect.reraise_any"),
        *(ctx.msg("effect.reraise", exc=q(t)) for t in caught_types(handler.text)))  if s}  # fmt: skip
    if d.expected not in plain:
        return d  # the case is about another side (the rethrow does not happen there)
    lines = ctx.lines(item.file)
    call = double_call(try_body(lines, handler.line, item.language), lines, item.language)
    exc = double_exception(handler, lines)
    if call is None or exc is None:
        return d
    typ, made, param = exc
    parts = [d.input.rstrip(ctx.msg("sep.stop")).rstrip()] if d.input else []
    if param:
        parts.append(ctx.msg("in.value", name=param, value=typ))
    parts.append(ctx.msg("in.double_raises", call=q(call), exc=q(made)))
    return d._replace(
        input=input_sentence(parts, ctx),
        expected=expected_sentence([ctx.msg("effect.reraise", exc=q(typ))], ctx),
    )


__all__ = ["binding_handler", "double_call", "double_exception", "rethrow_double", "try_body"]
