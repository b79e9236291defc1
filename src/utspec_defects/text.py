"""Plain-text facts about spec cells: which case is concrete, exception names, quoted messages, numbers.

Regexes written for the corpus, not borrowed from utspec's critic (which they must not mirror).
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable, Mapping
from typing import Any

#: Cells a drafter writes when it cannot decide: mutating them changes nothing a reviewer checks.
_UNDECIDED = re.compile(r"Not derivable from the code|Not stated by the code|コードからは導けない|コードには書かれていない|Q-effect:|Q-normal:")

EXCEPTION = re.compile(r"\b([A-Z][A-Za-z0-9_]*(?:Error|Exception))\b")
QUOTED = re.compile(r'"([^"\n]{2,})"')
#: A number standing on its own: not part of an identifier, a path, a ref, a version or "line 34".
NUMBER = re.compile(r"(?<![\w.\-/:#])(?<!line )(?<!lines )-?\d+(?:\.\d+)?(?![\w.]*[/:])(?![\w])(?!\s*行目)")
CODE_REF = re.compile(r"^(?P<path>.+):(?P<line>\d+):(?P<kind>[a-z_]+)(?:#\d+)?$")
JA = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def concrete(case: Mapping[str, Any]) -> bool:
    """A case whose expected result a tester can check, and which cites code."""
    return not _UNDECIDED.search(case.get("expected", "")) and any(CODE_REF.match(r) for r in case.get("evidence", []))


def code_refs(case: Mapping[str, Any]) -> list[str]:
    return [r for r in case.get("evidence", []) if CODE_REF.match(r)]


def ref_kind(ref: str) -> str:
    m = CODE_REF.match(ref)
    return m["kind"] if m else ""


def ref_path(ref: str) -> str:
    m = CODE_REF.match(ref)
    return m["path"] if m else ""


def exceptions_in(items: Iterable[Mapping[str, Any]]) -> list[str]:
    """Exception types the code raises or catches, in order of first appearance."""
    out: list[str] = []
    for it in items:
        if it.get("kind") in ("raise", "early_return", "handler", "throw"):
            for name in EXCEPTION.findall(it.get("text") or ""):
                if name not in out:
                    out.append(name)
    return out


#: A JavaScript/TypeScript string literal in single quotes or backticks (no `${`: a template's text is not fixed).
_JS_STRING = re.compile(r"'((?:[^'\\\n]|\\.){2,})'|`((?:[^`$\\]|\\.){2,})`")


_CONCATENATED = re.compile(r"^['`]\s*\+|\+\s*['`]$")


def messages_in(items: Iterable[Mapping[str, Any]]) -> list[str]:
    """String literals of raise statements: the messages a spec may quote.

    JavaScript and TypeScript write them in single quotes as often as not (`throw new TypeError('invalid type')`):
    read those too (session 23; until then no JS/TS project had a wrong-message mutant).

    >>> messages_in([{"kind": "raise", "language": "javascript", "text": "throw new TypeError('invalid type')"}])
    ['invalid type']
    """
    out: list[str] = []
    for it in items:
        if it.get("kind") in ("raise", "early_return"):
            text = it.get("text") or ""
            found = QUOTED.findall(text)
            if it.get("language") in ("javascript", "typescript", "tsx"):
                found += [a or b for a, b in _JS_STRING.findall(text)]
            for msg in found:
                # `'invalid status message: "' + message + '"'`: the text between two double quotes of a
                # concatenation is code; a message holding a double quote cannot be quoted in a spec's "…"
                if msg not in out and not _CONCATENATED.search(msg) and '"' not in msg:
                    out.append(msg)
    return out


def source_language(path: str) -> str:
    return {".py": "python", ".java": "java", ".ts": "ts", ".js": "ts", ".cs": "csharp", ".go": "go"}.get(
        path[path.rfind(".") :], "python"
    )


#: An exception type a programmer might write by mistake, per source language, when the code names no other.
FALLBACK_EXCEPTION = {"python": ("RuntimeError", "TypeError"), "java": ("IllegalStateException", "RuntimeException"),
                      "ts": ("TypeError", "RangeError"), "csharp": ("InvalidOperationException", "ArgumentException"),
                      "go": ("ErrInvalid", "ErrNotFound")}  # fmt: skip
NULL = {"python": "None", "java": "null", "ts": "undefined", "csharp": "null", "go": "nil"}


def spread(items: list[Any], limit: int) -> list[Any]:
    """At most `limit` of `items`, spread evenly over the list (deterministic)."""
    if len(items) <= limit:
        return items
    step = len(items) / limit
    return [items[int(i * step)] for i in range(limit)]


_CASE_FIELDS = ("perspective", "preconditions", "input", "expected", "evidence")


def content_key(base: Mapping[str, Any], mutant: Any) -> str:
    """A key for a mutant from the content of the cases it touches, before and after, never their ids or positions.

    A designer change that drops or adds a case elsewhere leaves every other mutant's key as it was, so a sample
    keyed on it (`sample`) measures the same mutants again (session 22 saw position sampling move with the drafts).
    """
    before = {c["id"]: c for c in base.get("cases", [])}
    after = {c["id"]: c for c in mutant.spec.get("cases", [])}
    parts: list[Any] = [mutant.kind, mutant.markdown is not None, sorted((mutant.sources or {}).items())]
    for cid in mutant.touched:
        for case in (before.get(cid, {}), after.get(cid, {})):
            parts.append([case.get(f) for f in _CASE_FIELDS])
    return hashlib.sha1(json.dumps(parts, ensure_ascii=False, sort_keys=True).encode("utf-8")).hexdigest()


def sample(mutants: list[Any], limit: int, base: Mapping[str, Any]) -> list[Any]:
    """At most `limit` of `mutants`: those of the smallest `content_key`, in their original order (deterministic)."""
    if len(mutants) <= limit:
        return mutants
    keys = [content_key(base, m) for m in mutants]
    chosen = set(sorted(range(len(mutants)), key=lambda i: (keys[i], i))[:limit])
    return [m for i, m in enumerate(mutants) if i in chosen]
