"""Cases of their own for a design statement or key item that no code-derived case tests."""

from __future__ import annotations

from utspec.designer.offline.item_cases import Draft
from utspec.models import Category, KeyItem, Requirement
from utspec.terms import terms

_NEGATIVE = {"~invalid", "~missing", "~duplicate"}


def design_case(req: Requirement) -> Draft:
    """A case of its own for a design statement no code-derived case tests."""
    return (
        f"Design: {req.text}",
        Category.ERROR if terms(req.text) & _NEGATIVE else Category.NORMAL,
        f"As described under {req.section!r} in {req.file}." if req.section else f"As described in {req.file}.",
        "Input that exercises this statement.",
        f"The behaviour stated in {req.id} holds: {req.text}",
    )


def key_item_case(kt: KeyItem) -> Draft:
    """A case of its own for a key item anchored in the inputs but tested by no case yet."""
    return (
        f"Key item: {kt.text}",
        Category.ERROR if terms(kt.text) & _NEGATIVE else Category.NORMAL,
        "As the key test item states.",
        "Input that exercises the key item.",
        f"The outcome stated by {kt.id} is observed: {kt.text}",
    )
