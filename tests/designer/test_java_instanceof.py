"""A Java `instanceof` test of an `Object` parameter takes a value on each side of the type (instance_values.py)."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import cases_of

JAVA = """public class Labeller {
    public Object label(final Object value) {
        if (!(value instanceof String)) {
            throw new IllegalStateException("only text is labelled");
        }
        return "[" + value + "]";
    }
}
"""


def test_negated_instanceof_names_a_number_and_the_normal_path_a_string(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "Labeller.java", JAVA)
    assert cases["`!(value instanceof String)` holds"]["input"] == "`value` = `1`."
    normal = next(c for p, c in cases.items() if p.startswith("Normal path through `Labeller.label`"))
    assert '`value` = `"abc"`' in normal["input"]
