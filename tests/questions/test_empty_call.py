"""A key item calling a function of the code with `()` is anchored on it (quick-lru KT-11's false "matches nothing").

The spec's TC-013 (`QuickLRU.clear`'s case) cited KT-11 while the question said nothing in the code matched it.
"""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import SourceText
from utspec.questions.key_item_footing import Inputs
from utspec.questions.key_items import classify

SRC = """export default class QuickLRU {
	constructor(options = {}) {
		if (!(options.maxSize && options.maxSize > 0)) {
			throw new TypeError('`maxSize` must be a number greater than 0');
		}
		this.cache = new Map();
	}

	clear() {
		this.cache.clear();
		this._size = 0;
	}
}
"""


def _verdict(text: str) -> str:
    source = SourceText(path="index.js", text=SRC)
    inputs = Inputs.of(analyze([source]).items, [], [source])
    return classify(text, inputs).outcome


def test_a_call_with_no_argument_is_about_its_function() -> None:
    assert (
        _verdict("clear() を呼んだ後は、それまでに set したキー 'a' が存在しないと判定されること")
        == "anchored"
    )


def test_a_function_the_code_does_not_define_stays_unanchored() -> None:
    assert (
        _verdict("reset() を呼んだ後は、それまでに set したキー 'a' が存在しないと判定されること")
        == "unanchored"
    )


def test_the_word_without_parentheses_is_no_call() -> None:
    assert _verdict("キャッシュを空にした後は 'a' が存在しないと判定されること") == "unanchored"
