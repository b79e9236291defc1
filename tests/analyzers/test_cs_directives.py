"""A C# `#if` group between a branch and its `else` no longer breaks the chain (cs_directives.py).

Shaped as Json.NET's multi-framework converters (written here): the `else if` inside `#if !NET20` and the
`else` after `#endif` were "not trusted" and their items left out.
"""

from __future__ import annotations

import doctest

from utspec.analyzers import analyze, cs_directives
from utspec.models import SourceText

SOURCE = """\
public class Clock
{
    public string Write(object value)
    {
        if (value is DateTime)
        {
            return "date";
        }
#if !NET20
        else if (value is DateTimeOffset)
        {
            return "offset";
        }
#endif
        else
        {
            throw new ArgumentException("Expected a date");
        }
    }

    public int Limit()
    {
#if DEBUG
        return 1;
#endif
        return 2;
    }
}
"""


def test_the_chain_around_an_if_group_is_read_whole():
    result = analyze([SourceText(path="Clock.cs", text=SOURCE)])
    kinds = {(i.line, i.kind.value) for i in result.items}
    assert (10, "branch") in kinds  # the `else if` inside the group
    assert (17, "raise") in kinds  # the `else`'s throw after it
    assert not [n for n in result.notices if "Clock.cs" in str(n)]


def test_a_group_among_statements_is_left_as_it_is():
    assert cs_directives.join_else_chains(SOURCE).split("\n")[22] == "#if DEBUG"
    assert cs_directives.join_else_chains(SOURCE).split("\n")[8] == " " * len("#if !NET20")


def test_doctests():
    assert doctest.testmod(cs_directives).failed == 0
