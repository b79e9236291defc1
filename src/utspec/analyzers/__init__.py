"""Analyzers: source files in, coverage checklist out. Deterministic and offline.

They never import the graph, the model door, the designer or the critic.
"""

from utspec.analyzers.checklist import Analysis, AnalyzerOptions, analyze
from utspec.analyzers.registry import language_for

__all__ = ["Analysis", "AnalyzerOptions", "analyze", "language_for"]
