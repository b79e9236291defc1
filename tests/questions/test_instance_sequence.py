"""Key items that say a constructor and calls on the one object it made, run in order (issue 13, session 25).

Seen on quick-lru 5.1.1 (bench/questions quick-lru-ja-js, labels committed before utspec ran on it): "new
QuickLRU({maxSize: 10}) で set('a', 1) の後に delete('a') を呼ぶと true を返すこと" and "With maxSize 2, after set('a', 1),
set('b', 2) and set('c', 3), has('a') returns false" state what a method gives after others changed the object. Each
`ruleid` test fails with `instance_call` switched off in `evaluated_call` (a text rule then asks the wrong place,
`options.maxSize > 0`, or nothing), and the `ok` ones with the run off read a disagreement into an agreeing item.
"""

from __future__ import annotations

import pytest

from utspec.analyzers import analyze
from utspec.analyzers.js_instances import classes, sequence_outcome
from utspec.models import KeyItem, SourceText
from utspec.questions.evaluated_call import ENDS_NORMALLY, evaluated_call
from utspec.questions.instance_sequence import said_sequence
from utspec.questions.key_item_questions import question
from utspec.questions.key_items import Inputs, Verdict, classify

# quick-lru 5.1.1's index.js (MIT), its generators left out, with the benchmark's planted edit in delete
LRU = SourceText(
    path="index.js",
    text="""'use strict';

class QuickLRU {
	constructor(options = {}) {
		if (!(options.maxSize && options.maxSize > 0)) {
			throw new TypeError('`maxSize` must be a number greater than 0');
		}

		this.maxSize = options.maxSize;
		this.onEviction = options.onEviction;
		this.cache = new Map();
		this.oldCache = new Map();
		this._size = 0;
	}

	_set(key, value) {
		this.cache.set(key, value);
		this._size++;

		if (this._size >= this.maxSize) {
			this._size = 0;

			if (typeof this.onEviction === 'function') {
				for (const [key, value] of this.oldCache.entries()) {
					this.onEviction(key, value);
				}
			}

			this.oldCache = this.cache;
			this.cache = new Map();
		}
	}

	get(key) {
		if (this.cache.has(key)) {
			return this.cache.get(key);
		}

		if (this.oldCache.has(key)) {
			const value = this.oldCache.get(key);
			this.oldCache.delete(key);
			this._set(key, value);
			return value;
		}
	}

	set(key, value) {
		if (this.cache.has(key)) {
			this.cache.set(key, value);
		} else {
			this._set(key, value);
		}

		return this;
	}

	has(key) {
		return this.cache.has(key) || this.oldCache.has(key);
	}

	delete(key) {
		const deleted = this.cache.delete(key);
		if (deleted) {
			this._size--;
		}

		return this.oldCache.delete(key);
	}

	clear() {
		this.cache.clear();
		this.oldCache.clear();
		this._size = 0;
	}

	get size() {
		let oldCacheSize = 0;
		for (const key of this.oldCache.keys()) {
			if (!this.cache.has(key)) {
				oldCacheSize++;
			}
		}

		return Math.min(this._size + oldCacheSize, this.maxSize);
	}
}

module.exports = QuickLRU;
""",
)

# retry 0.13.1's constructor-function style (MIT), cut down: methods on the prototype, one aliased
RETRY = SourceText(
    path="retry_operation.js",
    text="""function RetryOperation(timeouts, options) {
  this._timeouts = timeouts;
  this._options = options || {};
  this._errors = [];
  this._attempts = 1;
}
module.exports = RetryOperation;

RetryOperation.prototype.reset = function() {
  this._attempts = 1;
};

RetryOperation.prototype.note = function(err) {
  if (!err) {
    return false;
  }
  this._errors.push(err);
  this._attempts += 1;
  return true;
};

RetryOperation.prototype.attempts = function() {
  return this._attempts;
};

RetryOperation.prototype.count = RetryOperation.prototype.attempts;
""",
)


