; `const string SQL = …`, `static readonly` fields, locals, and `q = …` / `q += …` assignments.
(variable_declarator name: (identifier) @def.name (_) @def.value) @def
(assignment_expression left: (identifier) @def.name right: (_) @def.value) @def
(assignment_expression left: (member_access_expression name: (identifier) @def.name) right: (_) @def.value) @def
; StringBuilder appends: `sb.Append("…")` / `sb.AppendLine("…")` add to what `sb` holds.
((invocation_expression
   function: (member_access_expression expression: (identifier) @def.name name: (identifier) @_method)
   arguments: (argument_list . (argument (_) @def.value))) @def
 (#match? @_method "^Append(Line)?$"))
