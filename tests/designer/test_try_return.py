"""The normal path of a function whose body ends in `try: return …` / `except: raise …` (try_return.py).

iso8601's `parse_date` and the JS equivalent once said "no exception; not stated by the code" on the normal
path, with the returned value right there in the `try` block. A `finally` after it may override the
result, so no returned value is claimed there.
"""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import spec_of

PY = """def parse_date(datestring, default=None):
    if not datestring:
        raise ParseError("empty")
    m = REGEX.match(datestring)
    try:
        return build(m.group(1),
                     default)
    except Exception as e:
        raise ParseError(e)


def closing(handle):
    if handle is None:
        raise ParseError("no handle")
    try:
        return handle.read()
    finally:
        handle.close()
"""

JS = """export function parse(text) {
\tif (typeof text !== 'string') {
\t\tthrow new TypeError('Expected a string');
\t}
\ttry {
\t\tconst value = JSON.parse(text);
\t\treturn value.size;
\t} catch (error) {
\t\tthrow new ParseError(error.message);
\t}
}
"""


def _normal(cases: list[dict], symbol: str) -> str:
    return next(
        c["expected"] for c in cases if c["perspective"].startswith("Normal") and symbol in c["perspective"]
    )


def test_the_normal_path_returns_the_try_blocks_value(tmp_path: Path) -> None:
    cases = spec_of(tmp_path, {"iso.py": PY})["cases"]
    parse = _normal(cases, "parse_date")
    assert "returns `build(m.group(1), default)`" in parse, parse
    closing = _normal(cases, "closing")
    assert "returns" not in closing, closing  # a `finally` may change what comes back: no value is claimed


def test_the_normal_path_returns_the_try_blocks_value_in_js(tmp_path: Path) -> None:
    parse = _normal(spec_of(tmp_path, {"index.js": JS})["cases"], "parse")
    assert "returns `value.size`" in parse, parse
