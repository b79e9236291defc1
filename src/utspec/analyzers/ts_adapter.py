"""The one module that calls the tree-sitter binding API (it changed in 0.23, 0.24 and 0.26).

Grammars come from tree-sitter-language-pack 0.13.0, which bundles them: nothing is downloaded.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

import tree_sitter
import tree_sitter_language_pack as pack

Node = tree_sitter.Node


@cache
def parser(language: str) -> tree_sitter.Parser:
    return pack.get_parser(language)


@cache
def query(language: str, source: str) -> tree_sitter.Query:
    """Compile a query; a broken query file fails here with tree-sitter's own message."""
    return tree_sitter.Query(pack.get_language(language), source)


@dataclass(frozen=True)
class Capture:
    name: str
    node: Any


def parse(language: str, data: bytes) -> tree_sitter.Tree:
    return parser(language).parse(data)


def captures(language: str, query_source: str, root: Any) -> list[Capture]:
    """All captures of a query under `root`, in document order."""
    cursor = tree_sitter.QueryCursor(query(language, query_source))
    out = [Capture(name, node) for name, nodes in cursor.captures(root).items() for node in nodes]
    out.sort(key=lambda c: (c.node.start_byte, c.name))
    return out


def error_nodes(root: Any, limit: int = 5) -> list[Any]:
    """First few ERROR / MISSING nodes, found iteratively (deeply nested code must not recurse)."""
    out: list[Any] = []
    if not root.has_error:
        return out
    stack = [root]
    while stack and len(out) < limit:
        n = stack.pop()
        if n.is_error or n.is_missing:
            out.append(n)
            continue
        if n.has_error:
            stack.extend(reversed(n.children))
    return out
