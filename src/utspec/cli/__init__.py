"""Command line: parse arguments, load config, call into the library, render, set the exit code."""

from utspec.cli.app import app, main

__all__ = ["app", "main"]
