"""A local that holds a dependency call's result is set through a test double of the call (issue 12: inputs a tester can type).

member-ja-py's `withdraw_member` reads `row = cur.fetchone()` and tests `row is None` and `row[0] >= 10000`.
Before this rule the cases said "`row` = `None`" and "`row[0]` = `9999`": `row` is no input, so a
tester had to work out that the database double decides it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ._one_file_run import cases_of

PY = '''def withdraw(conn, member_id: int) -> None:
    cur = conn.cursor()
    cur.execute("SELECT points FROM members WHERE id = %s", (member_id,))
    row = cur.fetchone()
    if row is None:
        raise LookupError("no such member")
    if row[0] >= 10000:
        raise RuntimeError("points must be confirmed first")
    cur.execute("DELETE FROM members WHERE id = %s", (member_id,))
'''

TS = """export async function rename(repo: Repo, id: string, name: string): Promise<string> {
  const user = await this.repo.findById(id);
  if (!user) {
    throw new Error('no such user');
  }
  return name;
}
"""


def test_python_row_from_fetchone(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "svc.py", PY)
    assert cases["`row is None` holds"]["input"] == "`cur.fetchone()` returns `None` (test double)."
    assert cases["`row[0] >= 10000` at 10000 (on the condition)"]["input"] == (
        "`cur.fetchone()` returns `(10000,)` (test double)."
    )
    normal = next(c for p, c in cases.items() if p.startswith("Normal path"))
    assert "`cur.fetchone()` returns `(9999,)` (test double)" in normal["input"] and "`row" not in normal["input"]


def test_typescript_awaited_lookup(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "svc.ts", TS)
    assert cases["`!user` holds"]["input"] == "`this.repo.findById(id)` returns `null` (test double)."


@pytest.mark.parametrize("example", ["PY", "TS"])
def test_switched_off_the_local_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, example: str) -> None:
    from utspec.designer.offline import values

    monkeypatch.setattr(values, "called_from", lambda *a, **k: None)
    cases = cases_of(tmp_path, "svc.py" if example == "PY" else "svc.ts", globals()[example])
    guard = cases["`row is None` holds" if example == "PY" else "`!user` holds"]
    assert "test double" not in guard["input"]
