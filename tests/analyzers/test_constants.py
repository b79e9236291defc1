"""Named constants across the files of one run, and the evaluator's arithmetic.

Single-file shapes live in the annotated fixtures (`fixtures/constants.*` and the last function of
every language fixture); these tests need several files at once.
"""

from __future__ import annotations

import doctest

import pytest

from utspec.analyzers import analyze, constant_links
from utspec.analyzers import constants as constants_module
from utspec.analyzers.constants import arithmetic
from utspec.models import ChecklistItem, SourceText


def _boundaries(files: dict[str, str]) -> dict[str, ChecklistItem]:
    items = analyze([SourceText(path=p, text=t) for p, t in files.items()]).items
    return {i.text: i for i in items if i.kind.value == "boundary"}


def _check(item: ChecklistItem, constant: str, value: float, defined_at: str, test_values: list[float]) -> None:
    assert (item.constant, item.value, item.defined_at, item.test_values) == (constant, value, defined_at, test_values)


def test_typescript_named_import_namespace_import_and_enum():
    got = _boundaries({
        "src/shop/constants.ts": "export const FREE_SHIPPING_THRESHOLD = 5000;\nexport enum Rank { Bronze = 1, Silver, Gold }\n",
        "src/shop/fee.ts": (
            'import { FREE_SHIPPING_THRESHOLD as FREE, Rank } from "./constants";\n'
            'import * as C from "./constants";\n'
            "export function fee(subtotal: number, rank: Rank): number {\n"
            "  if (subtotal >= FREE) return 0;\n"
            "  if (rank >= Rank.Gold || subtotal < C.FREE_SHIPPING_THRESHOLD) return 100;\n"
            "  return 500;\n}\n"
        ),
    })  # fmt: skip
    _check(got["subtotal >= FREE"], "FREE_SHIPPING_THRESHOLD", 5000, "src/shop/constants.ts:1", [4999, 5000])
    _check(got["rank >= Rank.Gold"], "Rank.Gold", 3, "src/shop/constants.ts:2", [2, 3])
    _check(got["subtotal < C.FREE_SHIPPING_THRESHOLD"], "FREE_SHIPPING_THRESHOLD", 5000, "src/shop/constants.ts:1", [4999, 5000])
    assert got["subtotal >= FREE"].symbol == "fee" and got["subtotal >= FREE"].effect == "return 0;"


def test_javascript_imports_from_an_index_file_and_a_path_alias():
    got = _boundaries({
        "src/config/index.js": "export const MAX_ITEMS = 20;\n",
        "src/lib/limits.mjs": "export const MIN_ITEMS = 2;\n",
        "src/cart.js": (
            'import { MAX_ITEMS } from "./config";\nimport { MIN_ITEMS } from "@/lib/limits";\n'
            "export const ok = (n) => n <= MAX_ITEMS && n >= MIN_ITEMS;\n"
        ),
    })  # fmt: skip
    _check(got["n <= MAX_ITEMS"], "MAX_ITEMS", 20, "src/config/index.js:1", [20, 21])
    _check(got["n >= MIN_ITEMS"], "MIN_ITEMS", 2, "src/lib/limits.mjs:1", [1, 2])


def test_python_from_import_relative_module_alias_and_class_attribute():
    got = _boundaries({
        "shop/limits.py": "MAX_ITEMS = 100\n\nclass Rates:\n    TAX = 0.08\n",
        "shop/cart.py": (
            "from .limits import MAX_ITEMS as M, Rates\nfrom shop import limits\nimport shop.limits as L\n\n"
            "def f(n, r):\n    if n > M or n >= limits.MAX_ITEMS or n < L.MAX_ITEMS or r <= Rates.TAX:\n        return 1\n"
        ),
    })  # fmt: skip
    _check(got["n > M"], "MAX_ITEMS", 100, "shop/limits.py:1", [100, 101])
    _check(got["n >= limits.MAX_ITEMS"], "MAX_ITEMS", 100, "shop/limits.py:1", [99, 100])
    _check(got["n < L.MAX_ITEMS"], "MAX_ITEMS", 100, "shop/limits.py:1", [99, 100])
    _check(got["r <= Rates.TAX"], "Rates.TAX", 0.08, "shop/limits.py:4", [0.08, 0.09])


def test_java_class_constants_static_import_and_enum_of_another_file():
    got = _boundaries({
        "src/shop/Constants.java": "package shop;\npublic final class Constants {\n  public static final int FREE = 5000;\n}\n",
        "src/shop/Rank.java": "package shop;\nenum Rank { BRONZE(1), GOLD(3); final int code; Rank(int c) { code = c; } }\n",
        "src/shop/Fee.java": (
            "package shop;\nimport static shop.Constants.FREE;\n"
            "class Fee { int f(int s, Rank r) {\n"
            "  if (s >= FREE || s > Constants.FREE || r.code >= Rank.GOLD.code) return 0;\n  return 1; } }\n"
        ),
    })  # fmt: skip
    _check(got["s >= FREE"], "Constants.FREE", 5000, "src/shop/Constants.java:3", [4999, 5000])
    _check(got["s > Constants.FREE"], "Constants.FREE", 5000, "src/shop/Constants.java:3", [5000, 5001])
    _check(got["r.code >= Rank.GOLD.code"], "Rank.GOLD", 3, "src/shop/Rank.java:2", [2, 3])


