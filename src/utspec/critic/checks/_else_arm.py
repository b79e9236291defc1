"""The `else` arm of a cited branch: what it raises runs only off the branch's condition.

A checklist branch item carries its block's first statement (`effects_of`); an `if` whose block does
nothing and whose `else` raises (jeraconv's `if self.__is_correct_format(s): pass⏎else: raise
ValueError('…invalid.')`) gives the branch the effect `pass`, and the raise is an item of its own that
the true-side case does not cite. So on the case where the condition holds, "`ValueError` is raised"
contradicted nothing, and neither did "is not raised" where it fails.

Here the `else` belonging to the branch's own `if` is found in the source (same indentation: Python's
`else:`, a brace language's `} else {`, PL/pgSQL's `ELSE`; an `elif`/`else if`/`ELSIF` chain is left
alone, its arm has a condition of its own) and its first statement is read as an effect.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.effects import Effect, statement_effect
from utspec.codetext import indent

_ELSE = re.compile(r"^\}?\s*(?:else\s*:|else\s*\{?$|ELSE$)")
_CHAIN = re.compile(r"^\}?\s*(?:elif\b|else\s+if\b|ELSIF\b|ELSEIF\b|END\s+IF\b)")
_CLOSE = re.compile(r"^\}\s*;?$")


def _statement(lines: Sequence[str], start: int) -> str:
    """The statement starting at 0-based `start`, over the lines its open parentheses take."""
    parts: list[str] = []
    depth = 0
    for line in lines[start : start + 6]:
        text = line.strip()
        parts.append(text)
        depth += text.count("(") - text.count(")")
        if depth <= 0:
            break
    return " ".join(parts).rstrip("{").strip()


def else_arm(lines: Sequence[str], line: int) -> tuple[int, Effect] | None:
    """(1-based line, effect) of the first statement of the `else` of the `if` on `line` (1-based); None if none.

    >>> src = ["def f(s):", "    if ok(s):", "        pass", "    else:", "        raise ValueError('bad '", "                         'input')", "    return s"]
    >>> at, e = else_arm(src, 2); at, e.kind, e.name, e.message
    (5, 'raise', 'ValueError', 'bad input')
    >>> else_arm(["if (a) {", "  x = 1;", "} else {", "  throw new E(\\"m\\");", "}"], 1)[1].name
    'E'
    >>> else_arm(["if a:", "    x = 1", "elif b:", "    raise E()", "else:", "    raise F()"], 1) is None
    True
    >>> else_arm(["IF a THEN", "  x := 1;", "ELSE", "  RAISE EXCEPTION 'no';", "END IF;"], 1)[0]
    4
    >>> else_arm(["if a:", "    x = 1", "y = 2", "else_ = 3"], 1) is None
    True
    """
    if not 1 <= line <= len(lines):
        return None
    own = indent(lines[line - 1])
    for n in range(line, len(lines)):
        text = lines[n].strip()
        if not text or text.startswith(("#", "//", "--", "/*", "*")):
            continue
        ind = indent(lines[n])
        if ind > own:
            continue
        if ind < own or _CHAIN.match(text):
            return None
        if _ELSE.match(text):
            after = next((k for k in range(n + 1, len(lines)) if lines[k].strip()), None)
            if after is None or indent(lines[after]) <= own:
                return None
            return after + 1, statement_effect(_statement(lines, after))
        if _CLOSE.match(text):
            continue  # `}` then `else {` on the next line
        return None
    return None


_HEADER = re.compile(
    r"^(?:async\s+)?def\s|^(?:public|private|protected|static|function|func|CREATE)\b|^[\w<>\[\], ]+\s+\w+\s*\(.*\)\s*\{?$"
)
_PLAIN = re.compile(r"^(?:try\s*:|try\s*\{|\}?\s*try\b|with\s|BEGIN\b|DECLARE\b|\{$)")


def unconditional(lines: Sequence[str], line: int) -> bool:
    """Whether the statement on `line` (1-based) runs whenever its function runs that far: every block around it up
    to the function's header is a plain one (`try`, `with`, `BEGIN`), not a handler, a loop or another branch.

    >>> src = ["def walk(doc):", "    try:", "        x = doc[1]", "    except KeyError:", "        if V:", "            raise A()"]
    >>> unconditional(src, 5), unconditional(["def f(s):", "    if ok(s):", "        pass"], 2)
    (False, True)
    >>> unconditional(["def f(s):", "    try:", "        if ok(s):", "            pass"], 3)
    True
    """
    if not 1 <= line <= len(lines):
        return False
    level = indent(lines[line - 1])
    for n in range(line - 2, -1, -1):
        text = lines[n].strip()
        if not text or text.startswith(("#", "//", "--", "*", "/*", "@")) or indent(lines[n]) >= level:
            continue
        level = indent(lines[n])
        if _HEADER.match(text):
            return True
        if not _PLAIN.match(text):
            return False
    return False


def _same_message(a: str, b: str) -> bool:
    return " ".join(a.split()).casefold() == " ".join(b.split()).casefold()


def else_raise_hit(
    fires: bool,
    exc: str,
    message: str | None,
    others: Sequence[str | None],
    raised: frozenset[str],
    not_raised: frozenset[str],
    messages: Sequence[str],
    quiet: bool,
) -> str | None:
    """'skipped' (said raised where the condition holds), 'runs' (said not raised where it fails), or None.

    `exc`, `message`: the `else` arm's raise; `others`: the messages of the function's other raises of the
    same type (a "raised" claim may be about one of them); `quiet`: the result says no exception, a normal
    end or a returned value.

    >>> else_raise_hit(True, "ValueError", "bad", [], frozenset({"ValueError"}), frozenset(), [], False)
    'skipped'
    >>> else_raise_hit(True, "ValueError", "bad", ["era"], frozenset({"ValueError"}), frozenset(), [], False) is None
    True
    >>> else_raise_hit(True, "ValueError", "bad", ["era"], frozenset({"ValueError"}), frozenset(), ["bad"], False)
    'skipped'
    >>> else_raise_hit(False, "ValueError", "bad", [], frozenset(), frozenset({"ValueError"}), [], False)
    'runs'
    >>> else_raise_hit(False, "ValueError", "bad", [], frozenset(), frozenset(), [], True)
    'runs'
    """
    if fires and exc in raised:
        if not others:
            return "skipped"
        if message and messages and all(_same_message(m, message) for m in messages):
            return None if any(o and _same_message(o, message) for o in others) else "skipped"
        return None
    if not fires and not raised and (exc in not_raised or quiet):
        return "runs"
    return None


__all__ = ["else_arm", "else_raise_hit", "unconditional"]
