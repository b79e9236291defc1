"""`config` items from YAML and JSON: keys that carry behaviour (timeouts, retries, limits, URLs…).

A scalar (or a list of scalars) becomes an item when a word of its key, or of a key above it,
is one of `AnalyzerOptions.config_words`: `http.retry.count: 3` qualifies through `retry`,
`maxConnections: 50` through `max`. The item's `symbol` is the dotted key path, `values` the value.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import yaml

from utspec.analyzers.draft import Draft, one_line
from utspec.analyzers.options import AnalyzerOptions
from utspec.models import Kind, Notice

_WORDS = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+")

Leaf = tuple[list[str], Any, int]  # key path, value (scalar or list of scalars), 1-based line


def key_words(key: str) -> list[str]:
    """`maxRetryCount` → ["max", "retry", "count"]; `TIMEOUT_MS` → ["timeout", "ms"]."""
    return [w.lower() for w in _WORDS.findall(key)]


def _carries(word: str, words: frozenset[str]) -> bool:
    return word in words or word.endswith("s") and word[:-1] in words


def _is_scalar(v: Any) -> bool:
    return v is None or isinstance(v, str | int | float | bool)


def _yaml_leaves(text: str) -> Iterator[Leaf]:
    """Leaves of every document, walked iteratively (deep YAML must not recurse in Python)."""
    constructor = yaml.SafeLoader("")
    for doc in yaml.compose_all(text, Loader=yaml.SafeLoader):
        if doc is None:
            continue
        stack: list[tuple[yaml.Node, list[str], int]] = [(doc, [], doc.start_mark.line + 1)]
        while stack:
            node, path, line = stack.pop()
            if isinstance(node, yaml.MappingNode):
                for k, v in reversed(node.value):
                    key = str(k.value) if isinstance(k, yaml.ScalarNode) else "?"
                    stack.append((v, [*path, key], k.start_mark.line + 1))
            elif isinstance(node, yaml.SequenceNode):
                if node.value and all(isinstance(c, yaml.ScalarNode) for c in node.value):
                    yield path, [constructor.construct_object(c) for c in node.value], line
                else:
                    for i, c in reversed(list(enumerate(node.value))):
                        stack.append((c, [*path, str(i)], c.start_mark.line + 1))
            elif isinstance(node, yaml.ScalarNode):
                yield path, constructor.construct_object(node), line


_JSON_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[{}\[\]:,]|[^\s{}\[\]:,"]+', re.DOTALL)


def _json_leaves(text: str) -> Iterator[Leaf]:
    """Leaves of a JSON document with their lines (the json module keeps no positions)."""
    try:
        json.loads(text)  # validate first: the scan below trusts the structure
    except RecursionError:
        pass  # too deep for the json module's decoder; the scan below is iterative
    line, last = 1, 0
    # Frames: [kind, path, pending key, index, pending list of scalars or None, list line]
    stack: list[list[Any]] = []
    key_line = 1

    def scalar(tok: str) -> Any:
        return json.loads(tok)

    for m in _JSON_TOKEN.finditer(text):
        line += text.count("\n", last, m.start())
        last = m.start()
        tok = m.group(0)
        top = stack[-1] if stack else None
        if tok in "{[":
            path = [] if top is None else top[1] + [top[2] if top[0] == "obj" else str(top[3])]
            stack.append(["obj" if tok == "{" else "arr", path, None, 0, [] if tok == "[" else None, line])
        elif tok in "}]":
            frame = stack.pop()
            if frame[0] == "arr" and frame[4]:
                yield frame[1], frame[4], frame[5]
            if stack:
                parent = stack[-1]
                if parent[0] == "arr":
                    parent[4] = None  # a list holding containers is not a list of scalars
        elif tok == ":":
            continue
        elif tok == ",":
            if top is not None and top[0] == "arr":
                top[3] += 1
            elif top is not None:
                top[2] = None
        elif top is None:
            yield [], scalar(tok), line
        elif top[0] == "obj":
            if top[2] is None:
                top[2], key_line = json.loads(tok), line
            else:
                yield [*top[1], top[2]], scalar(tok), key_line
        else:
            if top[4] is not None:
                top[4].append(scalar(tok))
            if top[4] is None:
                yield [*top[1], str(top[3])], scalar(tok), line


def _drafts(leaves: Iterator[Leaf], words: frozenset[str]) -> list[Draft]:
    out: list[Draft] = []
    for path, value, line in leaves:
        if not path or not any(_carries(w, words) for part in path for w in key_words(part)):
            continue
        values = value if isinstance(value, list) else [value]
        if not all(_is_scalar(v) for v in values):
            continue
        dotted = ".".join(path)
        shown = json.dumps(value, ensure_ascii=False, default=str)
        out.append(Draft(kind=Kind.CONFIG, line=line, end_line=line, text=one_line(f"{dotted}: {shown}"), order=len(out),
                         symbol=dotted, fields={"values": [v if not isinstance(v, bool) else str(v).lower()
                                                           for v in values]}))  # fmt: skip
    return out


def analyze_config(path: str, text: str, language: str, options: AnalyzerOptions) -> tuple[list[Draft], list[Notice]]:
    """Drafts for one YAML (`language == "yaml"`) or JSON file; a parse error is a notice with its line."""
    words = options.config_word_set
    try:
        if language == "json":
            return _drafts(_json_leaves(text), words), []
        return _drafts(_yaml_leaves(text), words), []
    except json.JSONDecodeError as exc:
        return [], [Notice(file=path, line=exc.lineno, message=f"invalid JSON: {exc.msg}")]
    except RecursionError:
        return [], [Notice(file=path, message="nested too deeply for the YAML parser: not analysed")]
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or str(exc).split("\n")[0]
        return [], [Notice(file=path, line=mark.line + 1 if mark else None, message=f"invalid YAML: {problem}")]
