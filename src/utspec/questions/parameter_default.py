"""A JavaScript/TypeScript parameter whose default is another parameter: `{ threshold, size, minimumNumberOfCalls = size }`.

"CountBreaker の minimumNumberOfCalls を省略すると 1 になること" states a default of 1; cockatiel's constructor
defaults it to whatever `size` is. No literal default exists to compare with (`default_conflicts.code_defaults`
reads literals only), yet a reviewer would ask: the omitted option follows another input the key item does not fix.
`default_claims` asks when the key item states a literal for such a name and the code gives it no literal default.
Only a name that is itself a parameter of the same list counts (`= size`), never a constant or a call.
"""

from __future__ import annotations

import re

from utspec.models import SourceText
from utspec.questions.default_conflicts import CodeDefault, Value

#: A function's, method's or constructor's parameter list on one line: `constructor({ a, b = a }: T) {`.
_PARAMETERS = re.compile(
    r"(?:\bconstructor|\bfunction\s*[\w$]*|^\s*(?:(?:public|private|protected|static|async)\s+)*[A-Za-z_$][\w$]*)"
    r"\s*\((?P<params>[^()]*)\)\s*(?::[^{;=]*)?\{",
)
_SCRIPT = (".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".cts", ".tsx")


def parameter_defaults(src: SourceText) -> list[CodeDefault]:
    """Each parameter whose default is another parameter of the same list (module docstring).

    >>> ts = "class B {\\n  constructor({ threshold, size, minimumNumberOfCalls = size }: O) {\\n  }\\n}\\n"
    >>> [(d.name, d.value.shown(), d.line) for d in parameter_defaults(SourceText(path="B.ts", text=ts))]
    [('minimumNumberOfCalls', 'size', 2)]
    >>> parameter_defaults(SourceText(path="c.ts", text="function f(a, b = LIMIT) {\\n}\\n"))
    []
    """
    if not src.path.endswith(_SCRIPT):
        return []
    out: list[CodeDefault] = []
    for n, line in enumerate(src.text.split("\n"), start=1):
        for m in _PARAMETERS.finditer(line):
            # the types out: `}: O`, `a: number`
            params = re.sub(r":\s*[^,{}=]+(?=[,}]|$)", "", m.group("params"))
            names = set(re.findall(r"(?:^|[{,(])\s*([A-Za-z_$][\w$]*)", params))
            for d in re.finditer(r"([A-Za-z_$][\w$]*)\s*=\s*([A-Za-z_$][\w$]*)\s*(?=[,}]|$)", params):
                if d.group(2) in names and d.group(2) != d.group(1):
                    out.append(CodeDefault(d.group(1), Value("name", d.group(2)), src.path, n, line.strip()))
    return out


__all__ = ["parameter_defaults"]
