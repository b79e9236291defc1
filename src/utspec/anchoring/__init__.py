"""Anchoring: text -> specific anchors, and links made only on them.

Used by the designer (which case a design statement or key item lands on), and meant for the
critic and the question checks. The API is small:

- `anchors(text)` -> frozenset of `Anchor(kind, key)` (see `extract`);
- `Unit.of(ref, text, group)` a place to link to; `Index(units)` weighs anchors by rarity over them;
- `link(text, index)` -> `Link` with the unit (or None), the score, the shared anchors and the reason.
"""

from __future__ import annotations

from utspec.anchoring.extract import Anchor, AnchorKind, anchors, normalise, stem
from utspec.anchoring.match import Index, Link, Unit, link

__all__ = ["Anchor", "AnchorKind", "Index", "Link", "Unit", "anchors", "link", "normalise", "stem"]
