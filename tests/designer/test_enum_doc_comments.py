"""An enum's doc comments are no members: the value another member takes comes from the members (semver4j)."""

from __future__ import annotations

import doctest
from pathlib import Path

from tests.designer._one_file_run import spec_of

JAVA = """public class Semver {
    public static boolean needsMinor(SemverType type) {
        if (type == SemverType.STRICT) {
            throw new IllegalStateException("minor required");
        }
        return false;
    }

    public enum SemverType {
        /**
         * The default type of version.
         * Major, minor and patch parts are required.
         */
        STRICT,

        /**
         * Major part is required.
         */
        LOOSE
    }
}
"""


def test_the_other_member_is_a_member_not_a_word_of_a_comment(tmp_path: Path) -> None:
    inputs = [c["input"] for c in spec_of(tmp_path, {"Semver.java": JAVA})["cases"]]
    assert any("`type` = `SemverType.LOOSE`" in i for i in inputs), inputs
    assert not any("SemverType.minor" in i or "SemverType.Major" in i for i in inputs), inputs


def test_doctests() -> None:
    from utspec.designer.offline import relation_values

    assert doctest.testmod(relation_values).failed == 0
