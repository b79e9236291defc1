"""The critic's side of a boundary and of a raise in an `if` settled by the case's value (`_case_facts.sides`)."""

from __future__ import annotations

from utspec.critic.checks._case_facts import sides
from utspec.models import Category, ChecklistItem, Kind, TestCase

SRC = "\n".join(
    [
        "def send(self, code):",
        "    if code != 250:",
        "        if code == 421:",
        "            self.close()",
        "        raise SMTPDataError(code)",
        "    if (code != 250) and (code != 251):",
        "        self.errs = code",
    ]
)


def _item(kind: Kind, line: int, text: str, end: int | None = None, **kw: object) -> ChecklistItem:
    return ChecklistItem(id=f"s.py:{line}:{kind.value}", kind=kind, file="s.py", line=line, end_line=end or line,
                         language="python", text=text, **kw)  # type: ignore[arg-type]  # fmt: skip


def _case(value: int) -> TestCase:
    return TestCase(id="TC-001", perspective="p", category=Category.BOUNDARY, preconditions="-",
                    input=f"`code` = `{value}`.", expected="-")  # fmt: skip


def test_a_raise_in_the_block_of_an_if_that_does_not_run_does_not_fire() -> None:
    bound = _item(Kind.BOUNDARY, 2, "code != 250", operator="!=", value=250, test_values=[249, 250, 251])
    branch = _item(Kind.BRANCH, 2, "code != 250", end=5)
    raise_ = _item(Kind.RAISE, 5, "raise SMTPDataError(code)")
    got = {s.item.kind: s.fires for s in sides([bound, branch, raise_], _case(250), {"s.py": SRC})}
    assert got[Kind.RAISE] is False, got


def test_a_value_off_one_comparison_that_settles_the_whole_if_takes_its_side() -> None:
    bound = _item(Kind.BOUNDARY, 6, "code != 250", operator="!=", value=250, test_values=[249, 250, 251])
    got = sides([bound], _case(251), {"s.py": SRC})
    assert got[0].fires is False, got  # 251 != 250, but `code != 251` is false: the block does not run
