"""Go's way out of a function that ends in an error: the last success `return` before it, not the error.

go-humanize's `ParseBytes` ends `if m, ok := bytesSizeTable[extra]; ok { f *= …; return uint64(f), nil }` then
`return 0, fmt.Errorf("unhandled size name: %v", extra)`. Go has no exceptions: that last `return` is the function's
failure, as a `raise` after a returning block is in Python (leaving_blocks.success_exit). Its normal path took the
final `return` and said "no exception is raised; `0, fmt.Errorf(…)` is returned" under the heading 正常系.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.codetext import split_top_level
from utspec.designer.offline.block_exit import block_lines
from utspec.designer.offline.facts import after_block, indent
from utspec.designer.offline.fallthrough import is_label
from utspec.models import ChecklistItem

#: The values Go code returns as an error: a constructed one, a sentinel (`ErrRange`, `io.EOF`), a wrapped or named one.
_ERROR = re.compile(
    r"^(?:&?(?:[\w.]+\.)?(?:Errorf|New|Wrap\w*|Join)\(|&?(?:[\w.]+\.)?\w*Error\s*\{|(?:[\w.]+\.)?Err[A-Z]\w*$|"
    r"(?:[\w.]+\.)?EOF$|err\w*$|\w*Err$)"
)


def go_error_return(stmt: str | None, language: str) -> bool:
    """Whether `stmt` is a Go `return` whose last value is an error (not `nil`).

    >>> go_error_return('return 0, fmt.Errorf("unhandled size name: %v", extra)', "go")
    True
    >>> go_error_return("return nil, err", "go"), go_error_return("return 0, ErrRange", "go"), go_error_return("return uint64(f), nil", "go")
    (True, True, False)
    >>> go_error_return("return nil, &ParseError{Line: n}", "go"), go_error_return("return x, ok", "go"), go_error_return("return nil, err", "python")
    (True, False, False)
    >>> go_error_return("return &PermanentError{Err: err}", "go"), go_error_return("return err", "go")  # maybe the purpose
    (False, False)
    """
    if language != "go" or stmt is None:
        return False
    m = re.match(r"return\s+(.+?);?\s*$", stmt.strip())
    if m is None:
        return False
    values = split_top_level(m.group(1))
    # One value only (`return &PermanentError{Err: err}`, `return err`): building or passing on an error may be the
    # function's very purpose (backoff's `Permanent`); only a result beside an error (`0, err`) says it failed.
    return len(values) >= 2 and values[-1] != "nil" and _ERROR.match(values[-1]) is not None


def go_success_return(branch: ChecklistItem, lines: Sequence[str]) -> str | None:
    """The success `return` that ends a Go branch's block when the statement after the block returns an error; else None.

    >>> from utspec.models import Kind
    >>> src = ["func ParseBytes(s string) (uint64, error) {", "\\tif m, ok := table[s]; ok {", "\\t\\tf := float64(m)",
    ...        "\\t\\tif f >= max {", "\\t\\t\\treturn 0, fmt.Errorf(\\"too large\\")", "\\t\\t}", "\\t\\treturn uint64(f), nil",
    ...        "\\t}", '\\treturn 0, fmt.Errorf("unhandled size name: %v", s)', "}"]
    >>> b = ChecklistItem(id="b.go:2:branch", kind=Kind.BRANCH, file="b.go", line=2, end_line=8, language="go",
    ...                   symbol="ParseBytes", text="ok", effect="f := float64(m)")
    >>> go_success_return(b, src)
    'return uint64(f), nil'
    >>> go_success_return(b, src[:8] + ["\\treturn 0, nil", "}"]) is None  # the end is no failure: an ordinary guard
    True
    >>> arm = ChecklistItem(id="b.go:2:branch", kind=Kind.BRANCH, file="b.go", line=2, end_line=2, language="go",
    ...                     symbol="ToIntE", text="case int64", effect="return int(s), nil")
    >>> go_success_return(arm, ["switch s := i.(type) {", "case int64:", "\\treturn int(s), nil", "default:",
    ...                         '\\treturn 0, fmt.Errorf("unable to cast")', "}"]) is None  # a switch arm: no way out
    True
    """
    # A switch arm (cast's `case int64: return int(s), nil` … `default: return 0, fmt.Errorf(…)`) is one of several
    # ways through the switch, not a way out before the function's failure: its false side is the other arms, which
    # have cases of their own. Read as a way out, every arm got a false-side case stating the default's error.
    if branch.language != "go" or is_label(branch.text) or not go_error_return(after_block(lines, branch.line, "go"), "go"):
        return None
    span = block_lines(lines, branch)
    body = [(n, lines[n - 1]) for n in span if n != branch.line and lines[n - 1].strip() not in ("", "}")]
    if not body:
        return None
    level = min(indent(text) for _n, text in body)
    last = [text.strip() for _n, text in body if indent(text) == level][-1]
    return last if last.startswith("return") and not go_error_return(last, "go") else None
