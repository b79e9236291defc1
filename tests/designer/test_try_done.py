"""A try block's completing case: once per try, stated when the try ends the function (`try_done`).

Shaped after iban4j's BicUtil.validate (read in /tmp, not committed): two catch clauses each drafted a
"try block completes" case, and both asked a Q-effect about the try's last statement (an `if` block).
"""

from __future__ import annotations

import doctest

from utspec.analyzers.checklist import analyze
from utspec.designer.offline import try_done
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.handler_cases import handler_cases
from utspec.models import Category, Kind, SourceText

JAVA = """class BicUtil {
  public static void validate(final String bic) {
    try {
      validateEmpty(bic);
      validateLength(bic);
      if (hasBranchCode(bic)) {
        validateBranchCode(bic);
      }
    } catch (Iban4jException e) {
      throw e;
    } catch (RuntimeException e) {
      throw new BicFormatException(UNKNOWN, e.getMessage());
    }
  }

  public static int parse(final String text) {
    try {
      check(text);
      if (text.isEmpty()) {
        warn(text);
      }
    } catch (RuntimeException e) {
      throw new IllegalStateException("bad");
    }
    return 1;
  }
}
"""


def _completing(language: str, symbol: str) -> list[str]:
    sources = [SourceText(path="BicUtil.java", text=JAVA)]
    items = analyze(sources).items
    ctx = Ctx.build(language, items, sources)
    out = []
    for h in (i for i in items if i.kind is Kind.HANDLER and i.symbol == symbol):
        out += [d.expected for d in handler_cases(h, ctx) if d.category is Category.NORMAL]
    return out


def test_one_completing_case_per_try_stating_the_void_return() -> None:
    assert _completing("en", "BicUtil.validate") == [
        "No exception is raised; the function returns without a value."
    ]
    assert _completing("ja", "BicUtil.validate") == ["例外は送出されない。値を返さずに終了する。"]


def test_a_try_followed_by_more_code_still_asks() -> None:
    (expected,) = _completing("en", "BicUtil.parse")  # ok: `return 1` follows the try: not the function's end
    assert "Q-effect" in expected


def test_doctests() -> None:
    assert doctest.testmod(try_done).failed == 0
