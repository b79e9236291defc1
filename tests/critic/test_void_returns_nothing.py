"""A Go method with no result that returns early "returns without a value": no contradiction (issue 14: false blocks).

groupcache (Debian golang-github-golang-groupcache-dev, Apache-2.0), `lru.Cache.Add`/`Remove`/`RemoveOldest`: the case
"`c.cache` = `nil` → The function returns without a value." was blocked as "`Cache.Remove` is declared to return
`void`, which cannot be `None`": the claims read the phrase as `None`, which the void rule refused for Go.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.designer._one_file_run import spec_of
from utspec.critic.checks._declared_type import admits

GO = """\
package lru

type Cache struct {
	cache map[string]int
}

// Remove removes the provided key from the cache.
func (c *Cache) Remove(key string) {
	if c.cache == nil {
		return
	}
	delete(c.cache, key)
}
"""


def test_a_bare_return_of_a_void_method_is_no_contradiction(tmp_path: Path) -> None:
    spec_of(tmp_path, {"lru.go": GO})
    trace = json.loads((tmp_path / "out" / "trace.json").read_text(encoding="utf-8"))
    blocking = [f["id"] for f in trace["rounds"][0]["review"]["findings"] if f["severity"] == "blocking"]
    # ok: "returns without a value" is what `return` in a func with no result does
    assert not [b for b in blocking if b.startswith("expected-contradicts-code")], blocking
    # ruleid: a value is still refused for a void function
    assert not admits("void", "nil", "go") and not admits("void", "0", "go")
