"""A function assigned to a member (`Cls.meth = function`, `Cls.prototype.meth = function`) names its items' symbol.

ES5 classes and tsc/Babel output define every method so (japanmesh's `JapanMesh.toCode = function (lat, lng,
level) {`): without a name the designer cannot scope a statement naming `toCode` to its cases. Our own code below.
"""

from __future__ import annotations

import pytest

from utspec.analyzers import analyze
from utspec.models import SourceText

SOURCE = """\
var Window = (function () {
    function Window(start, end) {
        this.start = start;
        this.end = end;
    }
    Window.prototype.contains = function (t) {
        return this.start <= t && t <= this.end;
    };
    Window.parse = function (text) {
        if (text === '') {
            throw new Error('empty');
        }
        return text.split('-');
    };
    return Window;
}());
exports.width = function (w) {
    if (w.end < w.start) {
        return 0;
    }
    return w.end - w.start;
};
module.exports.clamp = (n) => {
    if (n < 0) {
        return 0;
    }
    return n;
};
"""


@pytest.mark.parametrize("suffix", ["js", "ts"])
def test_member_assigned_functions_name_their_items(suffix):
    items = analyze([SourceText(path=f"window.{suffix}", text=SOURCE)]).items
    symbols = {i.line: i.symbol for i in items}
    assert symbols[7] == "Window.contains"  # the prototype is no part of the name
    assert symbols[10] == "Window.parse"
    assert symbols[18] == "width"  # exports only export it
    assert symbols[24] == "clamp"


CS_SOURCE = """\
public class Window
{
    private string _format;

    public string Format
    {
        get { return _format ?? string.Empty; }
        set { _format = value; }
    }

    public int Width => _end > _start ? _end - _start : 0;

    public bool Contains(int t)
    {
        return _start <= t && t <= _end;
    }
}
"""


def test_a_csharp_property_names_its_accessors_items():
    # Json.NET's `DateTimeFormat { get { return _dateTimeFormat ?? string.Empty; } }` was the class's, not the property's
    items = analyze([SourceText(path="Window.cs", text=CS_SOURCE)]).items
    symbols = {i.line: i.symbol for i in items}
    assert symbols[7] == "Window.Format"
    assert symbols[11] == "Window.Width"
    assert symbols[15] == "Window.Contains"
