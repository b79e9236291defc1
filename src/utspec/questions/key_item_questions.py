"""The question a key item's verdict asks (`utspec.questions.key_items`): one wording per kind of contradiction, built
from the verdict's structured fields, never by slicing source text; None for an anchored key item."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from utspec.messages import Catalog
from utspec.models import KeyItem, OpenQuestion, QuestionKind
from utspec.questions.default_claims import DefaultClaim
from utspec.questions.evaluated_call import ENDS_NORMALLY
from utspec.questions.fixed_wait import GrowingWait
from utspec.questions.flag_settings import FlagClaim
from utspec.questions.key_items import Verdict
from utspec.questions.limit_claims import LimitClaim
from utspec.questions.message_elsewhere import MessageElsewhere
from utspec.questions.random_range import RangeClaim
from utspec.questions.sql_columns import ColumnClaim
from utspec.questions.sql_filters import FilterClaim
from utspec.questions.unchecked_sign import UncheckedSign


def _locator(kt: KeyItem) -> str:
    return f"{kt.file}:{kt.where or kt.line}"


def _asked(kt: KeyItem, text: str, cited_by: list[str], places: list[str], *, also: Sequence[str] = (),
           values: Sequence[str] = (), outcome: Literal["contradicted", "unanchored"] = "contradicted") -> OpenQuestion:  # fmt: skip
    """The question about a key item: refs are the key item, the checklist items the question names (`also`) and
    the cases citing it; places end with the key item's own line."""
    kind = (
        QuestionKind.KEY_ITEM_CONTRADICTED if outcome == "contradicted" else QuestionKind.KEY_ITEM_UNANCHORED
    )
    return OpenQuestion(
        id=f"Q-{kt.id}-{outcome}", question=text, refs=[kt.id, *also, *cited_by], kind=kind, subject=kt.id,
        values=list(values), places=list(dict.fromkeys([*places, _locator(kt)])),
    )  # fmt: skip


def _column_question(
    kt: KeyItem, c: ColumnClaim, msg: Catalog, note: str, cited_by: list[str]
) -> OpenQuestion:
    col = c.column
    where = f"{col.file}:{col.line}"
    if c.rule == "outputs":
        text = msg("critic.key_item_column_outputs", kt=kt.id, text=kt.text, column=col.name, value=c.value,
                   outputs=msg("critic.literal_sep").join(col.outputs), where=where,
                   lines=", ".join(f"{col.file}:{n}" for n in dict.fromkeys(col.output_lines)), note=note)  # fmt: skip
        places = [where, *(f"{col.file}:{n}" for n in col.output_lines)]
    else:
        text = msg("critic.key_item_column_tested", kt=kt.id, text=kt.text, column=col.name, value=c.value,
                   subject=col.subject, tested=msg("critic.literal_sep").join(col.tested), where=where, note=note)  # fmt: skip
        places = [where]
    return _asked(kt, text, cited_by, places, values=[c.value])


def _filter_question(
    kt: KeyItem, f: FilterClaim, msg: Catalog, note: str, cited_by: list[str]
) -> OpenQuestion:
    part = f.part
    where = f"{part.file}:{part.line}"
    if f.rule == "codes":
        text = msg("critic.key_item_filtered_codes", kt=kt.id, text=kt.text, meaning=f.meaning, column=part.column,
                   value=f.value, view=part.view, codes=msg("critic.literal_sep").join(f"'{c}'" for c in part.codes),
                   where=where, cond=part.text, note=note)  # fmt: skip
    else:
        text = msg("critic.key_item_filtered_predicate", kt=kt.id, text=kt.text, view=part.view, cond=part.text,
                   where=where, note=note)  # fmt: skip
    return _asked(kt, text, cited_by, [where], values=[f.value] if f.value else [])


def _flags_question(kt: KeyItem, f: FlagClaim, msg: Catalog, note: str, cited_by: list[str]) -> OpenQuestion:
    where = f"{f.item.file}:{f.item.line}"
    shown = msg("critic.literal_sep").join(f"`{n} = {str(v).lower()}`" for n, v in f.settings)
    key = "critic.key_item_flags_false" if f.expected else "critic.key_item_flags_true"
    text = msg(key, kt=kt.id, text=kt.text, settings=shown, cond=f.item.text, where=where,
               effect=f.item.effect or "", note=note)  # fmt: skip
    return _asked(kt, text, cited_by, [where], also=[f.item.id])


