"""T-SQL routines (SQL Server, Azure SQL): `CREATE PROCEDURE|FUNCTION|TRIGGER … AS` bodies, a small block reader.

A T-SQL script separates batches with `GO` lines, and a routine's body runs to its batch's end: it holds `;`
that end nothing, `IF` without `THEN`, `BEGIN … END` blocks and `BEGIN TRY … END TRY BEGIN CATCH … END CATCH`.
Split on `;` as other SQL is, AdventureWorks' `uspLogError` was "SQL statement 2 could not be parsed" and its
`ufnGetSalesOrderStatusText` (`SET @ret = CASE @Status WHEN 1 THEN 'In process' …`) gave no item: a SQL Server
shop got a spec with no case from its code. The reader walks the body's tokens as `utspec.analyzers.plpgsql`
walks PL/pgSQL's:

- `IF` conditions → `branch` (a numeric comparison inside → `boundary`); `WHILE` → `loop`;
- `THROW`, and `RAISERROR` of severity 11 or more → `raise` (severity 10 or less only reports);
- `BEGIN CATCH` → `handler`, "(not re-raised)" unless it throws;
- embedded SELECT / INSERT / UPDATE / DELETE / MERGE / WITH, a `SET @x = CASE …` expression and an inline
  function's `RETURN (SELECT …)` → read as SQL, as statements in a `.sql` file are.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from sqlglot import exp
from sqlglot.dialects.dialect import Dialect
from sqlglot.errors import TokenError
from sqlglot.tokens import Token, TokenType

from utspec.analyzers.draft import Draft, one_line
from utspec.analyzers.routine_boundaries import boundaries
from utspec.analyzers.sql_script import GO_LINE
from utspec.models import Kind, Notice

_HEAD = re.compile(
    r"\A(?:\s+|--[^\n]*\n|/\*.*?\*/)*CREATE\s+(?:OR\s+ALTER\s+)?(?:PROC|PROCEDURE|FUNCTION|TRIGGER)\s+"
    r"(?P<name>(?:\[[^\]]+\]|\"[^\"]+\"|[\w@#$]+)(?:\s*\.\s*(?:\[[^\]]+\]|\"[^\"]+\"|[\w@#$]+))*)",
    re.IGNORECASE | re.DOTALL,
)
#: Words that begin a statement: an `IF` condition ends at one (T-SQL has no THEN).
_STARTS = frozenset({
    "BEGIN", "RETURN", "SET", "SELECT", "INSERT", "UPDATE", "DELETE", "MERGE", "EXEC", "EXECUTE", "PRINT", "THROW",
    "RAISERROR", "DECLARE", "IF", "WHILE", "BREAK", "CONTINUE", "GOTO", "ROLLBACK", "COMMIT", "WITH", "ELSE", "END",
    "TRUNCATE", "OPEN", "FETCH", "CLOSE", "DEALLOCATE", "WAITFOR",
})  # fmt: skip
#: Words that end a statement written without `;` (a query's own SET / SELECT are not among them).
_ENDERS = _STARTS - {"SET", "SELECT", "INSERT", "UPDATE", "DELETE", "MERGE", "WITH"}
_SQL_STARTS = frozenset({"SELECT", "INSERT", "UPDATE", "DELETE", "MERGE", "WITH"})
#: RAISERROR severities up to this one are informational: control goes on.
_INFO_SEVERITY = 10

#: Reads one embedded SQL statement: (text, 1-based file line of its first character) -> drafts and notices.
SqlReader = Callable[[str, int], tuple[list[Draft], list[Notice]]]


@dataclass(frozen=True)
class Routine:
    """One routine of a T-SQL script: its name, its body's text and where that body starts in the script."""

    name: str
    text: str
    offset: int
    """Character offset of the body in the script."""
    batch: tuple[int, int]
    """(start, end) offsets of the routine's whole batch, which the plain statement splitter must not read."""


def _name(raw: str) -> str:
    """`[dbo].[uspLogError]` -> `dbo.uspLogError`."""
    return ".".join(p.strip().strip('[]"') for p in raw.split("."))


