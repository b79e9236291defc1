"""The pieces of the offline (rule-based) designer; `utspec.designer.rule_based` puts them together.

- `sentences`: what one statement or analyzer effect means, said as a checkable expected result.
- `item_cases`: the case drafts for one checklist item, one small function per item kind.
- `assembly`: numbering cases, merging items one case tests, the normal path, telling rows apart.
- `linking`: which case a design statement (DR) or key item (KT) lands on, and the question when none.
"""
