"""Write a run's artifacts all or nothing: a reader sees every old file or every new one.

Each file goes to a temporary sibling first (same folder, so the final rename never crosses a file
system); only when every temporary is complete are they renamed into place. Should a rename still
fail (a folder appeared where a file goes), the files already renamed are put back as they were,
so one run never leaves a new spec beside an old trace.

`tempfile.mkstemp` creates files 0600; artifacts are meant for colleagues and CI, so each temporary
gets the mode a plain `open(..., "w")` would give: 0666 less the process umask (typically 0644).
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Mapping
from pathlib import Path


def umask_mode() -> int:
    """The mode a newly created file gets under the current umask (0666 & ~umask)."""
    # os.umask can only be read by setting it; set it straight back (utspec writes from one thread).
    current = os.umask(0o022)
    os.umask(current)
    return 0o666 & ~current


def _stage(target: Path, content: str | bytes, mode: int) -> Path:
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    tmp = Path(tmp_name)
    try:
        os.fchmod(fd, mode)
        data = content.encode("utf-8") if isinstance(content, str) else content
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return tmp


def _keep_old(target: Path) -> Path | None:
    """A hard link (or copy) of the file `target` now holds, to put back if the run's renames fail."""
    if not target.is_file():
        return None
    fd, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".old", dir=target.parent)
    os.close(fd)
    old = Path(name)
    try:
        old.unlink()
        os.link(target, old)
    except OSError:
        old.write_bytes(target.read_bytes())
    return old


def write_all(files: Mapping[Path, str | bytes]) -> None:
    """Write every file (text as UTF-8 with `\\n` newlines, or bytes) all or nothing.

    Raises:
        OSError: the first failure; every target then holds what it held before the call.
    """
    mode = umask_mode()
    staged: list[tuple[Path, Path]] = []
    olds: list[tuple[Path, Path | None]] = []
    done: list[Path] = []
    try:
        for target, content in files.items():
            staged.append((_stage(target, content, mode), target))
        for _, target in staged:
            olds.append((target, _keep_old(target)))
        for tmp, target in staged:
            os.replace(tmp, target)
            done.append(target)
    except BaseException:
        previous = dict(olds)
        for target in done:
            old = previous.get(target)
            if old is not None:
                os.replace(old, target)
            else:
                target.unlink(missing_ok=True)
        raise
    finally:
        for tmp, _ in staged:
            tmp.unlink(missing_ok=True)
        for _, old in olds:
            if old is not None:
                old.unlink(missing_ok=True)
