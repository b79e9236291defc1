"""A loop's zero-iteration case reads the `return` after the loop whole (issue 12: checkable results).

jp-invoice 0.1 (PyPI, MIT), `summarize_by_tax_rate`: after `for rate, b in sorted(buckets.items(), …)` comes a
`return {` spanning four lines; the case said the function returns `{"by_rate": result, "grand_subtotal_excluded":
grand_net,` (the first line), which the critic rightly blocks as another value than the code's.
"""

from __future__ import annotations

from pathlib import Path

from tests.designer._one_file_run import spec_of

SRC = '''\
def summarize(buckets):
    result = []
    total = 0
    for rate, b in sorted(buckets.items(), reverse=True):
        result.append(rate)
        total += b
    return {
        "by_rate": result,
        "total": total,
    }
'''


def test_the_return_after_an_empty_loop_is_whole(tmp_path: Path) -> None:
    loop = [c for c in spec_of(tmp_path, {"server.py": SRC})["cases"] if c["category"] == "boundary"]
    # ruleid: the whole dictionary, not its first line
    assert any('`{"by_rate": result, "total": total' in c["expected"] for c in loop), [c["expected"] for c in loop]
    # ok: no case quotes the cut first line
    assert not any('"by_rate": result,`' in c["expected"] for c in loop)
