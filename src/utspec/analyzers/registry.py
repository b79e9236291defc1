"""Languages the analyzers know: a query file under `rules/queries/` plus a few node-type names.

Adding a language = one `.scm` file (see `rules/queries/README.md` for the capture vocabulary)
and one `LanguageSpec` entry in `CODE_LANGUAGES`. Everything the query cannot say (which
ancestors make a return "early", which node types hold numbers or strings) is named here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import PurePosixPath

from utspec.analyzers.cs_directives import join_else_chains


@dataclass(frozen=True)
class LanguageSpec:
    """How to read one tree-sitter grammar.

    Attributes:
        name: the `language` of its checklist items.
        grammar: tree-sitter-language-pack grammar name.
        query_file: file under `rules/queries/`.
        extensions: file suffixes, lower case, with the dot.
        nesting: constructs that make a return/raise inside them "early" (conditionals, loops,
            try, switch), when the query captures them as a branch, loop or handler; the query's
            `@nesting` patterns add those it captures as nothing else (try statements).
        numbers: numeric literal node types (boundary values).
        negations: unary-operator node types; `-<number>` is a negative literal.
        strings: string literal node types (SQL at call sites).
        blocks: statement containers: the first statement of a branch is looked up inside them.
        skip: node types that are not statements inside a block (comments, case labels).
        prepare: a same-length rewrite of the text before parsing, for what the grammar cannot place (C# `#if`
            groups between a branch and its `else`: cs_directives.py).
    """

    name: str
    grammar: str
    query_file: str
    extensions: tuple[str, ...]
    nesting: frozenset[str]
    numbers: frozenset[str]
    negations: frozenset[str]
    strings: frozenset[str]
    blocks: frozenset[str]
    skip: frozenset[str] = frozenset({"comment"})
    prepare: Callable[[str], str] | None = None


def _f(*names: str) -> frozenset[str]:
    return frozenset(names)


PYTHON = LanguageSpec(
    name="python",
    grammar="python",
    query_file="python.scm",
    extensions=(".py", ".pyi"),
    nesting=_f("if_statement", "elif_clause", "else_clause", "for_statement", "while_statement", "try_statement",
               "except_clause", "finally_clause", "match_statement", "case_clause"),
    numbers=_f("integer", "float"),
    negations=_f("unary_operator"),
    strings=_f("string", "concatenated_string"),
    blocks=_f("block"),
)  # fmt: skip

JAVA = LanguageSpec(
    name="java",
    grammar="java",
    query_file="java.scm",
    extensions=(".java",),
    nesting=_f("if_statement", "for_statement", "enhanced_for_statement", "while_statement", "do_statement",
               "try_statement", "try_with_resources_statement", "catch_clause", "finally_clause",
               "switch_expression", "switch_block_statement_group", "switch_rule"),
    numbers=_f("decimal_integer_literal", "hex_integer_literal", "octal_integer_literal", "binary_integer_literal",
               "decimal_floating_point_literal", "hex_floating_point_literal"),
    negations=_f("unary_expression"),
    strings=_f("string_literal", "text_block"),
    blocks=_f("block", "switch_block_statement_group", "switch_rule"),
    skip=_f("line_comment", "block_comment", "switch_label"),
)  # fmt: skip

CSHARP = LanguageSpec(
    name="csharp",
    grammar="csharp",
    query_file="csharp.scm",
    extensions=(".cs",),
    nesting=_f("if_statement", "for_statement", "foreach_statement", "while_statement", "do_statement",
               "try_statement", "catch_clause", "finally_clause", "switch_statement", "switch_section"),
    numbers=_f("integer_literal", "real_literal"),
    negations=_f("prefix_unary_expression"),
    strings=_f("string_literal", "verbatim_string_literal", "raw_string_literal", "interpolated_string_expression"),
    blocks=_f("block", "switch_section"),
    skip=_f("comment", "constant_pattern", "declaration_pattern", "recursive_pattern", "relational_pattern",
            "type_pattern", "var_pattern", "discard", "or_pattern", "and_pattern", "negated_pattern",
            "parenthesized_pattern", "list_pattern", "when_clause", "case_switch_label", "default_switch_label",
            "case_pattern_switch_label"),
    prepare=join_else_chains,
)  # fmt: skip

_JS_NESTING = _f("if_statement", "else_clause", "for_statement", "for_in_statement", "while_statement",
                 "do_statement", "try_statement", "catch_clause", "finally_clause", "switch_statement",
                 "switch_case", "switch_default")  # fmt: skip

JAVASCRIPT = LanguageSpec(
    name="javascript",
    grammar="javascript",
    query_file="javascript.scm",
    extensions=(".js", ".mjs", ".cjs", ".jsx"),
    nesting=_JS_NESTING,
    numbers=_f("number"),
    negations=_f("unary_expression"),
    strings=_f("string", "template_string"),
    blocks=_f("statement_block", "switch_case", "switch_default"),
)

TYPESCRIPT = LanguageSpec(
    name="typescript",
    grammar="typescript",
    query_file="typescript.scm",
    extensions=(".ts", ".mts", ".cts"),
    nesting=_JS_NESTING,
    numbers=_f("number"),
    negations=_f("unary_expression"),
    strings=_f("string", "template_string"),
    blocks=_f("statement_block", "switch_case", "switch_default"),
)

TSX = LanguageSpec(
    name="tsx",
    grammar="tsx",
    query_file="typescript.scm",
    extensions=(".tsx",),
    nesting=_JS_NESTING,
    numbers=_f("number"),
    negations=_f("unary_expression"),
    strings=_f("string", "template_string"),
    blocks=_f("statement_block", "switch_case", "switch_default"),
)

GO = LanguageSpec(
    name="go",
    grammar="go",
    query_file="go.scm",
    extensions=(".go",),
    nesting=_f("if_statement", "for_statement", "expression_switch_statement", "type_switch_statement",
               "select_statement", "expression_case", "type_case", "default_case", "communication_case"),
    numbers=_f("int_literal", "float_literal"),
    negations=_f("unary_expression"),
    strings=_f("interpreted_string_literal", "raw_string_literal"),
    blocks=_f("block", "statement_list", "expression_case", "type_case", "default_case", "communication_case"),
)  # fmt: skip

#: Every tree-sitter language, in the order `language_for` consults them.
CODE_LANGUAGES: tuple[LanguageSpec, ...] = (PYTHON, JAVA, CSHARP, JAVASCRIPT, TYPESCRIPT, TSX, GO)

_BY_SUFFIX: dict[str, LanguageSpec] = {ext: spec for spec in CODE_LANGUAGES for ext in spec.extensions}

#: Non-tree-sitter languages: SQL through sqlglot, configuration through YAML/JSON parsers.
DATA_LANGUAGES: dict[str, str] = {".sql": "sql", ".yaml": "yaml", ".yml": "yaml", ".json": "json"}


def code_spec(path: str) -> LanguageSpec | None:
    """The tree-sitter language for `path`, by suffix; None for SQL, config and unknown files."""
    return _BY_SUFFIX.get(PurePosixPath(path).suffix.lower())


def language_for(path: str) -> str | None:
    """The checklist `language` of `path` (`python`, `sql`, `yaml`, …), or None when no analyzer reads it."""
    suffix = PurePosixPath(path).suffix.lower()
    spec = _BY_SUFFIX.get(suffix)
    return spec.name if spec is not None else DATA_LANGUAGES.get(suffix)
