"""PL/pgSQL bodies (`CREATE FUNCTION … AS $$ … $$ LANGUAGE plpgsql`, `DO $$ … $$`): a small block reader.

sqlglot keeps a function body as one string. Its PostgreSQL tokenizer still reads the body (strings,
comments, `:=`), and PL/pgSQL's statements are few and keyword-led, so a flat reader over those
tokens finds what a test must cover:

- `IF` / `ELSIF` conditions, `CASE … WHEN` arms, `EXIT`/`CONTINUE … WHEN` conditions → `branch`
  (a numeric comparison inside → `boundary`, with test values, as in code);
- `WHILE`, `LOOP`, `FOR … LOOP`, `FOREACH … LOOP` → `loop`;
- `RAISE` at level EXCEPTION (also a bare `RAISE;` and `RAISE condition_name`) → `raise`;
  NOTICE, WARNING, INFO, LOG and DEBUG only report and change no control flow;
- `EXCEPTION WHEN … THEN` → `handler`;
- embedded statements (SELECT, INSERT, UPDATE, DELETE, MERGE, WITH, PERFORM, RETURN QUERY, the query
  of `FOR r IN SELECT …`) → read as SQL, as statements in a `.sql` file are.

A body in `LANGUAGE sql` is plain SQL and is read as such. PostgreSQL's own PL/pgSQL parser (pglast)
is the ground truth of `bench/accuracy_plpgsql.py`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from sqlglot import exp
from sqlglot.dialects.dialect import Dialect
from sqlglot.errors import TokenError
from sqlglot.tokens import Token, TokenType

from utspec.analyzers.draft import Draft, one_line
from utspec.analyzers.routine_boundaries import boundaries
from utspec.models import Kind, NoteKind, Notice, NoticeReason
from utspec.notices import notice

#: RAISE levels that only report (no exception is raised).
_REPORT_LEVELS = frozenset({"DEBUG", "LOG", "INFO", "NOTICE", "WARNING"})
#: Tokens a PL/pgSQL INTO target list is made of (`v`, `r.a`, `a, b`); a clause keyword ends it.
_TARGET_TOKENS = frozenset({TokenType.VAR, TokenType.DOT, TokenType.COMMA})
_CLAUSES = frozenset(
    {"FROM", "WHERE", "GROUP", "HAVING", "ORDER", "LIMIT", "OFFSET", "UNION", "FOR", "WINDOW"}
)
_SQL_STARTS = frozenset({"SELECT", "INSERT", "UPDATE", "DELETE", "MERGE", "WITH", "VALUES", "TABLE"})

#: Reads one embedded SQL statement: (text, 1-based file line of its first character) -> drafts and notices.
SqlReader = Callable[[str, int], tuple[list[Draft], list[Notice]]]


@dataclass(frozen=True)
class Body:
    """A routine's body: its text, where it starts in the file, and its language."""

    text: str
    line: int
    offset: int
    language: str
    name: str | None = None
    """The routine's name as written (`url_decode`, `jwt.sign`); None for a `DO` block. Its items' `symbol`."""


def routine_body(statement: str, line: int) -> Body | None:
    """The dollar-quoted body of `CREATE FUNCTION/PROCEDURE … AS $$ … $$` or `DO $$ … $$`; None otherwise.

    Args:
        statement: one statement's text.
        line: the file line where `statement` begins.
    """
    head = statement.lstrip()[:200].upper()
    if not (
        head.startswith("DO") or head.startswith("CREATE") and (" FUNCTION " in head or " PROCEDURE " in head)
    ):
        return None
    is_do = head.startswith("DO") and not head[2:3].isalnum()
    try:
        # sqlglot reads the rest of a DO as one command string: blank the keyword to see the body's token.
        tokens = (
            Dialect.get_or_raise("postgres")
            .tokenizer()
            .tokenize("  " + statement.lstrip()[2:] if is_do else statement)
        )
    except TokenError:
        return None
    if is_do:
        statement = "  " + statement.lstrip()[2:]
    words = [t.text.upper() for t in tokens]
    if (
        is_do
        or words[:2] == ["CREATE", "FUNCTION"]
        or words[:2] == ["CREATE", "PROCEDURE"]
        or (words[:4] in (["CREATE", "OR", "REPLACE", "FUNCTION"], ["CREATE", "OR", "REPLACE", "PROCEDURE"]))
    ):
        bodies = [t for t in tokens if t.token_type is TokenType.HEREDOC_STRING]
        if not bodies:
            return None
        body = bodies[0]
        language = "plpgsql"  # DO's default
        for i, w in enumerate(words[:-1]):
            if w == "LANGUAGE":
                language = tokens[i + 1].text.strip("'\"").lower()
        tag_end = statement.index("$", body.start + 1) + 1
        start = tag_end
        return Body(statement[start : start + len(body.text)], line + statement.count("\n", 0, start), start, language,
                    None if is_do else _routine_name(tokens, words))  # fmt: skip
    return None


