"""Per-language message catalogs: every sentence utspec writes comes from `rules/messages/<lang>.yaml`.

All catalogs have the same keys and the same `{placeholders}` per key (a test checks). Code stays
quoted as code inside the sentences; only the words around it change with the language.
"""

from __future__ import annotations

import re
import string
from functools import cache
from typing import NamedTuple

from utspec.resources import rule_file

#: Languages with a catalog; English is the default and the reference for keys.
LANGUAGES: tuple[str, ...] = ("en", "ja")


@cache
def load(language: str) -> dict[str, str]:
    """The flat key -> template map of one language (nested YAML keys joined with dots)."""
    import yaml  # here, not at the top: analyzers import this module and `utspec checklist` needs no YAML

    raw = yaml.safe_load(rule_file("messages", f"{language}.yaml").read_text(encoding="utf-8"))
    out: dict[str, str] = {}

    def walk(prefix: str, node: object) -> None:
        if isinstance(node, dict):
            for k, v in node.items():
                walk(f"{prefix}.{k}" if prefix else str(k), v)
        else:
            out[prefix] = str(node)

    walk("", raw)
    return out


def placeholders(template: str) -> set[str]:
    """The `{names}` a template uses."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


#: A Japanese clause ending in a plain negative (`送出されない`, `を返さない`, `発生しない`): joined to the next by a comma
#: it reads as two sentences run together ("例外は送出されない、`x` が返される").
_NEGATIVE_END = re.compile(r"ない$")


class Catalog:
    """Sentences of one language: `msg("designer.raise", exc="ValueError")`."""

    def __init__(self, language: str = "en") -> None:
        self.language = language if language in LANGUAGES else "en"
        self._templates = load(self.language)

    def __call__(self, key: str, /, **values: object) -> str:
        return self._templates[key].format(**values)

    def count(self, key: str, n: object, /, **values: object) -> str:
        """A sentence with a count in it: `key.one` when `n` is 1 (English "1 element"), else `key.other`."""
        form = "one" if str(n) == "1" else "other"
        return self(f"{key}.{form}", n=n, **values)

    def has(self, key: str) -> bool:
        return key in self._templates

    def join(self, parts: list[str]) -> str:
        """Clauses of one sentence joined as the language does (`; ` or `、`).

        Japanese ends a clause with a plain negative as a sentence ("例外は送出されない。`x` が返される"), not
        with a comma. The words stay as they are: the critic and the benches read "送出されない", and they split
        clauses at `。` as at `、`.
        """
        kept = [p for p in parts if p]
        if self.language != "ja" or len(kept) < 2:
            return self._templates["sep.clause"].join(kept)
        sep, stop = self._templates["sep.clause"], self._templates["sep.stop"]
        out = kept[0]
        for before, part in zip(kept, kept[1:], strict=False):
            out += (stop if _NEGATIVE_END.search(before) else sep) + part
        return out

    def sentence(self, text: str) -> str:
        """Capitalise (English) and end a sentence with the language's full stop."""
        if not text:
            return text
        stop = self._templates["sep.stop"]
        if self.language == "en" and text[0].isalpha():
            text = text[0].upper() + text[1:]
        return text if text.endswith(stop) else text + stop


class Said(NamedTuple):
    """A sentence said later, in whatever language: a catalog key (`notice.binary`) and its values.

    For code that does not know the output's language (analyzers, input readers, errors raised
    before the config is read): the English sentence is kept as data, the output says it again.
    """

    key: str
    args: dict[str, str]

    @property
    def en(self) -> str:
        return self.said_in("en")

    def said_in(self, language: str) -> str:
        return Catalog(language)(self.key, **self.args)


def said(key: str, /, **args: object) -> Said:
    return Said(key, {k: str(v) for k, v in args.items()})


def _template_pattern(template: str) -> str:
    """A template as a regex: its words literal, each `{placeholder}` any text, the final full stop optional."""
    pieces = [literal for literal, _, _, _ in string.Formatter().parse(template)]
    if template.endswith("}"):  # the last placeholder ends the sentence: no literal follows it
        pieces.append("")
    pieces[-1] = pieces[-1].rstrip(".。")
    return "^" + ".+?".join(re.escape(p) for p in pieces)


@cache
def sentence_pattern(*keys: str) -> re.Pattern[str]:
    """What a sentence written from any of `keys`, in any language, looks like, for code that must recognise its own
    wording in a case (a key with counted forms, `in.valid_none`, stands for both of them).

    Derived from the catalogs, so a reworded template is still recognised; the placeholders' values may be any text.

    >>> p = sentence_pattern("in.valid", "in.valid_none")
    >>> bool(p.search("Input that passes every guard of `f` in a.py: `x` = `1`."))
    True
    >>> bool(p.search("`v == math.MinInt64` が成り立たない入力（comma.go の `Comma`）。")), bool(p.search("`x` = `1`."))
    (True, False)
    """
    forms: list[str] = []
    for language in LANGUAGES:
        templates = load(language)
        for key in keys:
            forms += [t for k, t in templates.items() if k == key or k in (f"{key}.one", f"{key}.other")]
    return re.compile("|".join(f"(?:{_template_pattern(t)})" for t in dict.fromkeys(forms)))


def catalog(language: str) -> Catalog:
    return Catalog(language)


def status_label(status: str, language: str) -> str:
    """A review status as shown to a person: the enum value, and beside it the language's word (承認 …)."""
    msg = Catalog(language)
    word = (
        msg(f"status.{status}") if msg.has(f"status.{status}") else status
    )  # ERROR, paused: the value alone
    return status if word == status else f"{word} ({status})"
