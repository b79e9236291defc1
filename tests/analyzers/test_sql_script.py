"""A PostgreSQL extension script reads as SQL: psql meta-commands and `@extschema@` (`utspec.analyzers.sql_script`).

Shaped after pgjwt's extension script (read in /tmp, not committed): its `\\echo … \\quit` line was "statement 0
could not be analysed", and `@extschema@.url_encode(…)` made three of six functions parse as T-SQL or not at all.
"""

from __future__ import annotations

import doctest

from utspec.analyzers import sql_script
from utspec.analyzers.checklist import analyze
from utspec.models import Kind, SourceText

SCRIPT = """\\echo Use "CREATE EXTENSION demo" to load this file. \\quit

CREATE OR REPLACE FUNCTION algorithm_sign(signables text, secret text, algorithm text)
RETURNS text LANGUAGE sql AS $$
WITH
  alg AS (
    SELECT CASE
      WHEN algorithm = 'HS256' THEN 'sha256'
      WHEN algorithm = 'HS384' THEN 'sha384'
      ELSE '' END AS id)
SELECT @extschema@.url_encode(@extschema@.hmac(signables, secret, alg.id)) FROM alg;
$$ IMMUTABLE;

CREATE OR REPLACE FUNCTION try_cast_double(inp text)
RETURNS double precision AS $$
  BEGIN
    BEGIN
      RETURN inp::double precision;
    EXCEPTION
      WHEN OTHERS THEN RETURN NULL;
    END;
  END;
$$ language plpgsql IMMUTABLE;
"""


def test_the_script_reads_whole() -> None:
    got = analyze([SourceText(path="demo--1.0.sql", text=SCRIPT)])
    assert got.notices == []  # no "could not be analysed", no "parsed only as tsql"
    cases = [(i.line, i.text) for i in got.items if i.kind is Kind.SQL_CASE]
    assert cases == [(8, "algorithm = 'HS256'"), (9, "algorithm = 'HS384'")]  # lines kept
    (handler,) = [i for i in got.items if i.kind is Kind.HANDLER]
    assert handler.effect == "RETURN NULL (not re-raised)"
    assert (
        handler.effects is not None
        and handler.effects[0].kind == "return"
        and handler.effects[0].value == "NULL"
    )


def test_doctests() -> None:
    assert doctest.testmod(sql_script).failed == 0
