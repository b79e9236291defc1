"""A statement about reading is not about a writing method's case, nor the other way (read_write.py)."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking
from utspec.designer.offline.read_write import against, direction

#: Json.NET's converters' shape: `write_json` and `read_json` share their words (value, None).
SRC = """class DateConverter:
    def write_json(self, writer, value):
        if value is None:
            writer.write_null()
            return
        writer.write_value(value.isoformat())

    def read_json(self, reader):
        if reader.token is None:
            return None
        return parse_date(reader.token)
"""
READS = "DateConverter reads a null value as None"


def test_a_reading_item_lands_on_the_reading_method() -> None:
    assert linked_lines(SRC, READS, key_item=True) == [9, 10]


def test_without_the_rule_the_writing_case_ties_with_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "direction", lambda text: None)
    assert linked_lines(SRC, READS, key_item=True) != [9, 10]


def test_direction_and_method_names() -> None:
    assert direction("IsoDateTimeConverter.WriteJson given a string value throws") == "write"
    assert direction("VersionConverter reads JSON null as null and writes null as JSON null") is None
    assert against("write", "VersionConverter.ReadJson") and not against(
        "write", "VersionConverter.WriteJson"
    )
