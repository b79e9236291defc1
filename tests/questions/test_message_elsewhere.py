"""A key item expecting a function to raise a message only other functions raise (sunau KT-5)."""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import KeyItem, SourceText
from utspec.questions.key_conditions import Conditions
from utspec.questions.key_item_questions import question
from utspec.questions.key_items import key_item_contradiction
from utspec.questions.message_elsewhere import message_elsewhere

PY = """class Au_write:
    def setnchannels(self, nchannels):
        if self._nframeswritten:
            raise Error('cannot change parameters after starting to write')
        self._nchannels = nchannels

    def setcomptype(self, type, name):
        if type in ('NONE', 'ULAW'):
            self._comptype = type
        else:
            raise Error('unknown compression type')

    def setparams(self, params):
        self.setnchannels(params[0])

    def writeframes(self, data):
        self._nframeswritten += len(data)
"""
KT = "setcomptype called after writeframes raises sunau.Error ('cannot change parameters after starting to write')"


def test_a_message_only_other_functions_raise_contradicts_the_key_item() -> None:
    src = SourceText(path="sunau.py", text=PY)
    # ruleid: setcomptype has no such raise and calls no function that has
    found = message_elsewhere(KT, [src])
    assert found is not None and (found.function, found.line, [r[1] for r in found.raised_at]) == (
        "setcomptype",
        7,
        [4],
    )
    # ok: the function raises it itself, or calls one that does; a message nowhere in the code
    assert message_elsewhere(KT.replace("setcomptype", "setnchannels"), [src]) is None
    assert message_elsewhere(KT.replace("setcomptype", "setparams"), [src]) is None
    assert message_elsewhere("setcomptype raises Error('no such message in the code')", [src]) is None


def test_it_is_asked_as_contradicted() -> None:
    src = SourceText(path="sunau.py", text=PY)
    items = analyze([src]).items
    v = key_item_contradiction(KT, items, Conditions.of(items, [src], []))
    assert v is not None and v.outcome == "contradicted"
    kt = KeyItem(id="KT-5", file="k.md", line=3, text=KT)
    q = question(kt, v, "en", [])
    assert q is not None and "sunau.py:4" in (q.places or []) and "setcomptype" in q.question