def routines(script: str) -> list[Routine]:
    """Every `CREATE PROCEDURE|FUNCTION|TRIGGER` batch of a T-SQL script, its body after the header's `AS`.

    >>> r = routines("CREATE PROC [dbo].[p] @n int = 0 AS\\nBEGIN\\n  IF @n > 3 RETURN;\\nEND\\nGO\\nSELECT 1;\\n")
    >>> [(x.name, x.text.strip()[:5]) for x in r]
    [('dbo.p', 'BEGIN')]
    """
    out: list[Routine] = []
    starts = [0] + [m.end() for m in GO_LINE.finditer(script)]
    ends = [m.start() for m in GO_LINE.finditer(script)] + [len(script)]
    for start, end in zip(starts, ends, strict=True):
        batch = script[start:end]
        head = _HEAD.match(batch)
        if head is None:
            continue
        at = _body_start(batch, head.end())
        if at is not None:
            out.append(Routine(_name(head.group("name")), batch[at:], start + at, (start, end)))
    return out


def _body_start(batch: str, after: int) -> int | None:
    """Offset just after the header's `AS` (outside parentheses: `RETURNS TABLE (…) AS`, a CAST's `AS` inside)."""
    try:
        tokens = Dialect.get_or_raise(None).tokenizer().tokenize(batch[after:])
    except TokenError:
        return None
    depth = 0
    for t in tokens:
        if t.token_type is TokenType.L_PAREN:
            depth += 1
        elif t.token_type is TokenType.R_PAREN:
            depth -= 1
        elif depth == 0 and t.text.upper() == "AS":
            return after + t.end + 1
    return None


def blank_batches(script: str, spans: list[tuple[int, int]]) -> str:
    """`script` with the routines' batches and every `GO` line blanked (newlines kept, so lines still count)."""
    chars = list(script)
    for a, b in spans:
        for k in range(a, b):
            if chars[k] != "\n":
                chars[k] = " "
    out = "".join(chars)
    return GO_LINE.sub(lambda m: " " * len(m.group(0)), out)


