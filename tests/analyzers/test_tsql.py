"""T-SQL routines: bodies to the batch's `GO`, IF / THROW / RAISERROR / TRY-CATCH, a CASE on a parameter (tsql.py).

The shapes are AdventureWorksLT's `ufnGetSalesOrderStatusText` and `uspLogError` (Microsoft's sample database,
read in /tmp in session 15, not committed), cut down; before tsql.py the function gave no item and the procedure
was "SQL statement 2 could not be parsed".
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.designer._one_file_run import spec_of
from utspec.analyzers import analyze
from utspec.models import Kind, SourceText

SCRIPT = """CREATE FUNCTION [dbo].[ufnStatusText](@Status tinyint)
RETURNS nvarchar(15)
AS
BEGIN
    DECLARE @ret nvarchar(15);
    SET @ret =
        CASE @Status
            WHEN 1 THEN 'In process'
            WHEN 2 THEN 'Approved'
            ELSE '** Invalid **'
        END;
    RETURN @ret
END;
GO

CREATE PROCEDURE [dbo].[uspLogError]
    @ErrorLogID int = 0 OUTPUT
AS
BEGIN
    SET NOCOUNT ON;
    SET @ErrorLogID = 0;
    BEGIN TRY
        IF ERROR_NUMBER() IS NULL
            RETURN;
        IF XACT_STATE() = -1
        BEGIN
            PRINT 'Cannot log error since the current transaction is in an uncommittable state. ';
            RETURN;
        END
        IF @ErrorLogID > 100
            THROW 50001, N'too many', 1;
        IF @ErrorLogID < 0
            RAISERROR('negative id', 10, 1);
        INSERT [dbo].[ErrorLog] ([UserName], [ErrorNumber]) VALUES (CONVERT(sysname, CURRENT_USER), ERROR_NUMBER());
        SET @ErrorLogID = @@IDENTITY;
    END TRY
    BEGIN CATCH
        PRINT 'An error occurred in stored procedure uspLogError: ';
        RETURN -1;
    END CATCH
END;
GO
SELECT 1 AS done;
"""


def _items(dialect: str | None = None) -> list[tuple[str, int, str, str | None]]:
    from utspec.analyzers.options import AnalyzerOptions

    opts = AnalyzerOptions(sql_dialect=dialect) if dialect else AnalyzerOptions()
    got = analyze([SourceText(path="aw.sql", text=SCRIPT)], options=opts)
    assert not [n for n in got.notices if "could not" in str(n)], got.notices
    return [(i.kind.value, i.line, i.text, i.symbol) for i in got.items]


@pytest.mark.parametrize("dialect", [None, "tsql"])
def test_a_routine_runs_to_its_batch_end(dialect: str | None) -> None:
    items = _items(dialect)
    assert ("sql_case", 8, "@Status = 1", "dbo.ufnStatusText") in items
    assert ("branch", 23, "ERROR_NUMBER() IS NULL", "dbo.uspLogError") in items
    assert ("boundary", 25, "XACT_STATE() = -1", "dbo.uspLogError") in items
    assert ("boundary", 30, "@ErrorLogID > 100", "dbo.uspLogError") in items
    assert ("raise", 31, "THROW 50001, N'too many', 1", "dbo.uspLogError") in items
    assert not [i for i in items if i[0] == "raise" and "RAISERROR" in i[2]]  # severity 10 only reports
    assert [i for i in items if i[0] == "sql_write" and i[1] == 34]
    assert ("handler", 37, "BEGIN CATCH", "dbo.uspLogError") in items


def test_the_catch_block_does_not_rethrow() -> None:
    got = analyze([SourceText(path="aw.sql", text=SCRIPT)])
    (h,) = [i for i in got.items if i.kind is Kind.HANDLER]
    assert h.effect is not None and h.effect.endswith("(not re-raised)") and "RETURN -1" in h.effect


def test_the_spec_calls_the_function_and_knows_the_try(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"aw.sql": SCRIPT})
    by_input = {c["input"]: c["expected"] for c in spec["cases"]}
    call = "Call `dbo.ufnStatusText(@Status)` with `@Status` = `{}`."
    assert by_input[call.format(2)] == "The function returns `'Approved'`."
    assert by_input[call.format(3)] == "The function returns `'** Invalid **'`."
    expected = " ".join(c["expected"] for c in spec["cases"])
    assert "caught by the try block around line 34" in expected
    assert "reaches the caller" not in expected
    printed = [c["expected"] for c in spec["cases"] if c["input"] == "`XACT_STATE()` returns `-1` (test double)."]
    assert printed and "`PRINT`" in printed[0]


def test_a_throw_states_its_error_number_and_message(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"aw.sql": SCRIPT})
    over = [c["expected"] for c in spec["cases"] if c["input"] == "`@ErrorLogID` = `101`."]
    assert over == ['`50001` is raised with the message "too many".']


def test_a_null_test_of_a_call_is_a_test_double(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"aw.sql": SCRIPT})
    held = [c for c in spec["cases"] if c["perspective"] == "`ERROR_NUMBER() IS NULL` holds"]
    assert [c["input"] for c in held] == ["`ERROR_NUMBER()` returns `NULL` (test double)."]
