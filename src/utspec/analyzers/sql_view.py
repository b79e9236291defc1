"""The query of a CREATE VIEW (or CREATE TABLE … AS) whose header sqlglot cannot parse.

PostgreSQL's `CREATE VIEW pg_stats WITH (security_barrier) AS SELECT …` fails in every sqlglot
dialect on the option list alone, and the whole view (every CASE and condition in it) was lost. The
header carries nothing the checklist needs: the statement is read again with its option list blanked
(same length, so lines hold), and when that still fails, the query after `AS` is read on its own.
"""

from __future__ import annotations

from sqlglot.tokens import Token, TokenType

#: Words that may stand between CREATE and VIEW / TABLE.
_MODIFIERS = frozenset(
    {"OR", "REPLACE", "TEMP", "TEMPORARY", "RECURSIVE", "MATERIALIZED", "UNLOGGED", "GLOBAL", "LOCAL"}
)
_STARTS = frozenset({"SELECT", "WITH", "VALUES", "TABLE", "("})


def closing_paren(tokens: list[Token], open_at: int) -> int | None:
    """Index of the `)` token that closes the `(` token at `open_at` (None when none does)."""
    depth = 0
    for i in range(open_at, len(tokens)):
        depth += tokens[i].token_type is TokenType.L_PAREN
        depth -= tokens[i].token_type is TokenType.R_PAREN
        if depth == 0:
            return i
    return None


def view_query_parts(text: str, tokens: list[Token], words: list[str]) -> list[tuple[str, int]]:
    """What to read again of a CREATE VIEW / TABLE … AS statement that failed: (SQL text, offset in `text`).

    `words` are the tokens' upper-case texts. Empty when the statement is no such CREATE.

    """
    if not words or words[0] != "CREATE":
        return []
    i = 1
    while i < len(words) and words[i] in _MODIFIERS:
        i += 1
    if i >= len(words) or words[i] not in ("VIEW", "TABLE"):
        return []
    # the first `AS` at the top level that starts the query
    depth = 0
    as_at = None
    for j in range(i + 1, len(tokens)):
        depth += tokens[j].token_type is TokenType.L_PAREN
        depth -= tokens[j].token_type is TokenType.R_PAREN
        if depth == 0 and words[j] == "AS" and j + 1 < len(words) and words[j + 1] in _STARTS:
            as_at = j
            break
    if as_at is None:
        return []
    for j in range(i + 1, as_at):
        if words[j] == "WITH" and tokens[j + 1].token_type is TokenType.L_PAREN:
            close = closing_paren(tokens, j + 1)
            if close is not None and close < as_at:
                start, end = tokens[j].start, tokens[close].end + 1
                return [(text[:start] + " " * (end - start) + text[end:], 0)]
    start = tokens[as_at + 1].start
    return [(text[start:], start)]
