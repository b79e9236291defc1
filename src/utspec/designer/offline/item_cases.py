"""The case builder of each checklist kind: one small module per kind, registered in `BY_KIND`.

Every input names values (`examples`), every expected result names what a test observes (the
effects of `utspec.analyzers.effects`, said through the catalog); where the code states nothing
observable the case carries an open question instead of a sentence.
"""

from __future__ import annotations

from collections.abc import Callable

from utspec.designer.offline.boundary_cases import boundary_cases
from utspec.designer.offline.branch_cases import branch_cases
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.drafts import Draft
from utspec.designer.offline.entry_cases import entry_cases
from utspec.designer.offline.exit_cases import raise_or_return_cases
from utspec.designer.offline.handler_cases import handler_cases
from utspec.designer.offline.loop_cases import loop_cases
from utspec.designer.offline.sql_cases import sql_case_cases, sql_condition_cases
from utspec.designer.offline.sql_write_cases import sql_write_cases
from utspec.models import ChecklistItem, Kind

Builder = Callable[[ChecklistItem, Ctx], list[Draft]]


BY_KIND: dict[Kind, Builder] = {
    Kind.BRANCH: branch_cases,
    Kind.BOUNDARY: boundary_cases,
    Kind.RAISE: raise_or_return_cases,
    Kind.EARLY_RETURN: raise_or_return_cases,
    Kind.HANDLER: handler_cases,
    Kind.SQL_CONDITION: sql_condition_cases,
    Kind.SQL_CASE: sql_case_cases,
    Kind.SQL_WRITE: sql_write_cases,
    Kind.LOOP: loop_cases,
    Kind.FUNCTION: entry_cases,
}
"""The case builder of each checklist kind; a kind not listed gets no case of its own."""
