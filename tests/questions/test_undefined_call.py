"""A key item whose value is decided in a call the inputs do not define is asked, not anchored (issue 13).

Shaped like CPython's ftplib cut to an excerpt: `size()` and `delete()` read the reply through
`self.sendcmd`, which the excerpt leaves out.
"""

from __future__ import annotations

from utspec.analyzers import analyze
from utspec.models import KeyItem, QuestionKind, SourceText
from utspec.questions.key_item_questions import question
from utspec.questions.key_items import Inputs, classify

FTP = """class FTP:

    def delete(self, filename):
        resp = self.sendcmd('DELE ' + filename)
        if resp[:3] in {'250', '200'}:
            return resp
        else:
            raise error_reply(resp)

    def size(self, filename):
        resp = self.sendcmd('SIZE ' + filename)
        if resp[:3] == '213':
            s = resp[3:].strip()
            return int(s)
"""

DEFINED = FTP + """
    def sendcmd(self, cmd):
        self.putcmd(cmd)
        return self.getresp()
"""


def _inputs(text: str) -> Inputs:
    src = SourceText(path="ftplib.py", text=text)
    return Inputs.of(analyze([src]).items, [], [src])


def test_a_value_only_an_undefined_call_decides_is_asked() -> None:
    v = classify("SIZE が 550 を返した場合は None を返すこと", _inputs(FTP))  # ruleid: sendcmd decides 550
    assert v.outcome == "unanchored" and v.undefined is not None
    assert (v.undefined.call, v.undefined.line, v.undefined.value) == ("self.sendcmd", 11, "550")
    kt = KeyItem(id="KT-5", text="SIZE が 550 を返した場合は None を返すこと", file="k.md", line=3)
    q = question(kt, v, "ja", [])
    assert q is not None and q.kind is QuestionKind.KEY_ITEM_UNANCHORED and q.places[0] == "ftplib.py:11"
    assert "`self.sendcmd`" in q.question and "550" in q.question


def test_a_value_the_function_decides_itself_or_a_defined_call_stays_anchored() -> None:
    # ok: `resp[:3] in {'250', '200'}` decides 250 where it is read
    assert classify("DELE に 250 が返った場合は応答テキストを返すこと", _inputs(FTP)).outcome == "anchored"
    # ok: sendcmd is defined, so the inputs show what it does
    assert classify("SIZE が 550 を返した場合は None を返すこと", _inputs(DEFINED)).outcome == "anchored"


def test_the_doctests_run() -> None:
    import doctest

    from utspec.questions import undefined_call

    assert doctest.testmod(undefined_call).failed == 0
