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
; `assert cond, msg`: a branch whose failing side raises AssertionError (analyzers/assertion.py)
(assert_statement . (_) @branch.condition) @branch
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

; --- boundaries: comparisons with a numeric operand, or with a name that may be a constant
; (`x >= LIMIT`, `n > limits.MAX`, `r == Rank.GOLD.value`); which pairs vary is read from the children
; (a comparison matched more than once is read once).
(comparison_operator [(integer) (float) (unary_operator) (parenthesized_expression)]) @boundary
(comparison_operator (identifier) @_name (#match? @_name "^_*[A-Z][A-Z0-9_]*$")) @boundary
(comparison_operator
  (attribute attribute: (identifier) @_name)
  (#match? @_name "^(_*[A-Z][A-Z0-9_]*|value)$")) @boundary
; `x in range(lo, hi)` is `lo <= x < hi`: a boundary per bound (`utspec.analyzers.range_membership`)
(comparison_operator
  (_) @range.subject
  (call function: (identifier) @_range arguments: (argument_list) @range.arguments)
  (#eq? @_range "range")) @range

; --- calls (external effects, SQL at call sites) --------------------------------------------
(call function: (_) @call.name) @call

; --- scopes (the `symbol` of every item) ----------------------------------------------------
(function_definition name: (identifier) @scope.function.name) @scope.function
(class_definition name: (identifier) @scope.class.name) @scope.class
; anonymous functions own their returns but add nothing to a symbol
(lambda) @scope.function

; --- nesting not captured above (an exit inside makes it early) -----------------------------
(try_statement) @nesting

; --- named constants (constants.py keeps UPPER_CASE names and enum members with literal values)
(module
  (assignment left: (identifier) @constant.name right: (_) @constant.value) @constant
  (#match? @constant.name "^_*[A-Z][A-Z0-9_]*$"))
(class_definition
  name: (identifier) @constant.owner
  superclasses: (argument_list)? @constant.bases
  body: (block (assignment left: (identifier) @constant.name right: (_) @constant.value) @constant)
  (#match? @constant.name "^_*[A-Z][A-Z0-9_]*$"))
; enum members need not be upper case
(class_definition
  name: (identifier) @constant.owner
  superclasses: (argument_list) @constant.bases
  body: (block (assignment left: (identifier) @constant.name right: (_) @constant.value) @constant)
  (#match? @constant.bases "(Enum|Flag)\\b")
  (#not-match? @constant.name "^_*[A-Z][A-Z0-9_]*$"))

; --- imports (constants imported from another analysed file): the statement once, its names are
; read in code only when a condition may need them
(import_from_statement) @import
(import_statement) @import
