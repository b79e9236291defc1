"""What a PostgreSQL script holds besides SQL: psql meta-commands and extension-script placeholders.

Found on pgjwt (read in /tmp, not committed): an extension script starts with psql's
`\\echo Use "CREATE EXTENSION pgjwt" to load this file. \\quit` (statement 0 "could not be analysed")
and qualifies its own functions with `@extschema@.` (`@extschema@.url_encode(…)`), which PostgreSQL
substitutes when the extension is created; sqlglot's postgres parser rejects both, so three of six
functions were parsed as T-SQL or not at all. A meta-command line is blanked and a placeholder
becomes spaces (or a plain name), keeping every offset and line number where it was.
"""

from __future__ import annotations

import re

#: A T-SQL batch separator: `GO` alone on its line (optionally a count, optionally a comment). Here, not in
#: `analyzers.tsql`, so that the designer can read it without loading sqlglot (startup of a run with no SQL).
GO_LINE = re.compile(r"^[ \t]*GO[ \t]*(?:\d+[ \t]*)?(?:--[^\n]*)?$", re.IGNORECASE | re.MULTILINE)

#: A psql meta-command: a backslash command at the start of a line, to the end of that line.
_META = re.compile(r"(?m)^[ \t]*\\[A-Za-z!?][^\n]*")
#: `@extschema@.` before a qualified name, `@extschema:other@.` (PostgreSQL 16); and a bare placeholder.
_QUALIFIER = re.compile(r"@ext(?:schema|owner)(?::\w+)?@\.")
_BARE = re.compile(r"@ext(?:schema|owner)(?::\w+)?@")


def script_sql(text: str) -> str:
    """`text` with psql meta-commands blanked and extension placeholders removed, same length and lines.

    >>> src = '\\\\echo Use "CREATE EXTENSION x" to load this file. \\\\quit\\nSELECT @extschema@.f(1);'
    >>> out = script_sql(src); len(out) == len(src), out.split("\\n")[0].strip(), " ".join(out.split())
    (True, '', 'SELECT f(1);')
    >>> script_sql("SET search_path = @extschema@;")
    'SET search_path = extschema  ;'
    >>> script_sql("SELECT 'a\\\\b' FROM t;")  # a backslash inside a statement is no meta-command
    "SELECT 'a\\\\b' FROM t;"
    """
    if "\\" not in text and "@ext" not in text:
        return text
    text = _META.sub(lambda m: " " * len(m.group(0)), text)
    text = _QUALIFIER.sub(lambda m: " " * len(m.group(0)), text)
    return _BARE.sub(lambda m: "extschema".ljust(len(m.group(0))), text)
