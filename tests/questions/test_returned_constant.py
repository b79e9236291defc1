"""A returned name stands for the literal its constant or field holds (issue 13: "returns null" vs -1).

Commons Lang 3.12.0's `indexOf` returns `INDEX_NOT_FOUND` (-1) for an empty sequence, and cenkalti/backoff
4.1.3's `ExponentialBackOff.NextBackOff` returns `b.Stop`, which its constructor sets to `Stop` (-1): before
`utspec.questions.returned_constant`, "returns null" / "0 を返す" against them were cited as evidence.
"""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import SourceText
from utspec.questions.key_items import Inputs, classify

JAVA = SourceText(
    path="StringUtils.java",
    text="""public class StringUtils {

    public static final int INDEX_NOT_FOUND = -1;

    public static int indexOf(final CharSequence seq, final int searchChar) {
        if (isEmpty(seq)) {
            return INDEX_NOT_FOUND;
        }
        return CharSequenceUtils.indexOf(seq, searchChar, 0);
    }
}
""",
)

GO = SourceText(
    path="exponential.go",
    text="""package backoff

const Stop time.Duration = -1

func NewExponentialBackOff() *ExponentialBackOff {
	b := &ExponentialBackOff{
		MaxElapsedTime: DefaultMaxElapsedTime,
		Stop:           Stop,
	}
	return b
}

func (b *ExponentialBackOff) NextBackOff() time.Duration {
	elapsed := b.GetElapsedTime()
	if b.MaxElapsedTime != 0 && elapsed > b.MaxElapsedTime {
		return b.Stop
	}
	return elapsed
}
""",
)


def _inputs(src: SourceText) -> Inputs:
    return Inputs.of(analyze([src]).items, [], [src])


def test_a_returned_constant_is_its_value() -> None:
    inputs = _inputs(JAVA)
    v = classify("StringUtils.indexOf(null, 'a') returns null", inputs)
    # ruleid: INDEX_NOT_FOUND is -1, not null
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 6 and "(-1)" in v.actual
    # ok: the same value
    assert classify("StringUtils.indexOf(null, 'a') returns -1", inputs).outcome != "contradicted"


def test_a_returned_field_set_once_is_the_value_it_is_set_to() -> None:
    inputs = _inputs(GO)
    v = classify("MaxElapsedTime を過ぎると NextBackOff は 0 を返すこと", inputs)
    # ruleid: b.Stop is set once, to Stop (-1)
    assert v.outcome == "contradicted" and v.actual == "return b.Stop (-1)"
    # ok: -1 is what it holds
    assert classify("MaxElapsedTime を過ぎると NextBackOff は -1 を返すこと", inputs).outcome != "contradicted"


def test_a_field_set_twice_stands_for_nothing() -> None:
    twice = SourceText(path="reset.go", text="func (b *ExponentialBackOff) Reset() {\n\tb.Stop = 0\n}\n")
    inputs = Inputs.of(analyze([GO, twice]).items, [], [GO, twice])
    # ok: the field holds -1 or 0, whichever was set last
    assert classify("MaxElapsedTime を過ぎると NextBackOff は 0 を返すこと", inputs).outcome != "contradicted"
