"""A block that opens with `(code, resp) = self.helo()`: the call is the expected result (unpacked_call.py).

smtplib's `ehlo_or_helo_if_needed` boundary cases asked "what does the block do?" at 199 and 300 (the
block runs: `helo` is called) and at 200 and 299 (it does not). A call on a module function (`divmod`)
is a computation a test does not observe, so that block still asks.
"""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import spec_of

PY = """class SMTP:
    def ehlo_or_helo_if_needed(self):
        if not (200 <= self.ehlo()[0] <= 299):
            (code, resp) = self.helo()
            if not (200 <= code <= 299):
                raise SMTPHeloError(code, resp)


def split(n):
    if n > 99:
        q, r = divmod(n, 10)
        total.append(q)
"""


def test_the_block_says_the_method_it_calls(tmp_path: Path) -> None:
    cases = spec_of(tmp_path, {"smtp.py": PY})["cases"]
    at = {
        c["input"]: c["expected"]
        for c in cases
        if "self.ehlo()[0]" in c["perspective"] and " at " in c["perspective"]
    }
    called = [e for i, e in at.items() if "`199`" in i or "`300`" in i]
    quiet = [e for i, e in at.items() if "`200`" in i or "`299`" in i]
    assert called and all("`self.helo` is called" in e for e in called), at
    assert quiet and all("`self.helo` is not called" in e for e in quiet), at
    split = [c["expected"] for c in cases if "n > 99" in c["perspective"]]
    assert split and not any("divmod` is called" in e for e in split), split
