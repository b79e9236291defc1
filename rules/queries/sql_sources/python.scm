; Module constants, class attributes, locals, `self.SQL = …`, and `+=` appends.
(assignment left: (identifier) @def.name right: (_) @def.value) @def
(assignment left: (attribute attribute: (identifier) @def.name) right: (_) @def.value) @def
(augmented_assignment left: (identifier) @def.name right: (_) @def.value) @def
(augmented_assignment left: (attribute attribute: (identifier) @def.name) right: (_) @def.value) @def
