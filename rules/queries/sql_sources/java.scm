; `static final String SQL = …` fields, locals, and `q = …` / `q += …` assignments.
(variable_declarator name: (identifier) @def.name value: (_) @def.value) @def
(assignment_expression left: (identifier) @def.name right: (_) @def.value) @def
(assignment_expression left: (field_access field: (identifier) @def.name) right: (_) @def.value) @def
