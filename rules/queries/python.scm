; Checklist captures for Python. Vocabulary (dispatched on the prefix before the first dot):
;   @branch          a decision point; @branch.condition its condition (optional)
;   @loop            for / while
;   @raise           raise statement
;   @return          return statement (early_return is decided in code: nested, not last)
;   @handler         except clause
;   @boundary        a comparison with a numeric literal (operator and value read in code)
;   @function        a function definition (for the enclosing-symbol name)
;   @class           a class definition

(if_statement condition: (_) @branch.condition) @branch
(elif_clause condition: (_) @branch.condition) @branch
(conditional_expression) @branch
(case_clause) @branch
(for_statement) @loop
(while_statement condition: (_) @branch.condition) @loop
(raise_statement) @raise
(return_statement) @return
(except_clause) @handler
(comparison_operator (integer)) @boundary
(comparison_operator (float)) @boundary
(comparison_operator (unary_operator (integer))) @boundary
; @sql.string: a string passed as the first argument of a call whose name looks like a query runner.
(call
  function: [(identifier) @sql.callee (attribute attribute: (identifier) @sql.callee)]
  arguments: (argument_list . (string) @sql.string)
  (#match? @sql.callee "^(execute|executemany|executescript|query|read_sql|read_sql_query|text|raw)$"))
