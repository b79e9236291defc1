"""A CASE in a SQL function that maps one of the function's arguments: a test calls the function with it.

Found on pgjwt (read in /tmp, not committed): `algorithm_sign(signables, secret, algorithm)` maps
`CASE WHEN algorithm = 'HS256' THEN 'sha256' …` inside a CTE `alg`, and the case said "Test data in `alg`:
one row satisfying `algorithm = 'HS256'` … Run statement 3": `alg` is no table and `algorithm` no column. A
tester calls `algorithm_sign('a.b', 'secret', 'HS256')` and checks what it returns, which the function's final
SELECT states with the CASE's value in place (`url_encode(hmac(signables, secret, 'sha256'))`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.analyzers.sql_script import GO_LINE, script_sql
from utspec.designer.offline.case_else import case_else
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.drafts import Draft, expected_sentence
from utspec.designer.offline.sentences import q
from utspec.designer.offline.sql_values import outside
from utspec.models import Category, ChecklistItem

_PARAM = re.compile(r"^\s*(?:(?:IN|OUT|INOUT|VARIADIC)\s+)?(@?[A-Za-z_]\w*)\s+[^,]*?$", re.I)


_BODY_END = re.compile(r"\$\w*\$\s*(?:[A-Za-z_ ]+)?;?\s*$")
#: Words an `END` closes besides a CASE (`END IF`, `END LOOP`): no alias of the CASE's value.
_NOT_ALIAS = frozenset({"if", "loop", "case", "while", "for"})


@dataclass(frozen=True)
class Routine:
    """A SQL function's name, its parameters in order, and the lines of its body (1-based, inclusive)."""

    name: str
    params: tuple[str, ...]
    start: int
    end: int


def routine_at(lines: Sequence[str], name: str, line: int) -> Routine | None:
    """The `CREATE FUNCTION name(…)` around `line`, with its parameter names.

    >>> src = ["CREATE FUNCTION f(a text, b int DEFAULT 2)", "RETURNS text LANGUAGE sql AS $$",
    ...        "  SELECT CASE WHEN b = 1 THEN 'x' END;", "$$;"]
    >>> routine_at(src, "f", 3)
    Routine(name='f', params=('a', 'b'), start=1, end=4)
    >>> routine_at(src[:3] + ["$$ language sql IMMUTABLE;", "", "SELECT x FROM t;"], "f", 3).end  # not the file's end
    4
    """
    short = re.escape(name.split(".")[-1])
    head = re.compile(
        rf"CREATE\s+(?:OR\s+(?:REPLACE|ALTER)\s+)?(?:FUNCTION|PROCEDURE|PROC)\s+(?:[\[\"]?\w+[\]\"]?\.)?[\[\"]?{short}[\]\"]?\s*\(",
        re.I,
    )
    for n in range(min(line, len(lines)), 0, -1):
        if (m := head.search(lines[n - 1])) is None:
            continue
        text = "\n".join(lines[n - 1 : n + 20])
        start = m.end() - 1  # the parameter list's "("
        depth, end = 0, start
        for end in range(start, len(text)):
            depth += {"(": 1, ")": -1}.get(text[end], 0)
            if depth == 0:
                break
        params = tuple(p.group(1) for part in _split(text[start + 1 : end]) if (p := _PARAM.match(part)))
        # The closing `$$ IMMUTABLE;` / `$$ language plpgsql;`: past it lies another statement's SELECT.
        last = next((k for k in range(line, len(lines) + 1)
                     if (_BODY_END.search(lines[k - 1]) or GO_LINE.match(lines[k - 1])) and k > n + 1), len(lines))  # fmt: skip
        return Routine(name, params, n, last)
    return None


def _split(params: str) -> list[str]:
    out, depth, cur = [], 0, ""
    for ch in params:
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if ch == "," and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    return [*out, cur] if cur.strip() else out


