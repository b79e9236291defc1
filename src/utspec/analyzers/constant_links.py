"""Comparisons against named constants: resolved in their own file, then across the files of one run.

A comparison `x >= NAME` waits (as a `Comparison`) until its file's constants are settled. If
`NAME` is a number there, it becomes a `boundary` draft exactly as `x >= 5000` would, plus
`constant` (the definition's name) and `defined_at` (`path:line`). If the name may come from another
analysed file (an import, a class of another file, a Go package), it stays pending until
`link_constants` has every file's constants:

- Python: `from pkg.limits import MAX`, `from .limits import MAX as M`, `import pkg.limits as L` (`L.MAX`),
  `from pkg import limits` (`limits.MAX`); modules are matched by path suffix (`pkg/limits.py`, `pkg/limits/__init__.py`);
- JavaScript/TypeScript: `import { MAX } from "./limits"`, `import * as L from "./limits"`, relative paths
  with or without extension, `index` files; non-relative specifiers by path suffix;
- Java and C#: `Limits.MAX` where another file declares the class `Limits`; `import static …Limits.MAX`,
  `using static ….Limits`;
- Go: bare names of another file of the same package (folder), `limits.Max` for an imported package
  whose folder is `limits`.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from utspec.analyzers import ts_adapter as ts
from utspec.analyzers.boundary import FLIP, test_values
from utspec.analyzers.constants import FileConstants, Resolved, is_number
from utspec.analyzers.draft import Draft, one_line
from utspec.models import Kind

#: Languages whose code names other files' constants without an import (`Limits.MAX`, Go's package files).
CROSS_FILE_BY_NAME = frozenset({"java", "csharp", "go"})
#: Languages that can import each other's constants.
_FAMILY = {"typescript": "js", "tsx": "js", "javascript": "js"}
_JS_SUFFIXES = (
    "",
    ".ts",
    ".tsx",
    ".js",
    ".mjs",
    ".jsx",
    ".mts",
    ".cts",
    "/index.ts",
    "/index.tsx",
    "/index.js",
)


@dataclass(slots=True)
class Comparison:
    """`left <op> right` where a side is a name (`x >= LIMIT`): a boundary once a side resolves to a number.

    Most comparisons name no constant (`a == b`), so the draft is only made for those that resolve
    or may resolve in another file.
    """

    node: (
        ts.Node | None
    )  # released once the draft is made (a pending comparison must not keep its tree alive)
    operator: str
    left: str | None
    right: str | None
    draft: Draft | None = None
    text: str | None = (
        None  # when the node's own text is not the comparison (a C# relational pattern `< max`)
    )

    def make_draft(self) -> Draft:
        if self.draft is None:
            node = self.node
            assert node is not None
            line, end_line = node.lines
            self.draft = Draft(Kind.BOUNDARY, line, end_line, one_line(self.text or node.text), node.start_byte,
                               fields={"operator": self.operator})  # fmt: skip
            self.node = None
        return self.draft


@dataclass(slots=True)
class Use:
    """Names in a branch's or loop's condition that another file may define."""

    draft: Draft
    refs: list[str]


@dataclass
class ConstantFacts:
    """A file's constants and the comparisons that another file's constants may still resolve."""

    constants: FileConstants
    pending: list[Comparison] = field(default_factory=list)
    uses: list[Use] = field(default_factory=list)
    #: drafts resolved by `link_constants`, to add to the file's drafts.
    linked: list[Draft] = field(default_factory=list)

    @property
    def path(self) -> str:
        return self.constants.path

    @property
    def family(self) -> str:
        return _FAMILY.get(self.constants.language, self.constants.language)


def _apply(c: Comparison, left: Resolved | None, right: Resolved | None) -> Draft | None:
    """Fill the draft from the side that resolved; None when nothing varies or the value is no number."""
    if (left is None) == (right is None):
        return None  # both constant: nothing varies
    got = right if right is not None else left
    assert got is not None
    if not is_number(got.value):
        return None  # strings and collections: no on/off points
    operator = c.operator if right is not None else FLIP[c.operator]
    value = got.value
    assert isinstance(value, int | float)
    draft = c.make_draft()
    draft.fields.update(operator=operator, value=value, test_values=test_values(operator, value, got.literal),
                        constant=got.name, defined_at=got.defined_at)  # fmt: skip
    return draft


def settle_comparisons(comparisons: Sequence[Comparison], facts: ConstantFacts) -> list[Draft]:
    """The boundaries resolved within the file; comparisons that other files may resolve go to `facts.pending`."""
    fc = facts.constants
    out: list[Draft] = []
    heads: frozenset[str] | None = None
    for c in comparisons:
        assert c.node is not None
        pos = c.node.start_byte
        left = fc.resolve(c.left, pos) if c.left is not None else None
        right = fc.resolve(c.right, pos) if c.right is not None else None
        if left is not None or right is not None:
            if (draft := _apply(c, left, right)) is not None:
                out.append(draft)
            continue
        if heads is None:
            heads = fc.import_heads()
        if any(r is not None and _may_be_elsewhere(fc, r, heads) for r in (c.left, c.right)):
            c.make_draft()
            facts.pending.append(c)
    return out


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"|\'(?:[^\'\\]|\\.)*\'|`[^`]*`')
_HEAD = re.compile(r"(?<![\w$.])[A-Za-z_$][\w$]*")
_NAME = re.compile(r"(?<![\w$.])[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\(\))?")
#: Checklist kinds whose text is a condition (or a case label) that may name constants.
_CONDITIONS = frozenset({Kind.BRANCH, Kind.LOOP})


def _prefixes(ref: str) -> list[str]:
    """`CODES.includes` names `CODES`: the reference, then its shorter dotted prefixes.

    >>> _prefixes("RETRYABLE.includes()")
    ['RETRYABLE.includes()', 'RETRYABLE']
    """
    parts = ref.split(".")
    return [ref, *(".".join(parts[:n]) for n in range(len(parts) - 1, 0, -1))]


def condition_references(text: str) -> list[str]:
    """The dotted names a condition's text uses, outside string literals, each once (keywords too: they resolve to nothing).

    >>> condition_references('rank in RANKS or self.LABEL == "A.B" or r.code() > Rank.GOLD.code()')
    ['rank', 'in', 'RANKS', 'or', 'self.LABEL', 'r.code()', 'Rank.GOLD.code()']
    """
    return list(dict.fromkeys(_NAME.findall(_STRING.sub('""', text))))


def _record(draft: Draft, found: Iterable[Resolved]) -> None:
    """Add resolved constants to the draft's `constants` (each definition once)."""
    have: list[dict[str, object]] = draft.fields.setdefault("constants", [])
    seen = {(c["name"], c["defined_at"]) for c in have}
    for r in found:
        if (r.name, r.defined_at) not in seen:
            seen.add((r.name, r.defined_at))
            value = list(r.value) if isinstance(r.value, tuple) else r.value
            have.append({"name": r.name, "value": value, "defined_at": r.defined_at})


