"""A statement comparing a thing with a named operand ("no longer than maxWidth") is about the case
whose condition makes that comparison (`strLen <= maxWidth`).

"A string no longer than maxWidth is returned as is by abbreviate" shares `maxWidth` with every
guard of `abbreviate` and "returned" with its normal path; the one case it describes is the early
return under `strLen <= maxWidth`. The words of a comparison name its operator; when some code
case's condition compares something with the named operand by that operator (the operand on the
right, as written), only those cases are candidates. The mirrored form (`maxWidth >= strLen`) is
not read: the subject of the statement is what stands on the left.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from utspec.anchoring.glossary import ja_to_en
from utspec.codetext import boolean_parts

#: Comparison words (English) and the operator they mean, with the operand named after them.
_PHRASES: tuple[tuple[str, str], ...] = (
    # "greater than or equal to X" first: read as "greater than", its operand would be "or".
    (r"(?:greater|more|larger|bigger|longer) than or equal to", ">="),
    (r"(?:less|smaller|fewer|shorter) than or equal to", "<="),
    (
        r"no (?:longer|more|greater|larger|bigger) than|not (?:longer|more|greater|larger) than|at most|up to",
        "<=",
    ),
    (r"no (?:shorter|less|smaller|fewer) than|not (?:shorter|less|smaller|fewer) than|at least", ">="),
    (r"(?:longer|more|greater|larger|bigger) than|exceeds?", ">"),
    (r"(?:shorter|less|smaller|fewer) than|below", "<"),
)
_OPERAND = r"\s+`?([A-Za-z_][\w.]*)`?"
_COMPARISON = re.compile(r"(.+?)\s*(<=|>=|<|>)\s*(.+)")


#: Japanese comparison words follow their operand: a number ("0以下", "30kgを超える", "5,000円以上", "18歳未満",
#: "10文字より長い"), a name written as code ("単語数が length 以下": `numberOfWords <= length`) or a word the
#: glossary spells in code ("切り詰め文字列が長さより長い": `truncationString.Length > length`).
_JA_PHRASES: tuple[tuple[str, str], ...] = (("以下", "<="), ("以上", ">="), ("を超え|より大き|より多|より長", ">"),
                                            ("未満|より小さ|より少な|より短", "<"))  # fmt: skip
_JA_NUMBER = r"(-?\d[\d,]*(?:\.\d+)?)\s*(?:[A-Za-z%]{1,3}|[円個件歳人回日分秒文字桁]{1,2})?\s*"
_JA_NAME = r"(?<![\w.])`?([A-Za-z_][\w.]*)`?\s*"
#: The words before a comparison, split at particles and punctuation: the last piece is its operand noun.
_JA_PARTICLES = re.compile(r"[がはのをにでと、。,\s]")


def compared(text: str) -> set[tuple[str, str]]:
    """(operator, operand) pairs a statement states ("no longer than maxWidth" -> ("<=", "maxWidth"),
    "0以下" -> ("<=", "0"))."""
    found: set[tuple[str, str]] = set()
    rest = text
    for phrase, op in _PHRASES:
        for m in re.finditer(rf"\b(?:{phrase}){_OPERAND}", rest, re.I):
            found.add((op, m.group(1)))
        rest = re.sub(
            rf"\b(?:{phrase})\b", " ", rest, flags=re.I
        )  # "no longer than" is not also "longer than"
    plain = unicodedata.normalize("NFKC", text)  # "５０００円" is 5000
    for phrase, op in _JA_PHRASES:
        for m in re.finditer(rf"{_JA_NUMBER}(?:{phrase})", plain):
            found.add((op, m.group(1).replace(",", "")))
        for m in re.finditer(rf"{_JA_NAME}(?:{phrase})", plain):
            found.add((op, m.group(1)))
        for m in re.finditer(phrase, plain):
            noun = _JA_PARTICLES.split(plain[: m.start()])[-1]
            found |= {(op, en) for en in ja_to_en().get(noun, ()) if en.isidentifier()}
    return found


_EN_NUMBER = r"\s+`?(-?\d[\d,]*(?:\.\d+)?)"


def bounds(text: str) -> set[str]:
    """The numbers a statement states as bounds ("less than `0`", "at least 4", "30kgを超える"), not as values.

    >>> sorted(bounds("less than `0`; at least 4; 30kgを超える; hour 24"))
    ['0', '30', '4']
    """
    found = {m.group(1).replace(",", "") for phrase, _ in _PHRASES
             for m in re.finditer(rf"\b(?:{phrase}){_EN_NUMBER}", text, re.I)}  # fmt: skip
    return found | {operand for op, operand in compared(text) if re.fullmatch(r"-?\d+(?:\.\d+)?", operand)}


def named_operands(pairs: Iterable[tuple[str, str]]) -> set[tuple[str, str]]:
    """The pairs whose operand is a name, not a number.

    >>> sorted(named_operands({("<=", "length"), ("<=", "0"), (">", "1.5")}))
    [('<=', 'length')]
    """
    return {(op, v) for op, v in pairs if not re.fullmatch(r"-?\d+(?:\.\d+)?", v)}


def makes(condition: str, pairs: Iterable[tuple[str, str]]) -> bool:
    """Whether a condition (its `&&`/`||`/`and`/`or` parts) compares something with an operand by the operator."""
    wanted = set(pairs)
    for part in boolean_parts(condition):
        m = _COMPARISON.fullmatch(part.strip().strip("()"))
        if m and (m.group(2), m.group(3).strip()) in wanted:
            return True
    return False
