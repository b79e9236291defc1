"""Write files so that a reader sees the old file or the new one, never half of either."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_all(files: dict[Path, str]) -> None:
    """Write every file to a temporary sibling first, then move each into place.

    A failure while writing (disk full, a bad path) leaves every target untouched: nothing is
    renamed until all temporaries are complete.
    """
    staged: list[tuple[Path, Path]] = []
    try:
        for target, text in files.items():
            target.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
            staged.append((Path(tmp_name), target))
            with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
                fh.write(text)
                fh.flush()
                os.fsync(fh.fileno())
        for tmp, target in staged:
            os.replace(tmp, target)
        staged.clear()
    finally:
        for tmp, _ in staged:
            tmp.unlink(missing_ok=True)
