"""Run or resume one utspec run with a scripted model, and kill itself at a chosen point.

Used by tests/test_interrupt.py and bench/interrupt_resume.py: a real process, really killed.

    python bench/interrupt_driver.py run    CONFIG OUT REPLIES LOG [--kill-after-calls N | --kill-after-nodes K] [--max-calls M]
    python bench/interrupt_driver.py resume CONFIG OUT REPLIES LOG

The scripted model answers as a function of the request alone (a temperature-0 model): the
designer's first draft request gets prose (so the door re-asks: two calls in one node), the re-ask
REPLIES["draft"], a revision REPLIES["revise"], the critic REPLIES["critic"].
Every request is appended to LOG (flushed and synced) as `sent <hash> <node>` when it reaches the
model and `done <hash> <node>` when its reply exists, so the parent can count completed calls sent
again (paid twice) apart from calls cut off in flight by the kill (never answered, so sent again).
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import time
from pathlib import Path

from utspec.llm import BudgetSettings, LlmSettings, ModelDoor, NoPricing
from utspec.llm.fake import reply
from utspec.llm.transport import ModelReply, ModelRequest

SIGNALS = {"kill": signal.SIGKILL, "term": signal.SIGTERM, "int": signal.SIGINT}


class ScriptedModel:
    """A model with latency whose reply depends only on the request; it can kill its own process."""

    def __init__(self, replies: dict, log: Path, latency_s: float, kill_after_calls: int | None, sig: int) -> None:
        self.replies, self.log, self.latency_s = replies, log, latency_s
        self.kill_after_calls, self.sig, self.calls = kill_after_calls, sig, 0

    def send(self, request: ModelRequest) -> ModelReply:
        if self.kill_after_calls is not None and self.calls >= self.kill_after_calls:
            os.kill(os.getpid(), self.sig)  # N calls have completed (and been recorded): die before the next
            time.sleep(5)
        self.calls += 1
        self._log("sent", request)
        time.sleep(self.latency_s)
        if request.node == "review_test_spec":
            answer = reply(self.replies["critic"])
        elif request.node == "generate_test_spec" and not any(m.get("role") == "assistant" for m in request.messages):
            # The first draft is not JSON: the door re-asks within the same node, so a kill between
            # the two calls leaves a completed call that only the run's own recording can save.
            answer = reply("Here is the specification you asked for.")
        else:
            answer = reply(self.replies["draft" if request.node == "generate_test_spec" else "revise"])
        self._log("done", request)  # the reply exists: from here on, sending it again would be paying twice
        return answer

    def _log(self, what: str, request: ModelRequest) -> None:
        with self.log.open("a", encoding="utf-8") as fh:
            fh.write(f"{what} {request.key()} {request.node}\n")
            fh.flush()
            os.fsync(fh.fileno())


def _kill_after_nodes(k: int, sig: int) -> None:
    """Kill the process when the (k+1)-th node starts: k nodes have run and been checkpointed."""
    import utspec.graph.build as build

    original = build.make_nodes
    started = [0]

    def make_nodes(svc):
        nodes = original(svc)

        def wrap(fn):
            def node(state):
                if started[0] >= k:
                    os.kill(os.getpid(), sig)
                    time.sleep(5)
                started[0] += 1
                return fn(state)

            return node

        return {name: wrap(fn) for name, fn in nodes.items()}

    build.make_nodes = make_nodes  # type: ignore[assignment]


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=["run", "resume"])
    ap.add_argument("config", type=Path)
    ap.add_argument("out", type=Path)
    ap.add_argument("replies", type=Path)
    ap.add_argument("log", type=Path)
    ap.add_argument("--kill-after-calls", type=int)
    ap.add_argument("--kill-after-nodes", type=int)
    ap.add_argument("--signal", choices=sorted(SIGNALS), default="kill")
    ap.add_argument("--latency", type=float, default=0.0)
    ap.add_argument("--max-calls", type=int, help="budget.max_calls of the run (model requests)")
    ap.add_argument("--broken", action="store_true", help="resume without the run's own recording (the bench must catch it)")
    args = ap.parse_args(argv)
    # Ctrl-C as a person at a terminal sends it: a harness started in the background of a script
    # (`nohup … &`, a CI runner) passes SIGINT on as ignored, and Python then installs no KeyboardInterrupt
    # handler, so `--signal int` was silently ignored there and the run finished (flaky in landings, red
    # in a backgrounded fresh-clone CI).
    signal.signal(signal.SIGINT, signal.default_int_handler)
    sig = SIGNALS[args.signal]
    if args.kill_after_nodes is not None:
        _kill_after_nodes(args.kill_after_nodes, sig)
    from utspec.config import load_config
    from utspec.errors import UtspecError
    from utspec.run import resume, run

    replies = json.loads(args.replies.read_text(encoding="utf-8"))
    model = ScriptedModel(replies, args.log, args.latency, args.kill_after_calls, sig)
    budget = BudgetSettings(max_calls=args.max_calls)
    door = ModelDoor(LlmSettings(model="fake/designer", backoff_s=0), budget, transport=model, pricing=NoPricing())
    if args.broken:
        door.wrap_transport = lambda wrap: None  # type: ignore[method-assign]
    print("ready", flush=True)  # imports done: the bench's random kill time counts from here
    try:
        if args.mode == "run":
            result = run(load_config(args.config), out_dir=args.out, door=door)
        else:
            result = resume(args.out, door=door)
    except KeyboardInterrupt:
        return 130
    except UtspecError as exc:
        print(f"error: {exc.one_line()}", file=sys.stderr)
        return 2
    print(json.dumps({"status": result.status.value, "run_id": result.run_id, "rounds": result.rounds}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