def _wait_question(kt: KeyItem, w: GrowingWait, msg: Catalog, note: str, cited_by: list[str]) -> OpenQuestion:
    where = f"{w.file}:{w.line}"
    text = msg("critic.key_item_growing_wait", kt=kt.id, text=kt.text, where=where, code=w.code, note=note)
    return _asked(kt, text, cited_by, [where])


def _limit_question(
    kt: KeyItem, lim: LimitClaim, msg: Catalog, note: str, cited_by: list[str]
) -> OpenQuestion:
    where = f"{lim.item.file}:{lim.item.line}"
    text = msg("critic.key_item_limit", kt=kt.id, text=kt.text, expected=lim.expected, where=where,
               code=lim.item.text, note=note)  # fmt: skip
    return _asked(kt, text, cited_by, [where], also=[lim.item.id])


def _call_question(
    kt: KeyItem, verdict: Verdict, msg: Catalog, note: str, cited_by: list[str]
) -> OpenQuestion:
    wc = verdict.call
    assert wc is not None
    where = f"{wc.file}:{wc.line}"
    text = msg("critic.key_item_no_raise", kt=kt.id, text=kt.text, expected=verdict.expected, call=wc.call,
               where=where, code=wc.statement, note=note)  # fmt: skip
    return _asked(kt, text, cited_by, [where])


def _default_question(
    kt: KeyItem, d: DefaultClaim, msg: Catalog, note: str, cited_by: list[str]
) -> OpenQuestion:
    where = f"{d.code.file}:{d.code.line}"
    text = msg("critic.key_item_default", kt=kt.id, text=kt.text, name=d.name, claimed=d.claimed.shown(),
               where=where, code=d.code.value.shown(), line=d.code.text, note=note)  # fmt: skip
    return _asked(kt, text, cited_by, [where], values=[d.claimed.shown(), d.code.value.shown()])


def _range_question(
    kt: KeyItem, rc: RangeClaim, msg: Catalog, note: str, cited_by: list[str]
) -> OpenQuestion:
    where = f"{rc.file}:{rc.line}"
    text = msg("critic.key_item_range", kt=kt.id, text=kt.text, lo=rc.stated[0], hi=rc.stated[1], function=rc.function,
               where=where, code=rc.code, drawn_lo=rc.drawn[0], drawn_hi=rc.drawn[1], note=note)  # fmt: skip
    return _asked(kt, text, cited_by, [where], values=[*rc.stated, *rc.drawn])


def _sign_question(
    kt: KeyItem, sg: UncheckedSign, msg: Catalog, note: str, cited_by: list[str]
) -> OpenQuestion:
    read, used = f"{sg.file}:{sg.read}", f"{sg.file}:{sg.used}"
    text = msg("critic.key_item_unchecked_sign", kt=kt.id, text=kt.text, subject=sg.subject, read=read, where=used,
               code=sg.code, note=note)  # fmt: skip
    return _asked(kt, text, cited_by, [read, used])


def _elsewhere_question(
    kt: KeyItem, me: MessageElsewhere, msg: Catalog, note: str, cited_by: list[str]
) -> OpenQuestion:
    where = f"{me.file}:{me.line}"
    raised = [f"{f}:{n}" for f, n, _ in me.raised_at]
    others = msg("sep.list").join(dict.fromkeys(o for _, _, o in me.raised_at))
    text = msg("critic.key_item_message_elsewhere", kt=kt.id, text=kt.text, function=me.function, where=where,
               message=me.message, others=others, raised=msg("sep.list").join(raised), note=note)  # fmt: skip
    return _asked(kt, text, cited_by, [where, *raised])


