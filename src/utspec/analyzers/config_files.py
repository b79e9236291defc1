"""`config` items from YAML and JSON: keys that carry behaviour (timeouts, retries, limits, URLs…).

A scalar (or a list of scalars) becomes an item when a word of its key, or of a key above it,
is one of `AnalyzerOptions.config_words`: `http.retry.count: 3` qualifies through `retry`,
`maxConnections: 50` through `max`. The item's `symbol` is the dotted key path, `values` the value.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from functools import cache
from typing import TYPE_CHECKING, Any

from utspec.analyzers.draft import Draft, one_line
from utspec.analyzers.options import AnalyzerOptions
from utspec.models import Kind, Notice
from utspec.notices import notice

if TYPE_CHECKING:
    import yaml

_WORDS = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+")

Leaf = tuple[list[str], Any, int]  # key path, value (scalar or list of scalars), 1-based line


def key_words(key: str) -> list[str]:
    """`maxRetryCount` → ["max", "retry", "count"]; `TIMEOUT_MS` → ["timeout", "ms"]."""
    return [w.lower() for w in _WORDS.findall(key)]


def _carries(word: str, words: frozenset[str]) -> bool:
    return word in words or word.endswith("s") and word[:-1] in words


def _is_scalar(v: Any) -> bool:
    return v is None or isinstance(v, str | int | float | bool)


@cache
def _composer() -> type[yaml.SafeLoader]:
    """libyaml's parser when PyYAML was built with it: composing a 5 MB file takes seconds, not a minute."""
    import yaml  # only YAML files pay for it (~35 ms): `utspec checklist app.py` never does

    return getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _yaml_leaves(text: str) -> Iterator[Leaf]:
    """Leaves of every document, walked iteratively (deep YAML must not recurse in Python)."""
    import yaml

    constructor = yaml.SafeLoader("")
    for doc in yaml.compose_all(text, Loader=_composer()):
        if doc is None:
            continue
        stack: list[tuple[yaml.Node, list[str], int]] = [(doc, [], doc.start_mark.line + 1)]
        while stack:
            node, path, line = stack.pop()
            if isinstance(node, yaml.MappingNode):
                for k, v in reversed(node.value):
                    if k.tag == "tag:yaml.org,2002:merge":
                        continue  # `<<: *defaults`: those keys are items where the anchor defines them
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
    """Leaves of a JSON document with their lines (the json module keeps no positions).

    The scan trusts the structure: callers validate first, or pass only the valid prefix of a
    broken document (a value cut short there ends the scan).
    """
    line, last = 1, 0
    # Frames: [kind, path, pending key, index, pending list of scalars or None, list line]
    stack: list[list[Any]] = []
    key_line = 1

    def scalar(tok: str) -> Any:
        try:
            return json.loads(tok)
        except ValueError:
            raise _CutShort from None

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


class _CutShort(ValueError):
    """The scan reached a value cut off by the end of a broken document's valid prefix."""


def _json_read(path: str, text: str) -> tuple[list[Leaf], list[Notice]]:
    """Leaves of a JSON file; when it is invalid, the leaves before the error and a notice."""
    try:
        json.loads(text)
    except RecursionError:
        pass  # too deep for the json module's decoder; the scan is iterative
    except json.JSONDecodeError as exc:
        leaves: list[Leaf] = []
        try:
            leaves.extend(_json_leaves(text[: exc.pos]))
        except _CutShort:
            pass
        return leaves, [notice(path, "json_invalid", line=exc.lineno, problem=exc.msg, at=exc.lineno)]
    return list(_json_leaves(text)), []


#: A YAML file with more broken documents than this keeps only the first ones (and says so).
MAX_YAML_RECOVERIES = 20
_DOCUMENT_START = re.compile(r"^---(?:[ \t]|$)", re.MULTILINE)


def _yaml_read(path: str, text: str) -> tuple[list[Leaf], list[Notice]]:
    """Leaves of a YAML file; around a syntax error, what parses is still read and a notice names the line.

    PyYAML stops at the first error, so the document is read again up to the line where the broken
    construct starts, and reading goes on at the next `---` document. Lines keep their numbers:
    what is skipped is blanked, not removed.
    """
    import yaml

    leaves: list[Leaf] = []
    notices: list[Notice] = []
    lines = text.split("\n")
    start = 0  # first line (0-based) still to read: everything above it is done
    cut = len(lines)  # read lines[start:cut]; shrinks to the broken construct after an error
    for _ in range(MAX_YAML_RECOVERIES * 2):
        got: list[Leaf] = []
        try:
            got.extend(_yaml_leaves("\n" * start + "\n".join(lines[start:cut])))
            resume = cut  # read whole (or up to the broken construct): go on after it
        except RecursionError:
            notices.append(notice(path, "yaml_too_deep", line=start + 1))
            return leaves, notices
        except yaml.YAMLError as exc:
            marks = [
                m
                for m in (getattr(exc, "context_mark", None), getattr(exc, "problem_mark", None))
                if m is not None
            ]
            broken = min((m.line for m in marks), default=start)
            if cut == len(lines):  # a new error, not a re-read of the part before one: report it
                problem = getattr(exc, "problem", None) or str(exc).split("\n")[0]
                notices.append(
                    notice(
                        path, "yaml_invalid", line=marks[-1].line + 1 if marks else start + 1, problem=problem
                    )
                )
            if start < broken < cut:
                cut = broken  # read the document again, up to the broken construct
                continue
            resume = cut if cut < len(lines) else broken + 1
        leaves.extend(got)
        if resume >= len(lines) or (nxt := _DOCUMENT_START.search(text, _offset(lines, resume))) is None:
            return leaves, notices
        start, cut = text.count("\n", 0, nxt.start()), len(lines)
    notices.append(notice(path, "yaml_too_many", line=start + 1))
    return leaves, notices


def _offset(lines: list[str], line: int) -> int:
    """Character offset where 0-based `line` starts."""
    return sum(len(ln) + 1 for ln in lines[:line])


def analyze_config(
    path: str, text: str, language: str, options: AnalyzerOptions
) -> tuple[list[Draft], list[Notice]]:
    """Drafts for one YAML (`language == "yaml"`) or JSON file; a parse error is a notice with its line."""
    leaves, notices = _json_read(path, text) if language == "json" else _yaml_read(path, text)
    return _drafts(iter(leaves), options.config_word_set), notices
