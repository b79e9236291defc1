"""Split SQL text into statements with sqlglot's dialect-aware tokenizer.

Where a statement ends depends on the dialect: MySQL's `'it\\'s'` is one string (its backslash
escapes the quote), PostgreSQL's `$$ … $$` body holds `;` that end nothing. sqlglot's tokenizer
knows both, so the split is the tokens between `;` tokens: no quote or comment scanning by hand.

The configured dialect is tried first; when its tokenizer fails on the text (or does not know
dollar quoting and the text has some), the common dialects follow (`FALLBACK_DIALECTS`). When no
dialect tokenizes the whole text, the statements before the failure are still returned, and the
rest is reported as not analysed (`Split.failed_at`).
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlglot.dialects.dialect import Dialect
from sqlglot.errors import TokenError
from sqlglot.tokens import Token, TokenType

#: Dialects retried, in this order, when the configured one cannot read a text (issue 10).
FALLBACK_DIALECTS: tuple[str, ...] = ("postgres", "mysql", "tsql", "oracle", "sqlite")


def dialect_order(dialect: str | None) -> tuple[str | None, ...]:
    """The configured dialect (None = sqlglot's generic one) first, then the fallbacks not yet tried."""
    return (dialect, *(d for d in FALLBACK_DIALECTS if d != dialect))


@dataclass(frozen=True)
class Piece:
    """One statement: the 1-based line where its first token begins and its text (first to last token)."""

    line: int
    text: str


@dataclass(frozen=True)
class Split:
    """The statements of a text and how they were found.

    Attributes:
        pieces: the statements, in order.
        dialect: the dialect whose tokenizer split the text (None = generic).
        failed_at: when no tokenizer read the whole text, the 1-based line where the unread rest
            begins (its statements are not analysed), and the tokenizer's message.
    """

    pieces: list[Piece]
    dialect: str | None
    failed_at: tuple[int, str] | None = None


def _tokenize(text: str, dialect: str | None) -> tuple[list[Token], str | None]:
    """(tokens, None) on success; (tokens read before the failure, message) otherwise."""
    tokenizer = Dialect.get_or_raise(dialect).tokenizer()
    try:
        return tokenizer.tokenize(text), None
    except TokenError as exc:
        return list(getattr(tokenizer, "tokens", []) or []), str(exc).split("\n")[0]


def _knows_dollar_quotes(tokens: list[Token]) -> bool:
    """False when the tokens hold `$$` or `$tag$` as a plain word: this dialect would split inside a body."""
    return not any(
        t.token_type is TokenType.VAR and len(t.text) >= 2 and t.text[0] == "$" == t.text[-1] for t in tokens
    )


def _ends(tokens: list[Token]) -> list[int]:
    """Indexes of the `;` tokens that end statements.

    A `;` inside parentheses ends none (`CREATE RULE … DO INSTEAD (a; b)`, as in psql), unless the
    parentheses never close: then one missing `)` would swallow the rest of the file, so from the
    statement it opens on every `;` ends a statement again.
    """
    ends: list[int] = []
    depth = 0
    start = 0  # first token of the current statement
    for i, tok in enumerate(tokens):
        if tok.token_type is TokenType.L_PAREN:
            depth += 1
        elif tok.token_type is TokenType.R_PAREN and depth:
            depth -= 1
        elif tok.token_type is TokenType.SEMICOLON and depth == 0:
            ends.append(i)
            start = i + 1
    if depth:
        ends += [i for i in range(start, len(tokens)) if tokens[i].token_type is TokenType.SEMICOLON]
    return ends


def _pieces(text: str, tokens: list[Token]) -> list[Piece]:
    out: list[Piece] = []
    begin = 0
    for end in [*_ends(tokens), len(tokens)]:
        if end > begin:
            first, last = tokens[begin], tokens[end - 1]
            # Offsets, not sqlglot's `line`: its PostgreSQL tokenizer counts some newlines twice.
            out.append(Piece(text.count("\n", 0, first.start) + 1, text[first.start : last.end + 1]))
        begin = end + 1
    return out


def split_sql(text: str, dialect: str | None = None) -> Split:
    """The statements of `text`, split by the first dialect (see `dialect_order`) that tokenizes it."""
    whole: tuple[list[Token], str | None] | None = None
    failure: tuple[list[Token], str, str | None] | None = None
    for candidate in dialect_order(dialect):
        tokens, error = _tokenize(text, candidate)
        if error is None and _knows_dollar_quotes(tokens):
            return Split(_pieces(text, tokens), candidate)
        if error is None and whole is None:
            whole = (tokens, candidate)
        elif error is not None and failure is None:
            failure = (tokens, error, candidate)
    if whole is not None:  # read whole only by dialects without dollar quoting: `$$` is just a word then
        return Split(_pieces(text, whole[0]), whole[1])
    assert failure is not None
    tokens, error, candidate = failure
    # Keep the statements the configured dialect completed; the one it was inside, and the rest, are not read.
    done = max((i for i, t in enumerate(tokens) if t.token_type is TokenType.SEMICOLON), default=-1)
    rest_start = tokens[done].end + 1 if done >= 0 else 0
    rest_line = text.count("\n", 0, rest_start) + _leading_newlines(text, rest_start) + 1
    return Split(_pieces(text, tokens[: done + 1]), candidate, (rest_line, error))


def _leading_newlines(text: str, start: int) -> int:
    """Newlines between `start` and the next non-blank character (where the unread statement begins)."""
    rest = text[start:]
    return rest[: len(rest) - len(rest.lstrip())].count("\n")
