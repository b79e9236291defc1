"""Read user files as text whatever their encoding, and tell binary files apart.

Order: a byte-order mark decides (UTF-8/16/32); then strict UTF-8; then charset-normalizer over
the whole file. Japanese shops write Shift_JIS/CP932 and EUC-JP, so those code pages get a head
start in the guess (`PREFERENCE`) rather than being tried first: a strict CP932 attempt accepts
most Latin-1 text too ("Québec" is valid CP932 and comes out "Qu饕ec"). A guess that another,
differently-decoding code page matches as well is returned with a note naming both, so the user
can set `input.encoding`.
"""

from __future__ import annotations

import codecs
from dataclasses import dataclass
from pathlib import Path

from utspec.errors import UtspecError
from utspec.messages import Said, said

#: Byte-order marks, longest first (the UTF-32 LE mark starts with the UTF-16 LE one).
BOMS: tuple[tuple[bytes, str], ...] = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
#: File signatures of formats that are never text (images, archives, executables, PDFs).
MAGIC: tuple[bytes, ...] = (
    b"\x89PNG", b"GIF8", b"\xff\xd8\xff", b"PK\x03\x04", b"%PDF", b"\x7fELF", b"MZ", b"\xca\xfe\xba\xbe",
    b"\x1f\x8b", b"BZh", b"7z\xbc\xaf", b"Rar!", b"\xd0\xcf\x11\xe0", b"SQLite format 3\x00",
)  # fmt: skip
#: How much of a file decides "binary".
_SNIFF = 8192
#: Head start (subtracted from charset-normalizer's chaos, 0 = clean) for the code pages our users write.
PREFERENCE: dict[str, float] = {"cp932": 0.05, "euc_jp": 0.05, "cp1252": 0.02, "latin_1": 0.01}
#: A guess whose text is this chaotic (charset-normalizer's mess ratio) is called out as low confidence.
LOW_CONFIDENCE_CHAOS = 0.1


@dataclass(frozen=True)
class Decoded:
    text: str | None
    """`None` when the file is binary and was skipped."""
    encoding: str | None
    note: str | None = None
    """Why the decoding may be wrong (a guess with a rival, NUL bytes), for the Input notes (English)."""
    said: Said | None = None
    """`note` as a catalog sentence, so the Input notes say it in the run's language."""


def _noted(text: str, encoding: str | None, note: Said | None) -> Decoded:
    return Decoded(text, encoding, note.en if note else None, note)


def is_binary(data: bytes) -> bool:
    """A known binary signature, or NUL/control bytes that no text encoding explains."""
    head = data[:_SNIFF]
    if head.startswith(MAGIC):
        return True
    if b"\x00" not in head:
        return False
    if _utf16_without_bom(head) is not None:
        return False
    # A stray NUL in otherwise clean text (a comment, a pasted string) is not a binary file.
    controls = sum(1 for b in head if b < 9 or 13 < b < 32)
    return controls > 1 and controls * 200 > len(head)


