"""Expected results from the code's own effects (`utspec.analyzers.effects`), said through the catalog."""

from __future__ import annotations

from utspec.analyzers.effects import Effect, statement_effect
from utspec.designer.offline.unpacked_call import unpacked_call
from utspec.messages import Catalog
from utspec.models import Category


def code(text: str) -> str:
    """Quote code as code (a backtick inside becomes a quote so the Markdown cell stays whole)."""
    return f"`{q(text)}`"


def q(text: str) -> str:
    """Text to put between backticks in a template."""
    return text.replace("`", chr(39))


def say(e: Effect, msg: Catalog, *, happens: bool = True, line: int | None = None) -> str | None:
    """One effect as a checkable clause (or its absence when `happens` is false); None when unobservable."""
    k = e.kind
    if k == "raise":
        if e.name == "panic":
            key = (
                ("panic_msg" if e.message else "panic")
                if happens
                else ("not_panic_msg" if e.message else "not_panic")
            )
            return msg(f"effect.{key}", msg=e.message, args=q(e.args or ""))
        if happens:
            key = "raise_msg" if e.message else "raise_args" if e.args else "raise"
        else:
            key = "not_raise_msg" if e.message else "not_raise"
        return msg(f"effect.{key}", exc=q(e.name or ""), msg=e.message, args=q(e.args or ""))
    if k == "reraise":
        return msg("effect.reraise_any") if happens else msg("effect.no_exception")
    if k == "return":
        if happens:
            return msg("effect.return", value=q(e.value)) if e.value else msg("effect.return_none")
        return (
            msg("effect.not_return", value=q(e.value), line=line)
            if e.value
            else msg("effect.not_return_none", line=line)
        )
    if k == "continue" and not happens and line is not None:
        # "The element is not skipped." alone names nothing a test can point at (soundex TC-016, blocked as
        # unobservable): the guard's line says where the element goes on, as `not_break` does for a `break`.
        return msg("effect.not_continue_at", line=line)
    if k in ("continue", "break"):
        return msg(f"effect.{k}") if happens else msg(f"effect.not_{k}", line=line)
    if k in ("output", "log"):
        if happens:
            return msg(f"effect.{k}", callee=q(e.name or ""), args=q(e.args or ""))
        if k == "log":
            return msg("effect.not_log", callee=q(e.name or ""), args=q(e.args or ""))
        return msg("effect.not_output", callee=q(e.name or ""))
    if k == "call":
        if not happens:
            return msg("effect.not_call", callee=q(e.name or ""))
        if e.args:
            return msg("effect.call", callee=q(e.name or ""), args=q(e.args))
        return msg("effect.call_noargs", callee=q(e.name or ""))
    if k == "assign":
        return msg(
            "effect.assign" if happens else "effect.not_assign", name=q(e.name or ""), value=q(e.value or "")
        )
    if k == "yield":
        return msg("effect.yield" if happens else "effect.not_yield", value=q(e.value or ""), line=line)
    if k == "value" and happens:
        return msg("effect.value", value=q(e.value or ""))
    if k == "unknown" and (found := unpacked_call(e.value or "")) is not None:
        # `(code, resp) = self.helo()`: no assignment a test reads, but the call it makes (unpacked_call.py).
        callee, args = found
        if not happens:
            return msg("effect.not_call", callee=q(callee))
        return (
            msg("effect.call", callee=q(callee), args=q(args))
            if args
            else msg("effect.call_noargs", callee=q(callee))
        )
    return None


def say_statement(stmt: str, msg: Catalog, *, happens: bool = True, line: int | None = None) -> str | None:
    return say(statement_effect(stmt), msg, happens=happens, line=line)


def category_of(effects: list[Effect]) -> Category:
    """A case whose first effect raises is an error case; anything else is normal."""
    return Category.ERROR if effects and effects[0].kind in ("raise", "reraise") else Category.NORMAL


def first_statement(effect: str | None) -> str:
    """The first statement of an analyzer effect (what a branch does first)."""
    return (effect or "").partition(" | skipped: ")[0].removesuffix(" (not re-raised)").split("; ")[0].strip()


def fmt(value: float | int | str | None) -> str:
    """A literal value as a tester types it (2.0 -> 2, None -> NULL)."""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return "NULL" if value is None else str(value)