def _returned(lines: Sequence[str], routine: Routine, alias: str | None, value: str) -> str | None:
    """The body's last SELECT list with `<cte>.<alias>` (or the bare alias) replaced by the CASE's value.

    >>> src = ["CREATE FUNCTION s(a text, alg text) RETURNS text LANGUAGE sql AS $$", "WITH x AS (",
    ...        "  SELECT CASE WHEN alg = 'H' THEN 'sha' ELSE '' END AS id)",
    ...        "SELECT @extschema@.enc(@extschema@.hmac(a, x.id)) FROM x;", "$$ IMMUTABLE;"]
    >>> _returned(src, Routine("s", ("a", "alg"), 1, 5), "id", "'sha'")
    "enc(hmac(a, 'sha'))"
    """
    body = script_sql("\n".join(lines[routine.start - 1 : routine.end]))
    starts = [m.end() for m in re.finditer(r"(?im)^\s*SELECT\s+", body)]
    if not starts or alias is None:
        return None
    found = re.match(r"(?is)(.+?)\s+FROM\b", body[starts[-1] :])
    if found is None:
        return None
    expr = re.sub(r"\(\s+", "(", " ".join(found.group(1).split()))  # a placeholder blanked after "("
    swapped = re.sub(rf"(?<![\w.])(?:\w+\.)?{re.escape(alias)}(?!\w)", value, expr)
    return swapped if swapped != expr else None


def routine_case(item: ChecklistItem, ctx: Ctx) -> list[Draft] | None:
    """The case of a CASE WHEN on an argument of the SQL function around it; None when the subject is no argument."""
    if not item.symbol or not item.column or "." in item.column:
        return None
    lines = ctx.lines(item.file)
    routine = routine_at(lines, item.symbol, item.line)
    if routine is None or item.column not in routine.params or not item.values:
        return None
    value = (item.effect or "").removeprefix("evaluates to ").strip()
    if not value:
        return None
    arg = (
        str(item.values[0]) if not isinstance(item.values[0], str) else "'" + item.values[0].strip("'") + "'"
    )
    call = f"{item.symbol}({', '.join(routine.params)})"
    # `… ELSE '' END AS id)`: the name the mapped value goes by in the rest of the body.
    tail = "\n".join(lines[item.line - 1 : routine.end])
    m = re.search(r"(?is)\bEND\s+(?:AS\s+)?(\w+)", tail)
    alias = m.group(1) if m and m.group(1).lower() not in _NOT_ALIAS else None
    cases = [_called(item, ctx, routine, call, arg, _said(lines, routine, alias, value, ctx), item.text)]
    # The last WHEN's case also covers the ELSE: an argument no WHEN names (pgjwt's unsupported algorithm).
    if (otherwise := case_else(lines, item.line)) is not None and not otherwise.later_whens:
        other = outside(item.values)
        cases.append(_called(item, ctx, routine, call, other, _said(lines, routine, alias, otherwise.value, ctx),
                             "ELSE"))  # fmt: skip
    return cases


def _set_then_returned(lines: Sequence[str], routine: Routine) -> bool:
    """Whether the body sets a variable to the CASE and returns that variable (T-SQL `SET @ret = CASE …` then
    `RETURN @ret`: AdventureWorks' ufnGetSalesOrderStatusText).

    >>> _set_then_returned(["CREATE FUNCTION f(@s int)", "AS BEGIN", "SET @ret = CASE @s WHEN 1 THEN 'a' END;",
    ...                     "RETURN @ret", "END;"], Routine("f", ("@s",), 1, 5))
    True
    """
    body = "\n".join(lines[routine.start - 1 : routine.end])
    m = re.search(r"(?is)\bSET\s+(@\w+)\s*=\s*CASE\b", body)
    return (
        m is not None
        and re.search(rf"(?i)\bRETURN\s*\(?\s*{re.escape(m.group(1))}\b", body[m.end() :]) is not None
    )


def _said(lines: Sequence[str], routine: Routine, alias: str | None, value: str, ctx: Ctx) -> str:
    """What the test checks: the function's result with the CASE's value in place, or that value itself."""
    returned = _returned(lines, routine, alias, value)
    if returned:
        return ctx.msg("sql.routine_returns", expr=returned)
    if _set_then_returned(lines, routine):
        return ctx.msg("effect.return", value=value)  # T-SQL `SET @ret = CASE …; RETURN @ret`
    return ctx.msg("sql.routine_value", result=value, alias=alias or "CASE")


def _called(
    item: ChecklistItem, ctx: Ctx, routine: Routine, call: str, arg: str, said: str, cond: str
) -> Draft:
    return Draft(
        ctx.msg("persp.sql_case", cond=q(cond)),
        Category.NORMAL,
        ctx.msg("pre.sql_routine", name=routine.name, arg=item.column),
        ctx.msg("in.sql_call", call=call, arg=item.column, value=arg),
        expected_sentence([said], ctx),
    )