def _routine_name(tokens: list[Token], words: list[str]) -> str | None:
    """The (possibly schema-qualified) name after FUNCTION / PROCEDURE: `sign`, `public.url_decode`."""
    at = next((i for i, w in enumerate(words) if w in ("FUNCTION", "PROCEDURE")), None)
    if at is None:
        return None
    parts: list[str] = []
    for t in tokens[at + 1 :]:
        if t.token_type is TokenType.DOT:
            continue
        if t.token_type is TokenType.L_PAREN or (
            parts and tokens[tokens.index(t) - 1].token_type is not TokenType.DOT
        ):
            break
        parts.append(t.text.strip('"'))
    return ".".join(parts) or None


@dataclass
class _Reader:
    path: str
    body: Body
    tokens: list[Token]
    read_sql: SqlReader
    drafts: list[Draft] = field(default_factory=list)
    notices: list[Notice] = field(default_factory=list)
    #: open constructs: "block", "exception", "if", "loop", ("case", subject text or "")
    stack: list[object] = field(default_factory=list)

    def line(self, tok: Token) -> int:
        return self.body.line + self.body.text.count("\n", 0, tok.start)

    def word(self, i: int) -> str:
        if i >= len(self.tokens):
            return ""
        t = self.tokens[i]
        return "" if t.token_type in (TokenType.STRING, TokenType.HEREDOC_STRING) else t.text.upper()

    def text(self, i: int, j: int) -> str:
        """Source text of tokens i..j-1."""
        if i >= j:
            return ""
        return self.body.text[self.tokens[i].start : self.tokens[j - 1].end + 1]

    def until(self, i: int, *stops: str) -> int:
        """Index of the first token at or after i that is one of `stops`, outside nested CASE … END."""
        depth = 0
        while i < len(self.tokens):
            w = self.word(i)
            if w == "CASE":
                depth += 1
            elif w == "END" and depth:
                depth -= 1
            elif depth == 0 and (
                w in stops or self.tokens[i].token_type is TokenType.SEMICOLON and ";" in stops
            ):
                return i
            i += 1
        return i

    def add(self, kind: Kind, tok: Token, text: str, effect: str | None = None, **fields: object) -> None:
        line = self.line(tok)
        self.drafts.append(
            Draft(kind, line, line, one_line(text), self.body.offset + tok.start, None, effect, fields)
        )

    def condition(self, tok: Token, cond: str, effect: str | None) -> None:
        """A branch on `cond`, and a boundary per numeric comparison inside it."""
        self.add(Kind.BRANCH, tok, cond, effect)
        for text, op, value, values in boundaries(cond, "postgres", (exp.Column,)):
            self.add(Kind.BOUNDARY, tok, text, effect, operator=op, value=value, test_values=values)

    def first_statement(self, i: int) -> str | None:
        end = self.until(i, ";")
        return one_line(self.text(i, end)) if end > i else None

    def sql(self, i: int, end: int, prefix: str = "") -> None:
        """Read tokens i..end-1 as one SQL statement (`prefix` replaces nothing: it is prepended on the same line)."""
        if end <= i:
            return
        text = prefix + self._without_into(i, end)
        drafts, notices = self.read_sql(text, self.line(self.tokens[i]))
        self.drafts.extend(drafts)
        self.notices.extend(notices)

    def _without_into(self, i: int, end: int) -> str:
        """The statement's text with PL/pgSQL's `INTO [STRICT] target, …` blanked, as PL/pgSQL itself strips it.

        `SELECT … WHERE … INTO v;` is no SQL sqlglot reads; blanks keep every other position.
        """
        text = self.text(i, end)
        if self.word(i) not in ("SELECT", "WITH"):
            return text
        depth = 0
        for j in range(i, end):
            tt = self.tokens[j].token_type
            depth += tt is TokenType.L_PAREN
            depth -= tt is TokenType.R_PAREN
            if depth == 0 and self.word(j) == "INTO":
                k = j + 1 + (self.word(j + 1) == "STRICT")
                while k < end and (
                    self.tokens[k].token_type in _TARGET_TOKENS or self.word(k - 1) in (",", ".")
                ):
                    if self.word(k) in _CLAUSES:
                        break
                    k += 1
                base = self.tokens[i].start
                a, b = self.tokens[j].start - base, self.tokens[k - 1].end + 1 - base
                return text[:a] + "".join(c if c == "\n" else " " for c in text[a:b]) + text[b:]
        return text

    def run(self) -> None:
        i = 0
        n = len(self.tokens)
        while i < n:
            i = self.statement(i)

    def statement(self, i: int) -> int:  # noqa: C901, PLR0911, PLR0912  (one arm per PL/pgSQL statement)
        tok = self.tokens[i]
        w = self.word(i)
        if tok.token_type is TokenType.SEMICOLON:
            return i + 1
        if w == "<" and self.word(i + 1) == "<":  # <<label>>
            j = i + 2
            while j < len(self.tokens) and not (self.word(j) == ">" and self.word(j + 1) == ">"):
                j += 1
            return j + 2
        if w == "DECLARE":
            return self.until(i + 1, "BEGIN")
        if w == "BEGIN":
            self.stack.append("block")
            return i + 1
        if w == "EXCEPTION" and "block" in self.stack:
            self.stack.append("exception")
            return i + 1
        if w == "END":
            nxt = self.word(i + 1)
            if nxt in ("IF", "LOOP", "CASE"):
                self._pop({"IF": "if", "LOOP": "loop", "CASE": "case"}[nxt])
            else:
                if self.stack and self.stack[-1] == "exception":
                    self.stack.pop()
                self._pop("block")
            j = i + 1  # `END CASE;` would open a CASE for `until`: step to the `;` plainly
            while j < len(self.tokens) and self.tokens[j].token_type is not TokenType.SEMICOLON:
                j += 1
            return j + 1
        if w in ("IF", "ELSIF", "ELSEIF"):
            then = self.until(i + 1, "THEN")
            if w == "IF":
                self.stack.append("if")
            self.condition(tok, self.text(i + 1, then), self.first_statement(then + 1))
            return then + 1
        if w == "ELSE":
            return i + 1
        if w == "CASE":
            when = self.until(i + 1, "WHEN")
            self.stack.append(("case", self.text(i + 1, when)))
            return when
        if w == "WHEN":
            then = self.until(i + 1, "THEN")
            header = self.text(i + 1, then)
            top = self.stack[-1] if self.stack else None
            if top == "exception":
                self.add(Kind.HANDLER, tok, f"WHEN {header}", self._handler_effect(then + 1))
            elif isinstance(top, tuple):
                subject = top[1]
                cond = f"{subject} IN ({header})" if subject else header
                self.condition(tok, cond, self.first_statement(then + 1))
            return then + 1
        if w in ("WHILE", "FOR", "FOREACH", "LOOP"):
            loop = i if w == "LOOP" else self.until(i + 1, "LOOP")
            self.stack.append("loop")
            if w == "WHILE":
                self.add(Kind.LOOP, tok, self.text(i + 1, loop))
            else:
                self.add(Kind.LOOP, tok, self.text(i, loop) or "LOOP")
                if w == "FOR" and (at := self._query_start(i + 1, loop)) is not None:
                    self.sql(at, loop)  # FOR r IN SELECT … LOOP
            return loop + 1
        end = self.until(i, ";")
        if w in ("EXIT", "CONTINUE"):
            when = self.until(i + 1, "WHEN", ";")
            if when < end:
                self.condition(tok, self.text(when + 1, end), one_line(self.text(i, when)))
        elif w == "RAISE":
            level = self.word(i + 1)
            if level not in _REPORT_LEVELS:
                stmt = self.text(i, end)
                self.add(Kind.RAISE, tok, stmt, stmt)
        elif w == "PERFORM":
            self.sql(i + 1, end, prefix="SELECT ")
        elif w == "RETURN" and self.word(i + 1) == "QUERY" and self.word(i + 2) in _SQL_STARTS:
            self.sql(i + 2, end)
        elif w in _SQL_STARTS:
            self.sql(i, end)
        return end + 1

    def _pop(self, what: str) -> None:
        for k in range(len(self.stack) - 1, -1, -1):
            entry = self.stack[k]
            if entry == what or isinstance(entry, tuple) and what == "case":
                del self.stack[k:]
                return

    def _handler_effect(self, i: int) -> str | None:
        """The handler's statements (up to the next WHEN or END), `(not re-raised)` when none raises."""
        stmts: list[str] = []
        raises = False
        while i < len(self.tokens) and self.word(i) not in ("WHEN", "END"):
            end = self.until(i, ";")
            text = one_line(self.text(i, end), 80)
            raises |= self.word(i) == "RAISE" and self.word(i + 1) not in _REPORT_LEVELS
            if len(stmts) < 3 and text:
                stmts.append(text)
            if self.word(i) in ("IF", "CASE", "LOOP", "WHILE", "FOR", "BEGIN"):
                break  # nested structure: the first statements are enough for an effect
            i = end + 1
        shown = "; ".join(stmts) or "(empty)"
        return one_line(shown + ("" if raises else " (not re-raised)"))

    def _query_start(self, i: int, end: int) -> int | None:
        in_at = self.until(i, "IN", "LOOP")
        j = in_at + 1
        if j < end and self.word(j) == "REVERSE":
            return None
        return j if j < end and self.word(j) in _SQL_STARTS else None


def analyze_body(path: str, body: Body, read_sql: SqlReader) -> tuple[list[Draft], list[Notice]]:
    """Drafts of a PL/pgSQL body (see the module docstring); a body the tokenizer cannot read is a notice."""
    try:
        tokens = Dialect.get_or_raise("postgres").tokenizer().tokenize(body.text)
    except TokenError as exc:
        return [], [notice(path, "plpgsql_unparsed", line=body.line, kind=NoteKind.UNANALYSED,
                           reason=NoticeReason.SQL_UNPARSED, why=str(exc).splitlines()[0])]  # fmt: skip
    reader = _Reader(path, body, tokens, read_sql)
    reader.run()
    return reader.drafts, reader.notices
