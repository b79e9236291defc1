"""What a batch runs: cases from config paths or from a `batch.yaml` manifest.

A manifest lists modules, each a config path or inline inputs, over shared defaults::

    defaults:                 # merged under every module (a module's own keys win)
      loop: {max_revisions: 2}
    modules:
      - config: examples/order-registration/config.yaml
      - name: email           # inline: the keys of a config.yaml; paths relative to `base`
        base: examples/email-sender
        input:
          design_paths: ["input/design/**/*.md"]
          source_paths: ["input/source/**/*"]

Relative paths in the manifest (`config:`, `base:`) are relative to the manifest's folder.
A case whose config is merged (defaults, inline) gets it written to `<case folder>/.utspec/batch-config.yaml`
(what ran, and what `--resume` fingerprints), loaded with the module's own folder as its base.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from utspec.errors import UtspecError
from utspec.messages import said

#: Where a merged config is written inside the case folder (with the run's own `.utspec/`).
MERGED_CONFIG = ".utspec/batch-config.yaml"
_MODULE_KEYS = {"config", "name", "base"}


@dataclass(frozen=True)
class Case:
    """One module of a batch: its name (its output folder), where its config comes from, and its folder."""

    name: str
    config: Path
    """The user's config file, or the manifest for an inline module."""
    base: Path
    """The folder the config's relative paths resolve against."""
    out: Path
    """The case's output folder (`<batch out>/<name>`)."""
    merged: dict[str, Any] | None = None
    """The config after defaults and inline keys, when it differs from the file (None: load `config` as is)."""

    def config_path(self) -> Path:
        """The config file the case runs: the user's, or the merged one written into the case folder."""
        return self.config if self.merged is None else self.out / MERGED_CONFIG


def slug(text: str) -> str:
    """A folder name from a module's name or its config's folder: letters, digits, `-`, `_`, `.`."""
    cleaned = re.sub(r"[^\w.-]+", "-", text, flags=re.UNICODE).strip("-.")
    return cleaned or "case"


def _unique(names: list[str]) -> list[str]:
    """Two modules with one name get `name`, `name-2`, ... so no two cases share a folder."""
    seen: dict[str, int] = {}
    out = []
    for n in names:
        seen[n] = seen.get(n, 0) + 1
        out.append(n if seen[n] == 1 else f"{n}-{seen[n]}")
    return out


def deep_merge(under: dict[str, Any], over: dict[str, Any]) -> dict[str, Any]:
    """`over`'s keys win; mappings merge key by key; lists and scalars are replaced whole."""
    out = dict(under)
    for k, v in over.items():
        out[k] = deep_merge(out[k], v) if isinstance(v, dict) and isinstance(out.get(k), dict) else v
    return out


def from_configs(paths: list[Path], out: Path) -> list[Case]:
    """One case per config file, named after the config's folder."""
    for p in paths:
        if not p.is_file():
            raise UtspecError(str(p), said("error.batch.no_config"))
    names = _unique([slug(p.resolve().parent.name) for p in paths])
    return [Case(n, p, p.resolve().parent, out / n) for n, p in zip(names, paths)]


def _line(node: yaml.Node | None) -> int | None:
    return node.start_mark.line + 1 if node is not None else None


def from_manifest(path: Path, out: Path | None) -> tuple[list[Case], Path]:
    """The cases of `batch.yaml` and the batch's output folder (`--out`, else the manifest's `out:`).

    Raises:
        UtspecError: the manifest is not valid YAML, not the shape above, or names a missing file
            (file and line named).
    """
    shown = str(path)
    if not path.is_file():
        raise UtspecError(shown, said("error.batch.no_manifest"))
    text = path.read_text(encoding="utf-8")
    try:
        raw = yaml.safe_load(text)
        root = yaml.compose(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise UtspecError(shown, said("error.invalid_yaml", problem=getattr(exc, "problem", None) or exc),
                          line=mark.line + 1 if mark else None) from None  # fmt: skip
    if not isinstance(raw, dict) or not isinstance(raw.get("modules"), list) or not raw["modules"]:
        raise UtspecError(shown, said("error.batch.not_mapping"))
    unknown = set(raw) - {"defaults", "modules", "out"}
    if unknown:
        raise UtspecError(shown, said("error.batch.unknown_key", key=repr(sorted(unknown)[0])))
    defaults = raw.get("defaults") or {}
    if not isinstance(defaults, dict):
        raise UtspecError(shown, said("error.batch.defaults"), field="defaults")
    here = path.resolve().parent
    batch_out = out if out is not None else (here / str(raw["out"]) if raw.get("out") else here / "batch-out")
    nodes = _module_nodes(root)
    entries: list[tuple[str, Path, Path, dict[str, Any] | None]] = []
    for i, module in enumerate(raw["modules"]):
        line = _line(nodes[i]) if i < len(nodes) else None
        entries.append(_module(module, defaults, here, shown, line, i))
    names = _unique([n for n, *_ in entries])
    return [
        Case(n, cfg, base, batch_out / n, merged) for n, (_, cfg, base, merged) in zip(names, entries)
    ], batch_out


def _module_nodes(root: yaml.Node | None) -> list[yaml.Node]:
    if isinstance(root, yaml.MappingNode):
        for k, v in root.value:
            if k.value == "modules" and isinstance(v, yaml.SequenceNode):
                return list(v.value)
    return []


def _module(module: Any, defaults: dict[str, Any], here: Path, shown: str, line: int | None,
            i: int) -> tuple[str, Path, Path, dict[str, Any] | None]:  # fmt: skip
    field = f"modules[{i}]"
    if isinstance(module, str):
        module = {"config": module}
    if not isinstance(module, dict):
        raise UtspecError(shown, said("error.batch.module_shape"), line=line, field=field)
    if "config" in module:
        extra = set(module) - _MODULE_KEYS
        if extra:
            raise UtspecError(shown, said("error.batch.module_extra", key=repr(sorted(extra)[0])),
                              line=line, field=field)  # fmt: skip
        cfg = (here / str(module["config"])).resolve()
        if not cfg.is_file():
            raise UtspecError(
                shown,
                said("error.batch.config_missing", config=repr(module["config"])),
                line=line,
                field=field,
            )
        name = slug(str(module.get("name") or cfg.parent.name))
        if not defaults:
            return name, cfg, cfg.parent, None
        own = yaml.safe_load(cfg.read_text(encoding="utf-8")) or {}
        if not isinstance(own, dict):
            raise UtspecError(str(cfg), said("error.not_mapping"))
        return name, cfg, cfg.parent, deep_merge(defaults, own)
    if "input" not in module:
        raise UtspecError(shown, said("error.batch.module_input"), line=line, field=field)
    base = (here / str(module.get("base", "."))).resolve()
    if not base.is_dir():
        raise UtspecError(
            shown, said("error.batch.base", base=repr(module.get("base"))), line=line, field=field
        )
    inline = {k: v for k, v in module.items() if k not in _MODULE_KEYS}
    name = slug(str(module.get("name") or f"module-{i + 1}"))
    return name, Path(shown).resolve(), base, deep_merge(defaults, inline)
