"""Keep the checklist items whose lines a git diff touches ("changed source code" = the change itself)."""

from __future__ import annotations

import re
import subprocess
from collections.abc import Sequence
from pathlib import Path, PurePosixPath

from utspec.errors import UtspecError
from utspec.models import ChecklistItem

_FILE = re.compile(r"^\+\+\+ (.*)$")
_HUNK = re.compile(r"^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@")

#: What a file's diff touched: added/changed new-side lines, and deletion points (a deletion after
#: line n touches every item spanning lines n and n+1).
Touched = tuple[set[int], set[int]]


_ESCAPES = {"a": 7, "b": 8, "t": 9, "n": 10, "v": 11, "f": 12, "r": 13, '"': 34, "\\": 92}


def _c_unquote(body: str) -> str:
    """Undo git's C-style quoting: `\\ooo` octal bytes (UTF-8), `\\t`, `\\"`, `\\\\`, …"""
    out, i = bytearray(), 0
    while i < len(body):
        ch = body[i]
        if ch == "\\" and i + 1 < len(body):
            nxt = body[i + 1]
            if (
                nxt in "01234567"
                and i + 3 < len(body) + 1
                and all(c in "01234567" for c in body[i + 1 : i + 4])
            ):
                out.append(int(body[i + 1 : i + 4], 8))
                i += 4
                continue
            if nxt in _ESCAPES:
                out.append(_ESCAPES[nxt])
                i += 2
                continue
        out += ch.encode("utf-8", "surrogateescape")
        i += 1
    return out.decode("utf-8", "surrogateescape")


def _unquote(name: str) -> str:
    """A `+++` header's file name as a path: git's quoting undone, the `b/` prefix and a trailing tab removed.

    git quotes a name holding `"`, `\\` or a control character even with core.quotePath=false, and
    some diff producers end the name with a tab (then a timestamp).
    """
    if name.startswith('"') and name.rstrip().endswith('"') and len(name.rstrip()) > 1:
        name = _c_unquote(name.rstrip()[1:-1])
    else:
        name = name.split("\t", 1)[0]
    return name[2:] if name.startswith("b/") else name


def parse_unified_diff(text: str) -> dict[str, Touched]:
    """New-side paths -> (changed lines, deletion points) from `git diff --unified=0` output."""
    out: dict[str, Touched] = {}
    current: Touched | None = None
    for line in text.split("\n"):
        if m := _FILE.match(line):
            path = _unquote(m.group(1))
            current = None if path == "/dev/null" else out.setdefault(path, (set(), set()))
        elif current is not None and (m := _HUNK.match(line)):
            start, count = int(m.group(1)), int(m.group(2) if m.group(2) is not None else 1)
            if count == 0:
                current[1].add(start)
            else:
                current[0].update(range(start, start + count))
    return out


def _git(repo_root: Path, *args: str) -> str:
    try:
        # quotePath=false: non-ASCII names come out as UTF-8, not octal escapes; decoded as UTF-8 whatever the locale.
        done = subprocess.run(
            ["git", "-c", "core.quotePath=false", *args], cwd=repo_root, capture_output=True,
            encoding="utf-8", errors="surrogateescape", check=False,
        )  # fmt: skip
    except FileNotFoundError:
        raise UtspecError(str(repo_root), "--diff needs git, which is not installed") from None
    if done.returncode != 0:
        message = (done.stderr.strip().splitlines() or ["git failed"])[-1]
        raise UtspecError(str(repo_root), f"git {' '.join(args[:1])}: {message}")
    return done.stdout


def revisions(rev: str) -> list[str]:
    """`REV` -> [REV]; `A..B` -> [A, B] (`A...B`, a merge base, is passed to git as it is)."""
    return rev.split("..", 1) if ".." in rev and "..." not in rev else [rev]


def verify_revision(repo_root: Path, rev: str) -> str | None:
    """None when every side of `rev` names a commit in the repository at `repo_root`, else what is wrong."""
    if not rev.strip() or rev.startswith("-"):
        return f"not a git revision: {rev!r}"
    try:
        _git(repo_root, "rev-parse", "--show-toplevel")
    except UtspecError as exc:
        return exc.message
    for side in revisions(rev) if "..." not in rev else rev.split("...", 1):
        if not side or side.startswith("-"):
            return f"not a git revision: {rev!r}"
        try:
            _git(repo_root, "rev-parse", "--verify", "--quiet", "--end-of-options", f"{side}^{{commit}}")
        except UtspecError:
            return f"unknown revision {side!r}" + (f" (in {rev!r})" if side != rev else "")
    return None


def diff_ranges(repo_root: Path, rev: str) -> dict[str, Touched]:
    """What `git diff REV` (against the work tree) or `git diff A..B` touched, by repository path."""
    if not rev.strip() or rev.startswith("-"):
        raise UtspecError(str(repo_root), f"not a git revision: {rev!r}", field="diff")
    spec = revisions(rev)
    text = _git(repo_root, "diff", "--unified=0", "--no-color", "--no-ext-diff", "--no-renames", *spec, "--")
    return parse_unified_diff(text)


def _touches(item: ChecklistItem, touched: Touched) -> bool:
    lines, deletions = touched
    end = max(item.end_line, item.line)
    if any(n in lines for n in range(item.line, end + 1)):
        return True
    return any(item.line <= d < end for d in deletions)


def scope_to_diff(
    items: Sequence[ChecklistItem], repo_root: Path, rev: str, *, base: Path | None = None
) -> list[ChecklistItem]:
    """The items whose lines `git diff REV` (or `REV..REV`) touches, in their original order.

    Args:
        items: the checklist; `item.file` is relative to `base`.
        repo_root: any folder inside the git work tree.
        rev: `REV` (compared with the work tree) or `A..B`.
        base: the folder item paths are relative to (default: `repo_root`).

    Raises:
        UtspecError: git is missing, the folder is not a repository or the revision is unknown.
    """
    top = Path(_git(repo_root, "rev-parse", "--show-toplevel").strip()).resolve()
    changed = diff_ranges(repo_root, rev)
    root = (base or repo_root).resolve()
    kept: list[ChecklistItem] = []
    for item in items:
        try:
            rel = PurePosixPath((root / item.file).resolve().relative_to(top).as_posix())
        except ValueError:
            continue  # outside the repository: git cannot have changed it
        touched = changed.get(str(rel))
        if touched is not None and _touches(item, touched):
            kept.append(item)
    return kept
