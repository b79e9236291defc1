"""The anchor type: (kind, key). Its own module so that the readers `extract` calls (`symbols`) can make
anchors without importing `extract` (which re-exports these names)."""

from __future__ import annotations

from typing import Literal, NamedTuple

AnchorKind = Literal["exception", "message", "ident", "number", "word", "outcome", "subject_value"]


class Anchor(NamedTuple):
    kind: AnchorKind
    key: str
