"""A worked example evaluated through defaults, module constants and a loop (issue 13: contradicted key items).

PyPI humanize 4.9.0 (bench/questions humanize-filesize-py KT-1, KT-4): `naturalsize(3000000)` leaves `format` to its
default, reads the module's `suffixes` dict, and finds its unit in a `for … enumerate(…)` loop with `break`; before,
the evaluator read none of that, and "naturalsize(3000000) は '3.0 MB' を返すこと" against a default of "%.2f" (the
planted edit) was cited as evidence.
"""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import SourceText
from utspec.questions.key_items import Inputs, classify
from utspec.questions.worked_return import worked_return

PY = '''suffixes = {
    "decimal": (" kB", " MB", " GB", " TB", " PB", " EB", " ZB", " YB"),
    "gnu": "KMGTPEZY",
}


def naturalsize(
    value: float | str,
    gnu: bool = False,
    format: str = "%.1f",
) -> str:
    if gnu:
        suffix = suffixes["gnu"]
    else:
        suffix = suffixes["decimal"]

    base = 1024 if gnu else 1000
    bytes_ = float(value)
    abs_bytes = abs(bytes_)

    if abs_bytes == 1 and not gnu:
        return "%d Byte" % bytes_

    if abs_bytes < base and not gnu:
        return "%d Bytes" % bytes_

    for i, s in enumerate(suffix):
        unit = base ** (i + 2)

        if abs_bytes < unit:
            break

    ret: str = format % (base * bytes_ / unit) + s
    return ret
'''


def _src(code: str = PY) -> SourceText:
    return SourceText(path="filesize.py", text=code)


def test_defaults_constants_and_a_loop_are_evaluated() -> None:
    assert worked_return("naturalsize(3000000) は '3.0 MB' を返すこと", [_src()]) is None  # ok
    assert worked_return("naturalsize(3000, True, \"%.3f\") returns '2.930K'", [_src()]) is None  # ok
    w = worked_return("naturalsize(3000000) は '3.00 MB' を返すこと", [_src()])
    assert w is not None and w.line == 34 and w.actual == "'3.0 MB'"  # ruleid


def test_a_worked_example_ending_after_the_loop_is_contradicted_there() -> None:
    src = _src(PY.replace('format: str = "%.1f"', 'format: str = "%.2f"'))
    v = classify("naturalsize(3000000) は '3.0 MB' を返すこと", Inputs.of(analyze([src]).items, [], [src]))
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 34  # ruleid
    v = classify("naturalsize(0) は '0 Byte' を返すこと", Inputs.of(analyze([src]).items, [], [src]))
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 25  # ruleid
    assert classify("naturalsize(1) は '1 Byte' を返すこと", Inputs.of(analyze([src]).items, [], [src])).outcome != "contradicted"  # ok


def test_a_loop_over_what_the_evaluator_does_not_know_is_not_evaluated() -> None:
    code = PY.replace("enumerate(suffix)", "enumerate(load_suffixes())")
    assert worked_return("naturalsize(3000000) は '3.00 MB' を返すこと", [_src(code)]) is None  # ok
