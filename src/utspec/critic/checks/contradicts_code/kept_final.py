"""Whether a branch's value for the returned name reaches the function's final `return` (shared by the checks that
read "returns `V`" and "does not return `V`" against that value)."""

from __future__ import annotations

from utspec.critic.checks._case_facts import Side
from utspec.critic.checks._kept_return import kept_to_return
from utspec.critic.checks._main_path import final_return_of
from utspec.critic.checks.contradicts_code.values import same
from utspec.critic.review_input import ReviewInput
from utspec.models import ChecklistItem


def kept_to_final(inp: ReviewInput, items: list[ChecklistItem], side: Side, name: str) -> bool:
    """Whether the value `side`'s branch gives `name` reaches the function's final `return name` unchanged: the final
    return (`final_return_of`) returns `name`, sits in the branch's file, and `kept_to_return` holds between them."""
    final = final_return_of(inp, items)
    if final is None or final.value is None or not same(final.value, name):
        return False
    file, _, at = final.where.rpartition(":")
    src = next((x.text for x in inp.sources if x.path == file), None)
    if src is None or file != side.item.file or not at.isdigit():
        return False
    return kept_to_return(src.split("\n"), side.item.line, int(at), name, side.item.language)


__all__ = ["kept_to_final"]
