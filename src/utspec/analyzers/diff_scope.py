"""`input.diff`: scope a run's or a review's checklist to the lines a git diff changes, and say so.

The revision is checked before any work (an unknown one is the user's to fix: exit 2, one line
naming the config's `input.diff`); the scope goes into the notices, which the spec lists.
"""

from __future__ import annotations

from collections.abc import Sequence

from utspec.analyzers.diff import scope_to_diff, verify_revision
from utspec.config import LoadedConfig, yaml_line
from utspec.errors import UtspecError
from utspec.models import ChecklistItem, Notice
from utspec.notices import notice


def _line(loaded: LoadedConfig) -> int | None:
    try:
        return yaml_line(loaded.path.read_text(encoding="utf-8-sig"), "input.diff")
    except (OSError, UnicodeDecodeError):
        return None


def check_diff(loaded: LoadedConfig) -> None:
    """Raise a one-line `UtspecError` when `input.diff` names no commit (or the inputs are not in git)."""
    rev = loaded.config.input.diff
    if rev is None:
        return
    problem = verify_revision(loaded.base, rev)
    if problem is not None:
        raise UtspecError(str(loaded.path), problem, field="input.diff", line=_line(loaded))


def scope_to_config_diff(
    items: Sequence[ChecklistItem], loaded: LoadedConfig
) -> tuple[list[ChecklistItem], list[Notice]]:
    """The items `input.diff` touches (all of them when it is not set), and a notice that says the scope."""
    rev = loaded.config.input.diff
    if rev is None:
        return list(items), []
    kept = scope_to_diff(items, loaded.base, rev, base=loaded.base)
    key = "scope_range" if ".." in rev else "scope_worktree"
    note = notice(
        loaded.relative(loaded.path), key, line=_line(loaded), rev=rev, kept=len(kept), total=len(items)
    )
    return kept, [note]
