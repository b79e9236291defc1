"""The observables benchmark fails when the designer is broken on purpose (MEASURING.md: a check that cannot fail
measures nothing).

The designer is replaced by one that restates the code ("`…` is executed", the failure issue 12 names): a wrapper
around the real `utspec` that rewrites every expected result of the real run. The benchmark must count none of
them as naming an observable and exit 1 (the intact designer names one in all 52 cases of the same examples:
`python bench/expected_results.py`, session 21).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BENCH = ROOT / "bench" / "expected_results.py"
UTSPEC = ROOT / ".venv" / "bin" / "utspec"

_WRAPPER = """#!{python}
import json, subprocess, sys
from pathlib import Path
subprocess.run([{utspec!r}, *sys.argv[1:]], capture_output=True, check=False)
out = Path(sys.argv[sys.argv.index("--out") + 1]) / "spec.json"
spec = json.loads(out.read_text(encoding="utf-8"))
for case in spec["cases"]:
    ref = next((e for e in case["evidence"] if ":" in e), "the code")
    case["expected"] = "The statement at `" + ref + "` is executed."
out.write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
"""


def _share(output: str) -> tuple[int, int]:
    m = re.search(r"observable: (\d+)/(\d+)", output)
    assert m is not None, output
    return int(m.group(1)), int(m.group(2))


@pytest.mark.skipif(not UTSPEC.exists(), reason="needs the project's virtual environment (make sync)")
def test_a_designer_that_restates_the_code_fails_the_benchmark(tmp_path: Path) -> None:
    broken = tmp_path / "utspec"
    broken.write_text(_WRAPPER.format(python=sys.executable, utspec=str(UTSPEC)), encoding="utf-8")
    broken.chmod(0o755)
    run = subprocess.run([sys.executable, str(BENCH), "--utspec", str(broken), "--show", "0"],
                         capture_output=True, text=True, check=False, cwd=tmp_path)  # fmt: skip
    observable, total = _share(run.stdout)
    assert total > 0 and observable == 0
    assert run.returncode == 1
