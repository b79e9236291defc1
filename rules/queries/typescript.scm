; inherits: javascript
; Checklist captures for TypeScript and TSX (both grammars extend the JavaScript one's node types).
; Every JavaScript pattern applies through the modeline above; this file holds what TypeScript adds.
; The capture vocabulary is documented in README.md next to this file.

; --- scopes ---------------------------------------------------------------------------------
(abstract_class_declaration name: (_) @scope.class.name) @scope.class
(interface_declaration name: (_) @scope.class.name) @scope.class
