"""Item effects: what a statement a checklist item guards does, as structured data a test can check.

The analyzers record each item's `effect` in the code's own words (see `utspec.analyzers.code`);
this module reads those words into `Effect` records (exception type and message, returned value,
call made, output written, assignment, loop control) for the designer and the critic. Pure: no
tree-sitter, no I/O, the same in every language the analyzers read.

>>> statement_effect('raise ValueError("email is required")')
Effect(kind='raise', name='ValueError', message='email is required', args='"email is required"')
>>> statement_effect("return order_id").kind, statement_effect("return order_id").value
('return', 'order_id')
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from utspec.analyzers.chained import chained_value
from utspec.analyzers.plpgsql_raise import read_raise
from utspec.codetext import split_top_level, top_level_operators
from utspec.models import ChecklistItem, ItemEffect, Kind

EffectKind = Literal["raise", "reraise", "return", "continue", "break", "output", "log", "call", "assign", "value",
                     "yield", "unknown"]  # fmt: skip


@dataclass(frozen=True)
class Effect:
    """One observable thing a statement does.

    Attributes:
        kind: what sort of effect (closed list).
        name: the exception type (raise), the callee (call/output/log) or the assigned name (assign).
        message: the first string literal of a raise or output, unquoted.
        args: the argument text of a raise or call.
        value: the returned / assigned / evaluated expression.
    """

    kind: EffectKind
    name: str | None = None
    message: str | None = None
    args: str | None = None
    value: str | None = None

    def __repr__(self) -> str:
        shown = ", ".join(f"{k}={v!r}" for k, v in self.__dict__.items() if v is not None)
        return f"Effect({shown})"


# `raise X(...) from e` wraps the caught exception: X is what reaches the caller.
_RAISE = re.compile(
    r"^(?:raise|throw)\s+(?:new\s+)?([\w.$]+)\s*(?:\((.*)\))?\s*(?:from\s+[\w.]+\s*)?;?$", re.S
)
_PANIC = re.compile(r"^panic\s*\((.*)\)\s*;?$", re.S)
_GO_ERR = re.compile(r"^(?:errors\.New|fmt\.Errorf)\s*\((.*)\)$", re.S)
#: PL/pgSQL writes `RETURN NULL;` (pgjwt's handler said nothing of it); `RETURN NEXT` / `RETURN QUERY` emit rows.
_RETURN = re.compile(r"^(?:return|RETURN(?!\s+(?:NEXT|QUERY)\b))\b\s*(.*?)\s*;?$", re.S)
#: A generator's output: `yield LintProblem(n, 1, 'too many blank lines')` is what a test of yamllint's rule reads
#: (`yield from` hands on another generator's items: no value of its own to state).
_YIELD = re.compile(r"^yield\s+(?!from\b)(?P<value>.+?)\s*;?$", re.S)
#: T-SQL's `THROW 50001, N'too many', 1` (error number, message, state).
_TSQL_THROW = re.compile(
    r"^THROW\s+(?P<number>\d+|@\w+)\s*,\s*(?P<msg>N?'(?:[^']|'')*'|@\w+)\s*,\s*\S+$", re.S
)
#: T-SQL's PRINT statement (`PRINT 'Cannot log error …'`): output the caller's session shows.
_TSQL_PRINT = re.compile(r"^PRINT\s+((?:N?'|@|CONVERT|CAST|CONCAT|FORMATMESSAGE).*)$", re.S)
_CALL = re.compile(r"^(?:await\s+)?([\w.$]+(?:\(\))?(?:\.[\w$]+)*)\s*\((.*)\)\s*;?$", re.S)
_ASSIGN = re.compile(r"^(?:(?:var|let|const|final|readonly|static|auto)\s+)*(?:[\w.$<>\[\]]+\s+(?=[\w$]+\s*=))?"
                     r"([\w.$\[\]\"']+)\s*(:=|[-+*/%]?=)(?!=)\s*(.+?)\s*;?$", re.S)  # fmt: skip
#: Statement keywords followed by a parenthesis: `if (…) {` is a statement, not a call of `if` (pretty-ms's branch
#: whose first statement is a nested `if (` … was stated as "`if` is called with …").
_CONTROL = frozenset({"if", "while", "for", "switch", "catch", "foreach", "using", "lock", "synchronized", "elif",
                      "return", "throw", "typeof", "sizeof", "with", "do", "else"})  # fmt: skip
_STEP = re.compile(r"^(?:(\+\+|--)\s*([\w.$]+)|([\w.$]+)\s*(\+\+|--))$")
_STRING = re.compile(r"""[fF$@]?(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|`([^`]*)`)""")
#: Callees that write output a person sees (last dotted names, lower case).
OUTPUT_CALLEES = frozenset({
    "print", "println", "printf", "console.log", "console.error", "console.warn", "console.info",
    "system.out.println", "system.out.print", "system.out.printf", "system.err.println", "system.err.print",
    "fmt.println", "fmt.printf", "fmt.print", "fmt.fprintf", "fmt.fprintln", "console.writeline", "console.write",
    "sys.stdout.write", "sys.stderr.write",
})  # fmt: skip
_LOG_OWNER = re.compile(r"(?:^|\.)(?:log|logger|logging|_log|_logger|LOG|LOGGER|Log|Logger)$")
_LOG_METHODS = frozenset({"debug", "info", "warn", "warning", "error", "exception", "critical", "fatal", "trace",
                          "printf", "println", "print", "log", "logdebug", "loginformation", "logwarning",
                          "logerror"})  # fmt: skip


#: What an expression joined into a message stands for when quoting it would break the quotes around the message.
_ELIDED = "{…}"


def _concatenated(arg: str) -> str | None:
    """A message joined with `+` from literals and expressions, as one template: each expression a `{placeholder}`
    as in a formatted message, so the words after the first expression are kept (ja2num's `'Each place (' +
    Object.keys(PLACES).join(',') + ') should not start with zero'` was the message "Each place (").

    >>> _concatenated("char + ' appears more than once'"), _concatenated('"Value " + v + " is invalid"')
    ('{char} appears more than once', 'Value {v} is invalid')
    >>> _concatenated("Object.keys(P).join(',') + ' cannot be adjacent'"), _concatenated("a + b"), _concatenated("'x'")
    ('{…} cannot be adjacent', None, None)
    """
    cuts = [i for i, _ in top_level_operators(arg, ("+",), quotes=True)]
    if not cuts:
        return None
    starts = [0, *(c + 1 for c in cuts)]
    parts = [arg[a:b].strip() for a, b in zip(starts, [*cuts, len(arg)], strict=True)]
    if any(not p for p in parts):
        return None  # `i++`, a unary plus: no join
    out, literal = "", False
    for part in parts:
        if (m := _STRING.fullmatch(part)) is not None:
            out += next(g for g in m.groups() if g is not None)
            literal = True
        else:
            out += _ELIDED if re.search(r"[\"'`{}]", part) else "{" + part + "}"
    return out if literal else None


