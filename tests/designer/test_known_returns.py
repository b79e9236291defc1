"""A local holding `headers.get(…)` takes a string on its non-null side, through the test double (ky-ts)."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import cases_of

TS = """export const header = (headers: Headers, repo: Repo): string | undefined => {
  const retryAfter = headers.get('Retry-After'); // authoritative
  if (retryAfter !== null) {
    return retryAfter;
  }
  const row = repo.find('x');
  if (row !== null) {
    return 'row';
  }
  return undefined;
};
"""


def test_documented_string_or_null_method_gives_a_string_double(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "h.ts", TS)
    said = next(c["input"] for p, c in cases.items() if p.startswith("`retryAfter !== null` holds"))
    assert said == "`headers.get('Retry-After')` returns `\"abc\"` (test double).", said
    other = next(c["input"] for p, c in cases.items() if p.startswith("`row !== null` holds"))
    assert "returns `\"abc\"`" not in other  # a receiver of no documented type: nothing is assumed
