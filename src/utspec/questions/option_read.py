"""Whether a name a key item writes is also an option the code reads, not only a function of that name.

npm cookie 0.6.0: "encode に関数以外を指定すると TypeError を送出すること" names `encode`, and the module defines a
function `encode(val)`, which throws nothing; but `serialize` reads the option `opt.encode` and throws TypeError
('option encode is invalid') when it is not a function. The key item is about the option: "only other functions
throw it" (`utspec.questions.exception_elsewhere`) would ask a false contradiction. A name the sources read as a
property (`opt.encode`, `options['encode']`), not called there, is such an option. Pure function of the source texts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable


def read_as_option(name: str, texts: Iterable[str]) -> bool:
    """Whether some text reads `name` as a property that is not called there (`opt.encode || encode`).

    >>> read_as_option("encode", ["var enc = opt.encode || encode;"])
    True
    >>> read_as_option("encode", ["return encode(val);", "x = obj.encode(v)"])
    False
    >>> read_as_option("encode", ["var e = options['encode'];"])
    True
    """
    if not name:
        return False
    prop = re.compile(rf"(?:\.{re.escape(name)}|\[\s*['\"]{re.escape(name)}['\"]\s*\])(?![\w$])(?!\s*\()")
    return any(prop.search(t) for t in texts)
