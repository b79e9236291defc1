; Checklist captures for Java. The capture vocabulary is documented in README.md next to this file.

; --- branches -------------------------------------------------------------------------------
; `else if` is an if_statement in the alternative: it matches this pattern too.
(if_statement
  condition: (_) @branch.condition
  consequence: (_) @branch.consequence) @branch
(ternary_expression
  condition: (_) @branch.condition
  consequence: (_) @branch.value) @branch
; Each `case`/`default` label of a classic switch is a branch; the group holds its statements.
(switch_block_statement_group
  (switch_label) @branch) @branch.consequence
(switch_rule
  (switch_label) @branch) @branch.consequence
(binary_expression
  left: (_) @branch.left
  operator: ["&&" "||"] @branch.operator
  right: (_) @branch.guarded) @branch

; --- loops ----------------------------------------------------------------------------------
(for_statement body: (_) @loop.body) @loop
(enhanced_for_statement body: (_) @loop.body) @loop
(while_statement condition: (_) @loop.condition body: (_) @loop.body) @loop
(do_statement condition: (_) @loop.condition) @loop

; --- counting loops: the condition tests the loop's own counter, not an input (analyzers/counting_loop.py)
(for_statement
  init: (local_variable_declaration declarator: (variable_declarator name: (identifier) @counter.name))
  condition: (binary_expression left: (identifier) @_side) @counter
  (#eq? @counter.name @_side)) @counter.loop

; --- exits ----------------------------------------------------------------------------------
(throw_statement) @raise
(return_statement) @return

; --- handlers -------------------------------------------------------------------------------
(try_statement
  body: (block) @handler.try_body
  (catch_clause body: (block) @handler.body) @handler)
(try_with_resources_statement
  body: (block) @handler.try_body
  (catch_clause body: (block) @handler.body) @handler)

; --- boundaries -----------------------------------------------------------------------------
(binary_expression operator: ["<" "<=" ">" ">=" "==" "!="]) @boundary

; --- calls ----------------------------------------------------------------------------------
(method_invocation arguments: (argument_list) @call.arguments) @call

; --- scopes ---------------------------------------------------------------------------------
(method_declaration name: (identifier) @scope.function.name) @scope.function
(constructor_declaration name: (identifier) @scope.function.name) @scope.function
(compact_constructor_declaration name: (identifier) @scope.function.name) @scope.function
(class_declaration name: (identifier) @scope.class.name) @scope.class
(interface_declaration name: (identifier) @scope.class.name) @scope.class
(enum_declaration name: (identifier) @scope.class.name) @scope.class
(record_declaration name: (identifier) @scope.class.name) @scope.class
; anonymous functions own their returns but add nothing to a symbol
(lambda_expression) @scope.function

; --- nesting not captured above (an exit inside makes it early) -----------------------------
(try_statement) @nesting
(try_with_resources_statement) @nesting
(switch_expression) @nesting

; --- named constants: final fields (classes, records, enums), interface constants, final locals,
; enum constants with one literal argument (`GOLD(3)`: `Rank.GOLD.code()` is 3)
(_ name: (identifier) @constant.owner
  body: (_ [(field_declaration (modifiers) @_mods (#match? @_mods "\\bfinal\\b")
              declarator: (variable_declarator name: (identifier) @constant.name value: (_) @constant.value))
            (constant_declaration
              declarator: (variable_declarator name: (identifier) @constant.name value: (_) @constant.value))
            (enum_body_declarations
              (field_declaration (modifiers) @_mods (#match? @_mods "\\bfinal\\b")
                declarator: (variable_declarator name: (identifier) @constant.name value: (_) @constant.value)))] @constant))
(local_variable_declaration (modifiers) @_mods (#match? @_mods "\\bfinal\\b")
  declarator: (variable_declarator name: (identifier) @constant.name value: (_) @constant.value)) @constant
(enum_declaration
  name: (identifier) @constant.owner
  body: (enum_body
    (enum_constant name: (identifier) @constant.name arguments: (argument_list . (_) @constant.value .)) @constant)) @constant.group

; --- imports: `import static com.shop.Limits.MAX;`
(import_declaration "static" (scoped_identifier scope: (_) @import.source name: (identifier) @import.name)) @import
