"""What a design statement or key item that no code-derived case tests becomes: a question, or a case
whose result the statement itself makes checkable.

The statement says what should happen in words; utspec does not invent the input or the result.
When the statement names something a test can check (an exception type, a returned value in code
quotes), it becomes a case with that expected result, and the input it leaves open is asked about.
Otherwise it becomes an open question and no case: a case saying "a person names the result"
checks nothing (issue 12).
"""

from __future__ import annotations

import re

from utspec.anchoring.worked_example import worked_example
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.drafts import Draft
from utspec.designer.offline.example_args import bound_arguments
from utspec.designer.offline.example_setup import receiver_of, setup_call
from utspec.designer.offline.sentences import q
from utspec.messages import Catalog
from utspec.models import (
    Category,
    ChecklistItem,
    KeyItem,
    Kind,
    OpenQuestion,
    QuestionKind,
    Requirement,
    SourceText,
)
from utspec.questions.evaluated_call import evaluated_call
from utspec.questions.worked_return import worked_return
from utspec.terms import terms

_NEGATIVE = {"~invalid", "~missing", "~duplicate"}
_EXCEPTION = re.compile(r"\b([A-Z]\w*(?:Error|Exception))\b")
# "Returns: abbreviated String, `null` if null String input." / "returns `0`" / "`null` を返す"
_RETURNED = (
    re.compile(r"\breturns?\s+`([^`]+)`", re.I),
    re.compile(r"\bReturns?:[^.;`]*,\s*`([^`]+)`\s+if\b"),
    re.compile(r"`([^`]+)`\s*を返"),
)


def named_result(text: str, msg: Catalog) -> str | None:
    """A checkable result the statement names (an exception type, a value returned), or None."""
    if exc := _EXCEPTION.search(text):
        return msg.sentence(msg("effect.raise", exc=exc.group(1)))
    for rx in _RETURNED:
        if m := rx.search(text):
            return msg.sentence(msg("effect.return", value=q(m.group(1))))
    return None


def _category(text: str) -> Category:
    return Category.ERROR if terms(text) & _NEGATIVE or _EXCEPTION.search(text) else Category.NORMAL


#: A message quoted in a statement ("…", “…”, 「…」).
_QUOTED = re.compile(r'"([^"\n]+)"|“([^”\n]+)”|「([^」\n]+)」')


def raised_at(text: str, items: list[ChecklistItem]) -> list[str]:
    """`path:line` of each raise of the exception `text` names, when the code raises it.

    A statement naming `InvalidWeightError` that no case took (a tie between the two places that
    raise it) is not "a result no code path shows": asking so is false. It is asked which place
    it means.

    >>> from utspec.models import ChecklistItem as I
    >>> items = [I(id=f"e.py:{n}:raise", kind=Kind.RAISE, file="e.py", line=n, end_line=n, language="python",
    ...            text=f'raise ValueError("{m}")') for n, m in ((55, "bad format"), (205, "Date out of range"))]
    >>> raised_at('Earlier dates raise `ValueError` ("Date out of range").', items)
    ['e.py:205']
    >>> raised_at("Earlier dates raise `ValueError`.", items)
    ['e.py:55', 'e.py:205']
    """
    if (exc := _EXCEPTION.search(text)) is None:
        return []
    name = re.compile(rf"\b{re.escape(exc.group(1))}\b")
    raises = [i for i in items if i.kind is Kind.RAISE and name.search(i.text)]
    # The message the statement quotes tells the places apart (jpdatetime's "Date out of range for Japanese
    # eras" is raised at one of three `raise ValueError(…)`): only the raises writing it are meant.
    quoted = [q for groups in _QUOTED.findall(text) if len(q := next(g for g in groups if g)) >= 8]
    if quoted and (meant := [i for i in raises if any(m in i.text for m in quoted)]):
        raises = meant
    return [f"{i.file}:{i.line}" for i in raises]


