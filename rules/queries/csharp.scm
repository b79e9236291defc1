; Checklist captures for C#. The capture vocabulary is documented in README.md next to this file.

; --- branches -------------------------------------------------------------------------------
(if_statement
  condition: (_) @branch.condition
  consequence: (_) @branch.consequence) @branch
(conditional_expression
  condition: (_) @branch.condition
  consequence: (_) @branch.value) @branch
; The grammar gives every `case`/`default` label its own switch_section (fall-through labels get an
; empty one), so each label is a branch, as in Java and JavaScript.
(switch_section) @branch @branch.consequence
(switch_expression_arm) @branch
(binary_expression
  left: (_) @branch.left
  operator: ["&&" "||" "??"] @branch.operator
  right: (_) @branch.guarded) @branch

; --- loops ----------------------------------------------------------------------------------
(for_statement body: (_) @loop.body) @loop
(foreach_statement body: (_) @loop.body) @loop
(while_statement condition: (_) @loop.condition body: (_) @loop.body) @loop
(do_statement condition: (_) @loop.condition) @loop

; --- counting loops: the condition tests the loop's own counter, not an input (analyzers/counting_loop.py)
(for_statement
  initializer: (variable_declaration (variable_declarator name: (identifier) @counter.name))
  condition: (binary_expression left: (identifier) @_side) @counter
  (#eq? @counter.name @_side)) @counter.loop

; --- exits ----------------------------------------------------------------------------------
(throw_statement) @raise
(throw_expression) @raise
(return_statement) @return

; --- handlers -------------------------------------------------------------------------------
(try_statement
  body: (block) @handler.try_body
  (catch_clause body: (block) @handler.body) @handler)

; --- boundaries -----------------------------------------------------------------------------
(binary_expression operator: ["<" "<=" ">" ">=" "==" "!="]) @boundary
; C# 9 relational patterns: `input is < minValue or > maxValue` compares `input` with each bound
(is_pattern_expression expression: (_) @relational.subject pattern: (_) @relational.pattern) @relational

; --- calls ----------------------------------------------------------------------------------
(invocation_expression arguments: (argument_list) @call.arguments) @call

; --- scopes ---------------------------------------------------------------------------------
(method_declaration name: (identifier) @scope.function.name) @scope.function
(constructor_declaration name: (identifier) @scope.function.name) @scope.function
(local_function_statement name: (identifier) @scope.function.name) @scope.function
; a property names its accessors' items (`Cls.Prop`), as a method names its own
(property_declaration name: (identifier) @scope.function.name) @scope.function
(class_declaration name: (identifier) @scope.class.name) @scope.class
(struct_declaration name: (identifier) @scope.class.name) @scope.class
(interface_declaration name: (identifier) @scope.class.name) @scope.class
(record_declaration name: (identifier) @scope.class.name) @scope.class
; anonymous functions own their returns but add nothing to a symbol
(lambda_expression) @scope.function
(anonymous_method_expression) @scope.function
(accessor_declaration) @scope.function
(operator_declaration) @scope.function
(conversion_operator_declaration) @scope.function
(destructor_declaration name: (identifier) @scope.function.name) @scope.function

; --- nesting not captured above (an exit inside makes it early) -----------------------------
(try_statement) @nesting
(switch_statement) @nesting

; --- not code: a preprocessor condition (`#if DEBUG || NET45`) decides compilation, not a branch
(preproc_if condition: (_) @ignore)
(preproc_elif condition: (_) @ignore)
(preproc_if_in_attribute_list condition: (_) @ignore)

; --- named constants: `const` fields and locals, `static readonly` fields, enum members
(_ name: (identifier) @constant.owner
  body: (declaration_list
    (field_declaration (modifier) @_mods (#eq? @_mods "const")
      (variable_declaration (variable_declarator name: (identifier) @constant.name "=" . (_) @constant.value))) @constant))
(_ name: (identifier) @constant.owner
  body: (declaration_list
    (field_declaration (modifier) @_static (#eq? @_static "static") (modifier) @_mods (#eq? @_mods "readonly")
      (variable_declaration (variable_declarator name: (identifier) @constant.name "=" . (_) @constant.value))) @constant))
(local_declaration_statement (modifier) @_mods (#eq? @_mods "const")
  (variable_declaration (variable_declarator name: (identifier) @constant.name "=" . (_) @constant.value))) @constant
(enum_declaration
  name: (identifier) @constant.owner
  body: (enum_member_declaration_list
    (enum_member_declaration name: (identifier) @constant.name value: (_)? @constant.value) @constant)) @constant.group

; --- imports: `using static Shop.Limits;` (its members by bare name)
(using_directive "static" (_) @import.source) @import
