"""A value the design says is capped, used in a loop before the loop caps it: the first use is not capped.

PyPI retry 0.9.2 (bench/questions retry-call-py, rc-C2, real and unedited): the readme says "max_delay: the maximum
value of delay", and the loop is

    _tries, _delay = tries, delay
    while _tries:
        …
            time.sleep(_delay)
            _delay *= backoff
            …
            if max_delay is not None:
                _delay = min(_delay, max_delay)

so `delay=10, max_delay=5` sleeps 10 first. Read: a clamp `v = min(v, m)` (`Math.min`, `math.Min`) inside a loop, a
use of `v` earlier in the same loop body (passed to a call, yielded or returned), and no clamp of `v` before the loop;
the question is asked when a design statement names `m` as a maximum. Python and brace languages, by indentation.
Pure function of the source texts and the statements.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.models import Requirement, SourceText

_CLAMP = re.compile(
    r"^\s*(?:(?:var|let|const)\s+)?(?P<v>[A-Za-z_$][\w$.]*)\s*:?=\s*(?:Math\.|math\.)?[mM]in\(\s*(?P<a>[A-Za-z_$][\w$.]*)\s*,\s*(?P<b>[A-Za-z_$][\w$.]*)\s*\)"
)
_WAITS = re.compile(r"\b(?:sleep|wait|delay|setTimeout|yield|return)\b", re.I)
_LOOP = re.compile(r"^\s*(?:while\b|for\b|do\b|loop\b)")
#: Words saying a name is a maximum.
_MAXIMUM = re.compile(
    r"\bmax(?:imum)?\b|\bcap(?:ped|s)?\b|\bupper\s+(?:limit|bound)\b|\bat\s+most\b|上限|最大", re.I
)


@dataclass(frozen=True)
class ClampAfterUse:
    file: str
    use_line: int
    use: str
    """The statement that uses the value uncapped (`time.sleep(_delay)`)."""
    clamp_line: int
    clamp: str
    value: str
    """The capped name (`_delay`)."""
    maximum: str
    """The cap (`max_delay`)."""


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _uses(line: str, name: str) -> bool:
    """`time.sleep(_delay)`, `await sleep(delay)`, `yield delay`, `return delay`: the value leaves the loop body."""
    n = re.escape(name)
    return bool(
        re.search(rf"\w\s*\((?:[^()]*,\s*)?{n}\s*(?:[,)])", line)
        or re.search(rf"^\s*(?:yield|return)\s+{n}\b", line)
    )


def clamps_after_use(source: SourceText) -> list[ClampAfterUse]:
    """Each clamp in a loop that an earlier use of the same value in that loop's body runs before.

    >>> py = "d = delay\\nwhile t:\\n    sleep(d)\\n    d *= 2\\n    d = min(d, max_delay)\\n"
    >>> [(c.use_line, c.clamp_line, c.value, c.maximum) for c in clamps_after_use(SourceText(path="a.py", text=py))]
    [(3, 5, 'd', 'max_delay')]
    >>> clamps_after_use(SourceText(path="a.py", text=py.replace("d = delay", "d = min(delay, max_delay)"))) == []
    True
    """
    lines = source.text.split("\n")
    out = []
    for n, line in enumerate(lines, start=1):
        m = _CLAMP.match(line)
        if m is None:
            continue
        v = m.group("v")
        if m.group("a") == v:
            cap = m.group("b")
        elif m.group("b") == v:
            cap = m.group("a")
        else:
            continue
        # the loop that holds the clamp: the nearest line above with less indentation that opens a loop
        depth, start = _indent(line), None
        for k in range(n - 1, 0, -1):
            above = lines[k - 1]
            if not above.strip():
                continue
            if _indent(above) < depth:
                if _LOOP.match(above):
                    start = k
                    break
                depth = _indent(above)
        if start is None:
            continue
        used = [k for k in range(start + 1, n) if _uses(lines[k - 1], v)]
        if not used:
            continue
        # the wait itself rather than a log line that prints the value first
        use = next((k for k in used if _WAITS.search(lines[k - 1])), used[0])
        # `_tries, _delay = tries, min(delay, max_delay)`: a start value capped before the loop (any shape)
        capped_before = any(
            re.search(r"\b[mM]in\(", lines[k - 1]) and re.search(rf"(?<![\w$.]){re.escape(cap)}(?![\w$])", lines[k - 1])
            and re.search(rf"(?<![\w$.]){re.escape(v)}(?![\w$])", lines[k - 1])
            for k in range(1, start)
        )  # fmt: skip
        if capped_before:
            continue
        out.append(ClampAfterUse(source.path, use, lines[use - 1].strip(), n, line.strip(), v, cap))
    return out


def clamp_conflicts(
    requirements: Sequence[Requirement], sources: Sequence[SourceText]
) -> list[tuple[ClampAfterUse, Requirement]]:
    """Each clamp after use whose cap a design statement names as a maximum, with the first such statement."""
    out = []
    for s in sources:
        for c in clamps_after_use(s):
            cap = c.maximum.split(".")[-1]
            said = re.compile(rf"(?<![\w$]){re.escape(cap)}(?![\w$])")
            r = next(
                (
                    r
                    for r in requirements
                    if r.kind != "heading" and said.search(r.text) and _MAXIMUM.search(r.text)
                ),
                None,
            )
            if r is not None:
                out.append((c, r))
    return out