def _which_place(
    ref: str, text: str, places: list[str], pre: str, persp: str, cat: Category, ctx: Ctx
) -> Draft:
    question = OpenQuestion(
        id=f"Q-design:{ref}",
        # One place left once the quoted message is read: the statement says where, only not with which input.
        question=ctx.msg("q.design_which" if len(places) > 1 else "q.design_one_place", ref=ref, text=text,
                         places=ctx.msg("sep.list").join(places)),
        refs=[ref],
        places=places,
    )
    return Draft(persp, cat, pre, ctx.msg("in.open", q=question.id), ctx.msg("exp.open", q=question.id),
                 question=question)  # fmt: skip


def contradicted_question(ref: str, text: str, ctx: Ctx) -> OpenQuestion | None:
    """The question for a Python worked example whose call the code evaluates to another value than the statement's
    (`utspec.questions.worked_return`), or None: such an example is asked, never made a case."""
    if (ex := worked_example(text, ctx.defined, ctx.string_results)) is None:
        return None
    sources = [SourceText(path=p, text="\n".join(lines)) for p, lines in ctx.sources.items()]
    wr = worked_return(text, sources)
    path: tuple[int, ...] = ()
    if wr is not None:
        file, line, actual, statement = wr.file, wr.line, wr.actual, wr.statement
    elif (
        (run := evaluated_call(text, sources)) is not None
        and not run.agrees
        # `colorsys.rgb_to_hsv(…)` is run bare when colorsys.py defines it (evaluated_call._unqualified)
        and (run.claim.call == ex.call or ex.call.endswith("." + run.claim.call))
    ):
        # the call run through more of Python than worked_return reads (`.get(number % 10, "th")`, `re.sub`, a
        # nested call): inflection's "`ordinal(-1021)` は `'st'`" where the code gives 'th'; the lines the call ran
        # are places too, since the one that made the difference may be an assignment before the return
        file, line, statement, path = run.file, run.line, run.statement, run.path
        actual = run.actual.removeprefix("return ")
    else:
        return None
    where = f"{file}:{line}"
    ran = [f"{file}:{n}" for n in path if n != line] if len(path) <= 8 else []
    return OpenQuestion(id=f"Q-design:{ref}", refs=[ref], kind=QuestionKind.DESIGN_CODE_CONFLICT,
                        question=ctx.msg("q.design_worked_contradicted", ref=ref, text=text, call=ex.call,
                                         said=ex.result, actual=actual, where=where, code=statement),
                        subject=ex.call, values=[ex.result, actual], places=[where, *ran])  # fmt: skip


def worked_draft(ref: str, text: str, pre: str, ctx: Ctx) -> Draft | None:
    """The case a statement that is a worked example (`f(x) が 'y' になる`) states in full, or None.

    A call the statement makes first ("After `ConfigureAcronym(…)`, …") is the case's precondition; a function
    declared to return nothing gives no returned value: the receiver the statement names takes the result, and with
    none named there is no case to state (example_setup.py).
    """
    if (ex := worked_example(text, ctx.defined, ctx.string_results)) is None:
        return None
    if (question := contradicted_question(ref, text, ctx)) is not None:
        # humanize's "`naturalsize(3000000)` returns `'3.0 MB'`" where the code gives '3.00 MB': a case stating the
        # design's value would test a result the code does not have; one person's answer settles which is meant
        return Draft(ctx.msg("persp.example", ref=ref, call=ex.call), Category.NORMAL, pre,
                     ctx.msg("in.open", q=question.id), ctx.msg("exp.open", q=question.id), question=question)  # fmt: skip
    if (setup := setup_call(text, ex, ctx.defined)) is not None:
        pre = ctx.msg("pre.after_call", call=setup)
    # Each argument named by its parameter, so a reviewer need not count positions (`repeat`, `count`).
    bound = bound_arguments(ex.call, ctx.sources)
    said = ctx.msg("in.sep").join(ctx.msg("in.value", name=n, value=v) for n, v in bound or [])
    inp = ctx.msg("in.call_bound", call=ex.call, values=said) if bound else ctx.msg("in.call", call=ex.call)
    persp = ctx.msg("persp.example", ref=ref, call=ex.call)
    if ex.function in ctx.void_results:
        if (receiver := receiver_of(text, ex)) is None:
            return None
        return Draft(persp, Category.NORMAL, pre, ctx.msg("in.call_on", call=ex.call, receiver=receiver),
                     ctx.msg.sentence(ctx.msg("effect.receiver_reads", value=ex.result)))  # fmt: skip
    return Draft(persp, Category.NORMAL, pre, inp, ctx.msg.sentence(ctx.msg("effect.return", value=ex.result)))


