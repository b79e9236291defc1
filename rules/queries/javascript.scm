; Checklist captures for JavaScript. The capture vocabulary is documented in README.md next to this file.
; typescript.scm inherits every pattern below (`; inherits: javascript`): keep them valid for the
; TypeScript and TSX grammars too.

; --- branches -------------------------------------------------------------------------------
(if_statement
  condition: (_) @branch.condition
  consequence: (_) @branch.consequence) @branch
(ternary_expression
  condition: (_) @branch.condition
  consequence: (_) @branch.value) @branch
(switch_case value: (_) @branch.label) @branch @branch.consequence
(switch_default) @branch @branch.consequence
(binary_expression
  left: (_) @branch.left
  operator: ["&&" "||" "??"] @branch.operator
  right: (_) @branch.guarded) @branch

; --- loops ----------------------------------------------------------------------------------
(for_statement body: (_) @loop.body) @loop
(for_in_statement body: (_) @loop.body) @loop
(while_statement condition: (_) @loop.condition body: (_) @loop.body) @loop
(do_statement condition: (_) @loop.condition) @loop

; --- counting loops: the condition tests the loop's own counter, not an input (analyzers/counting_loop.py)
(for_statement
  initializer: [(lexical_declaration (variable_declarator name: (identifier) @counter.name))
                (variable_declaration (variable_declarator name: (identifier) @counter.name))]
  condition: (binary_expression left: (identifier) @_side) @counter
  (#eq? @counter.name @_side)) @counter.loop

; --- exits ----------------------------------------------------------------------------------
(throw_statement) @raise
(return_statement) @return

; --- handlers -------------------------------------------------------------------------------
(try_statement
  body: (statement_block) @handler.try_body
  handler: (catch_clause body: (statement_block) @handler.body) @handler)

; --- boundaries -----------------------------------------------------------------------------
(binary_expression operator: ["<" "<=" ">" ">=" "==" "!=" "===" "!=="]) @boundary

; --- calls ----------------------------------------------------------------------------------
(call_expression arguments: (arguments) @call.arguments) @call

; --- scopes ---------------------------------------------------------------------------------
(function_declaration name: (identifier) @scope.function.name) @scope.function
(generator_function_declaration name: (identifier) @scope.function.name) @scope.function
(method_definition name: (_) @scope.function.name) @scope.function
(variable_declarator
  name: (identifier) @scope.function.name
  value: [(arrow_function) (function_expression)] @scope.function)
; `var f; … f = function (x) {…}`: CoffeeScript's output declares every local first and assigns the function later
; (japanese-holidays' `furikaeHoliday = function(holiday) {`: its items had no symbol, its cases named no function)
(assignment_expression
  left: (identifier) @scope.function.name
  right: [(arrow_function) (function_expression)] @scope.function)
(class_declaration name: (_) @scope.class.name) @scope.class
; a function assigned to a member names its scope by the member, qualified by the object as a method is by its class
; (`Cls.prototype.meth = function`, `Cls.meth = function`: ES5 classes, tsc and Babel output); exports only export it
(assignment_expression
  left: (member_expression
    object: [(identifier) @scope.function.owner
             (member_expression object: (identifier) @scope.function.owner
                                property: (property_identifier) @_proto (#eq? @_proto "prototype"))]
    property: (property_identifier) @scope.function.name)
  right: [(arrow_function) (function_expression)] @scope.function
  (#not-eq? @scope.function.owner "exports")
  (#not-eq? @scope.function.owner "module"))
(assignment_expression
  left: (member_expression
    object: [(identifier) @_exports (member_expression object: (identifier) @_module property: (property_identifier) @_exports)]
    property: (property_identifier) @scope.function.name)
  right: [(arrow_function) (function_expression)] @scope.function
  (#eq? @_exports "exports"))
; anonymous functions own their returns but add nothing to a symbol
(arrow_function) @scope.function
(function_expression) @scope.function
(generator_function) @scope.function
; a named function expression (`return function isComma(token) {…}`) names its own scope; after the
; declarator pattern, so `const f = function g() {}` stays `f` (the first name captured wins)
(function_expression name: (identifier) @scope.function.name) @scope.function

; --- nesting not captured above (an exit inside makes it early) -----------------------------
(try_statement) @nesting
(switch_statement) @nesting

; --- named constants: `const` declarations (`as const` / Object.freeze objects: each member)
(lexical_declaration kind: "const"
  (variable_declarator name: (identifier) @constant.name value: (_) @constant.value) @constant)

; --- imports: `import { MAX as M } from "./limits"`, `import * as L from "./limits"`
(import_statement
  (import_clause (named_imports (import_specifier name: (_) @import.name alias: (_)? @import.alias)))
  source: (string (string_fragment) @import.source)) @import
(import_statement
  (import_clause (namespace_import (identifier) @import.alias))
  source: (string (string_fragment) @import.source)) @import
