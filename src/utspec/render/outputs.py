"""Where a run's artifacts go: checked before any work, and hand edits never overwritten.

`trace.json` records the SHA-256 of every artifact the run wrote (`artifacts`). On the next run a
file whose content no longer matches its recorded hash has been edited by a person: it is moved to
`<name>.<timestamp>.bak` before the new one is written (or the run refuses, with `--no-backup`).
A file the ledger does not know (no trace.json yet, or one from before hashes were kept) is
treated the same way: utspec cannot tell it from a person's work, so it keeps it.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from collections.abc import Iterable, Mapping
from datetime import datetime
from pathlib import Path

from utspec.errors import UtspecError
from utspec.messages import said

#: The key in trace.json under which artifact hashes are kept, and the entry for trace.json itself.
LEDGER_KEY = "artifacts"
SELF = "trace.json"


def digest(content: str | bytes) -> str:
    data = content.encode("utf-8") if isinstance(content, str) else content
    return "sha256:" + hashlib.sha256(data).hexdigest()


def check_out_dir(out_dir: Path) -> None:
    """`--out` must be a folder that exists or can be made, and that utspec may write into."""
    if out_dir.exists() and not out_dir.is_dir():
        raise UtspecError(str(out_dir), said("error.out_is_file"))
    _check_folder(out_dir, str(out_dir))


def _check_folder(folder: Path, shown: str) -> None:
    probe = folder
    while not probe.exists():
        if probe.parent == probe:
            break
        probe = probe.parent
    if not probe.is_dir():
        raise UtspecError(shown, said("error.cannot_create", probe=probe))
    if not os.access(probe, os.W_OK | os.X_OK):
        raise UtspecError(shown, said("error.not_writable", probe=probe))


def check_targets(targets: Iterable[Path], shown: Mapping[Path, str] | None = None) -> None:
    """Each artifact path must be a file or nothing yet, in a folder that can be made and written."""
    for target in targets:
        name = (shown or {}).get(target, str(target))
        if target.is_dir():
            raise UtspecError(name, said("error.folder_in_the_way"))
        _check_folder(target.parent, name)


def ledger_text(trace_text: str) -> str:
    """Fill in trace.json's own hash: the hash of the document with that entry empty."""
    slot = f'"{SELF}": "<self>"'
    blank = trace_text.replace(slot, f'"{SELF}": ""', 1)
    return trace_text.replace(slot, f'"{SELF}": "{digest(blank)}"', 1)


def _recorded(trace_js: Path) -> dict[str, str]:
    """The hashes a previous run recorded in `trace_js` (empty when there is none or it is unreadable)."""
    try:
        text = trace_js.read_text(encoding="utf-8")
        data = json.loads(text)
    except (OSError, ValueError):
        return {}
    ledger = data.get(LEDGER_KEY) if isinstance(data, dict) else None
    if not isinstance(ledger, dict):
        return {}
    hashes = {str(k): str(v) for k, v in ledger.items()}
    own = hashes.get(SELF)
    if own is not None:
        # Verify trace.json itself the way `ledger_text` hashed it.
        blanked = text.replace(f'"{SELF}": "{own}"', f'"{SELF}": ""', 1)
        hashes[SELF] = own if digest(blanked) == own else "edited"
    return hashes


def key_for(path: Path, trace_js: Path) -> str:
    """How the ledger names an artifact: relative to trace.json's folder when inside it."""
    try:
        rel = path.resolve().relative_to(trace_js.resolve().parent).as_posix()
    except ValueError:
        return path.resolve().as_posix()
    return SELF if path.resolve() == trace_js.resolve() else rel


def edited(targets: Iterable[Path], trace_js: Path) -> list[Path]:
    """Artifacts on disk whose content is not what utspec last wrote there (a person's edits)."""
    recorded = _recorded(trace_js)
    out: list[Path] = []
    for target in targets:
        if not target.is_file():
            continue
        key = key_for(target, trace_js)
        want = recorded.get(key)
        if key == SELF:
            if want is not None and want != "edited":
                continue
        elif want is not None and digest(target.read_bytes()) == want:
            continue
        out.append(target)
    return out


def refuse_edited(paths: list[Path], shown: Mapping[Path, str]) -> None:
    """`--no-backup`: stop before any work when an artifact holds a person's edits."""
    if paths:
        first = paths[0]
        key = "error.edited_more" if len(paths) > 1 else "error.edited"
        raise UtspecError(shown.get(first, str(first)), said(key, n=len(paths) - 1))


def back_up(paths: list[Path], now: datetime | None = None) -> list[tuple[Path, Path]]:
    """Keep each file as `<name>.<timestamp>.bak` beside it; return (original, backup) pairs.

    A copy, not a rename: the new artifact replaces the original atomically afterwards, and if
    that write fails the person's file is still where they left it.
    """
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    moved: list[tuple[Path, Path]] = []
    for path in paths:
        bak = path.with_name(f"{path.name}.{stamp}.bak")
        n = 1
        while bak.exists():
            n += 1
            bak = path.with_name(f"{path.name}.{stamp}-{n}.bak")
        shutil.copy2(path, bak)
        moved.append((path, bak))
    return moved