def first_string(args: str) -> str | None:
    """The first string literal in an argument list, unquoted; adjacent literals are one (Python and C join
    `'J2W.convert method threw an exception. ' 'The value given for the argument is invalid.'`).

    >>> first_string("'threw an exception. ' 'The value is invalid.', 2")
    'threw an exception. The value is invalid.'
    >>> first_string('"a", "b"')
    'a'
    """
    m = _STRING.search(args)
    if m is None:
        return None
    for arg in split_top_level(args):
        if _STRING.search(arg):  # the argument the first literal stands in
            if (joined := _concatenated(arg)) is not None:
                return joined
            break
    out = next(g for g in m.groups() if g is not None)
    rest = args[m.end() :]
    while (
        (n := _STRING.match(rest.lstrip())) is not None
        and rest[: len(rest) - len(rest.lstrip())].strip() == ""
        and (rest.lstrip() != rest)
    ):
        out += next(g for g in n.groups() if g is not None)
        rest = rest.lstrip()[n.end() :]
    return out


#: `NumberFormatException.forInputString` (a static factory of the exception type: the JDK's Integer.parseInt).
_FACTORY = re.compile(r"^((?:[\w$]+\.)*[A-Z][\w$]*(?:Error|Exception))\.[a-z][\w$]*$")


