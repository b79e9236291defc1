"""A word link that rests on names alone must win clearly, or it makes no link (issue 12: "a weak match makes no link").

`anchoring.match.link` takes the best case when the runner-up scores under `LEAD` of it *or* trails it by
`MARGIN`. Recorded over the calibration projects (the tuned six and those added in sessions 10-13;
`bench/linking_deciders.py`), the word links that rest only on identifiers and common words (no value,
message, exception, outcome or rare word in common) and lead by less than `MARGIN` were all wrong: a note
naming a file or a constant ("拒否の分岐のテストは現在 `tests/test_validate.py` にある。", "The constant
value of this field is the smallest value permitted for the radix") next to the case of the function it
happens to name. Such a link abstains: the statement gets a case of its own (a key item: its own case or
a question), as a tie does.

The threshold was chosen on the curve below (simulated on the recorded links, calibration projects,
main 908186d + the session-14 trace; precision / recall over 314 links, 349 labelled statements):

| gate (word links only)                          | links | right | precision | recall |
|---|---|---|---|---|
| none                                            | 314 | 261 | 0.831 | 0.713 |
| names only, lead < 1.0                          | 312 | 261 | 0.837 | 0.713 |
| **names only, lead < 2.0 (`MARGIN`)**           | 310 | 261 | 0.842 | 0.713 |
| names only, lead < 2.5                          | 303 | 257 | 0.848 | 0.702 |
| names only, any lead                            | 293 | 252 | 0.860 | 0.693 |
| any basis, lead < 1.5                           | 307 | 258 | 0.840 | 0.705 |
| any basis, lead < 3.0                           | 250 | 215 | 0.860 | 0.582 |
| runner-up over 0.8 of the best                  | 298 | 251 | 0.842 | 0.685 |

Past `MARGIN` each step costs right links; most wrong word links win by a wide margin (a rare option
name or message shared with the wrong branch), which no margin threshold removes.

>>> abstains(frozenset({"ident", "common"}), lead=1.0)
True
>>> abstains(frozenset({"ident", "common"}), lead=2.5)
False
>>> abstains(frozenset({"ident", "message"}), lead=0.5)
False
"""

from __future__ import annotations

from utspec.anchoring.match import MARGIN

#: Anchor kinds that say where (a name), not what happens there; `common` is a frequent word or 0, 1, -1.
_NAMES_ONLY = frozenset({"ident", "common"})


def abstains(basis: frozenset[str], *, lead: float) -> bool:
    """Whether a word link on these kinds of anchor, leading its runner-up by `lead`, should make no link."""
    return bool(basis) and basis <= _NAMES_ONLY and lead < MARGIN
