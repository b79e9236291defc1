"""A decorator that registers a function and hands it back unchanged leaves it runnable (issue 12: worked examples).

jp-invoice-tax-mcp and jp-business-calendar-mcp define every tool as `@mcp.tool()` over a plain function, with
`mcp = FastMCP("…")` at the top of the module. FastMCP's `tool()`, `resource(…)` and `prompt()` record the function
and return it as it was, so a call of it runs its own body: the key items "validate_invoice_number("T123") は … valid
が False" can be run exactly. `py_eval` skipped every decorated function, since a decorator may return anything; this
module names the ones known to return the function itself, read from the module's own text: an attribute `tool`,
`resource` or `prompt` of a name the module assigns a `FastMCP(…)` call. Any other decorator still hides the function.
"""

from __future__ import annotations

import ast

#: FastMCP's registering decorators (each returns the function it was given).
_FASTMCP_REGISTERS = frozenset({"tool", "resource", "prompt"})


def fastmcp_servers(tree: ast.Module) -> frozenset[str]:
    """The module-level names bound to a `FastMCP(…)` instance (`mcp = FastMCP("jp-invoice-tax")`).

    >>> fastmcp_servers(ast.parse("from mcp.server.fastmcp import FastMCP\\nmcp = FastMCP('x')\\nn = f()"))
    frozenset({'mcp'})
    """
    out: set[str] = set()
    for stmt in tree.body:
        if (
            isinstance(stmt, ast.Assign)
            and isinstance(stmt.value, ast.Call)
            and isinstance(stmt.value.func, ast.Name)
            and stmt.value.func.id == "FastMCP"
        ):
            out.update(t.id for t in stmt.targets if isinstance(t, ast.Name))
    return frozenset(out)


def registers_only(decorator: ast.expr, servers: frozenset[str]) -> bool:
    """Whether a decorator records the function and returns it unchanged (`@mcp.tool()` of a FastMCP `mcp`).

    >>> d = ast.parse("@mcp.tool()\\ndef f(): pass").body[0].decorator_list[0]
    >>> registers_only(d, frozenset({"mcp"})), registers_only(d, frozenset())
    (True, False)
    >>> registers_only(ast.parse("@functools.cache\\ndef f(): pass").body[0].decorator_list[0], frozenset({"mcp"}))
    False
    """
    target = decorator.func if isinstance(decorator, ast.Call) else decorator
    return (
        isinstance(target, ast.Attribute)
        and target.attr in _FASTMCP_REGISTERS
        and isinstance(target.value, ast.Name)
        and target.value.id in servers
    )


__all__ = ["fastmcp_servers", "registers_only"]
