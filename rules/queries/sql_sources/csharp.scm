; `const string SQL = …`, `static readonly` fields, locals, and `q = …` / `q += …` assignments.
(variable_declarator name: (identifier) @def.name (_) @def.value) @def
(assignment_expression left: (identifier) @def.name right: (_) @def.value) @def
(assignment_expression left: (member_access_expression name: (identifier) @def.name) right: (_) @def.value) @def
