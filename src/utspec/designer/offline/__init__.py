"""The pieces of the offline (rule-based) designer; `utspec.designer.rule_based` puts them together.

- `sentences`: what one statement or analyzer effect means, said as a checkable expected result.
- `item_cases`: the case builder of each checklist kind (`branch_cases`, `boundary_cases`, `exit_cases`,
  `handler_cases`, `sql_cases`, `sql_write_cases`, `loop_cases`), from `drafts`, `case_inputs`, `main_path`,
  `worked_cases` and `leaving_blocks` (the guards a normal run passes).
- `assembly`: numbering cases, merging items one case tests, the normal path, telling rows apart.
- `linking`: which case a design statement (DR) or key item (KT) lands on, and the question when none.
"""
