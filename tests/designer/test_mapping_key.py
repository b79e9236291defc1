"""`'key' in d` of a mapping gives a dict holding the key (issue 12: concrete, possible inputs).

jpdatetime 1.5.0 (PyPI, Apache-2.0): `if 'month' in components and components['month']: month = int(components['month'])`
gave "`components` = `'amonthb'`", a text holding the key, for a dict the function subscripts.
"""

from __future__ import annotations

from pathlib import Path

from tests.designer._one_file_run import spec_of

PY = '''\
def parts(components, modifier):
    month = None
    if 'month' in components and components['month']:
        month = int(components['month'])
    if '-' in modifier:
        return str(month)
    return month
'''


def test_a_key_of_a_subscripted_mapping_is_a_dict(tmp_path: Path) -> None:
    cases = spec_of(tmp_path, {"parts.py": PY})["cases"]
    inputs = [c["input"] for c in cases]
    # ruleid: the dict holds the key, with a number's text where int() reads it
    assert any("`components` = `{'month': '1'}`" in i for i in inputs), inputs
    assert not any("'amonthb'" in i for i in inputs), inputs
    # ok: `modifier` is never subscripted: a text holding '-' is still what it takes
    assert any("`modifier` = `'a-b'`" in i for i in inputs), inputs
