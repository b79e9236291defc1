"""Artifacts: the spec and the trace as Markdown and JSON, written atomically."""
