; Checklist captures for Go. The capture vocabulary is documented in README.md next to this file.

; --- branches -------------------------------------------------------------------------------
(if_statement
  condition: (_) @branch.condition
  consequence: (_) @branch.consequence) @branch
; Each case is a branch; its statements (if any) sit in a statement_list.
(expression_case (statement_list)? @branch.consequence) @branch
(type_case (statement_list)? @branch.consequence) @branch
(default_case (statement_list)? @branch.consequence) @branch
(communication_case (statement_list)? @branch.consequence) @branch
(binary_expression
  left: (_) @branch.left
  operator: ["&&" "||"] @branch.operator
  right: (_) @branch.guarded) @branch

; --- loops ----------------------------------------------------------------------------------
(for_statement body: (_) @loop.body) @loop

; --- counting loops: the condition tests the loop's own counter, not an input (analyzers/counting_loop.py)
(for_statement
  (for_clause
    initializer: (short_var_declaration left: (expression_list . (identifier) @counter.name .))
    condition: (binary_expression left: (identifier) @_side) @counter)
  (#eq? @counter.name @_side)) @counter.loop

; --- exits: Go has no throw; `panic(...)` is its raise ---------------------------------------
(call_expression
  function: (identifier) @_callee
  (#eq? @_callee "panic")) @raise
(return_statement) @return

; --- handlers: every `recover()` call; `if r := recover(); r != nil { ... }` also names its body
; (code drops the bare call inside such a header: one handler per recover).
(if_statement
  initializer: (short_var_declaration
    right: (expression_list (call_expression function: (identifier) @_recover)))
  consequence: (block) @handler.body
  (#eq? @_recover "recover")) @handler
(call_expression function: (identifier) @_recover (#eq? @_recover "recover")) @handler

; --- boundaries -----------------------------------------------------------------------------
(binary_expression operator: ["<" "<=" ">" ">=" "==" "!="]) @boundary

; --- calls ----------------------------------------------------------------------------------
(call_expression arguments: (argument_list) @call.arguments) @call

; --- scopes: methods are qualified by their receiver type (`Store.Save`) ---------------------
(function_declaration name: (identifier) @scope.function.name) @scope.function
(method_declaration
  receiver: (parameter_list
    (parameter_declaration type: [(type_identifier) @scope.function.owner
                                  (pointer_type (type_identifier) @scope.function.owner)
                                  (generic_type type: (type_identifier) @scope.function.owner)
                                  (pointer_type (generic_type type: (type_identifier) @scope.function.owner))]))
  name: (field_identifier) @scope.function.name) @scope.function
; anonymous functions own their returns but add nothing to a symbol
(func_literal) @scope.function

; --- nesting not captured above (an exit inside makes it early) -----------------------------
(expression_switch_statement) @nesting
(type_switch_statement) @nesting
(select_statement) @nesting

; --- named constants: `const` declarations; a const block is a group (`iota`, repeated expressions)
(const_declaration
  (const_spec name: (identifier) @constant.name value: (expression_list . (_) @constant.value .)?) @constant) @constant.group

; --- imports: `import lim "example.com/shop/limits"` (the package's folder holds its constants)
(import_spec name: (package_identifier)? @import.alias path: (_) @import.source) @import
