"""`utspec graph`: print the loop's StateGraph as Mermaid (LangGraph's own drawing)."""

from __future__ import annotations

import typer

from utspec.cli.app import app


@app.command()
def graph() -> None:
    """Print the Generator & Critic loop as a Mermaid flowchart (paste into any Mermaid viewer)."""
    from utspec.graph.draw import mermaid

    typer.echo(mermaid())
