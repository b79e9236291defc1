from __future__ import annotations

import typing


class BaseHTTPResponse:
    CONTENT_DECODERS = ["gzip", "x-gzip", "deflate"]

    REDIRECT_STATUSES = [301, 302, 303, 307]

    def __init__(self, *, headers=None, status: int, version: int, reason: str | None) -> None:
        self.headers = headers or {}
        self.status = status
        self.version = version
        self.reason = reason

    def get_redirect_location(self) -> str | None | typing.Literal[False]:
        if self.status in self.REDIRECT_STATUSES:
            return self.headers.get("location")
        return False
