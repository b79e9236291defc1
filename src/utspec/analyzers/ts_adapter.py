"""The one module that calls the tree-sitter binding API.

The binding's API changed between 0.23, 0.24 and 0.26 (Query construction, QueryCursor,
captures' return shape, Node.parent cost). Everything else in utspec sees only the small surface
below: `load`, `parse`, `Parsed.matches`, `Parsed.errors` and the `Node` wrapper, so a binding
upgrade touches this file alone.

Grammars come from tree-sitter-language-pack 0.13.0, which bundles them; later releases download
grammars at run time, which utspec must never do.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import tree_sitter
import tree_sitter_language_pack


class QueryError(ValueError):
    """A shipped or user query does not compile against its grammar."""


@dataclass(frozen=True)
class Grammar:
    """A compiled grammar and query, reusable across files (both are immutable in the binding)."""

    name: str
    language: object
    query: object


@cache
def _language(name: str) -> object:
    return tree_sitter_language_pack.get_language(name)  # type: ignore[arg-type]


_INHERITS = re.compile(r"^\s*;+\s*inherits:\s*(.*?)\s*$")


def query_source(query_path: Path) -> str:
    """The text of `query_path` preceded by the queries it inherits, as nvim-treesitter does.

    A line `; inherits: javascript` (names separated by commas) among the file's leading comment
    lines names sibling query files, `javascript.scm`, whose patterns (and their own parents) come
    first, each file once.

    Raises:
        QueryError: an inherited file is missing or the files inherit in a cycle.
    """
    done: set[Path] = set()
    parts: list[str] = []

    def visit(path: Path, chain: tuple[Path, ...]) -> None:
        if path in chain:
            raise QueryError(f"{path}: inherits itself through {' -> '.join(p.name for p in (*chain, path))}")
        if path in done:
            return
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise QueryError(
                f"{chain[-1] if chain else path}: inherited query {path.name} not found"
            ) from None
        for line in text.splitlines():
            if line.strip() and not line.lstrip().startswith(";"):
                break  # the modeline sits in the leading comments only
            if m := _INHERITS.match(line):
                for name in filter(None, (n.strip() for n in m[1].split(","))):
                    visit(path.with_name(f"{name}.scm"), (*chain, path))
        done.add(path)
        parts.append(text)

    visit(query_path, ())
    return "\n".join(parts)


@cache
def load(grammar_name: str, query_path: Path) -> Grammar:
    """Compile `query_path` (with what it inherits) for the tree-sitter grammar `grammar_name` (cached per pair).

    Raises:
        QueryError: the query does not compile, with the binding's message and the file named.
    """
    language = _language(grammar_name)
    source = query_source(query_path)
    try:
        query = tree_sitter.Query(language, source)  # type: ignore[arg-type]
    except (tree_sitter.QueryError, ValueError, SyntaxError) as exc:
        raise QueryError(f"{query_path}: {exc}") from exc
    return Grammar(grammar_name, language, query)


def capture_names(grammar: Grammar) -> list[str]:
    """Every capture name the compiled query defines (used to check the vocabulary)."""
    query = grammar.query
    return [query.capture_name(i) for i in range(query.capture_count)]  # type: ignore[attr-defined]


class Node:
    """A read-only view of a syntax node; positions are 1-based lines, text is decoded UTF-8."""

    __slots__ = ("_n", "_src")

    def __init__(self, node: object, src: bytes) -> None:
        self._n = node
        self._src = src

    # Identity and position -------------------------------------------------------------------
    @property
    def type(self) -> str:
        return self._n.type  # type: ignore[attr-defined]

    @property
    def key(self) -> tuple[int, int, str]:
        """Hashable identity within one tree (the binding's Node ids are not stable across calls)."""
        n = self._n
        return (n.start_byte, n.end_byte, n.type)  # type: ignore[attr-defined]

    @property
    def start_byte(self) -> int:
        return self._n.start_byte  # type: ignore[attr-defined]

    @property
    def end_byte(self) -> int:
        return self._n.end_byte  # type: ignore[attr-defined]

    @property
    def line(self) -> int:
        return self._n.start_point[0] + 1  # type: ignore[attr-defined]

    @property
    def lines(self) -> tuple[int, int]:
        """(first line, last line), 1-based, in one call (the hot path asks for both)."""
        n = self._n
        start, (row, col) = n.start_point[0], n.end_point  # type: ignore[attr-defined]
        end = row if col == 0 and row > start else row + 1
        return start + 1, max(end, start + 1)

    @property
    def end_line(self) -> int:
        n = self._n
        row, col = n.end_point  # type: ignore[attr-defined]
        # A node ending at column 0 ends on the previous line (its trailing newline).
        return row if col == 0 and row > n.start_point[0] else row + 1  # type: ignore[attr-defined]

    @property
    def is_named(self) -> bool:
        return self._n.is_named  # type: ignore[attr-defined]

    @property
    def text(self) -> str:
        n = self._n
        return self._src[n.start_byte : n.end_byte].decode("utf-8", errors="replace")  # type: ignore[attr-defined]

    def head(self, limit: int = 2000) -> str:
        """The text, cut after `limit` bytes (marked `…`): enough for a one-line summary of a long node."""
        n = self._n
        start, end = n.start_byte, n.end_byte  # type: ignore[attr-defined]
        if end - start <= limit:
            return self._src[start:end].decode("utf-8", errors="replace")
        return self._src[start : start + limit].decode("utf-8", errors="ignore") + "…"

    def text_without_comments(self) -> str:
        """The text with every comment inside the node cut out (`a // GitHub\n ?? b` is `a \n ?? b`).

        Once a multi-line condition is put on one line, a `//` comment would swallow the code after
        it in the reader's eyes (ky's `headers.get('X-RateLimit-Reset') // GitHub ?? headers.get(…)`).
        """
        n = self._n
        start, end = n.start_byte, n.end_byte  # type: ignore[attr-defined]
        cuts: list[tuple[int, int]] = []
        stack: list[Any] = [n]
        while stack:
            c = stack.pop()
            if "comment" in c.type:
                cuts.append((c.start_byte, c.end_byte))
            elif c.child_count:
                stack.extend(c.children)
        if not cuts:
            return self.text
        out, at = [], start
        for a, b in sorted(cuts):
            out.append(self._src[at:a])
            at = b
        out.append(self._src[at:end])
        return b"".join(out).decode("utf-8", errors="replace")

    def text_until(self, end_byte: int) -> str:
        """The node's text up to `end_byte` (a header without its body, a callee without its arguments)."""
        start = self._n.start_byte  # type: ignore[attr-defined]
        return self._src[start : max(start, end_byte)].decode("utf-8", errors="replace")

    # Structure -------------------------------------------------------------------------------
    def field(self, name: str) -> Node | None:
        child = self._n.child_by_field_name(name)  # type: ignore[attr-defined]
        return Node(child, self._src) if child is not None else None

    def children(self) -> list[Node]:
        return [Node(c, self._src) for c in self._n.children]  # type: ignore[attr-defined]

    def named_children(self) -> list[Node]:
        return [Node(c, self._src) for c in self._n.named_children]  # type: ignore[attr-defined]

    # `named_child(i)` scans from the first child: fine for the first few, quadratic for the last,
    # so lookups from the front stop early and lookups from the back build the list once.
    def first_named(self, skip: frozenset[str], exclude: tuple[int, int, str] | None = None) -> Node | None:
        """The first named child whose type is not in `skip` (and whose key is not `exclude`)."""
        n = self._n
        for i in range(n.named_child_count):  # type: ignore[attr-defined]
            c = n.named_child(i)  # type: ignore[attr-defined]
            if c.type not in skip and (exclude is None or (c.start_byte, c.end_byte, c.type) != exclude):
                return Node(c, self._src)
        return None

    def first_named_list(self, skip: frozenset[str], limit: int) -> tuple[list[Node], int]:
        """Up to `limit` leading named children not in `skip`, and how many such children there are."""
        n = self._n
        out: list[Node] = []
        count = 0
        for i in range(n.named_child_count):  # type: ignore[attr-defined]
            c = n.named_child(i)  # type: ignore[attr-defined]
            if c.type in skip:
                continue
            count += 1
            if len(out) < limit:
                out.append(Node(c, self._src))
        return out, count

    def last_named(self, skip: frozenset[str]) -> tuple[Node | None, int]:
        """The last named child whose type is not in `skip`, and how many such children there are."""
        kids = [c for c in self._n.named_children if c.type not in skip]  # type: ignore[attr-defined]
        return (Node(kids[-1], self._src), len(kids)) if kids else (None, 0)

    def first_comment_before(self, end_byte: int) -> int | None:
        """Start byte of the first comment child that starts before `end_byte` (headers stop there)."""
        n = self._n
        for i in range(n.named_child_count):  # type: ignore[attr-defined]
            c = n.named_child(i)  # type: ignore[attr-defined]
            if c.start_byte >= end_byte:
                return None
            if "comment" in c.type:
                return c.start_byte
        return None

    def child_types(self) -> list[str]:
        return [c.type for c in self._n.children]  # type: ignore[attr-defined]

    def last_descendant_end(self, skip: frozenset[str]) -> int:
        """End byte of the last named descendant reached by always taking the last named child not in `skip`.

        A tree cursor steps from the back: listing `named_children` at every level wrapped every
        statement of a long function body (a third of the early-return step's time on the stdlib).
        """
        cursor = self._n.walk()  # type: ignore[attr-defined]
        end: int = self._n.end_byte  # type: ignore[attr-defined]
        while cursor.goto_last_child():
            node = cursor.node
            while not node.is_named or node.type in skip:
                if not cursor.goto_previous_sibling():
                    return end  # no named child outside `skip`: this node is the last
                node = cursor.node
            end = node.end_byte
        return end


class Match:
    """One query match: capture name -> nodes. Nodes are wrapped only when asked for (most never are)."""

    __slots__ = ("_caps", "_src", "pattern")

    def __init__(self, pattern: int, caps: dict[str, list[object]], src: bytes) -> None:
        self.pattern = pattern
        self._caps = caps
        self._src = src

    @property
    def names(self) -> list[str]:
        return list(self._caps)

    def first(self, name: str) -> Node | None:
        nodes = self._caps.get(name)
        return Node(nodes[0], self._src) if nodes else None

    def span(self, name: str) -> tuple[int, int] | None:
        """(start byte, end byte) of the first node captured as `name`."""
        nodes = self._caps.get(name)
        if not nodes:
            return None
        n = nodes[0]
        return n.start_byte, n.end_byte  # type: ignore[attr-defined]

    def text(self, name: str) -> str | None:
        """Source text of the first node captured as `name`."""
        nodes = self._caps.get(name)
        if not nodes:
            return None
        n = nodes[0]
        return self._src[n.start_byte : n.end_byte].decode("utf-8", errors="replace")  # type: ignore[attr-defined]

    def raw(self, name: str) -> bytes | None:
        """Source bytes of the first node captured as `name`, undecoded (a cache key on the hot path)."""
        nodes = self._caps.get(name)
        if not nodes:
            return None
        n = nodes[0]
        return self._src[n.start_byte : n.end_byte]  # type: ignore[attr-defined]

    def raw_source(self, start: int, end: int) -> bytes:
        """Source bytes between two byte offsets of this match's file, undecoded."""
        return self._src[start:end]

    def start(self, name: str) -> int | None:
        """Start byte of the first node captured as `name`, without wrapping it (the hot path)."""
        nodes = self._caps.get(name)
        return nodes[0].start_byte if nodes else None  # type: ignore[attr-defined]

    def source(self, start: int, end: int) -> str:
        """Decoded source between two byte offsets of this match's file."""
        return self._src[start:end].decode("utf-8", errors="replace")

    def all(self, name: str) -> list[Node]:
        return [Node(n, self._src) for n in self._caps.get(name, ())]


class CalleeGate:
    """Leaves out, before they are wrapped, the call matches whose callee `keep` rejects.

    Two thirds of the matches on the standard library are calls, and almost every callee is
    neither an effect nor SQL: wrapping each match and dispatching it to a reader only to drop it
    cost ~5% of a stdlib checklist. The callee is read exactly as the call reader reads it: the
    `name` capture's bytes, else the bytes from the `capture` node's start to the `until` node's
    start. A match whose callee cannot be read is kept (its reader decides). Which patterns are
    calls is asked once per pattern, from the first match's capture names (`is_call`).
    """

    __slots__ = ("_calls", "_is_call", "_keep", "capture", "name", "until")

    def __init__(self, capture: str, name: str, until: str, is_call: Callable[[list[str]], bool],
                 keep: Callable[[bytes], object]) -> None:  # fmt: skip
        self.capture, self.name, self.until = capture, name, until
        self._is_call = is_call
        self._keep = keep
        self._calls: dict[int, bool] = {}

    def filter(self, raw: list[tuple[int, dict[str, list[Any]]]], src: bytes) -> list[Match]:
        found: list[Match] = []
        append, calls, keep = found.append, self._calls, self._keep
        name, capture, until = self.name, self.capture, self.until
        for pattern, caps in raw:
            is_call = calls.get(pattern)
            if is_call is None:
                is_call = calls[pattern] = self._is_call(list(caps))
            if is_call:
                if nodes := caps.get(name):
                    n = nodes[0]
                    callee = src[n.start_byte : n.end_byte]
                elif (first := caps.get(capture)) and (args := caps.get(until)):
                    callee = src[first[0].start_byte : args[0].start_byte]
                else:
                    callee = None
                if callee is not None and not keep(callee):
                    continue
            append(Match(pattern, caps, src))
        return found


#: In-progress matches tree-sitter keeps at once. Unbounded (the binding's default), a long chain of
#: nested expressions (Go's generated `time/tzdata/zipdata.go`: 7,000 concatenated strings) makes
#: matching super-linear: 800 of its lines took 5.9 s, the whole file did not finish in a minute.
#: 256 (nvim-treesitter's default for highlights) changed no match on the Python standard library
#: and site-packages (13,353 files) nor on Go's `net` package; a file that hits it gets a notice.
MATCH_LIMIT = 256


class Parsed:
    """A parsed file: the tree plus the bytes its positions refer to."""

    __slots__ = ("_grammar", "_src", "_tree", "match_limit_hit")

    def __init__(self, grammar: Grammar, src: bytes, tree: object) -> None:
        self._grammar = grammar
        self._src = src
        self._tree = tree
        self.match_limit_hit = False
        """Set by `matches` when tree-sitter dropped in-progress matches (see MATCH_LIMIT)."""

    @property
    def root(self) -> Node:
        return Node(self._tree.root_node, self._src)  # type: ignore[attr-defined]

    def matches(self, gate: CalleeGate | None = None) -> list[Match]:
        """Run the grammar's query over the whole tree (matches `gate` rejects left out).

        A list, not a generator: the binding hands every match over at once anyway, and a list
        comprehension costs less per match than resuming a generator.
        """
        cursor = tree_sitter.QueryCursor(self._grammar.query, match_limit=MATCH_LIMIT)  # type: ignore[arg-type]
        src = self._src
        raw: list[tuple[int, dict[str, list[Any]]]] = cursor.matches(self._tree.root_node)  # type: ignore[attr-defined]
        self.match_limit_hit = bool(cursor.did_exceed_match_limit)
        if gate is None:
            return [Match(pattern, caps, src) for pattern, caps in raw]
        return gate.filter(raw, src)

    def matches_of(self, other: Grammar) -> list[Match]:
        """Run another query compiled for the same grammar (`load` with a second query file) over the tree.

        Used for a second, rarer purpose (where an SQL string comes from) only when the main query
        found a reason to ask, so files without such a reason pay nothing for it.
        """
        if other.name != self._grammar.name:
            raise QueryError(f"query for {other.name} run on a {self._grammar.name} tree")
        cursor = tree_sitter.QueryCursor(other.query, match_limit=MATCH_LIMIT)  # type: ignore[arg-type]
        src = self._src
        return [Match(pattern, caps, src) for pattern, caps in cursor.matches(self._tree.root_node)]  # type: ignore[attr-defined,arg-type]

    def errors(self, limit: int) -> list[tuple[int, str]]:
        """Up to `limit` syntax errors as (1-based line, description), in source order."""
        return [(e.line, e.message) for e in self.error_spans(limit)]

    def error_spans(self, limit: int) -> list[ErrorSpan]:
        """Up to `limit` syntax errors (the loose tokens of ERROR nodes, MISSING nodes), in source order.

        An ERROR node often wraps well-formed subtrees (a whole file, when the grammar gave up deep
        inside it): those subtrees are trusted, and only runs of loose tokens between them make up
        the error's extent. Walks iteratively, descending only into subtrees that contain an error,
        so deeply nested input cannot exhaust the Python stack.
        """
        found: list[ErrorSpan] = []
        root = self._tree.root_node  # type: ignore[attr-defined]
        if not root.has_error:
            return found
        stack = [root]
        while stack and len(found) < limit:
            node = stack.pop()
            if node.is_missing:
                line = node.start_point[0] + 1
                found.append(
                    ErrorSpan(
                        line, line, node.start_byte, node.start_byte, f"syntax error: missing {node.type!r}"
                    )
                )
                continue
            if node.is_error:
                nested: list[Any] = []
                found.extend(self._loose_runs(node, nested))
                stack.extend(reversed(nested))
                continue
            # Reverse so the leftmost child is popped first (source order).
            stack.extend(c for c in reversed(node.children) if c.has_error or c.is_missing)
        found.sort()
        return found[:limit]

    def _loose_runs(self, error: Any, nested: list[Any]) -> list[ErrorSpan]:
        """Runs of the ERROR node's children that are not complete, error-free subtrees."""
        runs: list[list[Any]] = [[]]
        for c in error.children if error.child_count else [error]:
            if c is not error and (c.is_error or c.is_missing or c.has_error):
                nested.append(c)
                runs.append([])
            elif c is not error and c.is_named and c.child_count > 0:
                runs.append([])  # a well-formed subtree inside the error: trusted
            else:
                runs[-1].append(c)
        out = []
        for run in runs:
            if not run:
                continue
            start, end = run[0], run[-1]
            snippet = self._src[start.start_byte : end.end_byte].decode("utf-8", errors="replace")
            first = snippet.strip().splitlines()[0][:60] if snippet.strip() else ""
            message = f"syntax error near {first!r}" if first else "syntax error"
            line, end_line = start.start_point[0] + 1, end.end_point[0] + 1
            out.append(ErrorSpan(line, max(line, end_line), start.start_byte, end.end_byte, message))
        return out


@dataclass(frozen=True, order=True)
class ErrorSpan:
    """A region tree-sitter could not parse: items whose node starts inside it are not trusted."""

    line: int
    end_line: int
    start_byte: int
    end_byte: int
    message: str


def parse(grammar: Grammar, text: str) -> Parsed:
    """Parse `text` with the grammar (tree-sitter recovers from errors: a partial tree comes back)."""
    src = text.encode("utf-8")
    parser = tree_sitter.Parser(grammar.language)  # type: ignore[arg-type]
    return Parsed(grammar, src, parser.parse(src))
