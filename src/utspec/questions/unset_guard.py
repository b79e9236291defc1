"""A text saying something is written when an option is not given, where only that option's truthiness test writes it.

npm cookie 0.6.0 (bench/questions cookie-ja-js KT-13, KT-14): "httpOnly を指定しない場合、HttpOnly 属性が付くこと"
against

    if (opt.httpOnly) {
      str += '; HttpOnly';
    }

and "priority を指定しない場合、'Priority=Medium' が付くこと" against `if (opt.priority) { … case 'medium': str +=
'; Priority=Medium' … }`. Every string literal of the code that writes the claimed word is inside the block the
option's own truthiness test opens (`if (opt.NAME)`, `if opts.NAME:`, `if (NAME)`), so without the option nothing
writes it. Only a text that says NAME is not given (`utspec.questions.unset_option`) and that something is added
(付く, 付与, 出力, "is added", "includes"); only words of the claim that some string literal of the code writes.
Pure function of the text and the source texts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.models import SourceText
from utspec.questions.unset_option import unset_names

_ADDED = re.compile(r"付く|付与|付け|付加|出力|追加|含ま|含め|\b(?:add(?:s|ed)?|include[sd]?|append(?:s|ed)?|writes?|written|set)\b", re.I)
_STRING = re.compile(r"'([^'\n]*)'|\"([^\"\n]*)\"|`([^`\n]*)`")
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]{2,}")


@dataclass(frozen=True)
class UnsetGuard:
    name: str
    word: str
    file: str
    line: int
    """The truthiness test of the option."""
    statement: str


def _guard(name: str) -> re.Pattern[str]:
    n = re.escape(name)
    return re.compile(rf"^\s*(?:\}}\s*else\s+)?if\s*\(?\s*(?:[A-Za-z_$][\w$]*\.)?{n}\s*\)?\s*(?:\{{|:)\s*$")


def _block(lines: list[str], n: int) -> range:
    """Lines (1-based) of the block the `if` on line n opens: by braces, or for Python by indentation."""
    head = lines[n - 1]
    if head.rstrip().endswith("{"):
        depth = 0
        for k in range(n - 1, len(lines)):
            depth += lines[k].count("{") - lines[k].count("}")
            if depth <= 0:
                return range(n + 1, k + 1)
        return range(n + 1, len(lines) + 1)
    indent = len(head) - len(head.lstrip())
    end = next((k for k in range(n, len(lines)) if lines[k].strip() and len(lines[k]) - len(lines[k].lstrip()) <= indent), len(lines))
    return range(n + 1, end + 1)


def _written(line: str) -> set[str]:
    if re.search(r"\bthrow\b|\braise\b", line) or re.match(r"\s*(?:\*|//|#|/\*)", line):
        return set()  # an error message or a comment (a doc comment's example) is not what the function writes
    return {w.lower() for s in _STRING.finditer(line) for w in _WORD.findall(next(g for g in s.groups() if g is not None))}


def unset_guard(text: str, sources: Sequence[SourceText]) -> UnsetGuard | None:
    """The option test that alone writes what the text says is written without the option, or None.

    >>> js = "function s(opt) {\\n  var str = 'a';\\n  if (opt.httpOnly) {\\n    str += '; HttpOnly';\\n  }\\n  return str;\\n}\\n"
    >>> g = unset_guard("httpOnly を指定しない場合、HttpOnly 属性が付くこと", [SourceText(path="i.js", text=js)])
    >>> (g.line, g.word)
    (3, 'HttpOnly')
    >>> unset_guard("httpOnly を指定した場合、HttpOnly 属性が付くこと", [SourceText(path="i.js", text=js)]) is None
    True
    """
    for name, end in unset_names(text):
        rest = text[end:]
        if not _ADDED.search(rest):
            continue
        claimed = [w for w in _WORD.findall(rest)]
        for src in sources:
            lines = src.text.split("\n")
            guard = _guard(name)
            for n, line in enumerate(lines, start=1):
                if not guard.match(line):
                    continue
                inside = set(_block(lines, n))
                for w in claimed:
                    writers = [k for k, t in enumerate(lines, start=1) if w.lower() in _written(t)]
                    if writers and all(k in inside for k in writers):
                        return UnsetGuard(name, w, src.path, n, line.strip())
    return None
