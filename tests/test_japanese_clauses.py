"""A Japanese clause ending in a plain negative is not joined to the next by a comma.

"例外は送出されない、`members` が返される" (and jpholiday's "…そこで `True` を返さない、`False` が返される") read
as two sentences run together; "例外は送出されない。`members` が返される" is how a Japanese reviewer writes it.
The words stay as they are (the critic and the benches read "送出されない").
"""

from __future__ import annotations

from utspec.messages import Catalog


def test_a_negative_clause_ends_its_sentence() -> None:
    ja = Catalog("ja")
    assert ja.join(["例外は送出されない", "`members` が返される"]) == "例外は送出されない。`members` が返される"
    assert ja.join(["21 行目の `return` は実行されず、そこで `True` を返さない", "`False` が返される"]) == (
        "21 行目の `return` は実行されず、そこで `True` を返さない。`False` が返される"
    )
    assert ja.sentence(ja.join(["例外は発生しない", "`0` が返される"])) == "例外は発生しない。`0` が返される。"
    # ok: other clauses keep the comma; the last clause keeps its ending
    assert ja.join(["`x` が返される", "例外は送出されない"]) == "`x` が返される、例外は送出されない"
    assert ja.join(["`a` が呼ばれる", "`b` が返される"]) == "`a` が呼ばれる、`b` が返される"
    # English is untouched.
    assert Catalog("en").join(["no exception is raised", "`x` is returned"]) == "no exception is raised; `x` is returned"
