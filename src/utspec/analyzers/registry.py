"""Languages the analyzers know: a query file under rules/queries/ plus a few node-type names.

Adding a language = one `.scm` file + one `LanguageSpec` entry here.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import PurePosixPath


@dataclass(frozen=True)
class LanguageSpec:
    name: str
    grammar: str
    query_file: str
    functions: frozenset[str]
    classes: frozenset[str]
    #: Ancestors that make a return/raise "early" (a conditional, loop, try or switch).
    nesting: frozenset[str]
    #: Field names holding the statements a branch guards, tried in order.
    body_fields: tuple[str, ...] = ("consequence", "body")


PYTHON = LanguageSpec(
    name="python",
    grammar="python",
    query_file="python.scm",
    functions=frozenset({"function_definition"}),
    classes=frozenset({"class_definition"}),
    nesting=frozenset(
        {"if_statement", "elif_clause", "else_clause", "for_statement", "while_statement", "try_statement",
         "except_clause", "finally_clause", "match_statement", "case_clause", "with_statement"}
    ),  # fmt: skip
)

CODE_LANGUAGES: dict[str, LanguageSpec] = {".py": PYTHON}
SQL_SUFFIXES = frozenset({".sql"})


def language_for(path: str) -> str | None:
    suffix = PurePosixPath(path).suffix.lower()
    if suffix in SQL_SUFFIXES:
        return "sql"
    spec = CODE_LANGUAGES.get(suffix)
    return spec.name if spec else None