def test_csharp_class_constants_and_using_static():
    got = _boundaries({
        "Shop/Limits.cs": "namespace Shop { public static class Limits { public const int MaxItems = 100; } }\n",
        "Shop/Cart.cs": (
            "using static Shop.Limits;\nnamespace Shop { class Cart { bool F(int n) {\n"
            "  return n > MaxItems || n >= Limits.MaxItems; } } }\n"
        ),
    })  # fmt: skip
    _check(got["n > MaxItems"], "Limits.MaxItems", 100, "Shop/Limits.cs:1", [100, 101])
    _check(got["n >= Limits.MaxItems"], "Limits.MaxItems", 100, "Shop/Limits.cs:1", [99, 100])


def test_go_same_package_and_imported_package():
    got = _boundaries({
        "shipping/consts.go": "package shipping\n\nconst Free = 5000\n",
        "shipping/fee.go": "package shipping\n\nfunc F(s int) int { if s >= Free { return 0 }; return 1 }\n",
        "app/main.go": 'package app\n\nimport sh "example.com/x/shipping"\n\nfunc G(s int) bool { return s < sh.Free }\n',
    })  # fmt: skip
    _check(got["s >= Free"], "Free", 5000, "shipping/consts.go:3", [4999, 5000])
    _check(got["s < sh.Free"], "Free", 5000, "shipping/consts.go:3", [4999, 5000])


def test_a_name_from_a_file_not_analysed_stays_a_plain_branch():
    items = analyze([SourceText(path="a.py", text="from limits import MAX\nif n > MAX:\n    pass\n")]).items
    assert [i.kind.value for i in items] == ["branch"]


def test_a_local_constant_shadows_the_module_one_only_inside_its_function():
    got = analyze([SourceText(path="a.ts", text=(
        "const LIMIT = 10;\nfunction f(n: number) { const LIMIT = 20; if (n > LIMIT) return 1; return 0; }\n"
        "function g(n: number) { if (n > LIMIT) return 1; return 0; }\n"
    ))]).items  # fmt: skip
    assert [(i.line, i.value, i.defined_at) for i in got if i.kind.value == "boundary"] == [(2, 20, "a.ts:2"), (3, 10, "a.ts:1")]


@pytest.mark.parametrize(
    ("source", "path"),
    [("A = B\nB = A\nif x > A:\n    pass\n", "a.py"),  # a cycle
     ("const A = f(1);\nif (x > A) {}\n", "a.js"),  # a call is no constant
     ("const A = `${x}`;\nif (y >= A) {}\n", "a.js")],  # an interpolated string is no constant
)  # fmt: skip
def test_what_is_not_a_constant_gives_no_boundary(source, path):
    assert not [i for i in analyze([SourceText(path=path, text=source)]).items if i.kind.value == "boundary"]


def test_arithmetic_doctests_and_edges():
    assert doctest.testmod(constants_module).failed == 0
    assert doctest.testmod(constant_links).failed == 0
    assert arithmetic("/", 1, 0) is None and arithmetic("-", "a", "b") is None
    assert arithmetic("/", -7, 2, integer_division=True) == -3  # truncation, as Java/C#/Go do
    assert arithmetic("<<", 1, 10) == 1024 and arithmetic("**", 2, 10) == 1024


def _branch_constants(files: dict[str, str]) -> dict[str, list[tuple[str, object, str]]]:
    items = analyze([SourceText(path=p, text=t) for p, t in files.items()]).items
    return {i.text: [(c.name, c.value, c.defined_at) for c in i.constants or []] for i in items if i.kind.value == "branch"}


def test_branches_list_the_constants_their_condition_names_strings_and_collections_included():
    got = _branch_constants({"shop/rules.py": (
        'PREMIUM_RANKS = (3, 5)\nREGION = "JP"\nLIMIT = 10\n\n'
        'def f(rank, region, n):\n    if rank in PREMIUM_RANKS and region == REGION:\n        return 1\n'
        '    if n > LIMIT or region == "REGION":\n        return 2\n    return 3\n'
    )})  # fmt: skip
    assert got["rank in PREMIUM_RANKS and region == REGION"] == [
        ("PREMIUM_RANKS", [3, 5], "shop/rules.py:1"), ("REGION", "JP", "shop/rules.py:2")]  # fmt: skip
    # a name inside a string literal is no use of the constant
    assert got['n > LIMIT or region == "REGION"'] == [("LIMIT", 10, "shop/rules.py:3")]


def test_branch_constants_resolve_across_files_and_plain_names_get_none():
    got = _branch_constants({
        "src/codes.ts": 'export const RETRYABLE = [429, 503] as const;\nexport const MODE = "strict";\n',
        "src/client.ts": (
            'import { RETRYABLE, MODE } from "./codes";\n'
            "export function retry(status: number, mode: string, other: number): boolean {\n"
            "  if (RETRYABLE.includes(status) || mode === MODE) { return true; }\n"
            "  if (status > other) { return false; }\n  return false;\n}\n"
        ),
    })  # fmt: skip
    assert got["RETRYABLE.includes(status) || mode === MODE"] == [
        ("RETRYABLE", [429, 503], "src/codes.ts:1"), ("MODE", "strict", "src/codes.ts:2")]  # fmt: skip
    assert got["status > other"] == []