def design_case(req: Requirement, ctx: Ctx) -> Draft:
    """A case of its own for a design statement no code-derived case tests (or the stand-in of its question)."""
    pre = (
        ctx.msg("pre.design", section=req.section, file=req.file)
        if req.section
        else ctx.msg("pre.design_nosection", file=req.file)
    )
    if (worked := worked_draft(req.id, req.text, pre, ctx)) is not None:
        return worked
    result = named_result(req.text, ctx.msg)
    if places := raised_at(req.text, list(ctx.items)):
        return _which_place(
            req.id, req.text, places, pre, ctx.msg("persp.design", text=req.text), Category.ERROR, ctx
        )
    if result is None:
        question = OpenQuestion(
            id=f"Q-design:{req.id}", question=ctx.msg("q.design", ref=req.id, text=req.text), refs=[req.id]
        )
        return Draft(ctx.msg("persp.design", text=req.text), _category(req.text), pre,
                     ctx.msg("in.open", q=question.id), ctx.msg("exp.open", q=question.id), question=question)  # fmt: skip
    qid = ctx.ask(
        OpenQuestion(
            id=f"Q-design:{req.id}",
            question=ctx.msg("q.design_input", ref=req.id, text=req.text, result=result.rstrip(".。")),
            refs=[req.id],
        )
    )
    return Draft(
        ctx.msg("persp.design", text=req.text),
        _category(req.text),
        pre,
        ctx.msg("in.open", q=qid),
        result,
    )


def key_item_case(kt: KeyItem, ctx: Ctx) -> Draft:
    """A case of its own for a key item anchored in the inputs but tested by no case yet (same rules)."""
    if (worked := worked_draft(kt.id, kt.text, ctx.msg("pre.key_item", kt=kt.id), ctx)) is not None:
        return worked
    result = named_result(kt.text, ctx.msg)
    if places := raised_at(kt.text, list(ctx.items)):
        return _which_place(kt.id, kt.text, places, ctx.msg("pre.key_item", kt=kt.id),
                            ctx.msg("persp.key_item", text=kt.text), Category.ERROR, ctx)  # fmt: skip
    if result is None:
        question = OpenQuestion(id=f"Q-design:{kt.id}", question=ctx.msg("q.key_item", kt=kt.id, text=kt.text),
                                refs=[kt.id])  # fmt: skip
        return Draft(ctx.msg("persp.key_item", text=kt.text), _category(kt.text), ctx.msg("pre.key_item", kt=kt.id),
                     ctx.msg("in.open", q=question.id), ctx.msg("exp.open", q=question.id), question=question)  # fmt: skip
    qid = ctx.ask(
        OpenQuestion(
            id=f"Q-design:{kt.id}",
            question=ctx.msg("q.design_input", ref=kt.id, text=kt.text, result=result.rstrip(".。")),
            refs=[kt.id],
        )
    )
    return Draft(
        ctx.msg("persp.key_item", text=kt.text),
        _category(kt.text),
        ctx.msg("pre.key_item", kt=kt.id),
        ctx.msg("in.open", q=qid),
        result,
    )
