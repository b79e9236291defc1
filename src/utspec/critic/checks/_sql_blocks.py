"""The lines a PL/pgSQL `IF … THEN` / `ELSIF … THEN` guards, for branch items that carry only their own line.

The PL/pgSQL reader (`analyzers.plpgsql`) gives a branch item its condition's line and the first statement it
guards, but no block: `end_line` equals `line`. `_elsewhere` asks whether every line making a stated assignment
sits under a branch the case does not cite, so on pg_partman's `calculate_time_partition_info` a result moved
from the `p_date_trunc_interval IS NOT NULL` case ("`base_timestamp` becomes `date_trunc(p_date_trunc_interval,
p_start_time)`") onto the `p_time_interval < '1 day'` case found no branch around the assignment and passed.
This module reads the block from the text: from the line after `THEN` to the line before the `ELSIF`, `ELSE` or
`END IF` at the same depth. Nested `IF`, `CASE`, `BEGIN` and loops count as depth (a line that starts one, or
ends with `LOOP`/`CASE`; any line starting with `END` closes one). A one-line `IF … END IF;` or a head this
reader does not recognise keeps the item as it is.

>>> src = ["IF a < 1 THEN", "    x := 1;", "    IF b THEN", "        y := 2;", "    ELSE", "        y := 3;",
...        "    END IF;", "ELSIF a > 9 THEN", "    x := 9;", "ELSE", "    x := 5;", "END IF;"]
>>> block_end(src, 1), block_end(src, 3), block_end(src, 8), block_end(["IF a THEN x := 1; END IF;"], 1)
(7, 4, 9, None)
>>> block_end(["IF a", "   AND b THEN  -- two lines", "  FOR r IN 1..3 LOOP", "    z := r;", "  END LOOP;", "END IF;"], 1)
5
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from utspec.models import ChecklistItem, Kind

_HEAD = re.compile(r"^\s*(?:IF|ELSIF|ELSEIF)\b", re.IGNORECASE)
_THEN = re.compile(r"\bTHEN\b", re.IGNORECASE)
_OPENS = re.compile(r"^\s*(?:IF|CASE|BEGIN)\b|\b(?:LOOP|CASE)\s*$", re.IGNORECASE)
_ARM = re.compile(r"^\s*(?:ELSIF|ELSEIF|ELSE)\b", re.IGNORECASE)
_CLOSES = re.compile(r"^\s*END\b", re.IGNORECASE)


def _code(line: str) -> str:
    """The line without a `--` comment (a quoted `--` is rare enough in a condition to ignore)."""
    return line.split("--", 1)[0].rstrip()


def block_end(lines: Sequence[str], line: int) -> int | None:
    """The last line (1-based) of the block the `IF`/`ELSIF` on `line` guards (None: not that form)."""
    if not 1 <= line <= len(lines) or not _HEAD.match(_code(lines[line - 1])):
        return None
    then = next(
        (n for n in range(line, min(len(lines), line + 20) + 1) if _THEN.search(_code(lines[n - 1]))), None
    )
    if then is None or re.search(r"\bEND\s+IF\b", _code(lines[then - 1]), re.IGNORECASE):
        return None
    depth = 0
    for n in range(then + 1, len(lines) + 1):
        text = _code(lines[n - 1])
        if depth == 0 and (_ARM.match(text) or _CLOSES.match(text)):
            return n - 1 if n - 1 > line else None
        if _CLOSES.match(text):
            depth -= 1
        elif _OPENS.search(text) and not re.search(r"\bEND\s+(?:IF|LOOP|CASE)\b", text, re.IGNORECASE):
            depth += 1
    return None


def with_block_ends(items: Sequence[ChecklistItem], sources: Mapping[str, str]) -> list[ChecklistItem]:
    """`items` with each one-line SQL branch given the end of the block it guards, where it can be read."""
    out: list[ChecklistItem] = []
    lines: dict[str, list[str]] = {}
    for item in items:
        if (
            item.kind is Kind.BRANCH
            and item.end_line <= item.line
            and item.language == "sql"
            and item.file in sources
        ):
            text = lines.setdefault(item.file, sources[item.file].split("\n"))
            if (end := block_end(text, item.line)) is not None:
                item = item.model_copy(update={"end_line": end})
        out.append(item)
    return out


__all__ = ["block_end", "with_block_ends"]
