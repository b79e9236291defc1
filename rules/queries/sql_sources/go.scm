; `const SQL = …`, package and local `var`, `q := …`, and `q = …` / `q += …` assignments.
(const_spec name: (identifier) @def.name value: (expression_list . (_) @def.value)) @def
(var_spec name: (identifier) @def.name value: (expression_list . (_) @def.value)) @def
(short_var_declaration left: (expression_list . (identifier) @def.name) right: (expression_list . (_) @def.value)) @def
(assignment_statement left: (expression_list . (identifier) @def.name) right: (expression_list . (_) @def.value)) @def
