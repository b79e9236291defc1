"""A block that opens with an inner `if` and ends in a raise: off the condition, the raise does not happen (smtplib)."""

from __future__ import annotations

from pathlib import Path

from tests.designer._one_file_run import spec_of

SRC = """class SMTPSenderRefused(Exception):
    pass


class SMTP:
    def sendmail(self, from_addr):
        (code, resp) = self.mail(from_addr)
        if code != 250:
            if code == 421:
                self.close()
            else:
                self._rset()
            raise SMTPSenderRefused(code, resp, from_addr)
        return {}
"""


def test_the_value_off_the_condition_says_the_raise_does_not_happen(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"smtp.py": SRC})
    said = {c["perspective"]: c["expected"] for c in spec["cases"]}
    off = said["`code != 250` at 250 (off the condition)"]
    assert "`SMTPSenderRefused` is not raised" in off, said
    assert "`SMTPSenderRefused` is raised" in said["`code != 250` at 251 (on the condition)"], said


def test_the_cited_raise_of_a_block_that_does_not_run_does_not_fire_for_the_critic(tmp_path: Path) -> None:
    """The off case cites the raise with its `if`: the critic must not read the raise as reached."""
    spec = spec_of(tmp_path, {"smtp.py": SRC})
    flagged = [q["id"] for q in spec["open_questions"] if q["id"].startswith("Q-unresolved:")]
    assert not flagged, flagged
