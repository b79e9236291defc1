""" "A wins over B" is about A: the case where A is checked and taken, not the one that reads B.

"Retry-After wins over RateLimit-Reset when both are present" names both headers, and the rarer,
longer name (`RateLimit-Reset`, also in `X-RateLimit-Reset`) outweighs the winner's: it lands on
the code reading the loser. What such a statement checks is that the winner's branch is taken;
the loser is named only to say what is not used. The loser's words are left out before matching.
"""

from __future__ import annotations

import re

#: "wins over B", "takes precedence over B", "is preferred to B", "overrides B": B up to a clause or the end.
_OVER = re.compile(
    r"\b(wins?|win out|takes? precedence|has precedence|(?:is|are) preferred|prevails?|overrides?)\s+"
    r"(?:(?:over|to)\s+)?(.+?)(?=\s+(?:when|if|unless|while|whenever)\b|[.;,]|$)",
    re.I,
)


def without_loser(text: str) -> str:
    """The statement with what loses left out ("Retry-After wins when both are present")."""
    return _OVER.sub(lambda m: m.group(1), text)
