"""Record and replay model traffic: `--record DIR` and `--replay DIR`.

Each request the door sends (already redacted, so no secret is ever written) is stored as one
JSON file named by the SHA-256 of its normalized form and its occurrence: the n-th time the same
request is sent in a run is `<key>.<n>.json`. Faults are stored too, so a replayed run retries
where the recorded one did and its trace matches. Replay needs no network and no litellm.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from utspec.llm.accounting import Pricing
from utspec.llm.errors import ModelFault, ReplayMiss, TransportFault
from utspec.llm.transport import ModelReply, ModelRequest, Transport

#: Bumped when an entry's shape changes, so an old recording fails loudly instead of misreading.
FORMAT = 1


def entry_path(directory: Path, key: str, occurrence: int) -> Path:
    return directory / f"{key}.{occurrence}.json"


class RecordingTransport:
    """Pass requests to `inner` and write each request with its reply or fault under `directory`.

    Args:
        scrub: applied to every entry's text before it is written (the run's `Redactor.redact_known`):
            the request is redacted already, but a provider's error message may quote anything.
        pricing: prices each reply as it is recorded (`cost_usd`), so a replay needs no price table.
    """

    def __init__(
        self,
        inner: Transport,
        directory: Path,
        *,
        scrub: Callable[[str], str] | None = None,
        pricing: Pricing | None = None,
    ) -> None:
        self.inner = inner
        self.scrub = scrub
        self.pricing = pricing
        self.directory = Path(directory)
        self.directory.mkdir(parents=True, exist_ok=True)
        self._seen: Counter[str] = Counter()

    def send(self, request: ModelRequest) -> ModelReply:
        key = request.key()
        self._seen[key] += 1
        entry = _entry_head(request, key, self._seen[key])
        try:
            reply = self.inner.send(request)
        except TransportFault as fault:
            entry["fault"] = {
                "kind": fault.kind,
                "message": fault.message,
                "status_code": fault.status_code,
                "retry_after_s": fault.retry_after_s,
            }
            _write_json(entry_path(self.directory, key, self._seen[key]), entry, self.scrub)
            raise
        if self.pricing is not None and reply.cost_usd is None:
            cost = self.pricing.cost(request.model, reply.prompt_tokens or 0, reply.completion_tokens or 0)
            reply = reply.model_copy(update={"cost_usd": cost})
        entry["reply"] = reply.model_dump(mode="json")
        _write_json(entry_path(self.directory, key, self._seen[key]), entry, self.scrub)
        return reply


class ReplayTransport:
    """Serve recorded replies; a request that was not recorded raises `ReplayMiss`.

    Each reply carries the cost recorded with it, so the door needs no pricing (and no litellm).
    """

    #: The door reads costs from the replies and skips its own price check (see `ModelDoor`).
    prices_replies = True

    def __init__(self, directory: Path) -> None:
        self.directory = Path(directory)
        if not self.directory.is_dir():
            raise FileNotFoundError(f"replay directory {self.directory} does not exist")
        self._seen: Counter[str] = Counter()

    def send(self, request: ModelRequest) -> ModelReply:
        key = request.key()
        self._seen[key] += 1
        path = entry_path(self.directory, key, self._seen[key])
        if not path.is_file():
            raise ReplayMiss(request.node, request.model, key, self._seen[key], str(self.directory))
        entry = json.loads(path.read_text(encoding="utf-8"))
        _check_entry(entry, request, path)
        if "fault" in entry:
            fault = entry["fault"]
            raise TransportFault(
                fault["kind"],
                fault["message"],
                status_code=fault["status_code"],
                retry_after_s=fault["retry_after_s"],
            )
        return ModelReply.model_validate(entry["reply"])


def _entry_head(request: ModelRequest, key: str, occurrence: int) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "key": key,
        "occurrence": occurrence,
        "node": request.node,
        "role": request.role,
        "request": request.normalized(),
    }


def _check_entry(entry: dict[str, Any], request: ModelRequest, path: Path) -> None:
    # The file name is only a hash; a hand-edited or foreign file must not be served as this reply.
    problem = None
    if entry.get("format") != FORMAT:
        problem = f"recording format {entry.get('format')!r}, expected {FORMAT}"
    elif entry.get("request") != json.loads(json.dumps(request.normalized())):
        problem = "the stored request differs from the one its name hashes (edited by hand?)"
    if problem:
        raise ModelFault(
            "replay_miss", request.node, request.model, f"{path}: {problem}; re-record with --record"
        )


def _write_json(path: Path, value: Any, scrub: Callable[[str], str] | None = None) -> None:
    text = json.dumps(value, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    if scrub is not None:
        text = scrub(text)
    # Write then rename: an interrupted run leaves no half-written entry to replay later.
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=".json")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
