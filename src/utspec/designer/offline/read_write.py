"""A statement about reading is not about a writing method's case, nor one about writing about a reading method's.

Converters, serializers and codecs come in pairs: Json.NET's `IsoDateTimeConverter` has `WriteJson` and `ReadJson`,
with the same words in both (DateTime, null, token, culture). "JavaScriptDateTimeConverter reads new
Date(976918263055) as the UTC DateTime …" landed on `WriteJson`'s `value is DateTime` case, "This converter serializes
a DateTime as a JavaScript Date object" on `ReadJson`'s. The verb says the direction and the method's name says its
own; when they disagree the link is dropped (not moved: leaving those cases out of the search changes every
anchor's rarity, and tests/designer/test_named_class.py's "Gap reads the width 3" then found nothing). A statement
naming both directions ("to and from", "reads and writes") is not restricted.
"""

from __future__ import annotations

import re
from typing import Literal

Direction = Literal["read", "write"]

#: The verbs (any case) and a method named in the text (`WriteJson`, case-sensitive: "readable" is no `ReadAble`).
_READ = re.compile(r"(?i:\b(?:read|reads|reading|deserializ\w*|deserialis\w*)\b)|\bRead[A-Z]\w*")
_WRITE = re.compile(
    r"(?i:\b(?:write|writes|writing|written|serializ\w*|serialis\w*|seraliz\w*)\b)|\bWrite[A-Z]\w*"
)
#: Method names by their direction (`WriteJson`, `serialize`, `read_row`, `ReadJson`, `deserialize`).
_READ_NAME = re.compile(r"^(?:read|deserializ|deserialis)", re.IGNORECASE)
_WRITE_NAME = re.compile(r"^(?:write|serializ|serialis)", re.IGNORECASE)


#: A verb that is not the code's action: a reader or a device doing it ("every browser reads it", "easier for people
#: to read", "when the clock reads 0", "Please read the wiki"), or how a value looks ("which reads as 1 minute", "is
#: written as \\'", "written in golang"). Masked before the direction is read: such a sentence says nothing of which
#: method runs, and dropping its links (this module only drops) would cost recall for nothing.
_NOT_CODE = re.compile(
    r"(?i:\b(?:browsers?|people|users?|humans?|readers?|you|clock|please|easier (?:for \w+ )?to)\s+(?:\w+\s+)?"
    r"(?:to\s+)?(?:read|reads|write|writes)\b)|"
    r"(?i:\b(?:read|reads|written|writes)\s+(?:as|in)\b)"
)


def direction(text: str) -> Direction | None:
    """The one direction a statement's verbs say, else None (none, or both).

    >>> direction("JavaScriptDateTimeConverter reads new Date(976918263055) as the UTC DateTime")
    'read'
    >>> direction("This converter serializes a DateTime as a JavaScript Date object")
    'write'
    >>> direction("Converts a DateTime to and from JSON."), direction("Reads and writes the file.")
    (None, None)
    >>> direction("BytesSize returns a human-readable size")  # "readable" is no verb
    >>> direction("Technically this is invalid JSON but every browser reads it."), direction("`60000` reads as `1:00`")
    (None, None)
    >>> direction("an empty argument is written as ''"), direction("VersionConverter reads JSON null as null")
    (None, 'read')
    """
    text = _NOT_CODE.sub(" ", text)
    read, write = bool(_READ.search(text)), bool(_WRITE.search(text))
    if read == write:
        return None
    return "read" if read else "write"


def against(said: Direction, symbol: str | None) -> bool:
    """Whether a method (`Cls.WriteJson`) goes the other way than the statement.

    >>> against("read", "JavaScriptDateTimeConverter.WriteJson"), against("read", "IsoDateTimeConverter.ReadJson")
    (True, False)
    >>> against("write", "Parser.ReadJson"), against("write", "convert"), against("write", None)
    (True, False, False)
    """
    name = (symbol or "").rsplit(".", 1)[-1]
    if not name:
        return False
    return bool((_WRITE_NAME if said == "read" else _READ_NAME).match(name))
