"""A static factory of an exception type raises that type (`throw NumberFormatException.forInputString(s, radix)`)."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import spec_of

# The JDK's Integer.parseInt throws through `NumberFormatException.forInputString`. The case said
# "`NumberFormatException.forInputString` is raised", no exception type a test can expect, and the critic read
# the type named in it as another exception than the code's (two blocking false findings on jdk-radix-java).
JAVA = """public final class Radix {
    public static int parse(String s, int radix) throws NumberFormatException {
        if (s.length() == 0) {
            throw NumberFormatException.forInputString("", radix);
        }
        return s.length();
    }
}
"""


def test_the_factory_raises_its_type(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"Radix.java": JAVA})
    raised = [c["expected"] for c in spec["cases"] if "` is raised" in c["expected"]]
    assert raised and all(e.startswith("`NumberFormatException` is raised") for e in raised), raised
