"""A Go boundary whose block ends in a bare `return` under named results returns them, as its branch does.

gojsonpointer's `NewJsonPointer(s string) (p JsonPointer, err error)` opens with `if len(s) == 0 {` / `// Keep
referenceTokens nil` / `return }`. The branch and the return were given `return p, nil` (go_named_results.py), the
boundary kept a bare `return`, and the designer's boundary case said "The function returns without a value": blocked
(rightly) by expected-contradicts-code on the first run's clean draft.
"""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import SourceText

SRC = """package p

func NewJsonPointer(s string) (p JsonPointer, err error) {
	if len(s) == 0 {
		// Keep referenceTokens nil
		return
	}
	return p, nil
}
"""


def test_boundary_takes_its_branch_blocks_named_results() -> None:
    items = {i.id: i for i in analyze([SourceText(path="a.go", text=SRC)]).items}
    assert items["a.go:4:branch"].effect == "return p, nil"
    assert items["a.go:4:boundary"].effect == "return p, nil"
