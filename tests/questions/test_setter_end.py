"""A setter that refuses some values and stores the others: "f(v) raises" for a stored v is contradicted (issue 13).

The flow walk stopped only at a `return`/`raise`, and a key item's call `setnchannels(4)` shared no word
with `nchannels not in (1, 2, 4)`: sunau's "setnchannels(4) raises sunau.Error" (4 is accepted) and
"setcomptype('ALAW', ...) raises" (the code accepts 'ALAW') gave no verdict (questions.function_end,
questions.bound_argument).
"""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import SourceText
from utspec.questions.key_conditions import Conditions
from utspec.questions.key_items import key_item_contradiction

PY = """class Au_write:
    def setnchannels(self, nchannels):
        if self._nframeswritten:
            raise Error('cannot change parameters after starting to write')
        if nchannels not in (1, 2, 4):
            raise Error('only 1, 2, or 4 channels supported')
        self._nchannels = nchannels

    def setcomptype(self, type, name):
        if type in ('NONE', 'ULAW', 'ALAW'):
            self._comptype = type
        else:
            raise Error('unknown compression type')

    def setframes(self, nframes):
        if nframes < 0:
            raise Error('negative')
        self._ensure_header_written()
        self._nframes = nframes
"""


def _verdict(text: str):
    src = SourceText(path="sunau.py", text=PY)
    items = analyze([src]).items
    return key_item_contradiction(text, items, Conditions.of(items, [src], []))


def test_a_value_the_setter_stores_contradicts_a_claimed_raise() -> None:
    # ruleid: 4 is in (1, 2, 4): the method stores it and ends; nothing is raised
    v = _verdict("setnchannels(4) raises sunau.Error")
    assert (
        v is not None
        and v.place is not None
        and v.place.line == 5
        and v.actual == "self._nchannels = nchannels"
    )
    # ruleid: an ellipsis for the other arguments leaves 'ALAW' bound to `type`
    v = _verdict("setcomptype('ALAW', ...) raises sunau.Error")
    assert v is not None and v.place is not None and v.place.line == 10


def test_a_refused_value_or_a_call_on_the_way_gives_no_contradiction() -> None:
    # ok: 3 is refused, the claim holds
    assert _verdict("setnchannels(3) raises sunau.Error") is None
    # ok: two values given: which is `type` and which `name` is not known
    assert _verdict("setcomptype('ALAW', 'x') raises sunau.Error") is None
    # ok: a string argument the claim reads as a number is not bound (pretty-bytes' "prettyBytes('1337') (a string) throws")
    assert _verdict("setnchannels('4') (a string) raises sunau.Error") is None
    # ok: a call on the way may raise (the walk does not enter it): no certain end
    assert _verdict("setframes(5) raises sunau.Error") is None


def test_a_call_with_a_literal_anchors_the_key_item_in_its_function() -> None:
    # "setnframes(-1) raises sunau.Error" was reported as matching nothing (sunau KT-9)
    from utspec.questions.key_items import Inputs, classify

    src = SourceText(path="sunau.py", text=PY)
    inp = Inputs.of(analyze([src]).items, [], [src])
    v = classify("setframes(-1) raises sunau.Error", inp)
    assert v.outcome == "anchored" and v.refs and all(r.startswith("sunau.py:16:") for r in v.refs)
    # ok: no literal argument, nothing bound by the call
    assert classify("setframes(n) raises sunau.Error", inp).refs[:1] != ("sunau.py:16:boundary",)
