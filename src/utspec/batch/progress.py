"""The batch's live progress: one line per running case, counts per status, elapsed, model calls and cost.

In a terminal it is a rich `Live` display refreshed by the executor's loop (no refresh thread: the
local executor forks, and a thread holding a lock at fork time can deadlock the child). Elsewhere
(CI logs, pipes) it prints one plain line when a case starts and one when it ends.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import IO, Any

from utspec.messages import Catalog, status_label


@dataclass
class _Running:
    started: float
    calls: int = 0
    tokens: int = 0
    cost: float | None = None


@dataclass
class Progress:
    total: int
    language: str = "en"
    stream: IO[str] | None = None
    live: bool | None = None
    """Force the live display on/off (default: on when the stream is a terminal)."""
    started: float = field(default_factory=time.monotonic)
    running: dict[str, _Running] = field(default_factory=dict)
    counts: dict[str, int] = field(default_factory=dict)
    calls: int = 0
    tokens: int = 0
    cost: float = 0.0
    _live: Any = None

    def __post_init__(self) -> None:
        import sys

        from rich.console import Console

        self.msg = Catalog(self.language)
        stream = self.stream or sys.stderr
        self.console = Console(file=stream, highlight=False, soft_wrap=True)
        if self.live is None:
            self.live = self.console.is_terminal

    def __enter__(self) -> Progress:
        if self.live:
            from rich.live import Live

            self._live = Live(self._render(), console=self.console, auto_refresh=False, transient=False)
            self._live.__enter__()
        return self

    def __exit__(self, *exc: object) -> None:
        if self._live is not None:
            self._live.update(self._render(), refresh=True)
            self._live.__exit__(None, None, None)
            self._live = None

    def event(self, event: tuple[Any, ...]) -> None:
        kind, name = event[0], event[1]
        if kind == "start":
            self.running[name] = _Running(time.monotonic())
            if not self.live:
                self._plain(self.msg("batch.started", case=name, done=self.done, total=self.total))
        elif kind == "call" and name in self.running:
            r = self.running[name]
            r.calls, r.tokens, r.cost = event[2], event[3], event[4]
        elif kind == "done":
            row = event[2]
            self.running.pop(name, None)
            self.counts[row["status"]] = self.counts.get(row["status"], 0) + 1
            self.calls += row.get("calls", 0)
            self.tokens += row.get("tokens", 0)
            self.cost += row.get("cost_usd") or 0.0
            if not self.live:
                error = f" {row['error']}" if row.get("error") else ""
                self._plain(self.msg("batch.finished", case=name, status=status_label(row["status"], self.language), done=self.done,
                                     total=self.total, seconds=f"{row.get('seconds', 0):.1f}") + error)  # fmt: skip

    @property
    def done(self) -> int:
        return sum(self.counts.values())

    def tick(self) -> None:
        if self._live is not None:
            self._live.update(self._render(), refresh=True)

    def _plain(self, line: str) -> None:
        self.console.print(line, markup=False)

    def totals_line(self) -> str:
        live_calls = self.calls + sum(r.calls for r in self.running.values())
        live_cost = self.cost + sum(r.cost or 0.0 for r in self.running.values())
        counts = ", ".join(f"{k} {v}" for k, v in sorted(self.counts.items())) or "-"
        return self.msg("batch.totals", done=self.done, total=self.total, counts=counts,
                        elapsed=f"{time.monotonic() - self.started:.1f}", calls=live_calls,
                        cost=f"{live_cost:.6f}")  # fmt: skip

    def _render(self) -> Any:
        from rich.console import Group
        from rich.text import Text

        now = time.monotonic()
        width = max((len(n) for n in self.running), default=0)
        lines = [Text(f"{name:<{width}}  " + self.msg("batch.running_line", seconds=f"{now - r.started:.1f}", calls=r.calls))
                 for name, r in self.running.items()]  # fmt: skip
        return Group(*lines, Text(self.totals_line(), style="bold", overflow="fold"))