def _verdict(text: str, src: SourceText = LRU) -> Verdict:
    return classify(text, Inputs.of(analyze([src]).items, [], [src]))


def test_a_method_after_a_written_constructor_is_run_on_the_same_object() -> None:
    # ruleid: the item is still in the new cache, and `return this.oldCache.delete(key)` gives false
    v = _verdict("new QuickLRU({maxSize: 10}) で set('a', 1) の後に delete('a') を呼ぶと true を返すこと")
    assert v.outcome == "contradicted" and v.actual == "return false"
    assert v.place is not None and v.place.line == 67
    # ok: the value set is what get gives
    run = evaluated_call("new QuickLRU({maxSize: 2}) に set('a', 1) した後、get('a') は 1 を返すこと", [LRU])
    assert run is not None and run.agrees and run.line == 36


def test_a_constructor_option_said_in_words() -> None:
    # ruleid: the second set moves {a, b} into oldCache; 'a' is still there after the third
    text = "With maxSize 2, after set('a', 1), set('b', 2) and set('c', 3), has('a') returns false because 'a' was evicted"
    v = _verdict(text)
    assert (
        v.outcome == "contradicted"
        and v.actual == "return true"
        and v.place is not None
        and v.place.line == 58
    )
    # ok: after get('a') moved 'a' back, 'b' is the one evicted (a text rule once asked this at `maxSize > 0`)
    text = "With maxSize 2, after set('a', 1), set('b', 2), get('a') and set('c', 3), has('b') returns false"
    assert _verdict(text).outcome != "contradicted"
    run = evaluated_call(text, [LRU])
    assert run is not None and run.agrees


def test_a_getter_read_after_the_calls_is_the_outcome() -> None:
    run = evaluated_call(
        "maxSize 10 のキャッシュに set('a', 1) と set('b', 2) をすると size は 2 になること", [LRU]
    )
    assert run is not None and run.agrees and run.claim.call.endswith("__o.size")
    run = evaluated_call(
        "maxSize 10 のキャッシュに set('a', 1) と set('b', 2) をすると size は 3 になること", [LRU]
    )
    assert run is not None and not run.agrees and run.actual == "return 2"


def test_a_constructor_that_does_not_throw_is_asked_at_the_test_it_passed() -> None:
    # ruleid: '5' > 0 is true in JavaScript
    v = _verdict("new QuickLRU({maxSize: '5'}) のように maxSize に文字列を渡すと TypeError が送出されること")
    assert v.outcome == "contradicted" and v.actual == ENDS_NORMALLY
    assert v.place is not None and v.place.line == 5
    # the question says it in words, not as `return this` (a JavaScript constructor's value no reader writes)
    q = question(KeyItem(id="KT-15", file="k.md", line=1, text="new QuickLRU({maxSize: '5'}) は TypeError"), v, "ja", [])
    assert q is not None and "例外なく正常に終わります" in q.question and "return this" not in q.question, q
    # ok
    run = evaluated_call("maxSize を指定せずに new QuickLRU() を呼ぶと TypeError が送出されること", [LRU])
    assert run is not None and run.agrees


@pytest.mark.parametrize(
    "text",
    [
        "同じキー 'a' に 2 回 set しても size は 1 のままであること",  # a repetition, not written as calls
        "clear() を呼んだ後は、それまでに set したキー 'a' が存在しないと判定されること",  # a step said as a word
        "delete('x') of a key that was never set returns false",  # no constructor, and it takes options
        "set('a', 1).set('b', 2) の後 get('b') は 2 を返すこと",  # chained
        "With maxSize 2, set('a', 1) before get('a') returns 1",  # another order
        "With maxSize, set('a', 1) and get('a') returns 1",  # an option named without its value
    ],
)
def test_what_the_words_do_not_fix_says_nothing(text: str) -> None:
    assert said_sequence(text, classes([(LRU.path, LRU.text)])) is None or evaluated_call(text, [LRU]) is None