def _raised(name: str, args: str) -> Effect:
    """A raise of `name`; a static factory of an exception type raises that type (`throw
    NumberFormatException.forInputString(s, radix)` raises a `NumberFormatException`, which a test expects).

    >>> _raised("NumberFormatException.forInputString", "s, radix").name
    'NumberFormatException'
    >>> _raised("errors.wrap", "e").name
    'errors.wrap'
    >>> _raised("exc.with_traceback", "tb").name, _raised("exc.with_traceback", "tb").args
    ('exc', None)
    """
    if (factory := _FACTORY.match(name)) is not None:
        name = factory.group(1)
    if name.endswith(".with_traceback"):
        # `raise exc.with_traceback(tb)` raises `exc` (retrying said "`exc.with_traceback` is raised with `tb`").
        return Effect("raise", name=name.removesuffix(".with_traceback"))
    return Effect("raise", name=name, message=first_string(args), args=args or None)


def _thrown_fallback(s: str) -> Effect | None:
    """`throw exceptionCreator?.Invoke() ?? new ArgumentException(…)` (C#'s guard idiom): without a custom
    exception, what is thrown is the `??`'s right operand; a test that passes none checks that type.

    >>> _thrown_fallback('throw exception ?? new ArgumentNullException(parameterName, message)')
    Effect(kind='raise', name='ArgumentNullException', args='parameterName, message')
    >>> _thrown_fallback('throw exception') is None
    True
    """
    if not re.match(r"throw\s", s):
        return None
    ops = list(top_level_operators(s, ("??",), quotes=True))
    if not ops:
        return None
    at = ops[-1][0]
    m = _RAISE.match("throw " + s[at + 2 :].strip())
    return (
        _raised(m.group(1), (m.group(2) or "").strip())
        if m and s[at + 2 :].strip().startswith("new ")
        else None
    )


def _yielded(value: str) -> Effect:
    """What a `yield` hands out: the value, and for a constructed object its type and first message.

    >>> _yielded("LintProblem(line.line_no, 1, f'too many blank lines ({n} > {max})')")
    Effect(kind='yield', name='LintProblem', message='too many blank lines ({n} > {max})', args="line.line_no, 1, f'too many blank lines ({n} > {max})'", value="LintProblem(line.line_no, 1, f'too many blank lines ({n} > {max})')")
    >>> _yielded("token")
    Effect(kind='yield', value='token')
    """
    value = value.strip()
    if (m := _CALL.match(value)) and m.group(1) not in _CONTROL:
        args = m.group(2).strip()
        return Effect("yield", name=m.group(1), message=first_string(args), args=args or None, value=value)
    return Effect("yield", value=value)


