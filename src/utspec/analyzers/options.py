"""What callers may tune about the analyzers; every default works for the examples and the benchmark."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cached_property, lru_cache

from pydantic import BaseModel, ConfigDict, Field

from utspec.analyzers.callee_patterns import callee_matcher
from utspec.analyzers.callees import CalleeBits
from utspec.analyzers.guard_calls import guard_of
from utspec.models import Kind

#: `callee_verdict` bits: the call is an external effect; its first string argument is SQL; it is a throwing
#: argument check (`Assert.hasText`, `Objects.requireNonNull`: `utspec.analyzers.guard_calls`).
CALL_ITEM, SQL_CALL, GUARD_CALL = 1, 2, 4

#: Last name segments of calls whose first string argument is SQL (compared case-insensitively).
DEFAULT_SQL_CALLS: tuple[str, ...] = (
    # Python DB-API, pandas, SQLAlchemy, Django
    "execute", "executemany", "executescript", "query", "read_sql", "read_sql_query", "text", "raw",
    # Java JDBC / JPA
    "executeQuery", "executeUpdate", "executeLargeUpdate", "prepareStatement", "prepareCall", "createQuery",
    "createNativeQuery",
    # .NET ADO.NET / Dapper / EF
    "ExecuteNonQuery", "ExecuteReader", "ExecuteScalar", "QueryFirst", "QueryFirstOrDefault", "QuerySingle",
    "FromSqlRaw", "ExecuteSqlRaw",
    # Go database/sql
    "Exec", "ExecContext", "Query", "QueryContext", "QueryRow", "QueryRowContext", "Prepare", "PrepareContext",
)  # fmt: skip

#: Callee patterns (`fnmatch`, matched against the dotted callee as written) for external effects.
DEFAULT_CALL_PATTERNS: tuple[str, ...] = (
    # databases
    "*.execute", "*.executemany", "*.executescript", "*.commit", "*.rollback", "*.executeQuery",
    "*.executeUpdate", "*.ExecuteNonQuery", "*.ExecuteReader", "*.ExecuteScalar", "*.SaveChanges*",
    "*.Exec", "*.ExecContext", "*.query", "*.Query", "*.QueryContext", "*.QueryRow", "*.QueryRowContext", "read_sql*",
    "*.read_sql*",
    # HTTP
    "requests.*", "httpx.*", "urlopen", "*.urlopen", "fetch", "axios.*", "*.HttpClient*", "*.GetAsync",
    "*.PostAsync", "*.PutAsync", "*.DeleteAsync", "*.SendAsync", "http.Get", "http.Post", "http.NewRequest*",
    "*.Do",
    # mail
    "*.sendmail", "*.send_message", "smtplib.SMTP*", "*.begin_send", "*.send_mail", "send_mail", "*.Send", "*.send_*",
    "*mailer*.*", "*Mailer*.*", "*smtp*.*", "*Smtp*.*",
    # files and processes
    "open", "*.write_text", "*.write_bytes", "os.remove", "os.unlink", "os.rename", "shutil.*", "subprocess.*",
    "os.system", "Files.write*", "Files.delete*", "File.Write*", "File.Delete", "os.WriteFile", "os.Remove",
    "fs.writeFile*", "fs.unlink*",
)  # fmt: skip

#: Config keys that carry behaviour: matched against each word of a key (`max_retries` → max, retries).
DEFAULT_CONFIG_WORDS: tuple[str, ...] = (
    "timeout", "timeouts", "retry", "retries", "attempts", "backoff", "delay", "interval", "limit", "limits",
    "max", "min", "maximum", "minimum", "threshold", "enabled", "enable", "disabled", "disable", "url", "uri",
    "endpoint", "host", "port", "ttl", "expiry", "expire", "expires", "expiration", "rate", "concurrency",
    "pool", "batch", "size", "capacity", "quota", "cron", "schedule", "auth", "token", "secret", "password",
    "level", "mode", "strict", "verify", "ssl", "tls",
)  # fmt: skip


class AnalyzerOptions(BaseModel):
    """Settings for one `analyze` call (passed in, never read from the environment)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    sql_dialect: str | None = Field(
        default=None, description="sqlglot dialect name (`postgres`, `tsql`…); None = generic."
    )
    sql_call_names: tuple[str, ...] = Field(
        default=DEFAULT_SQL_CALLS, description="Call names whose first string argument is parsed as SQL."
    )
    call_patterns: tuple[str, ...] = Field(
        default=DEFAULT_CALL_PATTERNS, description="fnmatch patterns of callees that become `call` items."
    )
    config_words: tuple[str, ...] = Field(
        default=DEFAULT_CONFIG_WORDS, description="Words that make a YAML/JSON key a `config` item."
    )
    must_cover: dict[Kind, bool] = Field(default_factory=dict, description="Per-kind override of must-cover.")

    @property
    def sql_call_set(self) -> frozenset[str]:
        return frozenset(n.lower() for n in self.sql_call_names)

    @property
    def callee_verdict(self) -> Callable[[str], int]:
        """`CALL_ITEM | SQL_CALL` bits for a callee as written (`cur.execute`); 0 for most calls."""
        return _verdicts(self.call_patterns, self.sql_call_names)

    @property
    def callee_bits(self) -> CalleeBits:
        """`callee_verdict` for a callee given as source bytes, remembered across files of this configuration."""
        return _callee_bits(self.call_patterns, self.sql_call_names)

    @cached_property
    def config_word_set(self) -> frozenset[str]:
        return frozenset(w.lower() for w in self.config_words)


#: What separates a callee's segments (`a.b`, `A::b`, `p->b`): the last one is matched against the SQL call names.
_SEGMENTS = re.compile(r"[.:>]")


@lru_cache(maxsize=16)
def _verdicts(patterns: tuple[str, ...], sql_names: tuple[str, ...]) -> Callable[[str], int]:
    """One classifier per distinct configuration, shared by every options object that has it.

    Callees repeat (`len`, `self.assertEqual`): answers are remembered, so the combined pattern
    regex runs once per distinct callee, not once per call.
    """
    matches = callee_matcher(patterns)
    names = frozenset(n.lower() for n in sql_names)
    seen: dict[str, int] = {}

    def verdict(callee: str) -> int:
        bits = seen.get(callee)
        if bits is None:
            flat = "".join(callee.split())
            last = _SEGMENTS.split(flat)[-1].lower()
            bits = (CALL_ITEM if matches(flat) else 0) | (SQL_CALL if last in names else 0)
            bits |= GUARD_CALL if guard_of(flat) is not None else 0
            if len(seen) > 200_000:
                seen.clear()
            seen[callee] = bits
        return bits

    return verdict


@lru_cache(maxsize=16)
def _callee_bits(patterns: tuple[str, ...], sql_names: tuple[str, ...]) -> CalleeBits:
    """One bytes-keyed memory per distinct configuration, like `_verdicts` (keyed by the same two tuples)."""
    return CalleeBits(_verdicts(patterns, sql_names))
