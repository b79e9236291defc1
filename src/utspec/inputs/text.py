"""Read user files as text whatever their encoding, and tell binary files apart.

Design documents in Japanese shops are often Shift_JIS/CP932; source files may carry a BOM.
Decoding is tried strictly in a fixed order before charset-normalizer guesses, because a guess
on short Shift_JIS text can land on an unrelated code page and silently garble it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from charset_normalizer import from_bytes

from utspec.errors import UtspecError

_BOM = b"\xef\xbb\xbf"
#: How much of a file decides "binary": a NUL byte in the first 8 KiB.
_SNIFF = 8192


@dataclass(frozen=True)
class Decoded:
    text: str | None
    encoding: str | None
    """`None` with text `None` means the file is binary and was skipped."""


def is_binary(data: bytes) -> bool:
    return b"\x00" in data[:_SNIFF]


def decode_bytes(data: bytes) -> Decoded:
    """Decode bytes as UTF-8 (with or without BOM), then CP932, then charset-normalizer's best guess.

    Returns `Decoded(None, None)` for binary data. Raises `ValueError` when nothing decodes.
    """
    if is_binary(data):
        return Decoded(None, None)
    if data.startswith(_BOM):
        return Decoded(data[len(_BOM):].decode("utf-8", errors="strict"), "utf-8-sig")
    for enc in ("utf-8", "cp932"):
        try:
            return Decoded(data.decode(enc, errors="strict"), enc)
        except UnicodeDecodeError:
            continue
    best = from_bytes(data).best()
    if best is None:
        raise ValueError("cannot detect the text encoding (not UTF-8, not Shift_JIS/CP932)")
    return Decoded(str(best), best.encoding)


def read_text(path: Path, *, shown_as: str | None = None) -> Decoded:
    """Read and decode a file; an unreadable or undecodable file is a `UtspecError` naming it."""
    name = shown_as or str(path)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise UtspecError(name, "file not found") from None
    except IsADirectoryError:
        raise UtspecError(name, "is a folder, not a file") from None
    except OSError as exc:
        raise UtspecError(name, f"cannot read: {exc.strerror or exc}") from None
    try:
        decoded = decode_bytes(data)
    except (ValueError, UnicodeDecodeError) as exc:
        raise UtspecError(name, str(exc)) from None
    if decoded.text is not None:
        # Normalise newlines so line numbers agree with what editors show.
        decoded = Decoded(decoded.text.replace("\r\n", "\n").replace("\r", "\n"), decoded.encoding)
    return decoded