def statement_effect(stmt: str) -> Effect:
    """The effect of one statement, as the code writes it."""
    s = stmt.strip().rstrip(";").strip()
    if s in ("raise", "throw"):
        return Effect("reraise")
    if m := _RAISE.match(s):
        name, args = m.group(1), (m.group(2) or "").strip()
        return _raised(name, args)
    if (fallback := _thrown_fallback(s)) is not None:
        return fallback
    if (
        pl := read_raise(s)
    ) is not None:  # PL/pgSQL: an SQLSTATE and a message, or a NOTICE (`plpgsql_raise`)
        kind: EffectKind = "raise" if pl.kind == "raise" else "output"
        return Effect(kind, name=pl.name, message=pl.message, args=pl.args or None)
    if m := _PANIC.match(s):
        args = m.group(1).strip()
        inner = _GO_ERR.match(args)
        return _raised("panic", inner.group(1) if inner else args)
    if m := _RETURN.match(s):
        return Effect("return", value=m.group(1).strip() or None)
    if s in ("continue", "break"):
        return Effect(s)  # type: ignore[arg-type]
    if m := _YIELD.match(s):
        return _yielded(m.group("value"))
    if m := _TSQL_THROW.match(s):  # T-SQL: the error number is what a test (and a CATCH) checks
        return Effect(
            "raise", name=m.group("number"), message=first_string(m.group("msg")), args=s[5:].strip()
        )
    if m := _TSQL_PRINT.match(s):
        return Effect("output", name="PRINT", message=first_string(m.group(1)), args=m.group(1).strip())
    if s.startswith("evaluates to "):
        return Effect("value", value=s.removeprefix("evaluates to ").strip())
    if (m := _CALL.match(s)) and m.group(1) not in _CONTROL:
        callee, args = m.group(1), m.group(2).strip()
        low = callee.lower()
        if low in OUTPUT_CALLEES or low.rsplit(".", 1)[-1] in ("print", "println") and "." not in low:
            return Effect("output", name=callee, message=first_string(args), args=args or None)
        owner, _, method = callee.rpartition(".")
        if owner and _LOG_OWNER.search(owner) and method.lower() in _LOG_METHODS:
            return Effect("log", name=callee, message=first_string(args), args=args or None)
        return Effect("call", name=callee, args=args or None)
    if m := _STEP.match(s):
        name, op = (m.group(2), m.group(1)) if m.group(2) else (m.group(3), m.group(4))
        return Effect("assign", name=name, value=f"{name} {'+' if op == '++' else '-'} 1")
    if m := _ASSIGN.match(s):
        name, op, rhs = m.group(1), m.group(2), m.group(3)
        # `a = b = 1`: every target gets the last operand (chained.py).
        return Effect(
            "assign", name=name, value=chained_value(rhs) if op in ("=", ":=") else f"{name} {op[0]} {rhs}"
        )
    return Effect("unknown", value=s)


def split_effect(effect: str | None) -> tuple[list[str], bool, str | None]:
    """(statements, not re-raised, skipped statement) of an analyzer `effect` string."""
    main, _, skipped = (effect or "").partition(" | skipped: ")
    not_reraised = main.endswith(" (not re-raised)")
    main = main.removesuffix(" (not re-raised)")
    stmts = [s for s in main.split("; ") if s.strip() and s.strip() != "(empty)"]
    return stmts, not_reraised, skipped or None


def item_effects(item: ChecklistItem) -> list[Effect]:
    """What the code an item guards (or the item's own statement) does, first statement first."""
    if item.kind in (Kind.RAISE, Kind.EARLY_RETURN) and not item.effect:
        return [statement_effect(item.text)]
    stmts, _, _ = split_effect(item.effect)
    return [statement_effect(s) for s in stmts]


_CATCH = re.compile(r"^(?:except\*?|catch)\s*\(?\s*\(?([\w.$]+(?:\s*[,|]\s*[\w.$]+)*)")


def caught_types(handler_text: str) -> list[str]:
    """The exception types a handler names (`except (A, B) as e`, `catch (IOException | X e)`); [] for any."""
    m = _CATCH.match(handler_text.strip())
    if m is None:
        return []
    return [n.strip() for n in re.split(r"[,|]", m.group(1)) if n.strip()]


_BOUND = re.compile(r"(?:\bas\s+|\s|\()(\w+)\s*\)?\s*:?\s*$")


def handled_types(handler_text: str) -> list[str]:
    """The types a handler catches, without modifiers (`catch (final X e)`) or a bare variable (`catch (err)`: any).

    >>> handled_types("catch (final IOException e)"), handled_types("catch (err)"), handled_types("except (A, B) as e")
    (['IOException'], [], ['A', 'B'])
    """
    text = re.sub(r"\(\s*final\s+", "(", handler_text.strip())
    types = caught_types(text)
    return [] if len(types) == 1 and re.fullmatch(r"[a-z_]\w*", types[0]) and "(" in text else types