def settle_uses(drafts: Sequence[Draft], facts: ConstantFacts) -> None:
    """Record on each branch and loop the constants its condition names; names other files may define wait."""
    fc = facts.constants
    local = fc.reference_heads()
    heads: frozenset[str] | None = None
    # Python and JS/TS name other files' constants only through imports: a condition none of whose
    # first names is a candidate is skipped (most conditions name only variables).
    candidates: frozenset[str] | None = None
    if fc.language not in CROSS_FILE_BY_NAME:
        heads = fc.import_heads()
        candidates = local | heads
        if not candidates:
            return
    for d in drafts:
        if (
            d.kind not in _CONDITIONS
            or candidates is not None
            and candidates.isdisjoint(_HEAD.findall(d.text))
        ):
            continue
        waiting: list[str] = []
        found: list[Resolved] = []
        for ref in condition_references(d.text):
            # Most names in a condition are variables: a set lookup on the first name skips them.
            if ref.partition(".")[0] in local:
                got = next((r for p in _prefixes(ref) if (r := fc.resolve(p, d.order)) is not None), None)
                if got is not None:
                    found.append(got)
                    continue
            if heads is None:
                heads = fc.import_heads()
            if _may_be_elsewhere(fc, ref, heads):
                waiting.append(ref)
        if found:
            _record(d, found)
        if waiting:
            facts.uses.append(Use(d, waiting))


