"""`a and b` with b false skips the block: the `if`'s own `else` is what runs instead (guard_cases.skipped_block)."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import spec_of

# http.client's transfer encoding: with a header that is not "chunked" the else sets the flag false. The case
# of the second operand once said only "`self.chunked` is not set to `True`", no value a test compares.
PY = """class Response:
    def begin(self, tr_enc):
        if tr_enc and tr_enc.lower() == "chunked":
            self.chunked = True
        else:
            self.chunked = False
"""


def test_the_skipped_block_names_what_its_else_does(tmp_path: Path) -> None:
    cases = spec_of(tmp_path, {"client.py": PY})["cases"]
    second = [c["expected"] for c in cases if c["evidence"] and c["evidence"][0].endswith(":3:branch#2")]
    assert second == ["`self.chunked` is not set to `True`; `self.chunked` becomes `False`."], second
