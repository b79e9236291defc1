"""A message the code formats (`"member '%s' not found in %s"`, `'Found invalid escape {}'`, `` `got ${n}` ``) as a
pattern a stated message must fit.

`expected-contradicts-code` left messages with placeholders alone (any text may stand in them), so a message
that drops or changes the words around them passed (jsonpointer's `walk`: "member '%s' not found" for
"member '%s' not found in %s", the other branch's message). Each placeholder matches any text, the words
between must be there, and the stated message may go on after the last one (the code may add to it: an implicit
concatenation of string literals, `+ detail`).

>>> fits("member 'x' not found in {'a': 1}", "member '%s' not found in %s"), fits("member '%s' not found", "member '%s' not found in %s")
(True, False)
>>> fits("Found invalid escape ~2", "Found invalid escape {}"), fits("Expected `count` to be at least 0, got `-1`", "Expected `count` to be at least 0, got `${count}`")
(True, True)
>>> fits("Document 'x' does not support indexing, must be mapping", "Document '%s' does not support indexing, ")
True
"""

from __future__ import annotations

import re

PLACEHOLDER = re.compile(r"%[-#0 +]*\d*(?:\.\d+)?[sdrfixXeEgGc]|\$\{[^{}]*\}|\{[^{}]*\}")


def _squash(text: str) -> str:
    return " ".join(text.split()).casefold()


def fits(said: str, template: str) -> bool:
    """Whether the stated message is one the code's formatted `template` can give."""
    parts = PLACEHOLDER.split(_squash(template))
    pattern = "(.*?)".join(re.escape(p) for p in parts)
    return re.fullmatch(pattern + r".*", _squash(said), re.DOTALL) is not None
