"""`callee_matcher` answers exactly what `fnmatch.fnmatchcase` answers, pattern shape by pattern shape."""

from __future__ import annotations

import fnmatch
import itertools

from utspec.analyzers.callee_patterns import callee_matcher
from utspec.analyzers.options import DEFAULT_CALL_PATTERNS

ODD = ("", "*", "**", "?", "open", "*.x", "x.*", "*.x*", "*x*", "*x*.*", "a*b", "?.x", "[ab].*", "*.[!a]*",
       "*.SaveChanges*", "x", ".x")  # fmt: skip
CALLEES = ("", "x", ".x", "a.x", "b.x", "x.", "x.y", "ab", "axb", "a.b", "open", "self.open", "cur.execute",
           "execute", "requests.get", "my_mailer.go", "mailer", "db.SaveChangesAsync", "shutil.copy",
           "os.remove", "os.removedirs", "obj.send_mail", "fs.writeFileSync", "a.xy", "Files.writeString")  # fmt: skip


def test_every_pattern_shape_matches_as_fnmatchcase() -> None:
    for pattern in (*ODD, *DEFAULT_CALL_PATTERNS):
        matches = callee_matcher((pattern,))
        for callee in CALLEES:
            assert matches(callee) == fnmatch.fnmatchcase(callee, pattern), (pattern, callee)


def test_a_set_of_patterns_matches_when_any_one_does() -> None:
    for a, b in itertools.combinations(ODD, 2):
        matches = callee_matcher((a, b))
        for callee in CALLEES:
            assert matches(callee) == (fnmatch.fnmatchcase(callee, a) or fnmatch.fnmatchcase(callee, b)), (a, b, callee)
    assert not callee_matcher(())("open")
