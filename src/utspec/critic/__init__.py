"""The critic: deterministic checks first, then (with a model) an LLM critic for nuance.

It judges a spec against the checklist, the design and the key items; it never asks the designer
for anything. Only missing or unsupported items block; everything else is advisory.
"""
