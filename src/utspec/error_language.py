"""Which language a command's one-line error is said in, when the command reads no config itself.

`utspec run` and `review` know the language from their config. `answer` and `resume` take a run
folder: the run's own config says it. A batch manifest, a rule file or a fixture names a config, or
the command takes `--language`. Every lookup here is best effort and never raises: an error about
a broken input must not turn into an error about finding its language. None means English.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import closing, contextmanager
from pathlib import Path

from utspec.errors import UtspecError
from utspec.messages import LANGUAGES


def option_language(option: str | None, config: Path | None = None) -> str | None:
    """A command's `--language` (checked: an unknown one is an error), else its `--config`'s language."""
    if option is None:
        return config_language(config)
    if option not in LANGUAGES:
        from utspec.messages import said

        raise UtspecError(
            "--language", said("error.unknown_language", language=repr(option), known=", ".join(LANGUAGES))
        )
    return option


def config_language(path: Path | str | None) -> str | None:
    """The `language:` a config file sets, when it is readable and names a known language."""
    if path is None:
        return None
    import yaml

    try:
        raw = yaml.safe_load(Path(path).read_text(encoding="utf-8-sig"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return None
    language = raw.get("language") if isinstance(raw, dict) else None
    return language if language in LANGUAGES else None


def batch_language(sources: list[Path]) -> str | None:
    """A batch's language: its manifest's `defaults: language:`, or the one language all its configs share."""
    import yaml

    if len(sources) == 1 and sources[0].suffix in (".yaml", ".yml"):
        try:
            raw = yaml.safe_load(sources[0].read_text(encoding="utf-8-sig"))
        except (OSError, UnicodeDecodeError, yaml.YAMLError):
            return None
        if isinstance(raw, dict) and "modules" in raw:
            defaults = raw.get("defaults")
            language = defaults.get("language") if isinstance(defaults, dict) else None
            return language if language in LANGUAGES else None
    found = {config_language(p) for p in sources}
    return found.pop() if len(found) == 1 else None


def run_language(folder: Path, run_id: str | None = None) -> str | None:
    """The language of run `run_id` of `folder` (default: its newest run), from the config it ran with."""
    from utspec import runstore

    if not runstore.db_path(folder).is_file():
        return None
    try:
        with closing(runstore.connect(folder, create=False)) as conn:
            runs = runstore.list_runs(conn)
        # An unknown --run: the folder's newest run still says which language its user reads.
        row = next((r for r in runs if r.id == run_id), runs[0] if runs else None)
    except Exception:  # noqa: BLE001 - a locked or damaged register: say the error in English
        return None
    return config_language(row.config) if row is not None else None


def runs_language(folder: Path) -> str | None:
    """The one language the configs of all of a folder's runs set (None when they differ or none says)."""
    from utspec import runstore

    if not runstore.db_path(folder).is_file():
        return None
    try:
        with closing(runstore.connect(folder, create=False)) as conn:
            runs = runstore.list_runs(conn)
    except Exception:  # noqa: BLE001 - a locked or damaged register: English
        return None
    found = {config_language(r.config) for r in runs}
    return found.pop() if len(found) == 1 else None


@contextmanager
def speaking(language: Callable[[], str | None]) -> Iterator[None]:
    """Say a `UtspecError` raised inside in `language()` (looked up only when an error is raised)."""
    try:
        yield
    except UtspecError as exc:
        said_in = language()
        raise (exc.in_language(said_in) if said_in else exc) from None
