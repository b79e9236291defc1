"""Values the code sets by name (code_values) and sets/column values the design lists otherwise (set_conflicts)."""

from utspec.models import Requirement, SourceText
from utspec.questions.code_values import sets, values
from utspec.questions.limits import stated
from utspec.questions.set_conflicts import case_outputs, part_of, set_conflicts, value_conflicts


def _src(path: str, text: str) -> SourceText:
    return SourceText(path=path, text=text)


def _req(n: int, text: str, kind: str = "bullet") -> Requirement:
    return Requirement(id=f"DR-{n}", file="d.md", line=n, kind=kind, text=text)  # type: ignore[arg-type]


def test_values_read_lower_case_constants_object_keys_and_constructor_arguments() -> None:
    go = _src("c.go", "var (\n\tdefaultRetryWaitMax = 30 * time.Second\n\tdefaultRetryMax     = 4\n)\n")
    ts = _src("n.ts", "const defaults = {\n\tlimit: 3,\n\tcodes: retryCodes,\n};\n")
    java = _src(
        "S.java",
        "public class S {\n    public S(final int maxRetries, final TimeValue interval) {\n    }\n"
        "    public S() {\n        this(3, TimeValue.ofSeconds(1L));\n    }\n}\n",
    )
    py = _src("r.py", "class Retry:\n    def __init__(self, total: int = 10, backoff: float = 0) -> None:\n        pass\n\n\nRetry.DEFAULT = Retry(5)\n")
    got = {(v.file, v.line): (v.names, v.value) for v in values([go, ts, java, py])}
    assert got[("c.go", 3)] == (("defaultRetryMax",), "4")
    assert ("c.go", 2) not in got  # `30 * time.Second` is an expression, not a literal
    assert got[("n.ts", 2)] == (("limit", "defaults.limit"), "3")
    assert got[("S.java", 5)] == (("maxRetries",), "3")  # the two-parameter constructor binds the 3
    assert got[("r.py", 6)] == (("total", "Retry.DEFAULT"), "5")


def test_sets_follow_an_object_key_to_the_list_it_names() -> None:
    ts = _src("n.ts", "const retryAfterStatusCodes = [413, 429];\nconst o = {\n\tafterStatusCodes: retryAfterStatusCodes,\n};\n")
    (s,) = sets([ts])
    assert s.values == ("413", "429")
    assert {"retryAfterStatusCodes", "afterStatusCodes", "o.afterStatusCodes"} <= set(s.names)


def test_set_conflict_needs_the_name_and_a_shared_member() -> None:
    code = sets([_src("n.ts", "const afterStatusCodes = [413, 429];\nconst other = [500, 502];\n")])
    reqs = [
        _req(1, "`afterStatusCodes`: `413`, `429`, `503`"),  # the set, one member more: a conflict
        _req(2, "`other`: 200 and 204"),  # no shared member: another list, not a conflict
    ]
    (c,) = set_conflicts(code, reqs)
    assert (c.req.id, c.missing, c.extra) == ("DR-1", ("503",), ())
    # a statement listing the same members settles it
    assert set_conflicts(code, [*reqs, _req(3, "afterStatusCodes are 413 and 429")]) == []


def test_value_conflict_a_column_value_written_otherwise() -> None:
    sql = _src(
        "t.sql",
        "SELECT CAST(\n  CASE WHEN c.relkind = 'v' THEN 'VIEW'\n       WHEN c.relkind = 'f' THEN 'FOREIGN TABLE'\n"
        "       ELSE null END\n  AS character_data) AS table_type\nFROM pg_class c;\n",
    )
    cols = case_outputs(sql)
    assert [(c.column, c.values) for c in cols] == [("table_type", (("VIEW", 2), ("FOREIGN TABLE", 3)))]
    (v,) = value_conflicts(cols, [_req(1, "列=table_type | 説明=ビューは `VIEW`、外部テーブルは `FOREIGN`", "table_row")])
    assert (v.design, v.code, v.line) == ("FOREIGN", "FOREIGN TABLE", 3)
    # without a value in common the statement may be about another mapping: no conflict
    assert value_conflicts(cols, [_req(2, "`table_type` of a foreign table is `FOREIGN`")]) == []
    assert part_of("FOREIGN", "FOREIGN TABLE") and not part_of("VIEW", "FOREIGN TABLE")


def test_stated_reads_prefix_ranges_key_leads_and_meanings() -> None:
    st = stated("All codes beginning with a 4 are negative transient responses.")
    assert [(s.value, s.direction, s.prefix) for s in st] == [(400.0, "ge", True), (499.0, "le", True)]
    assert [(s.value, s.direction) for s in stated("a 5xx error")] == [(500.0, "ge"), (599.0, "le")]
    assert [(s.value, s.direction) for s in stated("greater than or equal to 200 but smaller than 300")] == [
        (200.0, "ge"), (300.0, "lt")
    ]  # fmt: skip
    (lim,) = stated("`limit`: `2`")
    assert any(a.key == "limit" and a.kind == "ident" for a in lim.near)
    assert [s.meaning for s in stated("`maxRetries`: how many times to retry; 0 means no retries.")] == [True]
