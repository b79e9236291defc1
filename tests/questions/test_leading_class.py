"""A first-digit class of reply codes the design states, against the code's test that lets more through (issue 13,
item 3: design-code conflicts; ftplib-ja-py's ftplib-C1, session 24). Fails with `mismatch.leading_class` left out of
design_code_mismatch's kinds, or with `questions.leading_class` reading no test."""

from __future__ import annotations

from utspec.critic.checks import design_code_mismatch
from utspec.critic.review_input import ReviewInput
from utspec.models import OpenQuestion, Requirement, SourceText, TestSpec

FTP = SourceText(
    path="ftplib.py",
    text="""class FTP:
    def voidresp(self):
        resp = self.getresp()
        if resp[:1] not in {'2', '3'}:
            raise error_reply(resp)
        return resp

    def rename(self, fromname, toname):
        resp = self.sendcmd('RNFR ' + fromname)
        if resp[0] != '3':
            raise error_reply(resp)
        return self.voidcmd('RNTO ' + toname)
""",
)
SAID = "voidcmd(cmd): 応答コードが成功（200～299 の範囲のコード）を表すなら応答文字列を返し、そうでなければ error_reply を送出します。"


def _asked(text: str, src: SourceText = FTP) -> list[OpenQuestion]:
    req = Requirement(id="DR-1", file="ftplib.md", line=11, kind="bullet", text=text)
    out = design_code_mismatch.check(ReviewInput(TestSpec(designer="t"), [], [req], [], [src]))
    return [q for q in out if isinstance(q, OpenQuestion) and "leading-class" in q.id]


def test_a_success_class_the_code_widens_is_asked() -> None:
    (q,) = _asked(SAID)  # ruleid: a 3xx reply is returned as a success
    assert q.places and q.places[0] == "ftplib.py:4" and "3xx" in q.question


def test_the_stated_class_alone_or_another_steps_class_is_not() -> None:
    assert (
        _asked(SAID, SourceText(path="ftplib.py", text=FTP.text.replace("{'2', '3'}", "{'2'}"))) == []
    )  # ok
    assert (
        _asked("rename: 応答が 3 で始まらなければ error_reply を送出します。") == []
    )  # ok: RNFR expects 3xx
