"""A design line that is a worked example of one call (`f(args) = result`), not a statement of limits or outcomes.

Commons Lang's Javadoc lists `<pre>` examples, one call a line: "`StringUtils.leftPad("bat", 5, 'z') = "zzbat"`",
"`StringUtils.abbreviate("abcdefg", "..", 2) = IllegalArgumentException`". design-code-mismatch read the first as the
limit 5 on `pads > PAD_LIMIT` and the second as the outcome of whichever condition shared its words
(`offset <= abbrevMarkerLength+1`): an example states what one call gives, whose path only an evaluation of the call
can find (`utspec.anchoring.worked_example`, `utspec.questions.worked_return`). Pure function of the text.
"""

from __future__ import annotations

import re

_EXAMPLE = re.compile(
    r"^(?:[-*]\s*)?`?[A-Za-z_$][\w$.]*\((?:[^()`]|\([^()`]*\))*\)\s*(?:=|==|->|→)\s*[^=`\s][^`]*`?\s*$"
)


def is_example_line(text: str) -> bool:
    """Whether a statement is one call and what it gives, nothing else.

    >>> is_example_line('`StringUtils.leftPad("bat", 5, \\'z\\') = "zzbat"`')
    True
    >>> is_example_line('`StringUtils.abbreviate("abcdefg", "..", 2) = IllegalArgumentException`')
    True
    >>> is_example_line("Mathematically, it is written `x : P(X <= x) = p`."), is_example_line("maxWidth must be at least 4")
    (False, False)
    """
    return bool(_EXAMPLE.match(text.strip()))