def question(kt: KeyItem, verdict: Verdict, language: str, cited_by: list[str]) -> OpenQuestion | None:
    """The question a key item's verdict asks (None when it is anchored)."""
    msg = Catalog(language)
    note = msg("critic.key_item_cited", cases=", ".join(cited_by)) if cited_by else ""
    if verdict.outcome == "contradicted" and verdict.column is not None:
        return _column_question(kt, verdict.column, msg, note, cited_by)
    if verdict.outcome == "contradicted" and verdict.filtered is not None:
        return _filter_question(kt, verdict.filtered, msg, note, cited_by)
    if verdict.outcome == "contradicted" and verdict.wait is not None:
        return _wait_question(kt, verdict.wait, msg, note, cited_by)
    if verdict.outcome == "contradicted" and verdict.flags is not None:
        return _flags_question(kt, verdict.flags, msg, note, cited_by)
    if verdict.outcome == "contradicted" and verdict.call is not None:
        return _call_question(kt, verdict, msg, note, cited_by)
    if verdict.outcome == "contradicted" and verdict.limit is not None:
        return _limit_question(kt, verdict.limit, msg, note, cited_by)
    if verdict.outcome == "contradicted" and (k := verdict.constant) is not None:
        where = f"{k.file}:{k.line}"
        text = msg("critic.key_item_constant", kt=kt.id, text=kt.text, name=k.name, claimed=k.claimed, value=k.value,
                   where=where, line=k.statement, note=note)  # fmt: skip
        return _asked(kt, text, cited_by, [where], values=[k.claimed, k.value])
    if verdict.outcome == "contradicted" and verdict.default is not None:
        return _default_question(kt, verdict.default, msg, note, cited_by)
    if verdict.outcome == "contradicted" and verdict.drawn is not None:
        return _range_question(kt, verdict.drawn, msg, note, cited_by)
    if verdict.outcome == "contradicted" and verdict.sign is not None:
        return _sign_question(kt, verdict.sign, msg, note, cited_by)
    if verdict.outcome == "contradicted" and verdict.elsewhere is not None:
        return _elsewhere_question(kt, verdict.elsewhere, msg, note, cited_by)
    if verdict.outcome == "contradicted" and (fw := verdict.first) is not None and verdict.place is not None:
        where = f"{fw.file}:{fw.line}"
        key = "critic.key_item_first_of_equals" if fw.shape == "strict" else "critic.key_item_first_wins"
        text = msg(key, kt=kt.id, text=kt.text, where=where, cond=fw.statement, note=note)
        return _asked(kt, text, cited_by, [where], also=[verdict.place.id])
    if verdict.outcome == "contradicted" and (adj := verdict.adjacent) is not None and verdict.place is not None:
        where = f"{adj.file}:{adj.line}"
        text = msg("critic.key_item_adjacent_split", kt=kt.id, text=kt.text, where=where, cond=adj.statement, note=note)
        return _asked(kt, text, cited_by, [where], also=[verdict.place.id])
    if verdict.outcome == "contradicted" and (wa := verdict.arm) is not None and verdict.place is not None:
        where = f"{wa.file}:{wa.line}"
        text = msg("critic.key_item_worked_arm", kt=kt.id, text=kt.text, call=wa.call, result=wa.result, name=wa.name,
                   actual=wa.actual, expected=wa.expected, where=where, cond=wa.condition, note=note)  # fmt: skip
        return _asked(kt, text, cited_by, [where], also=[verdict.place.id], values=[wa.expected, wa.actual])
    if verdict.outcome == "contradicted" and (sd := verdict.unknown_case) is not None and verdict.place is not None:
        where = f"{sd.file}:{sd.line}"
        text = msg("critic.key_item_switch_default", kt=kt.id, text=kt.text, value=sd.value, subject=sd.subject,
                   switch=f"{sd.file}:{sd.switch_line}", cond=sd.switch, where=where, code=sd.statement, note=note)  # fmt: skip
        return _asked(kt, text, cited_by, [where], also=[verdict.place.id], values=[sd.value])
    if verdict.outcome == "contradicted" and (ug := verdict.unset) is not None and verdict.place is not None:
        where = f"{ug.file}:{ug.line}"
        text = msg("critic.key_item_unset_guard", kt=kt.id, text=kt.text, name=ug.name, word=ug.word, where=where,
                   cond=ug.statement, note=note)  # fmt: skip
        return _asked(kt, text, cited_by, [where], also=[verdict.place.id], values=[ug.word])
    if verdict.outcome == "contradicted" and (gs := verdict.setting) is not None:
        where = f"{gs.item.file}:{gs.item.line}"
        key = "critic.key_item_setting_raises" if gs.raises else "critic.key_item_setting_no_raise"
        text = msg(key, kt=kt.id, text=kt.text, name=gs.name, value=gs.value, cond=gs.item.text, where=where,
                   code=gs.raised, note=note)  # fmt: skip
        return _asked(kt, text, cited_by, [where], also=[gs.item.id], values=[gs.value])
    if verdict.outcome == "contradicted" and (eq := verdict.equal) is not None:
        where = f"{eq.item.file}:{eq.item.line}"
        key = "critic.key_item_equal_raises" if eq.holds else "critic.key_item_equal_no_raise"
        text = msg(key, kt=kt.id, text=kt.text, a=eq.pair[0], b=eq.pair[1], cond=eq.term, where=where,
                   code=eq.raised or eq.item.text, note=note)  # fmt: skip
        return _asked(kt, text, cited_by, [where], also=[eq.item.id])
    if verdict.outcome == "contradicted" and (cr := verdict.chained) is not None:
        decided, where = f"{cr.file}:{cr.line}", f"{cr.file}:{cr.returned_at}"
        text = msg("critic.key_item_chain_return", kt=kt.id, text=kt.text, expected=cr.expected, value=cr.value,
                   decided=decided, cond=cr.condition, actual=cr.actual, where=where, note=note)  # fmt: skip
        also = [verdict.place.id] if verdict.place is not None else []
        return _asked(kt, text, cited_by, [decided, where], also=also, values=[cr.value])
    if verdict.outcome == "contradicted" and verdict.decided is not None:
        d = verdict.decided
        decided_at = f"{d.file}:{d.line}"
        # a claim naming no value ("A cancelled request is retried") is about the condition it names
        key = "critic.key_item_evaluated" if verdict.value else "critic.key_item_evaluated_named"
        text = msg(key, kt=kt.id, text=kt.text, value=verdict.value,
                   expected=msg(f"critic.claim_{verdict.expected}"), decided=decided_at, cond=d.text,
                   actual=verdict.actual, where=verdict.ends_at, note=note)  # fmt: skip
        values = [verdict.value] if verdict.value else []
        return _asked(kt, text, cited_by, [verdict.ends_at, decided_at], also=[d.id], values=values)
    if verdict.outcome == "contradicted" and verdict.place is not None:
        place = f"{verdict.place.file}:{verdict.place.line}"
        ran = msg("critic.key_item_ran", steps=verdict.ran) if verdict.ran else ""  # the calls run on one object
        if verdict.read_as:  # an input or function said in words: the call it was read as (questions.read_call)
            ran = msg("critic.key_item_read_as", call=verdict.read_as)
        if verdict.read_as and verdict.left_unsaid:  # `f` given nothing: said, so the call is not read as a slip
            ran = msg("critic.key_item_read_unsaid", call=verdict.read_as, names=", ".join(verdict.left_unsaid))
        if verdict.stand_in:  # an input left unsaid, run with stand-ins: said, so a person can judge (stand_in)
            ran = msg("critic.key_item_stand_in", call=verdict.stand_in[0], said=verdict.stand_in[1])
        if len(verdict.stand_in) == 3:  # an input said in words ("every attempt fails"): the words quoted too
            ran = msg("critic.key_item_stand_in_words", call=verdict.stand_in[0], said=verdict.stand_in[1],
                      words=verdict.stand_in[2])  # fmt: skip
        if verdict.stand_in and verdict.each:  # the stand-ins gave different outcomes of one kind: each one said
            ran = msg("critic.key_item_stand_in_each", call=verdict.stand_in[0],
                      runs=msg("critic.literal_sep").join(verdict.each))  # fmt: skip
        key = "critic.key_item_ends_normally" if verdict.actual == ENDS_NORMALLY else "critic.key_item_contradicted"
        text = msg(key, kt=kt.id, text=kt.text, expected=verdict.expected,
                   actual=verdict.actual, where=place, code=verdict.place.text, note=ran + note)  # fmt: skip
        return _asked(kt, text, cited_by, [place], also=[verdict.place.id])
    if verdict.outcome == "unanchored" and (u := verdict.undefined) is not None:
        where = f"{u.file}:{u.line}"
        text = msg("critic.key_item_undefined_call", kt=kt.id, text=kt.text, call=u.call, value=u.value, where=where,
                   note=note)  # fmt: skip
        return _asked(kt, text, cited_by, [where], values=[u.value], outcome="unanchored")
    if verdict.outcome == "unanchored" and verdict.unsettled and verdict.stand_in:
        # the stand-ins for an unsaid input disagree: asked which input is meant, never called contradicted
        sep = msg("critic.literal_sep")
        text = msg("critic.key_item_unsettled", kt=kt.id, text=kt.text, expected=verdict.expected,
                   call=verdict.stand_in[0], runs=sep.join(verdict.unsettled), note=note)  # fmt: skip
        return _asked(kt, text, cited_by, [], outcome="unanchored")
    if verdict.outcome == "unanchored":
        text = msg("critic.key_item_unanchored", kt=kt.id, text=kt.text, note=note)
        return _asked(kt, text, cited_by, [], outcome="unanchored")
    return None
