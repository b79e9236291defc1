"""Diff parsing and scoping, without git: the unified-diff reader and the touch rule."""

from __future__ import annotations

from utspec.analyzers.diff import _touches, parse_unified_diff
from utspec.models import ChecklistItem, Kind

DIFF = """diff --git a/src/a.py b/src/a.py
--- a/src/a.py
+++ b/src/a.py
@@ -3,0 +4,2 @@ def f(x):
+    if x > 1:
+        raise ValueError()
@@ -10,3 +12 @@ def g():
-    a
-    b
-    c
+    d
@@ -20,2 +21,0 @@ def h():
-    gone
-    gone too
--- a/old.py
+++ /dev/null
@@ -1 +0,0 @@
-x
"""


def _item(line: int, end: int) -> ChecklistItem:
    return ChecklistItem(id=f"a.py:{line}:branch", kind=Kind.BRANCH, file="a.py", line=line, end_line=end,
                         language="python", text="x")  # fmt: skip


def test_parse_unified_diff():
    touched = parse_unified_diff(DIFF)
    assert set(touched) == {"src/a.py"}
    lines, deletions = touched["src/a.py"]
    assert lines == {4, 5, 12} and deletions == {21}


def test_touch_rule():
    t = ({4, 5, 12}, {21})
    assert _touches(_item(4, 4), t) and _touches(_item(1, 6), t)
    assert not _touches(_item(6, 11), t)
    assert _touches(_item(20, 22), t)  # lines were deleted inside it
    assert not _touches(_item(21, 21), t)  # a deletion after its only line does not change it
    assert not _touches(_item(22, 30), t)
