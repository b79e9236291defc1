"""The normal path of a function with no final `return`: the members it sets, or its last guard's `else` return."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import spec_of

# `setpos` passes its guard and sets two attributes a test reads afterwards; `prev` returns in both arms of
# its only guard, so with the guard false the `else` returns. Both normal-path cases once said "no exception"
# and asked an open question. `pick` ends in an `else: raise`: the input passing every guard takes the raise,
# which is no normal result; its `return 1` is the way out (else_raise_exit.py), so the normal path takes it.
PY = """class Reader:
    def setpos(self, pos):
        if pos < 0:
            raise ValueError('position not in range')
        self._soundpos = pos
        n = pos + 1
        self._seek_needed = 1


def prev(year, month):
    if month == 1:
        return year - 1, 12
    else:
        return year, month - 1


def pick(mode):
    if mode == 'r':
        return 1
    else:
        raise ValueError('bad mode')
"""


def test_the_normal_path_names_members_set_and_the_else_return(tmp_path: Path) -> None:
    cases = spec_of(tmp_path, {"wave.py": PY})["cases"]
    normal = {c["perspective"]: c["expected"] for c in cases if c["perspective"].startswith("Normal")}
    setpos = next(e for p, e in normal.items() if "setpos" in p)
    assert (
        setpos == "No exception is raised; `self._soundpos` becomes `pos`; `self._seek_needed` becomes `1`."
    ), setpos
    prev = next(e for p, e in normal.items() if "prev" in p)
    assert prev == "No exception is raised; the function returns `year, month - 1`.", prev
    pick = next(e for p, e in normal.items() if "pick" in p)
    assert pick == "No exception is raised; the function returns `1`.", pick


# smtplib's `auth_login`: the null default of `challenge` fires the guard, so the normal path (the else's
# return) must not take it; the input once said `challenge` = `None` beside "returns `self.password`".
AUTH = """class SMTP:
    def auth_login(self, challenge=None):
        if challenge is None or self._count < 2:
            return self.user
        else:
            return self.password
"""


def test_a_null_default_that_fires_a_guard_is_no_normal_input(tmp_path: Path) -> None:
    cases = spec_of(tmp_path, {"smtp.py": AUTH})["cases"]
    normal = next(c for c in cases if c["perspective"].startswith("Normal"))
    assert normal["expected"] == "No exception is raised; the function returns `self.password`.", normal
    assert "`challenge` = `None`" not in normal["input"], normal
