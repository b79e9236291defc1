"""utspec: draft and review unit test specifications with a Generator & Critic loop."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("utspec")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0"
