"""The skipped side of an `if` that sets an object's member says the value the member keeps (kept_value.py)."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import spec_of

# `opts.method` comes from the literal that builds `opts`; only a 303 changes it. The cases at 302 and 304
# once said only "`opts.method` is not set to `'GET'`": the method it keeps, `req.method`, is in the code.
# `limit` is a local: no test reads it, so its skipped side says nothing more.
JS = """export function next(req, status) {
  const opts = {
    url: req.url,
    method: req.method,
  };
  if (status === 303) {
    opts.method = 'GET';
  }
  let limit = 1;
  if (status > 400) {
    limit = 5;
  }
  send(opts, limit);
}
"""


def test_a_skipped_member_assignment_names_the_value_it_keeps(tmp_path: Path) -> None:
    cases = spec_of(tmp_path, {"redirect.js": JS})["cases"]
    off = [
        c["expected"] for c in cases if "`status` = `302`" in c["input"] or "`status` = `304`" in c["input"]
    ]
    assert off and all(e.endswith("`opts.method` stays `req.method`.") for e in off), off
    local = [c["expected"] for c in cases if "`status` = `400`" in c["input"]]
    assert local and not any("stays" in e for e in local), local
