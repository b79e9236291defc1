"""A SQL routine's body as `evidence-outside-function` reads a function's: the lines between its head and its end.

The check read only brace languages and Python, so a PL/pgSQL case citing another routine's branch passed:
londiste's `make_fqname` case ("`londiste.make_fqname` in input/source/fqname.sql is reached …") with its ref
moved onto `split_fqname`'s `dot > 0` cites code `make_fqname` never runs (its body calls no other routine).
`designer.offline.sql_routine.routine_at` already finds a `CREATE [OR REPLACE] FUNCTION|PROCEDURE name(…)` and the
line that ends its body (`$$ language plpgsql;`, `$function$;`, T-SQL's `GO`). Only a `.sql` file is read: SQL
carried in another language's strings belongs to that language's function.

SQL names are not case-sensitive (`PERFORM Periods._Serialize(t)` runs `periods._serialize`), so each name of a
routine's body that matches a known routine's name in another case is written as that routine's name
(`fold_names`), and `_reach` reads it by name as it reads any other.

>>> src = ["create or replace function s.make_fq(i_name text)", "returns text as $$", "begin",
...        "    return 'public.' || i_name;", "end;", "$$ language plpgsql strict immutable;",
...        "create function s.split_fq(i text) returns text as $$", "begin", "  return S.MAKE_FQ(i);", "end;", "$$;"]
>>> routine_body(src, "s.make_fq", 4, "input/fq.sql")
['returns text as $$', 'begin', "    return 'public.' || i_name;", 'end;', '$$ language plpgsql strict immutable;']
>>> routine_body(src, "s.make_fq", 4, "Repo.java")
[]
>>> fold_names("  return S.MAKE_FQ(i);", {"make_fq", "split_fq"})
'  return S.make_fq(i);'
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

from utspec.designer.offline.sql_routine import routine_at

_IDENT = re.compile(r"[A-Za-z_$][\w$]*")


def routine_body(lines: Sequence[str], symbol: str | None, line: int, file: str) -> list[str]:
    """The lines after the head of the SQL routine `symbol` around `line`, to its end ([] when none is found)."""
    if not symbol or not file.lower().endswith(".sql"):
        return []
    routine = routine_at(lines, symbol, line)
    return list(lines[routine.start : routine.end]) if routine is not None else []


def fold_names(text: str, names: Collection[str]) -> str:
    """`text` with each name that matches one of `names` but for case written as that name."""
    by_lower = {n.lower(): n for n in names}
    return _IDENT.sub(lambda m: by_lower.get(m.group(0).lower(), m.group(0)), text)


__all__ = ["fold_names", "routine_body"]
