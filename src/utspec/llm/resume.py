"""A run's own recording, so that a run resumed after a crash sends no model call twice.

Every `utspec run` with a model records each (redacted) request and its reply under its run folder,
in the `--record` format. A resumed run re-executes only the node that was cut off; its requests
are looked up there first and sent to the model only when the recording has no reply for them.

Entries are keyed by request hash and occurrence within the process, so a resumed node's n-th
identical request is served the n-th recorded reply. A reply is written (atomically) before it
is used: a kill between the two costs nothing; a kill before the write costs that one call.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from utspec.llm.replay import RecordingTransport, ReplayTransport, entry_path
from utspec.llm.transport import ModelReply, ModelRequest, Transport


class ResumableTransport:
    """Serve recorded replies under `directory`; send and record what is not there yet.

    Attributes:
        served: how many requests the recording answered (no model call).
        sent: how many went to `inner`.
    """

    def __init__(self, inner: Transport, directory: Path) -> None:
        self.directory = Path(directory)
        self._recorder = RecordingTransport(inner, self.directory)
        self._replayer = ReplayTransport(self.directory)
        self._seen: Counter[str] = Counter()
        self.served = 0
        self.sent = 0

    def send(self, request: ModelRequest) -> ModelReply:
        key = request.key()
        self._seen[key] += 1
        occurrence = self._seen[key]
        if entry_path(self.directory, key, occurrence).is_file() and _complete(
            entry_path(self.directory, key, occurrence)
        ):
            self.served += 1
            # The replayer keeps its own count: bring it to this occurrence, then serve (faults re-raise).
            self._replayer._seen[key] = occurrence - 1
            return self._replayer.send(request)
        self.sent += 1
        self._recorder._seen[key] = occurrence - 1
        return self._recorder.send(request)


def _complete(path: Path) -> bool:
    try:
        entry = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False  # a torn file is treated as absent: the call is made again
    return "reply" in entry or "fault" in entry
