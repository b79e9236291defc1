; `const SQL = …` (module or local), class fields, and `q = …` / `q += …` assignments.
(variable_declarator name: (identifier) @def.name value: (_) @def.value) @def
(assignment_expression left: (identifier) @def.name right: (_) @def.value) @def
(assignment_expression left: (member_expression property: (property_identifier) @def.name) right: (_) @def.value) @def
(augmented_assignment_expression left: (identifier) @def.name right: (_) @def.value) @def
(public_field_definition name: (property_identifier) @def.name value: (_) @def.value) @def
