"""Where a Go function's body opens: not at the braces of an `interface{}` or `struct{}` type in its signature.

gojsonpointer's `func (p *JsonPointer) Get(document interface{}) (interface{}, reflect.Kind, error) {` was read to end
at `interface{}`'s braces (the first `{` after the receiver's brackets), so its body was one line: the critic found the
branchless function's own `return is.getOutNode, is.getOutKind, is.outError` "returned only outside" it and blocked
the clean draft three times (and spf13/cast's `func indirect(a interface{}) interface{} {` likewise). In a signature
an empty pair `{}` is a type's; the body's brace is the first `{` not closed at once, or an empty body `{}` that ends
the line.

>>> sig = "func (p *JsonPointer) Get(document interface{}) (interface{}, reflect.Kind, error) {\\n\\treturn x\\n}"
>>> sig[body_brace(sig, 0):][:3]
'{\\n\\t'
>>> body_brace("func indirect(a interface{}) interface{} {\\n}", 0), body_brace("func f() {}\\n", 0)
(41, 9)
>>> body_brace("func f(s struct{}) {\\n", 0), body_brace("func f()", 0)
(19, -1)
"""

from __future__ import annotations


def body_brace(text: str, start: int) -> int:
    """Index of the `{` opening the body in `text` from `start` (-1: none)."""
    at = text.find("{", start)
    while at >= 0:
        rest = text[at + 1 :]
        if not rest.startswith("}") or not rest[1:].split("\n", 1)[0].strip():
            return at
        at = text.find("{", at + 2)
    return -1


__all__ = ["body_brace"]
