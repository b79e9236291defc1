; inherits: javascript
; Checklist captures for TypeScript and TSX (both grammars extend the JavaScript one's node types).
; Every JavaScript pattern applies through the modeline above; this file holds what TypeScript adds.
; The capture vocabulary is documented in README.md next to this file.

; --- scopes ---------------------------------------------------------------------------------
(abstract_class_declaration name: (_) @scope.class.name) @scope.class
(interface_declaration name: (_) @scope.class.name) @scope.class

; --- named constants: enum members (implicit values count on from the previous), static readonly fields
(enum_declaration
  name: (identifier) @constant.owner
  body: (enum_body [(enum_assignment name: (_) @constant.name value: (_) @constant.value)
                    (property_identifier) @constant.name] @constant)) @constant.group
(_ name: (_) @constant.owner
  body: (class_body
    (public_field_definition "static" "readonly" name: (_) @constant.name value: (_) @constant.value) @constant))
