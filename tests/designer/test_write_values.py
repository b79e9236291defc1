"""A row a write inserts names each column's value for the case's input; a normal call leaves optional parameters at their defaults."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import cases_of

PY = '''def register_member(conn, email: str, invite_code: str | None = None) -> int:
    if not email:
        raise ValueError("email is required")
    cur = conn.cursor()
    cur.execute("SELECT COUNT(*) FROM members WHERE email = %s", (email,))
    if cur.fetchone()[0] > 0:
        raise ValueError("duplicate")
    points = 500
    if invite_code:
        points += 300
    cur.execute("INSERT INTO members (email, points) VALUES (%s, %s)", (email, points))
    return cur.lastrowid
'''


def test_insert_states_the_values_of_its_columns(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "member.py", PY)
    write = next(c for p, c in cases.items() if p.startswith("Database write: INSERT"))
    # the optional invitation code stays at its default on the normal path: 500 points, not 500 + 300
    assert "`invite_code` = `None`" in write["input"]
    assert "(`email` = `\"user@example.com\"`, `points` = `500`)" in write["expected"]
    normal = next(c for p, c in cases.items() if p.startswith("Normal path"))
    assert "`points` = `500`" in normal["expected"]


def test_branch_and_off_side_cases_state_the_row_the_input_writes(tmp_path: Path) -> None:
    # The function returns `cur.lastrowid` (nothing to work out): the row it writes is what a test checks.
    cases = cases_of(tmp_path, "member.py", PY)
    invited = next(c for p, c in cases.items() if p.startswith("`invite_code` holds"))
    assert "`points` = `800`" in invited["expected"] and "`email` = `\"user@example.com\"`" in invited["input"]
    off = next(c for p, c in cases.items() if p.startswith("`cur.fetchone()[0] > 0` at 0"))
    assert "`points` = `500`" in off["expected"]