def _binds(alias: str, ref: str) -> list[str] | None:
    """The rest of `ref` after an import's local name (`L.MAX` after `L` is `[MAX]`), None when it does not start with it."""
    if ref == alias:
        return []
    if ref.startswith(alias) and ref[len(alias) : len(alias) + 1] == ".":
        return ref[len(alias) + 1 :].split(".")
    return None


def _may_be_elsewhere(fc: FileConstants, ref: str, heads: frozenset[str]) -> bool:
    """Whether another file may define `ref`: it starts with an imported name, a class name (Java, C#), or is Go."""
    head = ref.split(".", 1)[0]
    if head in heads:
        return True
    if fc.language in CROSS_FILE_BY_NAME and fc.language != "go":
        return "." in ref and head[:1].isupper() or "*" in heads
    return fc.language == "go"


# ---------------------------------------------------------------------------------------------
# Across files


@dataclass
class _Run:
    """Every file's constants, indexed the ways imports name them."""

    files: Sequence[ConstantFacts]
    by_path: dict[str, ConstantFacts] = field(default_factory=dict)
    by_class: dict[tuple[str, str], list[ConstantFacts]] = field(default_factory=dict)
    by_folder: dict[tuple[str, str], list[ConstantFacts]] = field(default_factory=dict)
    #: Python files by every path suffix (`b/c.py`, `a/b/c.py`), with their place in `files`: an
    #: absolute import is one lookup, not a scan of every file (the scan made the stdlib run quadratic).
    by_py_suffix: dict[str, list[tuple[int, ConstantFacts]]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for order, f in enumerate(self.files):
            self.by_path[f.path] = f
            if f.family == "python":
                parts = f.path.split("/")
                for i in range(len(parts)):
                    self.by_py_suffix.setdefault("/".join(parts[i:]), []).append((order, f))
            for _s, _e, name in f.constants.classes:
                self.by_class.setdefault((f.family, name), []).append(f)
            for d in f.constants.definitions:
                if d.owner is not None and d.container is None:
                    # TypeScript/C# enums and `as const` objects are owners without a class scope.
                    group = self.by_class.setdefault((f.family, d.owner), [])
                    if f not in group:
                        group.append(f)
            self.by_folder.setdefault((f.family, posixpath.dirname(f.path)), []).append(f)

    def modules(self, importer: ConstantFacts, source: str) -> Iterator[ConstantFacts]:
        """The analysed files an import's `source` may name."""
        here = posixpath.dirname(importer.path)
        if importer.family == "python":
            yield from self._python_modules(here, source)
        elif importer.family == "js":
            yield from self._js_modules(here, source)
        elif importer.family == "go":
            folder = source.rstrip("/").rsplit("/", 1)[-1]
            for (family, path), group in self.by_folder.items():
                if family == "go" and posixpath.basename(path) == folder and path != here:
                    yield from group
        elif importer.family in ("java", "csharp"):
            yield from self.by_class.get((importer.family, source.rsplit(".", 1)[-1]), ())

    def _python_modules(self, here: str, source: str) -> Iterator[ConstantFacts]:
        dots = len(source) - len(source.lstrip("."))
        rest = source[dots:].replace(".", "/")
        if dots:
            base = here
            for _ in range(dots - 1):
                base = posixpath.dirname(base)
            stem = posixpath.join(base, rest) if rest else base
            candidates = [f"{stem}.py", f"{stem}/__init__.py"]
            yield from (
                self.by_path[c] for c in (posixpath.normpath(c) for c in candidates) if c in self.by_path
            )
            return
        ends = (f"{rest}.py", f"{rest}/__init__.py")
        found = {order: f for e in ends for order, f in self.by_py_suffix.get(e, ())}
        yield from (found[order] for order in sorted(found))

    def _js_modules(self, here: str, source: str) -> Iterator[ConstantFacts]:
        if source.startswith("."):
            stem = posixpath.normpath(posixpath.join(here, source))
            for suffix in _JS_SUFFIXES:
                if (f := self.by_path.get(stem + suffix)) is not None and f.family == "js":
                    yield f
                    return
            return
        # A package name or a path alias (`@/config/limits`): the longest path suffix that matches.
        rest = source.split("/", 1)[1] if source.startswith(("@/", "~/")) else source
        for path, f in self.by_path.items():
            if f.family == "js" and any(
                path == rest + s or path.endswith("/" + rest + s) for s in _JS_SUFFIXES if s
            ):
                yield f

    def resolve(self, importer: ConstantFacts, ref: str) -> Resolved | None:
        """`ref` as written in `importer`, looked up in the files it imports from."""
        parts = ref.split(".")
        for imp in importer.constants.imports:
            if imp.alias == "*" or imp.name is None and importer.family in ("java", "csharp"):
                # `using static Limits;`: the class's members by bare name.
                owner = imp.source.rsplit(".", 1)[-1]
                if got := self._first(self.modules(importer, imp.source), f"{owner}.{ref}"):
                    return got
                continue
            rest = _binds(imp.alias, ref)
            if rest is None:
                continue
            targets = list(self.modules(importer, imp.source))
            if imp.name is not None:
                name = imp.name.removesuffix("()")
                if importer.family in ("java", "csharp"):
                    name = f"{imp.source.rsplit('.', 1)[-1]}.{name}"
                if got := self._first(targets, ".".join([name, *rest])):
                    return got
                # `from pkg import limits`: the name is a module.
                sub = f"{imp.source}.{imp.name}" if not imp.source.endswith(".") else imp.source + imp.name
                if rest and (got := self._first(self.modules(importer, sub), ".".join(rest))):
                    return got
            elif rest and (got := self._first(targets, ".".join(rest))):
                return got
        if importer.family in ("java", "csharp") and len(parts) >= 2:
            owner = parts[-3] if len(parts) >= 3 else parts[-2]
            for candidate in (parts[-2], owner):
                if got := self._first(self.by_class.get((importer.family, candidate), ()), ref, importer):
                    return got
        if importer.family == "go" and len(parts) == 1:
            here = posixpath.dirname(importer.path)
            return self._first(self.by_folder.get(("go", here), ()), ref, importer)
        return None

    @staticmethod
    def _first(
        files: Iterable[ConstantFacts], ref: str, skip: ConstantFacts | None = None
    ) -> Resolved | None:
        for f in files:
            if f is not skip and (got := f.constants.resolve(ref, None)) is not None:
                return got
        return None


def link_constants(files: Sequence[ConstantFacts]) -> None:
    """Resolve every file's pending comparisons against the other files; resolved drafts go to `linked`."""
    if not any(f.pending or f.uses for f in files) or len(files) < 2:
        return
    run = _Run(files)
    for f in files:
        for c in f.pending:
            left = run.resolve(f, c.left) if c.left is not None else None
            right = run.resolve(f, c.right) if c.right is not None else None
            if (left is not None or right is not None) and (draft := _apply(c, left, right)) is not None:
                f.linked.append(draft)
        for use in f.uses:
            found = (
                next((r for p in _prefixes(ref) if (r := run.resolve(f, p)) is not None), None)
                for ref in use.refs
            )
            _record(use.draft, (got for got in found if got is not None))
        f.pending, f.uses = [], []
