"""A loop's zero-iteration case cites the raise or return after the loop that it states (issue 12: evidence on the
case it talks about; issue 14: the critic's own-evidence rule).

jpdatetime 1.5.0 (PyPI, Apache-2.0): `for era in eras: if self >= era['start_date']: return era` then
`raise ValueError("Date out of range for Japanese eras")`; the zero-iteration case stated the raise but cited only the
loop, and unsupported-value blocked the designer's own case.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.designer._one_file_run import spec_of

PY = '''\
def era_of(day, eras):
    for era in eras:
        if day >= era["start"]:
            return era
    raise ValueError("Date out of range for Japanese eras")
'''


def test_the_zero_iteration_case_cites_the_raise_it_states(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"eras.py": PY})
    zero = [c for c in spec["cases"] if "ValueError" in c["expected"] and "zero iterations" in c["expected"]]
    # ruleid: the raise's item is evidence of the case that states it
    assert zero and "src/eras.py:5:raise" in zero[0]["evidence"], [(c["expected"], c["evidence"]) for c in spec["cases"]]
    trace = json.loads((tmp_path / "out" / "trace.json").read_text(encoding="utf-8"))
    findings = trace["rounds"][0]["review"]["findings"]
    assert not [f for f in findings if f["severity"] == "blocking"], findings  # ok: nothing blocks the draft