def bound_name(handler_text: str) -> str | None:
    """The variable a handler binds what it caught to (`except X as e`, `catch (X e)`, `catch (err)`).

    >>> bound_name("except ValueError as e"), bound_name("catch (IOException ex)"), bound_name("except KeyError")
    ('e', 'ex', None)
    """
    m = _BOUND.search(handler_text.strip())
    if m is None or not re.match(r"(?:except|catch)\b", handler_text.strip()):
        return None
    name = m.group(1)
    return (
        None
        if name in ("except", "catch") or name in caught_types(handler_text) and "(" not in handler_text
        else name
    )


def _record(e: Effect) -> ItemEffect:
    return ItemEffect(kind=e.kind, name=e.name, message=e.message, value=e.value, args=e.args)


#: Distinct statements kept by `_statement_record`. A checklist of the standard library has ~35k distinct
#: statements among ~82k; the ones that recur (`return None`, `continue`, `raise`) recur within a run.
STATEMENT_CACHE_SIZE = 8192


@lru_cache(maxsize=STATEMENT_CACHE_SIZE)
def _statement_record(stmt: str) -> ItemEffect:
    """`ItemEffect` of one statement, remembered: reading it costs three to eight regexes and a validated model.

    Keyed by the statement text alone, which is all `statement_effect` reads; `ItemEffect` is frozen,
    so items may share one.
    """
    return _record(statement_effect(stmt))


def structured_effects(item: ChecklistItem) -> list[ItemEffect]:
    """Everything a test of `item` can observe, as `ChecklistItem.effects` stores it.

    The guarded statements (`item_effects`), then what a handler does with what it caught
    (`swallow` when it does not re-raise), what a failure skips (`skip`), and an SQL write's table.

    >>> [e.kind for e in structured_effects(ChecklistItem(id="a.py:3:handler", kind=Kind.HANDLER, file="a.py",
    ...     line=3, end_line=4, language="python", text="except OSError as ex",
    ...     effect='print(ex) (not re-raised) | skipped: log.info("sent")'))]
    ['output', 'swallow', 'skip']
    """
    return effects_for(item.kind, item.text, item.effect, item.table, item.op)


def effects_for(kind: Kind, text: str, effect: str | None, table: str | None = None,
                op: str | None = None) -> list[ItemEffect]:  # fmt: skip
    """`structured_effects` from an item's fields, so the analyzers build each item once, effects included."""
    if kind is Kind.SQL_WRITE:
        return [ItemEffect(kind="write", table=table, value=op)] if table else []
    if kind in (Kind.RAISE, Kind.EARLY_RETURN) and not effect:
        stmts = [text]
    else:
        stmts, _, _ = split_effect(effect)
    out = [_statement_record(s) for s in stmts]
    if kind is Kind.HANDLER:
        _, not_reraised, skipped = split_effect(effect)
        caught = ", ".join(handled_types(text)) or None
        bound = bound_name(text)
        # `throw e` / `raise ex` of the caught variable re-raises it (Java, C#, JS/TS, Python).
        out = [ItemEffect(kind="reraise", name=caught) if e.kind == "raise" and bound and e.name == bound
               and not e.args or e.kind == "reraise" else e for e in out]  # fmt: skip
        if not_reraised:
            out.append(ItemEffect(kind="swallow", name=caught))
        if skipped:
            e = statement_effect(skipped)
            out.append(ItemEffect(kind="skip", name=e.name, message=e.message, value=e.value, args=e.args))
    return out


def effects_of(item: ChecklistItem) -> list[ItemEffect]:
    """The item's stored effects, or (an item built by hand, an old checkpoint) the same read from `effect`."""
    return item.effects if item.effects is not None else structured_effects(item)
