"""A statement in the words of a SQL query's heading comment lands on the query's condition (query_heading.py)."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking

SQL = """-- 休眠会員の抽出（夜間バッチ）
SELECT m.id, m.email
FROM members m
WHERE m.status = 1
ORDER BY m.id;

-- 退会予定の一覧
SELECT w.id
FROM withdrawals w
WHERE w.done = 0;
"""

DR = "夜間バッチで休眠会員を抽出する。"


def test_the_heading_decides_the_query() -> None:
    assert linked_lines(SQL, DR, path="q.sql") == [4]


def test_without_the_rule_the_heading_only_chooses_the_file(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "query_heading", lambda lines, item: "")
    assert linked_lines(SQL, DR, path="q.sql") != [4]
