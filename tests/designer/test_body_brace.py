"""The body of a Go function whose result type has braces of its own (`interface{}`, `struct{…}`)."""

from utspec.designer.offline.signature import numbered_body

_GO = [
    "package lru",
    "",
    "func (c *Cache) Get(key Key) (value interface{}, ok bool) {",
    "\tif c.cache == nil {",
    "\t\treturn",
    "\t}",
    "\treturn nil, false",
    "}",
    "",
    "func indirect(a interface{}) struct{ n int } {",
    "\treturn struct{ n int }{1}",
    "}",
]


def test_a_result_types_braces_do_not_end_the_body() -> None:
    # Before: the body ended at `interface{}` (line 3 only), so line 4's guard lay outside its own function.
    assert [n for n, _ in numbered_body(_GO, "Cache.Get", 4, "go")] == [3, 4, 5, 6, 7, 8]
    assert [n for n, _ in numbered_body(_GO, "indirect", 11, "go")] == [10, 11, 12]


def test_a_java_body_is_unchanged() -> None:
    src = ["class A {", "  int f(int x) {", "    return x;", "  }", "}"]
    assert [n for n, _ in numbered_body(src, "A.f", 3, "java")] == [2, 3, 4]
