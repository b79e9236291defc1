"""Rows a SQL view's WHERE clause leaves out, against a key item that expects them listed.

A key item about a view often says which rows it shows: "マテリアライズドビューも tables ビューに含まれる
こと", "Columns the user may not select are listed with null statistics". A top-level `AND` part of
the view's WHERE keeps only some rows, and two kinds of part answer such a claim by themselves:

- **a code list**: `c.relkind IN ('r', 'v', 'f', 'p')`, when a design table explains the column's
  codes (`relkind=m | 意味=マテリアライズドビュー`) and the claim names the meaning of a code the list
  does not hold: rows of that kind are never in the view.
- **a predicate the claim negates**: `has_column_privilege(c.oid, a.attnum, 'select')` (or a boolean
  column, `NOT attisdropped`), when the claim names one of its words negated ("may not select"): the
  part is false for the claimed rows (true for `NOT p`), so they are filtered out. A claimed word
  not negated means the predicate holds.

Only a claim expecting the rows (positive polarity: listed, shown, included, 含まれる, 表示される)
is read, and only a view the claim names (or the one view of the sources): a claim that the rows
are not shown agrees with a filter and is left to anchoring. Pure functions of the SQL text
(sqlglot, imported only when a .sql source is read), the design's table rows and the claim.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from utspec.anchoring import Anchor, anchors
from utspec.models import Requirement, SourceText
from utspec.questions.claims import claim
from utspec.questions.set_conflicts import loose

if TYPE_CHECKING:
    from sqlglot import exp

#: A design table row `header=value | header=meaning` (as `utspec.inputs` writes table rows).
_CELL = re.compile(r"\s*(?P<h>[^=|]+?)\s*=\s*(?P<v>[^|]*?)\s*(?:\||$)")
#: Words before a claim's word that negate it ("may not select", "cannot read", "without access").
_NEGATION_EN = re.compile(r"\b(?:not|cannot|can't|never|without|no)\s+(?:\w+\s+)?$", re.I)
#: Japanese endings that negate the word before them (選択できない, 権限のない, 削除されていない).
_NEGATION_JA = re.compile(r"^(?:の|が|を)?(?:でき|され|し|さ|れ|持た|もた)?(?:てい)?ない")


@dataclass(frozen=True)
class Filter:
    file: str
    view: str
    """The view's name, lower case."""
    line: int
    """The line of the WHERE part."""
    text: str
    """The part as SQL (`c.relkind IN ('r', 'v', 'f', 'p')`)."""
    column: str = ""
    """For a code list: the column's last name part, lower case (`relkind`)."""
    codes: tuple[str, ...] = ()
    """For a code list: its literals as written (`r`, `v`)."""
    predicate: str = ""
    """For a predicate part: the predicate as SQL without its NOT."""
    negated: bool = False
    """The part is `NOT predicate`."""


@dataclass(frozen=True)
class FilterClaim:
    part: Filter
    rule: str
    """`codes` (a kind the list leaves out) or `predicate` (a predicate false for the claimed rows)."""
    value: str = ""
    """For `codes`: the code the claim's kind has (`'m'`), as written for a test."""
    meaning: str = ""
    """For `codes`: the design's meaning of that code (`マテリアライズドビュー`)."""


def _line_of(text: str, start_line: int, needle: str, after: int) -> int:
    at = text.lower().find(needle.lower(), after)
    return start_line + text.count("\n", 0, at if at >= 0 else after)


def _part(file: str, view: str, node: exp.Expr, text: str, line: int, where_at: int) -> Filter | None:
    from sqlglot import exp

    negated = isinstance(node, exp.Not)
    body = node.this if negated else node
    while isinstance(body, exp.Paren):
        body = body.this
    if isinstance(body, exp.Not):
        negated, body = not negated, body.this
    if isinstance(body, exp.In) and isinstance(body.this, exp.Column) and not negated:
        codes = [e.this for e in body.expressions if isinstance(e, exp.Literal) and e.is_string]
        if codes and len(codes) == len(body.expressions):
            col = body.this.name
            return Filter(
                file, view, _line_of(text, line, col, where_at), body.sql(), col.lower(), tuple(codes)
            )
        return None
    if isinstance(body, (exp.Column, exp.Anonymous)):
        # a boolean column or a function call (`attisdropped`, `has_column_privilege(…)`); not a comparison
        first = body.name.lower()
        return Filter(
            file,
            view,
            _line_of(text, line, first, where_at),
            node.sql(),
            predicate=body.sql(),
            negated=negated,
        )
    return None


