"""Whether a case's input names no value of any argument a worked example's call binds.

japanmesh's KT-41 "`isValidCode('5339459')` は `false`" sat on the branch case of `lv5000XY < RANGE.MIN`, whose
input said "values for which … is true": the example's call became the case's input (worked_links). Once the
designer gave that branch a value, the input read "`lv5000XY` = `0`" (a local no caller passes) and the key item's
call was left in the evidence column only. An input whose phrases set none of the call's parameters
(`name` = `value`) gives a tester no call to make; the example's call still does.
"""

from __future__ import annotations

import re
from collections.abc import Sequence


def names_no_argument(text: str, parameters: Sequence[str]) -> bool:
    """Whether `text` sets none of `parameters` to a value ("`code` = `'999'`"); a count or a local does not.

    >>> names_no_argument("要素数 5 の `code`。", ["code"]), names_no_argument("`lv5000XY` = `0`。", ["code"])
    (True, True)
    >>> names_no_argument("`code` = `'999'`。", ["code"]), names_no_argument("`x` = `1`.", [])
    (False, False)
    """
    if not parameters:
        return False
    return not any(re.search(rf"`{re.escape(p)}` = `", text) for p in parameters)


__all__ = ["names_no_argument"]
