"""Throwing argument checks are branches (guard_calls.py): Spring's Assert, Objects.requireNonNull, Guava, .NET."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.designer._one_file_run import spec_of
from utspec.analyzers import analyze
from utspec.models import Kind, SourceText

JAVA = """import org.springframework.util.Assert;
import java.util.Objects;

public class Orders {
    public void apply(String userId, Integer count) {
        Assert.hasText(userId, "userId must not be empty");
        Objects.requireNonNull(count);
        com.google.common.base.Preconditions.checkArgument(count > 0, "count must be positive");
        repo.update(userId, count);
    }
}
"""
CSHARP = """public class Orders {
    public void Apply(string userId, int count) {
        ArgumentException.ThrowIfNullOrEmpty(userId);
        ArgumentOutOfRangeException.ThrowIfNegative(count);
        repo.Update(userId, count);
    }
}
"""


@pytest.mark.parametrize(
    ("path", "src", "expected"),
    [("Orders.java", JAVA, [(6, "userId == null", 'throw new IllegalArgumentException("userId must not be empty")'),
                            (6, "userId.isBlank()", 'throw new IllegalArgumentException("userId must not be empty")'),
                            (7, "count == null", "throw new NullPointerException()"),
                            (8, "!(count > 0)", 'throw new IllegalArgumentException("count must be positive")')]),
     ("Orders.cs", CSHARP, [(3, "string.IsNullOrEmpty(userId)", "throw new ArgumentException()"),
                            (4, "count < 0", "throw new ArgumentOutOfRangeException()")])],
)  # fmt: skip
def test_each_way_a_check_fails_is_a_branch_that_throws(path: str, src: str, expected: list) -> None:
    items = analyze([SourceText(path=path, text=src)]).items
    got = [(i.line, i.text, i.effect) for i in items if i.kind is Kind.BRANCH]
    assert got == expected


def test_the_spec_passes_null_and_blank(tmp_path: Path) -> None:
    cases = spec_of(tmp_path, {"Orders.java": JAVA})["cases"]
    says = {c["input"]: c["expected"] for c in cases}
    raised = 'IllegalArgumentException` is raised with the message "userId must not be empty".'
    assert says["`userId` = `null`."].endswith(raised)
    assert says['`userId` = `"   "`.'].endswith(raised)


def test_an_assertion_library_of_tests_is_no_guard() -> None:
    src = "class T { void t() { Assert.assertEquals(1, f()); org.junit.Assert.assertTrue(ok); } }"
    assert not [i for i in analyze([SourceText(path="T.java", text=src)]).items if i.kind is Kind.BRANCH]