def filters(source: SourceText, dialect: str | None = None) -> list[Filter]:
    """The top-level AND parts of every view's WHERE in a SQL file that a claim can be read against."""
    if not source.path.lower().endswith(".sql"):
        return []
    from sqlglot import exp

    from utspec.questions.sql_columns import statements

    out: list[Filter] = []
    for piece, stmt in statements(source, dialect):
        if not isinstance(stmt, exp.Create) or not isinstance(stmt.expression, exp.Select):
            continue
        where = stmt.expression.args.get("where")
        if where is None:
            continue
        view = stmt.this.name.lower() if isinstance(stmt.this, exp.Table) else stmt.this.sql().lower()
        m = re.search(r"\bWHERE\b", piece.text, re.I)
        where_at = m.end() if m else 0
        parts = list(where.this.flatten()) if isinstance(where.this, exp.And) else [where.this]
        for node in parts:
            f = _part(source.path, view.split(".")[-1].strip('"'), node, piece.text, piece.line, where_at)
            if f is not None:
                out.append(f)
    return out


def code_meanings(requirements: Sequence[Requirement]) -> dict[str, dict[str, str]]:
    """Design code tables: header (lower case) -> code -> meaning (`relkind` -> `m` -> マテリアライズドビュー).

    A table row counts when its first cell is a short code (up to 3 characters) and it has a
    second cell; a code given two meanings is dropped.
    """
    out: dict[str, dict[str, set[str]]] = {}
    for r in requirements:
        if r.kind != "table_row":
            continue
        cells = [(m.group("h").strip(), m.group("v").strip()) for m in _CELL.finditer(r.text)]
        if len(cells) < 2 or not cells[1][1]:
            continue
        (header, code), (_, meaning) = cells[0], cells[1]
        if 0 < len(code) <= 3 and re.fullmatch(r"[\w.-]+", header):
            out.setdefault(header.lower(), {}).setdefault(code.strip("`'\""), set()).add(meaning)
    return {h: {c: next(iter(ms)) for c, ms in codes.items() if len(ms) == 1} for h, codes in out.items()}


def _named_kind(text: str, meanings: dict[str, str], view: str) -> str | None:
    """The one code whose meaning the claim names (the longest meaning wins over one inside it), else None."""
    t = unicodedata.normalize("NFKC", text)
    # the view's own mention ("tables ビュー", "the tables view") names the view, not a kind
    t = re.sub(rf"\b{re.escape(view)}\b\s*(?:ビュー|view)?", " ", t, flags=re.I)
    found: list[tuple[int, int, str]] = []
    for code, meaning in meanings.items():
        m = unicodedata.normalize("NFKC", meaning)
        for hit in re.finditer(re.escape(m), t, re.I) if len(m) >= 3 else ():
            found.append((hit.start(), hit.end(), code))
    kept = [f for f in found if not any(g != f and g[0] <= f[0] and f[1] <= g[1] for g in found)]
    codes = {c for _, _, c in kept}
    return next(iter(codes)) if len(codes) == 1 else None


def _negated_words(text: str) -> frozenset[Anchor]:
    """The claim's words that it negates ("may not select": select; 選択できない: select)."""
    t = unicodedata.normalize("NFKC", text)
    out: set[Anchor] = set()
    for m in re.finditer(r"[A-Za-z][\w-]*", t):
        if _NEGATION_EN.search(t[: m.start()]):
            out |= {a for a in anchors(m.group(0)) if a.kind == "word"}
    for m in re.finditer(r"[\u30a0-\u30ff\u4e00-\u9fff]+", t):
        if _NEGATION_JA.match(t[m.end() :]):
            out |= {a for a in anchors(m.group(0)) if a.kind == "word"}
    return frozenset(out)


def _names_view(text: str, view: str) -> bool:
    return bool(re.search(rf"(?<![\w.]){re.escape(view)}(?![\w])", unicodedata.normalize("NFKC", text), re.I))


def filter_claim(text: str, parts: Sequence[Filter], codes: dict[str, dict[str, str]]) -> FilterClaim | None:
    """The WHERE part that leaves out the rows a key item expects in the view, or None."""
    c = claim(text)
    if c.polarity != "positive" or not parts:
        return None
    views = {f.view for f in parts}
    named = [v for v in views if _names_view(text, v)]
    if len(named) > 1 or (not named and len(views) > 1):
        return None  # several views and no one named: not sure which the claim is about
    view = named[0] if named else next(iter(views))
    negated = _negated_words(text)
    for f in (f for f in parts if f.view == view):
        if f.codes and f.column in codes:
            code = _named_kind(text, codes[f.column], view)
            if code is not None and code not in f.codes:
                return FilterClaim(f, "codes", f"'{code}'", codes[f.column][code])
        elif f.predicate:
            words = [a for a in anchors(f.predicate) if a.kind == "word"]
            if not f.negated and any(loose(w, negated) for w in words):
                return FilterClaim(f, "predicate")  # the claimed rows do not meet what the view requires
            hits = sum(1 for w in words if loose(w, c.anchors - negated))
            if f.negated and words and (hits >= 2 or hits == len(words)):
                return FilterClaim(f, "predicate")  # the claimed rows meet what the view excludes ("dropped")
    return None
