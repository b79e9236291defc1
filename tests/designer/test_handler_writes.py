"""A write in an except/catch body happens only when the try block fails (issue 12: evidence and results true of the code).

member-ja-py's `register_member` inserts into `mail_retry` inside `except TimeoutError:`. Before this
rule the normal path said "one row is inserted into `mail_retry`" (the mail was sent: no retry row),
the write's own case gave the normal input with no failure, and its failure case said the database
error "is caught by the try block around line 34" (the except body is not guarded by its own try).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from utspec.designer.offline.facts import in_try

from ._one_file_run import cases_of

SVC = '''def save(cur, mailer, email: str) -> int:
    if not email:
        raise ValueError("email is required")
    cur.execute("INSERT INTO users (email) VALUES (%s)", (email,))
    try:
        mailer.send(email)
    except TimeoutError:
        cur.execute("INSERT INTO mail_retry (email) VALUES (%s)", (email,))
    return 1
'''

JAVA = """class S {
  void run() {
    try {
      repo.save();
    } catch (E e) {
      repo.retry();
    }
    if (b) {
      repo.after();
    }
  }
}
""".splitlines()


@pytest.mark.parametrize(
    ("lines", "line", "symbol", "language", "inside"),
    [
        (SVC.splitlines(), 6, "save", "python", True),  # ruleid: the try body
        (SVC.splitlines(), 8, "save", "python", False),  # ok: the except body
        (SVC.splitlines(), 4, "save", "python", False),  # ok: before the try
        (JAVA, 4, "run", "java", True),  # ruleid
        (JAVA, 6, "run", "java", False),  # ok: the catch body
        (JAVA, 9, "run", "java", False),  # ok: a later block at the try's depth
    ],
)
def test_in_try(lines: list[str], line: int, symbol: str, language: str, inside: bool) -> None:
    assert in_try(lines, line, symbol, language) is inside


def _cases(tmp_path: Path) -> dict[str, dict]:
    return cases_of(tmp_path, "svc.py", SVC)


def test_handler_write_is_not_on_the_normal_path(tmp_path: Path) -> None:
    cases = _cases(tmp_path)
    normal = next(c for p, c in cases.items() if p.startswith("Normal path"))
    assert "`users`" in normal["expected"] and "mail_retry" not in normal["expected"]
    retry = cases["Database write: INSERT `mail_retry`"]
    assert "raises `TimeoutError`" in retry["preconditions"] and "raises `TimeoutError`" in retry["input"]
    assert retry["category"] == "error"
    fails = cases["Database write fails: INSERT `mail_retry`"]
    assert "reaches the caller" in fails["expected"] and "raises `TimeoutError`" in fails["input"]
    users = cases["Database write: INSERT `users`"]
    assert "TimeoutError" not in users["preconditions"] + users["input"]
