"""utspec: draft and review unit test specifications with a Generator & Critic loop."""

from __future__ import annotations


def __getattr__(name: str) -> str:
    # Looked up on first use: importlib.metadata costs ~60 ms, paid by every `utspec` start otherwise.
    if name != "__version__":
        raise AttributeError(f"module 'utspec' has no attribute {name!r}")
    from importlib.metadata import PackageNotFoundError, version

    try:
        found = version("utspec")
    except PackageNotFoundError:  # running from a source tree that was never installed
        found = "0.0.0"
    globals()["__version__"] = found
    return found
