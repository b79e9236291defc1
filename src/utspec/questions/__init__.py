"""What the inputs do not say, read from structured facts: literal decisions, key items, design-code conflicts.

The critic's question checks (`unexplained-literal`, `key-item-unsupported`, `design-code-mismatch`)
and the designer's key-item linking share these pure functions, so both ask the same thing for the
same reason. Questions are built from fields (subject, values, places), never by slicing source text.
"""