def _utf16_without_bom(head: bytes) -> str | None:
    """UTF-16 without a BOM: NUL bytes on one side of each pair only, and clean text once decoded."""
    if len(head) < 4:
        return None
    head = head[: len(head) // 2 * 2]
    even, odd = head[0::2].count(0), head[1::2].count(0)
    order = "utf-16-le" if odd and not even else "utf-16-be" if even and not odd else None
    if order is None:
        return None
    try:
        text = head.decode(order, errors="strict")
    except UnicodeDecodeError:
        return None
    return order if not any(ord(ch) < 32 and ch not in "\t\n\r\f" for ch in text) else None


def _family(match_charsets: list[str]) -> str | None:
    for name in PREFERENCE:
        if any(codecs.lookup(c).name == codecs.lookup(name).name for c in match_charsets):
            return name
    return None


def guess(data: bytes) -> Decoded:
    """charset-normalizer over the whole file, the Japanese code pages weighed by its confidence."""
    from charset_normalizer import from_bytes

    matches = list(from_bytes(data))
    if not matches:
        raise ValueError(
            "cannot detect the text encoding (not UTF-8, UTF-16, Shift_JIS/CP932, EUC-JP or a Western code page)"
        )
    scored = []
    for m in matches:
        family = _family(m.could_be_from_charset)
        encoding = family or m.encoding
        scored.append((m.chaos - PREFERENCE.get(family or "", 0.0), m.chaos, encoding, m))
    scored.sort(key=lambda s: (s[0], s[1]))
    _, chaos, encoding, best = scored[0]
    text = data.decode(encoding, errors="strict") if _decodes(data, encoding) else str(best)
    rivals = [s[2] for s in scored[1:] if s[1] <= chaos and str(s[3]) != text]
    if chaos >= LOW_CONFIDENCE_CHAOS:
        return _noted(text, encoding, said("notice.guessed_low", encoding=encoding))
    if rivals:
        return _noted(text, encoding, said("notice.guessed_rival", encoding=encoding, rival=rivals[0]))
    return Decoded(text, encoding)


def _decodes(data: bytes, encoding: str) -> bool:
    try:
        data.decode(encoding, errors="strict")
    except (UnicodeDecodeError, LookupError):
        return False
    return True


def decode_bytes(data: bytes, encoding: str | None = None) -> Decoded:
    """Decode bytes: `encoding` when forced, else BOM, UTF-8, then a weighed guess.

    Returns `Decoded(None, None)` for binary data. Raises `ValueError` when nothing decodes.
    """
    if encoding is not None:
        try:
            text = data.decode(encoding, errors="strict")
        except UnicodeDecodeError as exc:
            raise ValueError(
                f"not valid {encoding} at byte {exc.start} (input.encoding forces {encoding})"
            ) from None
        return Decoded(text.removeprefix("\ufeff"), encoding)
    for bom, name in BOMS:
        if data.startswith(bom):
            try:
                return Decoded(data[len(bom) :].decode(name, errors="strict"), name + "-bom")
            except UnicodeDecodeError as exc:
                raise ValueError(
                    f"starts with a {name} byte-order mark but is not valid {name} at byte {exc.start}"
                ) from None
    if is_binary(data):
        return Decoded(None, None)
    try:
        text = data.decode("utf-8", errors="strict")
    except UnicodeDecodeError:
        pass
    else:
        return _noted(text, "utf-8", _nul_note(text))
    if (utf16 := _utf16_without_bom(data[:_SNIFF])) is not None and _decodes(data, utf16):
        return _noted(data.decode(utf16), utf16, said("notice.no_bom", encoding=utf16))
    decoded = guess(data)
    if decoded.note or decoded.text is None:
        return decoded
    return _noted(decoded.text, decoded.encoding, _nul_note(decoded.text))


def _nul_note(text: str) -> Said | None:
    if "\x00" not in text:
        return None
    line = text.count("\n", 0, text.index("\x00")) + 1
    return said("notice.nul", line=line)


def read_text(path: Path, *, shown_as: str | None = None, encoding: str | None = None) -> Decoded:
    """Read and decode a file; an unreadable or undecodable file is a `UtspecError` naming it."""
    name = shown_as or str(path)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise UtspecError(name, said("error.file_not_found")) from None
    except IsADirectoryError:
        raise UtspecError(name, said("error.is_folder")) from None
    except OSError as exc:
        raise UtspecError(name, said("error.cannot_read", why=exc.strerror or exc)) from None
    try:
        decoded = decode_bytes(data, encoding)
    except (ValueError, UnicodeDecodeError) as exc:
        raise UtspecError(name, str(exc)) from None
    if decoded.text is not None:
        # Normalise newlines (CRLF, lone CR, mixed) so line numbers agree with what editors show;
        # a NUL byte would stop some parsers short, so it becomes a space (the note says where).
        text = decoded.text.replace("\r\n", "\n").replace("\r", "\n").replace("\x00", " ")
        decoded = Decoded(text, decoded.encoding, decoded.note, decoded.said)
    return decoded
