"""An exception type a sentence says is raised, whatever its name ends in ("raises `InvalidLength`").

`utspec.anchoring` reads a name as an exception when it ends in `Error` or `Exception`; python-stdnum's types are
`InvalidLength`, `InvalidFormat`, `InvalidChecksum` (`ValidationError` subclasses). The sentence's own verb says
what they are: the object of "raises"/"throws", the subject of "is raised"/"が送出される". Only a name written as
code (in backticks) and of two or more capitalised words counts: "raises `Foo`" is not read, nor a bare name in prose
(gzip's key item "CRC が一致しない場合は BadGzipFile が送出されること" read so was placed on the `Invalid mode` raise, a
false question on its clean draft), nor "raises ValueError" (the anchors read that one).
"""

from __future__ import annotations

import re

_NAME = r"[A-Z][a-z0-9]+(?:[A-Z][A-Za-z0-9]*)+"
_STATED = re.compile(
    rf"\b(?:raises|throws|raise|throw)\s+(?:an?\s+|the\s+)?`(?P<a>{_NAME})`"
    rf"|`(?P<b>{_NAME})`\s*(?:is|are|gets|get)\s+(?:raised|thrown)\b"
    rf"|`(?P<c>{_NAME})`\s*(?:が|を)\s*(?:送出|スロー)"
)


def stated_exception(text: str) -> str | None:
    """The first exception type `text` says is raised by name, as written; None when it names none.

    >>> stated_exception("Any length other than 10 or 13 raises `InvalidLength`.")
    'InvalidLength'
    >>> stated_exception("isbn.validate of a 12-digit number raises InvalidLength") is None
    True
    >>> stated_exception("`InvalidChecksum` が送出される"), stated_exception("`InvalidFormat` is raised.")
    ('InvalidChecksum', 'InvalidFormat')
    >>> stated_exception("raises `Foo`"), stated_exception("raises the limit"), stated_exception("raises `Config.Limit`")
    (None, None, None)
    """
    m = _STATED.search(text)
    return next((g for g in m.groups() if g), None) if m else None
