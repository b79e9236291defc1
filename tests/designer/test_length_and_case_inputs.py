"""Inputs for length and case guards that name no literal: texts of the lengths the condition names, Java `equals`.

Found on iban4j's BicUtil (read in /tmp, not committed): the normal paths of `validateLength`
(`bic.length() != BIC8_LENGTH && bic.length() != BIC11_LENGTH`) and `validateCase`
(`!bic.equals(bic.toUpperCase())`) proposed `bic` = `"abc"`, an input both guards reject (the critic then
flagged the draft's own case), and the case test's true side had no value at all.
"""

from __future__ import annotations

import doctest

from utspec.analyzers import text_ops
from utspec.analyzers.checklist import analyze
from utspec.designer.offline import solved
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.main_path import main_path_input
from utspec.models import Kind, SourceText

JAVA = """class BicUtil {
  private static final int BIC8_LENGTH = 8;
  private static final int BIC11_LENGTH = 11;

  private static void validateLength(final String bic) {
    if (bic.length() != BIC8_LENGTH && bic.length() != BIC11_LENGTH) {
      throw new BicFormatException("Bic length must be 8 or 11");
    }
  }

  private static void validateCase(final String bic) {
    if (!bic.equals(bic.toUpperCase())) {
      throw new BicFormatException("Bic must contain only upper case letters.");
    }
  }
}
"""


def _ctx() -> tuple[Ctx, dict[str, object]]:
    sources = [SourceText(path="BicUtil.java", text=JAVA)]
    items = analyze(sources).items
    guards = {i.symbol: i for i in items if i.kind is Kind.BRANCH}
    return Ctx.build("en", items, sources), guards


def test_normal_paths_pass_their_guards() -> None:
    ctx, guards = _ctx()
    assert main_path_input(guards["BicUtil.validateLength"], ctx) == ['`bic` = `"aaaaaaaa"`']  # length 8
    assert main_path_input(guards["BicUtil.validateCase"], ctx) == ['`bic` = `"ABC"`']  # upper case


def test_the_case_test_fires_with_a_lower_case_text() -> None:
    ctx, guards = _ctx()
    g = guards["BicUtil.validateCase"]
    assert solved.solved(g.text, True, ctx.at(g), g.symbol, ctx.msg) == ['`bic` = `"a"`']
    assert solved.solved(g.text, False, ctx.at(g), g.symbol, ctx.msg) == ['`bic` = `"ABC"`']


def test_doctests() -> None:
    assert doctest.testmod(solved).failed == 0
    assert doctest.testmod(text_ops).failed == 0