@dataclass
class _Reader:
    path: str
    routine: Routine
    line0: int
    """File line of the body's first character."""
    tokens: list[Token]
    read_sql: SqlReader
    drafts: list[Draft] = field(default_factory=list)
    notices: list[Notice] = field(default_factory=list)

    def line(self, tok: Token) -> int:
        return self.line0 + self.routine.text.count("\n", 0, tok.start)

    def word(self, i: int) -> str:
        if i >= len(self.tokens):
            return ""
        t = self.tokens[i]
        return "" if t.token_type in (TokenType.STRING, TokenType.NATIONAL_STRING) else t.text.upper()

    def text(self, i: int, j: int) -> str:
        if i >= j:
            return ""
        return self.routine.text[self.tokens[i].start : self.tokens[j - 1].end + 1]

    def scan(self, i: int, stops: frozenset[str]) -> int:
        """The first token at or after i that is `;` or one of `stops`, outside parentheses and CASE … END."""
        paren = case = 0
        while i < len(self.tokens):
            tt, w = self.tokens[i].token_type, self.word(i)
            if tt is TokenType.L_PAREN:
                paren += 1
            elif tt is TokenType.R_PAREN:
                paren = max(paren - 1, 0)
            elif w == "CASE":
                case += 1
            elif w == "END" and case:
                case -= 1
            elif paren == 0 and case == 0 and (tt is TokenType.SEMICOLON or w in stops):
                return i
            i += 1
        return i

    def end_of(self, i: int) -> int:
        """Where the statement starting at token i ends (exclusive)."""
        return self.scan(i + 1, _ENDERS)

    def add(self, kind: Kind, tok: Token, text: str, effect: str | None = None, **fields: object) -> None:
        line = self.line(tok)
        self.drafts.append(
            Draft(kind, line, line, one_line(text), self.routine.offset + tok.start, None, effect, fields)
        )

    def condition(self, tok: Token, cond: str, effect: str | None) -> None:
        """A branch on `cond`, and a boundary per numeric comparison of a column, variable or call inside it."""
        self.add(Kind.BRANCH, tok, cond, effect)
        for text, op, value, values in boundaries(cond, "tsql", (exp.Column, exp.Parameter, exp.Anonymous)):
            self.add(Kind.BOUNDARY, tok, text, effect, operator=op, value=value, test_values=values)

    def first_statement(self, i: int) -> str | None:
        """The first statement at token i (inside a `BEGIN … END` block when one opens there)."""
        if self.word(i) == "BEGIN" and self.word(i + 1) not in ("TRY", "CATCH", "TRAN", "TRANSACTION"):
            i += 1
        end = self.end_of(i)
        return one_line(self.text(i, end)) if end > i else None

    def sql(self, i: int, end: int, prefix: str = "") -> None:
        if end <= i:
            return
        drafts, notices = self.read_sql(prefix + self.text(i, end), self.line(self.tokens[i]))
        self.drafts.extend(drafts)
        self.notices.extend(notices)

    def run(self) -> None:
        i = 0
        while i < len(self.tokens):
            i = self.statement(i)

    def statement(self, i: int) -> int:  # noqa: C901, PLR0911, PLR0912  (one arm per T-SQL statement)
        tok, w = self.tokens[i], self.word(i)
        if tok.token_type is TokenType.SEMICOLON or w == "ELSE":
            return i + 1
        if w == "BEGIN":
            nxt = self.word(i + 1)
            if nxt == "CATCH":
                self.add(Kind.HANDLER, tok, "BEGIN CATCH", self._handler_effect(i + 2))
                return i + 2
            if nxt in ("TRAN", "TRANSACTION", "DISTRIBUTED"):
                return self.end_of(i)
            return i + (2 if nxt == "TRY" else 1)
        if w == "END":
            return i + (2 if self.word(i + 1) in ("TRY", "CATCH") else 1)
        if w in ("IF", "WHILE"):
            body = self.scan(i + 1, _STARTS)
            cond = self.text(i + 1, body)
            if w == "IF":
                self.condition(tok, cond, self.first_statement(body))
            else:
                self.add(Kind.LOOP, tok, cond)
            return body
        end = self.end_of(i)
        if w == "THROW":
            self.add(Kind.RAISE, tok, self.text(i, end), self.text(i, end))
        elif w == "RAISERROR" and _severity(self.text(i, end)) > _INFO_SEVERITY:
            self.add(Kind.RAISE, tok, self.text(i, end), self.text(i, end))
        elif w == "SET" and any(self.word(k) == "CASE" for k in range(i, end)):
            eq = next((k for k in range(i, end) if self.tokens[k].token_type is TokenType.EQ), None)
            if eq is not None:  # `SET @ret = CASE @Status WHEN 1 THEN …`: the CASE read as a query's
                self.sql(eq + 1, end, prefix="SELECT ")
        elif w == "RETURN" and self.tokens[i + 1 : i + 2] and self.word(i + 2) in _SQL_STARTS:
            self.sql(i + 2, end - (self.tokens[end - 1].token_type is TokenType.R_PAREN))  # RETURN (SELECT …)
        elif w in _SQL_STARTS:
            self.sql(i, end)
        return end

    def _handler_effect(self, i: int) -> str:
        """The CATCH block's first statements, "(not re-raised)" when none throws."""
        stmts: list[str] = []
        raises = False
        depth = 0
        while i < len(self.tokens):
            w = self.word(i)
            if w == "END" and self.word(i + 1) == "CATCH" and depth == 0:
                break
            if w == "BEGIN":
                depth += 1
                i += 1
                continue
            if w == "END":
                depth = max(depth - 1, 0)
                i += 1
                continue
            if self.tokens[i].token_type is TokenType.SEMICOLON or w == "ELSE":
                i += 1
                continue
            end = self.end_of(i) if w not in ("IF", "WHILE") else self.scan(i + 1, _STARTS)
            text = self.text(i, end)
            raises |= w == "THROW" or w == "RAISERROR" and _severity(text) > _INFO_SEVERITY
            if len(stmts) < 3 and text:
                stmts.append(one_line(text, 80))
            i = max(end, i + 1)
        return one_line("; ".join(stmts) or "(empty)") + ("" if raises else " (not re-raised)")


def _severity(stmt: str) -> int:
    """RAISERROR's severity (its second argument); 16 when it cannot be read (the usual error severity).

    >>> _severity("RAISERROR('bad', 16, 1)"), _severity("RAISERROR (N'note', 10, 1)"), _severity("RAISERROR(@m, @s, 1)")
    (16, 10, 16)
    """
    m = re.search(r"\(\s*(?:N?'(?:[^']|'')*'|[@\w]+)\s*,\s*(\d+)", stmt)
    return int(m.group(1)) if m else 16


def analyze_routine(
    path: str, routine: Routine, line: int, read_sql: SqlReader
) -> tuple[list[Draft], list[Notice]]:
    """Drafts of one T-SQL routine's body (see the module docstring), each with the routine as its symbol."""
    try:
        tokens = Dialect.get_or_raise(None).tokenizer().tokenize(routine.text)
    except TokenError:
        return [], []
    reader = _Reader(path, routine, line, tokens, read_sql)
    reader.run()
    for d in reader.drafts:
        d.symbol = d.symbol or routine.name
    return reader.drafts, reader.notices


__all__ = ["GO_LINE", "Routine", "analyze_routine", "blank_batches", "routines"]
