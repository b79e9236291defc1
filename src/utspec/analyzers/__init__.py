"""Analyzers: source files in, coverage checklist out. Deterministic and offline.

They never import the graph, the model door, the designer or the critic.

>>> from utspec.models import SourceText
>>> a = analyze([SourceText(path="m.py", text="def f(x):\\n    if x > 1:\\n        return 0\\n    return x\\n")])
>>> [i.id for i in a.items]
['m.py:2:boundary', 'm.py:2:branch', 'm.py:3:early_return']
"""

from utspec.analyzers.checklist import Analysis, AnalyzerOptions, analyze
from utspec.analyzers.diff import scope_to_diff
from utspec.analyzers.registry import language_for

__all__ = ["Analysis", "AnalyzerOptions", "analyze", "language_for", "scope_to_diff"]