def test_a_constructor_function_and_its_prototype_methods() -> None:
    out = sequence_outcome(
        [(RETRY.path, RETRY.text)],
        "const o = new RetryOperation([1, 2]); o.note('x'); o.reset(); o.count()",
    )
    assert out is not None and out.value == 1.0 and out.line == 23
    # a plain function reading `this` is not run: its object is unknown
    assert (
        sequence_outcome([(RETRY.path, RETRY.text)], "const f = RetryOperation.prototype.attempts; f()")
        is None
    )


def test_a_predicate_judged_in_words() -> None:
    text = "new QuickLRU({maxSize: 10}) に set('a', 1) をした直後、has('a') で 'a' は存在すると判定されること"
    run = evaluated_call(text, [LRU])
    assert run is not None and run.agrees and run.claim.value is True
    # ruleid: 'b' was never set
    text = "new QuickLRU({maxSize: 10}) に set('a', 1) をした直後、has('b') で 'b' は存在すると判定されること"
    run = evaluated_call(text, [LRU])
    assert run is not None and not run.agrees and run.actual == "return false"


# cockatiel 4.0.0's ConsecutiveBreaker.ts (MIT): a TypeScript class with a parameter property
BREAKER = SourceText(
    path="ConsecutiveBreaker.ts",
    text="""import { IBreaker } from './Breaker.js';

export class ConsecutiveBreaker implements IBreaker {
  public state = 0;

  constructor(private readonly threshold: number) {}

  public success() {
    this.state = 0;
  }

  public failure() {
    return ++this.state >= this.threshold;
  }
}
""",
)


def test_a_typescript_class_with_a_parameter_property() -> None:
    # ruleid: success() set the count back to 0, so one more failure does not reach the threshold 2
    run = evaluated_call(
        "ConsecutiveBreaker(2) after failure() and success(), failure() returns true", [BREAKER]
    )
    assert run is not None and not run.agrees and run.actual == "return false" and run.line == 13
    # ok
    run = evaluated_call("new ConsecutiveBreaker(2) after failure(), failure() returns true", [BREAKER])
    assert run is not None and run.agrees


# a Python class of the shape the sequences read (a bounded stack with a property)
STACK = SourceText(
    path="stack.py",
    text="""class Full(Exception):
    pass


class Stack:
    def __init__(self, limit=2):
        if limit < 1:
            raise ValueError('limit')
        self.limit = limit
        self.items = []

    def push(self, x):
        if len(self.items) > self.limit:
            raise Full(x)
        self.items.append(x)

    def pop(self):
        return self.items.pop()

    @property
    def size(self):
        return len(self.items)
""",
)


def test_a_python_class_run_in_the_order_written() -> None:
    # ruleid: `len(self.items) > self.limit` lets a third item in
    run = evaluated_call("Stack(2) に push(1) と push(2) の後、push(3) は Full を送出すること", [STACK])
    assert run is not None and not run.agrees and run.actual == "return None" and run.line == 13
    # ok: a keyword said in words, and a property read after the calls
    run = evaluated_call("With limit 3, after push(1) and push(2), size is 2", [STACK])
    assert run is not None and run.agrees and run.claim.call.startswith("__o = Stack(limit=3)")
    run = evaluated_call("Stack(2) に push('a') と push('b') をすると pop() は 'b' を返すこと", [STACK])
    assert run is not None and run.agrees and run.line == 18
    # ruleid: a constructor expected to refuse a limit it accepts, asked at the test it passed
    run = evaluated_call("Stack(5) は ValueError を送出すること", [STACK])
    assert run is not None and not run.agrees and run.actual == ENDS_NORMALLY and run.line == 7


def test_the_question_says_the_calls_it_ran() -> None:
    text = "new QuickLRU({maxSize: 10}) で set('a', 1) の後に delete('a') を呼ぶと true を返すこと"
    v = _verdict(text)
    kt = KeyItem(id="KT-4", file="key-test-items.md", line=6, text=text)
    q = question(kt, v, "ja", [])
    assert q is not None and "new QuickLRU({maxSize: 10}) → set('a', 1) → delete('a')" in q.question
    assert "index.js:67" in q.places
