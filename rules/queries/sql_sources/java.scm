; `static final String SQL = …` fields, locals, and `q = …` / `q += …` assignments.
(variable_declarator name: (identifier) @def.name value: (_) @def.value) @def
(assignment_expression left: (identifier) @def.name right: (_) @def.value) @def
(assignment_expression left: (field_access field: (identifier) @def.name) right: (_) @def.value) @def
; StringBuilder / StringBuffer appends: `sb.append("…")` adds to what `sb` holds.
((method_invocation object: (identifier) @def.name name: (identifier) @_method
   arguments: (argument_list . (_) @def.value)) @def
 (#eq? @_method "append"))
