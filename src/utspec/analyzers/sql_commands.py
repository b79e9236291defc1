"""Conditions inside statements sqlglot keeps only as a `Command`: EXPLAIN, CREATE RULE, CREATE POLICY.

sqlglot does not model these statements, but what they hold is SQL it does read: the statement
EXPLAIN explains, a rule's `WHERE` condition and its actions, a policy's `USING (…)` and
`WITH CHECK (…)` conditions. Each part is cut out by its tokens and read as SQL again, on its own
line of the file (a condition is read as `SELECT 1 WHERE <condition>`, the prefix on the
condition's first line, so lines hold).
"""

from __future__ import annotations

from collections.abc import Callable

from sqlglot.dialects.dialect import Dialect
from sqlglot.errors import TokenError
from sqlglot.tokens import Token, TokenType

from utspec.analyzers.draft import Draft
from utspec.analyzers.sql_view import closing_paren, view_query_parts
from utspec.models import Notice

#: Reads SQL text that starts on a file line: (text, line) -> drafts and notices.
SqlReader = Callable[[str, int], tuple[list[Draft], list[Notice]]]
_STATEMENT_STARTS = frozenset({"SELECT", "INSERT", "UPDATE", "DELETE", "MERGE", "WITH", "VALUES", "TABLE"})


def _tokens(text: str, dialect: str | None) -> list[Token] | None:
    try:
        return Dialect.get_or_raise(dialect).tokenizer().tokenize(text)
    except TokenError:
        return None


def _words(tokens: list[Token]) -> list[str]:
    return [
        "" if t.token_type in (TokenType.STRING, TokenType.HEREDOC_STRING) else t.text.upper() for t in tokens
    ]


def command_drafts(
    text: str, line: int, dialect: str | None, read: SqlReader
) -> tuple[list[Draft], list[Notice]]:
    """Items of the SQL inside an EXPLAIN, CREATE RULE or CREATE POLICY statement starting on file line `line`."""
    tokens = _tokens(text, dialect)
    if tokens and tokens[0].token_type is TokenType.COMMAND:
        # sqlglot reads what follows a command keyword (EXPLAIN) as one string: blank the keyword, read on.
        text = " " * len(tokens[0].text) + text[tokens[0].end + 1 :]
        tokens = _tokens(text, dialect)
        if tokens:
            words = _words(tokens)
            at = next((i for i, w in enumerate(words) if w in _STATEMENT_STARTS), None)
            if at is None:
                return [], []
            return read(text[tokens[at].start :], line + text.count("\n", 0, tokens[at].start))
    if not tokens:
        return [], []
    words = _words(tokens)
    parts: list[tuple[str, int]] = []  # (SQL text, offset in `text`)
    if words[:2] == ["CREATE", "POLICY"] or words[:2] == ["ALTER", "POLICY"]:
        for i, w in enumerate(words[:-1]):
            if w in ("USING", "CHECK") and tokens[i + 1].token_type is TokenType.L_PAREN:
                close = closing_paren(tokens, i + 1)
                if close is not None and close > i + 2:
                    start = tokens[i + 2].start
                    parts.append(("SELECT 1 WHERE " + text[start : tokens[close - 1].end + 1], start))
    elif "RULE" in words[:4] and words[0] == "CREATE" and "DO" in words:
        do = words.index("DO")
        if "WHERE" in words[:do]:
            where = words.index("WHERE")
            start = tokens[where + 1].start
            parts.append(("SELECT 1 WHERE " + text[start : tokens[do - 1].end + 1], start))
        first = do + 1 + (words[do + 1 : do + 2] in (["ALSO"], ["INSTEAD"]))
        if first < len(tokens) and words[first] != "NOTHING":
            start, end = tokens[first].start, tokens[-1].end + 1
            body = text[start:end]
            if tokens[first].token_type is TokenType.L_PAREN and tokens[-1].token_type is TokenType.R_PAREN:
                body = " " + body[1:-1] + " "  # `DO INSTEAD (a; b)`: blanks keep the positions
            parts.append((body, start))
    else:
        # `CREATE VIEW v WITH (security_barrier) AS …`: an option list sqlglot cannot parse (sql_view)
        parts = view_query_parts(text, tokens, words)
    drafts: list[Draft] = []
    notices: list[Notice] = []
    for sql, offset in parts:
        got, notes = read(sql, line + text.count("\n", 0, offset))
        drafts.extend(got)
        notices.extend(notes)
    return drafts, notices
