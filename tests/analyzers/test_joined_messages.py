"""A message joined with `+` keeps the words after its first expression (issue 12: a checkable expected result).

Shapes from japanese-numerals-to-number 1.0.2 (npm, MIT), index.js: before, the message of `'Each place (' +
Object.keys(PLACES_IN_SUBSEQ).join(',') + ') should not start with zero'` was "Each place (", and that of
`Object.keys(POWERS_OF_MYRIAD).join(',') + ' cannot be adjacent …'` was the `','` of the join."""

import pytest

from utspec.analyzers.effects import statement_effect


@pytest.mark.parametrize(
    ("statement", "message"),
    [
        ("throw new Error('Each place (' + Object.keys(PLACES_IN_SUBSEQ).join(',') + ') should not start with zero');",
         "Each place ({…}) should not start with zero"),
        ("throw new Error(Object.keys(POWERS_OF_MYRIAD).join(',') + ' cannot be adjacent to each other');",
         "{…} cannot be adjacent to each other"),
        ("throw new Error(char + ' appears more than once in subsequence');", "{char} appears more than once in subsequence"),
        ('throw new IllegalArgumentException("Value " + v + " is invalid");', "Value {v} is invalid"),
        ("raise ValueError('bad: ' + str(n))", "bad: {str(n)}"),
        # unchanged: one literal, adjacent literals, a literal that is not joined
        ("throw new Error('length of japaneseNumerals is too long');", "length of japaneseNumerals is too long"),
        ("raise ValueError('a ' 'b')", "a b"),
        ("throw new Error(format('%d items', n + 1));", "%d items"),
    ],
)  # fmt: skip
def test_the_message_of_a_joined_string(statement: str, message: str) -> None:
    effect = statement_effect(statement)
    assert effect is not None and effect.kind == "raise"
    assert effect.message == message
