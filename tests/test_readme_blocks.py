"""Every shell block in the README runs as pasted from the repository's root (issue 17).

A ```sh block is a list of commands a reader pastes after the quick start. A command expected to end
with another code than 0 says so in a trailing comment (`... --out /tmp/out   # exit 3`); output and
synopses with placeholders sit in ```text blocks, never in ```sh ones. The quick start itself
(`make demo`, `make test`, `make local-model`) is not run here: it is what runs these tests.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from markdown_it import MarkdownIt

ROOT = Path(__file__).resolve().parents[1]
EXIT = re.compile(r"#\s*exit\s+(\d+)\b")
QUICK_START = ("make ",)


def _blocks() -> list[tuple[int, str]]:
    tokens = MarkdownIt("commonmark").parse((ROOT / "README.md").read_text(encoding="utf-8"))
    return [(t.map[0] + 1, t.content) for t in tokens if t.type == "fence" and t.info.strip() in ("sh", "bash") and t.map]


def _commands(block: str) -> list[str]:
    return [ln for ln in block.splitlines() if ln.strip() and not ln.lstrip().startswith("#")]


BLOCKS = _blocks()


def test_the_readme_has_runnable_blocks():
    runnable = [b for _, b in BLOCKS if not all(c.startswith(QUICK_START) for c in _commands(b))]
    assert len(runnable) >= 3


@pytest.mark.parametrize("line, block", BLOCKS, ids=[f"README.md:{n}" for n, _ in BLOCKS])
def test_readme_block_runs_as_pasted(line, block, tmp_path):
    commands = _commands(block)
    if all(c.startswith(QUICK_START) for c in commands):
        pytest.skip("the quick start: it is what runs these tests")
    for cmd in commands:
        m = EXIT.search(cmd)
        want = int(m.group(1)) if m else 0
        done = subprocess.run(["bash", "-c", cmd], cwd=ROOT, capture_output=True, text=True, timeout=600,
                              env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "TMPDIR": str(tmp_path)})  # fmt: skip
        assert done.returncode == want, (
            f"README.md:{line}: `{cmd}` exited {done.returncode}, not {want}:\n{done.stdout[-1500:]}\n{done.stderr[-1500:]}"
        )
        assert "Traceback" not in done.stderr, done.stderr
