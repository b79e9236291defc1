"""Semantic defects (issue 14, item 3): well-formed specs that say the wrong thing. Every mutant expects `blocks`.

Each operator is a pure function of `Inputs`: it finds the cases it can damage by plain text work
on the cells and the checklist, and returns one mutant per damage. Only concrete cases (an
expected result a tester can check, code cited) are damaged: changing "Not derivable from the
code" changes nothing a reviewer could catch.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml

from utspec_defects import both_hold_swap, moved_on_run, moved_point, nondefect, zero_run_swap
from utspec_defects.model import Inputs, Mutant, with_case, with_cases
from utspec_defects.text import (
    EXCEPTION,
    FALLBACK_EXCEPTION,
    NULL,
    NUMBER,
    QUOTED,
    code_refs,
    concrete,
    exceptions_in,
    messages_in,
    ref_kind,
    ref_path,
    source_language,
)

_DATA = Path(__file__).resolve().parent / "data"

# --- flipped outcome ------------------------------------------------------------------------------

#: (pattern, replacement), tried in order; the first that matches flips the outcome once. Handler
#: propagation ("does not reach the caller") is left to `reraise_vs_swallow`.
_FLIPS_EN: tuple[tuple[str, str], ...] = (
    (r"\bNo exception is raised\b", "An exception is raised"),
    (r"\bis not raised\b", "is raised"), (r"\bis raised\b", "is not raised"),
    (r"\bThe function does not return\b", "The function returns"), (r"\bThe function returns\b", "The function does not return"),
    (r"\bthe function still returns\b", "the function does not return"),
    (r"\bis not called\b", "is called"), (r"\bis called\b", "is not called"),
    (r"\bare not returned\b", "are returned"), (r"\bare returned\b", "are not returned"),
    (r"\bOne row is inserted into\b", "No row is inserted into"), (r"\bgains no row\b", "gains one row"),
    (r"\bare updated\b", "are not updated"), (r"\bare deleted\b", "are not deleted"),
    (r"\bdoes not become\b", "becomes"), (r"\bbecomes\b", "does not become"),
    (r"\bis not set to\b", "is set to"), (r"\bis set to\b", "is not set to"),
    (r"\bdoes not log\b", "logs"), (r"\blogs\b", "does not log"),
    (r"\bThe loop stops\b", "The loop does not stop"), (r"\bThe expression yields\b", "The expression does not yield"),
)  # fmt: skip
_FLIPS_JA: tuple[tuple[str, str], ...] = (
    (r"例外は送出されない", "例外が送出される"),
    (r"は送出されない", "が送出される"), (r"が送出される", "は送出されない"),
    (r"は返されない", "が返される"), (r"が返される", "は返されない"),
    (r"は呼ばれない", "が呼ばれる"), (r"が呼ばれる", "は呼ばれない"),
    (r"行は追加されない", "行が追加される"), (r"挿入される", "挿入されない"),
    (r"削除される", "削除されない"), (r"更新される", "更新されない"),
    (r"にならない", "になる"), (r"になる", "にならない"),
    (r"行だけが返される", "行は返されない"),
)  # fmt: skip
_HANDLER_EN = re.compile(r"\bdoes not reach the caller\b|\breaches the caller\b")
_HANDLER_JA = re.compile(r"呼び出し元に伝わらない|呼び出し元に伝わる|呼び出し元へ送出される")


def _flip(text: str, flips: tuple[tuple[str, str], ...]) -> str | None:
    for pattern, new in flips:
        if re.search(pattern, text):
            return re.sub(pattern, new, text, count=1)
    return None


def flipped_outcome(inp: Inputs) -> list[Mutant]:
    """The opposite outcome: raised <-> not raised, returns <-> does not return, called <-> not called, ..."""
    flips = _FLIPS_JA if inp.language == "ja" else _FLIPS_EN
    out = []
    for case in inp.cases():
        if not concrete(case):
            continue
        handler = _HANDLER_JA if inp.language == "ja" else _HANDLER_EN
        kept = handler.findall(case["expected"])
        flipped = _flip(handler.sub("\0", case["expected"]), flips)
        if flipped is None:
            continue
        for phrase in kept:  # the handler phrases are put back as they were
            flipped = flipped.replace("\0", phrase, 1)
        out.append(Mutant("flipped-outcome", case["id"], f"{case['id']}: {case['expected'][:50]} -> {flipped[:70]}",
                          with_case(inp.spec, case["id"], expected=flipped), "blocks"))  # fmt: skip
    return out


# --- wrong exception, message, value --------------------------------------------------------------


def _file_items(inp: Inputs, case: dict[str, Any]) -> list:
    files = {ref_path(r) for r in code_refs(case)}
    return [it for it in inp.checklist if it.get("file") in files]


def wrong_exception(inp: Inputs) -> list[Mutant]:
    """Another exception type: one the same file raises elsewhere, else a common one of the language."""
    out = []
    for case in inp.cases():
        if not concrete(case):
            continue
        named = EXCEPTION.findall(case["expected"])
        if not named:
            continue
        old = named[0]
        lang = source_language(ref_path(code_refs(case)[0]))
        others = [e for e in exceptions_in(_file_items(inp, case)) if e != old and e not in named]
        new = (others or [e for e in FALLBACK_EXCEPTION[lang] if e != old])[0]
        expected = re.sub(rf"\b{re.escape(old)}\b", new, case["expected"])
        out.append(Mutant("wrong-exception", case["id"], f"{case['id']}: {old} -> {new}",
                          with_case(inp.spec, case["id"], expected=expected), "blocks"))  # fmt: skip
    return out


def wrong_message(inp: Inputs) -> list[Mutant]:
    """A quoted message replaced by another message the code raises elsewhere (a stale copy-paste)."""
    out: list[Mutant] = []
    for case in inp.cases():
        if not concrete(case):
            continue
        quoted = QUOTED.findall(case["expected"])
        messages = messages_in(inp.checklist)
        mine = [q for q in quoted if q in messages]
        if not mine:
            continue
        others = [m for m in messages if m not in quoted]
        if not others:
            continue
        old, new = mine[0], others[len(out) % len(others)]
        expected = case["expected"].replace(f'"{old}"', f'"{new}"', 1)
        out.append(Mutant("wrong-message", case["id"], f'{case["id"]}: "{old}" -> "{new}"',
                          with_case(inp.spec, case["id"], expected=expected), "blocks"))  # fmt: skip
    return out


_BOOL = {"True": "False", "False": "True", "true": "false", "false": "true"}
_RETURNED_EN = re.compile(r"(returns `)([^`]+)(`)")
_RETURNED_JA = re.compile(r"(`)([^`]+)(` が返される)")


def _returned_values(inp: Inputs) -> list[str]:
    pattern = _RETURNED_JA if inp.language == "ja" else _RETURNED_EN
    return list(dict.fromkeys(m.group(2) for c in inp.cases() for m in pattern.finditer(c.get("expected", ""))))


def wrong_value(inp: Inputs) -> list[Mutant]:
    """true <-> false, another returned value, or a number + 1 in the expected result (one per case, in that order)."""
    out = []
    returned = _returned_values(inp)
    pattern = _RETURNED_JA if inp.language == "ja" else _RETURNED_EN
    for case in inp.cases():
        if not concrete(case):
            continue
        exp = case["expected"]
        new = how = None
        span = (0, 0)
        if m := re.search(r"`(True|False|true|false)`", exp):
            new = exp[: m.start(1)] + _BOOL[m.group(1)] + exp[m.end(1) :]
            how = f"{m.group(1)} -> {_BOOL[m.group(1)]}"
            span = m.span(1)
        elif m := pattern.search(exp):
            null = NULL[source_language(ref_path(code_refs(case)[0]))]
            others = [v for v in returned if v != m.group(2)] + ([null] if m.group(2) != null else ["0"])
            new = exp[: m.start(2)] + others[0] + exp[m.end(2) :]
            how = f"returns {m.group(2)} -> {others[0]}"
            span = m.span(2)
        elif m := NUMBER.search(exp):
            value = m.group(0)
            bumped = str(int(value) + 1) if re.fullmatch(r"-?\d+", value) else str(round(float(value) + 1, 6))
            new = exp[: m.start()] + bumped + exp[m.end() :]
            how = f"{value} -> {bumped}"
            span = m.span()
        if new and new != exp:
            why = nondefect.NEGATED_VALUE if nondefect.negated_value(exp, *span) else ""
            out.append(Mutant("wrong-value", case["id"], f"{case['id']}: {how}",
                              with_case(inp.spec, case["id"], expected=new), "blocks", no_defect=why))  # fmt: skip
    return out


# --- swapped results, moved evidence ---------------------------------------------------------------


def swapped_expected(inp: Inputs) -> list[Mutant]:
    """The expected results of two neighbouring concrete cases swapped (each still concrete, now on the wrong case)."""
    cases = [c for c in inp.cases() if concrete(c)]
    out = []
    for a, b in zip(cases, cases[1:], strict=False):
        if a["expected"].strip() == b["expected"].strip():
            continue
        swapped = [dict(c) for c in inp.cases()]
        for c in swapped:
            if c["id"] == a["id"]:
                c["expected"] = b["expected"]
            elif c["id"] == b["id"]:
                c["expected"] = a["expected"]
        same = nondefect.same_situation(a, b) and nondefect.one_if(a, b, inp.item)
        why = nondefect.SAME_SITUATION if same else ""
        if not why and nondefect.same_fact(a["expected"], b["expected"]):
            why = nondefect.SAME_FACT
        why = why or zero_run_swap.zero_run_swap(a, b)  # session 28: two zero-iteration runs of one loop
        why = why or both_hold_swap.both_hold(a, b, inp.checklist, inp.sources)  # session 29: both results hold
        out.append(Mutant("swapped-expected", a["id"], f"{a['id']} <-> {b['id']}", with_cases(inp.spec, swapped),
                          "blocks", cases=(a["id"], b["id"]), no_defect=why))  # fmt: skip
    return out


#: Kinds of code item a case's outcome rests on: moving such a ref to a sibling makes the case cite the wrong code.
_OUTCOME_KINDS = ("raise", "early_return", "branch", "handler", "sql_write", "return", "throw")


def evidence_moved(inp: Inputs) -> list[Mutant]:
    """A code ref replaced by another item of the same kind in the same file: it resolves, but is about other code."""
    out = []
    for case in inp.cases():
        if not concrete(case):
            continue
        refs = [r for r in code_refs(case) if ref_kind(r) in _OUTCOME_KINDS]
        if not refs:
            continue
        ref = refs[-1]  # the most specific: the raise/return the expected result describes
        siblings = [it["id"] for it in inp.checklist
                    if it.get("file") == ref_path(ref) and it.get("kind") == ref_kind(ref)
                    and it["id"] not in case["evidence"]]  # fmt: skip
        if not siblings:
            continue
        line = int(ref.split(":")[-2])
        new = min(siblings, key=lambda i: (abs(int(i.split(":")[-2].split("#")[0]) - line), i))
        evidence = [new if r == ref else r for r in case["evidence"]]
        why = nondefect.MOVED_WITHIN_CONDITION if nondefect.same_condition(inp.item(ref), inp.item(new)) else ""
        cited = [it for r in code_refs(case) if (it := inp.item(r))]
        if not why and nondefect.along_run(case["expected"], cited, inp.item(ref), inp.item(new), inp.checklist):
            why = nondefect.MOVED_ALONG_RUN
        if not why:  # session 27: moved to code the case's own run evaluates (moved_on_run)
            after = [it for r in evidence if (it := inp.item(r))]
            why = moved_on_run.on_run(case["expected"], after, inp.item(ref), inp.item(new), inp.checklist, inp.sources)
        if not why:  # session 29: moved to another decision the case's input states (moved_point)
            moved = [it for r in evidence if (it := inp.item(r))]
            why = moved_point.settled_move(case["input"], moved, inp.item(ref), inp.item(new))
        out.append(Mutant("evidence-moved", case["id"], f"{case['id']}: {ref} -> {new}",
                          with_case(inp.spec, case["id"], evidence=evidence), "blocks", no_defect=why))  # fmt: skip
    return out


# --- handlers ------------------------------------------------------------------------------------

_PROPAGATE = (
    (r"\bdoes not reach the caller\b", "reaches the caller (re-raised)"),
    (r"\breaches the caller\b", "does not reach the caller (swallowed)"),
    (r"呼び出し元に伝わらない", "呼び出し元に再送出される"),
    (r"呼び出し元に伝わる", "呼び出し元に伝わらない（握りつぶされる）"),
    (r"呼び出し元へ送出される", "呼び出し元へは送出されない（握りつぶされる）"),
)  # fmt: skip


def reraise_vs_swallow(inp: Inputs) -> list[Mutant]:
    """A handler's exception said to reach the caller when the code swallows it, or the reverse."""
    out = []
    for case in inp.cases():
        if not concrete(case):
            continue
        new = _flip(case["expected"], _PROPAGATE)
        if new is None:
            continue
        out.append(Mutant("reraise-vs-swallow", case["id"], f"{case['id']}: {new[:70]}",
                          with_case(inp.spec, case["id"], expected=new), "blocks"))  # fmt: skip
    return out


