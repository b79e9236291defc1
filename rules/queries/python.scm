; Checklist captures for Python. The capture vocabulary is documented in README.md next to this file.

; --- branches -------------------------------------------------------------------------------
(if_statement
  condition: (_) @branch.condition
  consequence: (_) @branch.consequence) @branch
(elif_clause
  condition: (_) @branch.condition
  consequence: (_) @branch.consequence) @branch
; `a if c else b`: the first operand is what the branch yields, the second the condition.
(conditional_expression
  .
  (_) @branch.value
  .
  (_) @branch.condition) @branch
(case_clause consequence: (_) @branch.consequence) @branch
; Short-circuit guards: `x and x.y`, `a or default`.
(boolean_operator
  left: (_) @branch.left
  operator: _ @branch.operator
  right: (_) @branch.guarded) @branch

; --- loops ----------------------------------------------------------------------------------
(for_statement body: (_) @loop.body) @loop
(while_statement condition: (_) @loop.condition body: (_) @loop.body) @loop

; --- exits ----------------------------------------------------------------------------------
(raise_statement) @raise
(return_statement) @return

; --- handlers -------------------------------------------------------------------------------
(try_statement
  body: (block) @handler.try_body
  (except_clause (block) @handler.body) @handler)

; --- boundaries: comparisons with a numeric operand; which pairs vary is read from the children
; (a comparison with two literals matches twice: the reader keeps the first).
(comparison_operator [(integer) (float) (unary_operator) (parenthesized_expression)]) @boundary

; --- calls (external effects, SQL at call sites) --------------------------------------------
(call function: (_) @call.name) @call

; --- scopes (the `symbol` of every item) ----------------------------------------------------
(function_definition name: (identifier) @scope.function.name) @scope.function
(class_definition name: (identifier) @scope.class.name) @scope.class
; anonymous functions own their returns but add nothing to a symbol
(lambda) @scope.function

; --- nesting not captured above (an exit inside makes it early) -----------------------------
(try_statement) @nesting