# --- placeholder and vague -------------------------------------------------------------------------

#: Placeholders written inside a sentence, not as the whole cell (the issue's "TODO: decide what happens.").
_PLACEHOLDERS_EN = ("TODO: decide what happens.", "(TBD)", "FIXME: check the message.", "???")
_PLACEHOLDERS_JA = ("（未定）", "要確認：メッセージ文言。", "後で確認する。", "？？？")
_FIELDS = ("expected", "input", "preconditions")


def placeholder_in_sentence(inp: Inputs) -> list[Mutant]:
    """A placeholder marker written into a sentence of a case (field and marker rotate over the cases)."""
    markers = _PLACEHOLDERS_JA if inp.language == "ja" else _PLACEHOLDERS_EN
    out = []
    for n, case in enumerate(c for c in inp.cases() if concrete(c)):
        marker, field = markers[n % len(markers)], _FIELDS[n % len(_FIELDS)]
        text = case[field].rstrip()
        sep = "" if inp.language == "ja" else " "
        cut = text.rfind("。" if inp.language == "ja" else ". ", 0, max(len(text) - 2, 0))
        new = (text[: cut + 1] + sep + marker + sep + text[cut + 1 :].lstrip()) if cut > 0 else f"{text}{sep}{marker}"
        out.append(Mutant("placeholder-in-sentence", case["id"], f"{case['id']}.{field}: {marker}",
                          with_case(inp.spec, case["id"], **{field: new}), "blocks"))  # fmt: skip
    return out


def paraphrases() -> dict[str, list[dict[str, str]]]:
    """bench/defect_corpus/paraphrases.yaml, shipped as data (committed before any tuning)."""
    loaded: dict[str, list[dict[str, str]]] = yaml.safe_load((_DATA / "paraphrases.yaml").read_text(encoding="utf-8"))
    return loaded


def vague_paraphrase(inp: Inputs) -> list[Mutant]:
    """Each vague paraphrase of the spec's language as one concrete case's expected result (cases rotate)."""
    cases = [c for c in inp.cases() if concrete(c)]
    if not cases:
        return []
    out = []
    for n, entry in enumerate(paraphrases()["ja" if inp.language == "ja" else "en"]):
        case = cases[n % len(cases)]
        out.append(Mutant("vague-paraphrase", case["id"], f"{case['id']} ({entry['kind']}): {entry['text']}",
                          with_case(inp.spec, case["id"], expected=entry["text"]), "blocks"))  # fmt: skip
    return out
