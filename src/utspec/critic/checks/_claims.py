"""What a sentence claims will be observed: the exceptions raised or not, the values returned, the rows written.

Shared by the checks that compare an expected result (or a design statement) with what the code
does: `expected-contradicts-code`, `expected-contradicts-design`, `unsupported-value`. It reads the
sentence clause by clause, in English and Japanese, and keeps only what it can state for certain:
an exception type named in a clause that says it is raised (or not), a value after "returns", a
table after "inserted into". Anything it cannot read is left out, so a contradiction is only ever
reported between two things both sides state.

>>> c = claims('`ValueError` is raised with the message "too many items".')
>>> sorted(c.raised), c.messages
(['ValueError'], ('too many items',))
>>> claims('`TypeError` が送出される（メッセージ "The `text` argument should be of type `string`"）。').messages
('The `text` argument should be of type `string`',)
>>> c = claims("`len(items) > 100` is false for 101; the order is registered.")
>>> c.truth, c.success, c.raised
((False, 101.0), True, frozenset())
>>> sorted(claims("`ConnectionError` does not reach the caller; `print` outputs `x`.").not_raised)
['ConnectionError']
>>> sorted(claims("`InvalidFormat` is not raised.").not_raised), sorted(claims("`InvalidLength` が送出される").raised)
(['InvalidFormat'], ['InvalidLength'])
>>> claims("`Foo` is raised.").raised, claims("`parseInt` is called.").raised
(frozenset(), frozenset())
>>> claims("The function returns `None`.").returns
('None',)
>>> sorted(claims("`Error` は送出されない（メッセージ「x」）").not_raised), claims("Error. It is raised.").raised
(['Error'], frozenset())
>>> claims("An exception is raised; one row is inserted.").unnamed_raise, claims("例外は送出されない").unnamed_raise
(True, False)
>>> sorted(claims("`DuplicateEmailError` が送出される").raised), claims("例外は送出されない").no_exception
(['DuplicateEmailError'], True)
>>> sorted(claims('`P0001` with the message "no table" is raised.').raised), claims("`P0001` は送出されない").not_raised
(['P0001'], frozenset({'P0001'}))
>>> claims("The function does not return `None`.").not_returns, claims("`0` は返されない").not_returns
(('None',), ('0',))
>>> claims("No exception is raised; `-1` is returned.").returns, claims("`None` is not returned.").not_returns
(('-1',), ('None',))
>>> claims("The `ValueError` is returned to the caller.").returns, claims("`x` isn't returned.").returns
((), ())
>>> claims("`fee` が `fee + 500` になる").assigned, claims("`text` does not become `x`").not_assigned
((('fee', 'fee + 500'),), (('text', 'x'),))
>>> c = claims("The database error reaches the caller; `orders` gains no row.")
>>> c.write_fails, c.rows
(True, (('orders', False),))
>>> claims("`logging.info` logs `x`; `print` is not called (no output).").called
(('logging.info', True), ('print', False))
>>> claims("`print` is called (no output).").called
(('print', True),)
>>> claims("DB の例外は捕捉される、`mail_retry` に行は追加されない。").rows
(('mail_retry', False),)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

#: An exception type as code names it (case matters: `ValueError`, not "error"). The bare base classes
#: `Error` (JS/TS `throw new Error(…)`) and `Exception` count only in a code span: "Error." is prose.
EXCEPTION = re.compile(
    r"(?<![\w.])([A-Z][A-Za-z0-9_]*(?:Error|Exception|Fault|Failure|Exit|Interrupt)|(?<=`)(?:Error|Exception)(?=`))(?![\w])"
)
#: A type the sentence itself says is raised, whatever its name ends in (python-stdnum's `InvalidFormat`,
#: `InvalidChecksum`): a code span of two or more capitalised words as the subject of "is (not) raised" /
#: "が送出される" or the object of "raises"/"を送出". A lone capitalised word (`Foo`) is not enough.
_STATED_TYPE = re.compile(
    r"`([A-Z][a-z0-9]+(?:[A-Z][A-Za-z0-9]*)+)`(?=\s*(?:is|are|was|were|gets|get)\s+(?:not\s+|never\s+)?"
    r"(?:raised|thrown|rethrown|re-raised)\b|\s*(?:が|は|も)(?:送出|スロー)|\s*を(?:送出|スロー))|"
    r"(?<=\b(?:raises|throws) )`([A-Z][a-z0-9]+(?:[A-Z][A-Za-z0-9]*)+)`"
)
#: An SQLSTATE a statement raises (PL/pgSQL's `RAISE EXCEPTION` gives `P0001`, `RAISE SQLSTATE '22012'`): five
#: digits or capitals, one digit at least, in a code span as the subject of "is (not) raised" / "が送出される".
_SQLSTATE = re.compile(
    r"`((?=[A-Z]*[0-9])[0-9A-Z]{5})`(?=(?:\s+with the message\s+\"[^\"\n]*\")?\s*(?:is|are|was|were)\s+(?:not\s+|never\s+)?(?:raised|thrown)\b|"
    r"\s*(?:が|は|も)(?:送出|スロー)|\s*を(?:送出|スロー))"
)
_QUOTED = re.compile(r'"([^"\n]+)"|“([^”\n]+)”|「([^」\n]+)」|『([^』\n]+)』')
_CODE = re.compile(r"`([^`\n]+)`")
_PAREN = re.compile(r"\([^()\n]*\)|（[^（）\n]*）")
#: A clause ends at `;`, a sentence end or a Japanese comma or full stop (not inside a code span or quote).
_CLAUSE = re.compile(r";|。|、|：|[.:](?:\s|$)|\n")
_NEGATION = re.compile(
    r"\b(?:not|no|never|nothing|neither|without)\b|n't\b|ない|ず[、。にで]?|せず|されず|ません|なし",
    re.IGNORECASE,
)
#: Verbs that say an exception happens (raised, thrown, reaches the caller, propagates).
_RAISE_VERB = re.compile(
    r"\b(?:rais|throw|thrown|reach|propagat|re-?rais|escap|bubbl|surfac|occur|is returned to the caller)\w*|"
    r"送出|スロー|発生|投げ|伝わ|伝播", re.IGNORECASE,
)  # fmt: skip
_NO_EXCEPTION = re.compile(
    r"\bno (?!other|further|additional|more)(?:\w+ )?(?:exception|error)s? (?:is |are )?(?:raised|thrown|occurs?|reaches)|"
    r"\b(?:raises|throws) (?:no|nothing)\b|\bdoes not (?:raise|throw)\b|\bwithout (?:an? )?(?:exception|error)\b|"
    r"例外(?:は|が|も)?(?:送出|発生|スロー)(?:されない|しない)|例外なく|例外を(?:送出|スロー)しない",
    re.IGNORECASE,
)
_EXCEPTION_WORD = re.compile(r"\b(?:an? |the )?(?:exception|error)s?\b|例外|エラー", re.IGNORECASE)
_CONTAINED = re.compile(
    r"\b(?:does not|doesn't|never) (?:reach|propagate|escape)|\bis (?:caught|swallowed|suppressed)|\bnot re-?raised\b|"
    r"呼び出し元(?:に|へ)伝わらない|捕捉される|握りつぶ", re.IGNORECASE,
)  # fmt: skip
_PROPAGATES = re.compile(
    r"\b(?:reaches|propagates to|is re-?raised|re-?raises|is rethrown|rethrows|escapes to) ?(?:the caller)?|"
    r"呼び出し元(?:に|へ)(?:そのまま)?再?(?:送出|スロー|伝わる|伝播)|再(?:送出|スロー)(?:される|する)", re.IGNORECASE,
)  # fmt: skip
_RETURNS = re.compile(
    r"\breturns?\s+(?:the value\s+)?(`[^`\n]+`|\"[^\"\n]*\"|-?\d+(?:\.\d+)?\b|None\b|null\b|nil\b|true\b|false\b|"
    r"True\b|False\b|undefined\b)|"
    r"(`[^`\n]+`|\"[^\"\n]*\"|-?\d+(?:\.\d+)?)\s*(?:が|を)(?:返され|返る|返す|戻)|"
    # "`-1` is returned" (English passive); not "… is returned to the caller", which is said of an exception
    r"(`[^`\n]+`|\"[^\"\n]*\")\s+(?:is|are|will be|gets)\s+returned\b(?!\s+to\s+the\s+caller)"
)
#: "does not return `X`", "`X` は返されない", "`X` を返さない": the statement names a value the case does not get.
_NOT_RETURNS = re.compile(
    r"\b(?:does not|doesn't|never|will not|won't) return\s+(?:the value\s+)?(`[^`\n]+`|None\b|null\b|nil\b|true\b|"
    r"false\b|True\b|False\b|-?\d+(?:\.\d+)?\b)|"
    r"(`[^`\n]+`)\s*(?:は|が|を|も)(?:返されない|返らない|返さない|戻らない|戻さない)|"
    r"(`[^`\n]+`)\s*は返却されない|"
    r"(`[^`\n]+`)\s+(?:is|are|will)\s+(?:not|never)\s+(?:be\s+)?returned\b|(`[^`\n]+`)\s+(?:isn't|aren't)\s+returned\b",
    re.IGNORECASE,
)  # fmt: skip
#: Japanese returns whose verb goes on negated ("`X` が返されない"): no claim that X is returned.
_JA_NEGATED_TAIL = re.compile(r"^(?:ない|ず|らない|さない|なかった)")
#: "`x` becomes `v`", "`x` is set to `v`", "`x` が `v` になる", "`x` は `v` に設定される", and their negations.
_ASSIGN_EN = re.compile(
    r"`([^`\n]+)`\s+(does not become|doesn't become|never becomes|is not set to|isn't set to|is never set to|"
    r"becomes|is set to|is assigned)\s+`([^`\n]+)`", re.IGNORECASE,
)  # fmt: skip
_ASSIGN_JA = re.compile(
    r"`([^`\n]+)`\s*(?:が|は|も)\s*`([^`\n]+)`\s*(?:に|と)(ならない|設定されない|されない|なる|設定される|される)"
)
#: "`orders` gains one row", "gains no row", "`mail_retry` に行が追加される": rows a table gains (polarity per clause).
_GAINS = re.compile(
    r"`([A-Za-z_][\w.]*)`\s*(?:gains|に)\s*(?:(?:one|a|an|\d+|no)\s+rows?|(?:1\s*)?行)", re.IGNORECASE
)
#: The statement's own write fails: "the database error reaches the caller", "DB の例外が…".
_WRITE_FAILS = re.compile(
    r"\b(?:the )?database error\b|\bDB error\b|DB\s*の例外|データベースの例外|DB\s*エラー", re.IGNORECASE
)
#: "`name` is called", "`name` logs", "`name` outputs", "`name` が呼ばれる", "`name` により … が出力される".
#: The designer's "`name` は引数 `a` では呼ばれない" (`effect.not_call_args`) is read as its English form "`name` is not
#: called with `a`" already is (go-wordwrap TC-015/TC-016: a flip and two swaps of it passed unread, session 30).
_CALLED = re.compile(
    r"`([A-Za-z_$][\w.$]*)`\s*(?:is (?:not |never )?called|(?:does not |doesn't |never )?(?:logs?|outputs?)\b|"
    r"(?:が|は)(?:引数\s*`[^`]+`\s*で(?:は|も)?\s*)?(?:呼ばれ|呼び出され)|による[^、。;]{0,40}?(?:ログ出力|出力)|により[^、。;]{0,40}?(?:出力|ログ))"
)  # fmt: skip
_RETURNS_NOTHING = re.compile(
    r"\breturns? (?:without a value|nothing)\b|値を返さず|何も返さない", re.IGNORECASE
)
_SUCCESS = re.compile(
    r"\b(?:is|are|gets?|was|were) (?:successfully )?(?:registered|created|saved|stored|accepted|inserted|added|"
    r"sent)\b|\bsucceeds?\b|\bsuccessfully\b|\bcompletes? (?:normally|successfully)\b|"
    r"\bis returned normally\b|登録され|成功|正常終了|保存され|受け付けられ|作成され",
    re.IGNORECASE,
)  # fmt: skip
_WRITE_TABLE = re.compile(
    r"\b(?:inserted into|added to|written to|updated in|deleted from|saved (?:in|to)|removed from)\s+(?:the\s+)?"
    r"`?([A-Za-z_][\w.]*)`?|`([A-Za-z_][\w.]*)`\s*(?:に|から|の)[^、。;]{0,12}?(?:挿入|追加|更新|削除|書き込)",
    re.IGNORECASE,
)
_TRUTH = re.compile(
    r"\bis (true|false) (?:for|at|when [\w`.\[\]()]+ (?:is|=)) ?`?(-?\d+(?:\.\d+)?)`?|"
    r"`?(-?\d+(?:\.\d+)?)`?\s*(?:では|のとき|の場合)(?:は)?\s*(真|偽|成り立つ|成り立たない)",
    re.IGNORECASE,
)

_NULLS = {"none", "null", "nil", "undefined", "without a value"}


def norm_value(v: str) -> str:
    """A returned value as compared: no backticks, `None`/`null`/`nil` alike, `True` as `true`."""
    v = v.strip().strip("`").strip()
    low = v.lower()
    if low in _NULLS:
        return "null"
    if low in ("true", "false"):
        return low
    return v


@dataclass(frozen=True)
class Claims:
    """What one sentence says will be observed. Empty fields: the sentence does not say."""

    raised: frozenset[str] = frozenset()
    """Exception types stated as raised (or reaching the caller)."""
    not_raised: frozenset[str] = frozenset()
    """Exception types stated as not raised, caught, not reaching the caller."""
    no_exception: bool = False
    """"No exception is raised" (any type)."""
    contained: bool = False
    """A caught exception does not reach the caller."""
    propagates: bool = False
    """A caught exception reaches the caller (is re-raised)."""
    messages: tuple[str, ...] = ()
    """Quoted strings outside code spans, in order."""
    returns: tuple[str, ...] = ()
    """Values stated as returned, as written (`None`, `order_id`, `42`)."""
    not_returns: tuple[str, ...] = ()
    """Values stated as not returned ("does not return `None`")."""
    assigned: tuple[tuple[str, str], ...] = ()
    """(name, value) stated as assigned ("`fee` becomes `fee + 500`")."""
    not_assigned: tuple[tuple[str, str], ...] = ()
    """(name, value) stated as not assigned ("`fee` is not set to `fee + 500`")."""
    success: bool = False
    """A normal completion is stated (registered, saved, succeeds, returns a value)."""
    tables: frozenset[str] = frozenset()
    """Tables stated as written."""
    truth: tuple[bool, float] | None = None
    """A condition stated true or false for a value ("is false for 101")."""
    rows: tuple[tuple[str, bool], ...] = ()
    """(table, gains rows or not) as stated ("`orders` gains no row": ("orders", False))."""
    write_fails: bool = False
    """The statement's own database write is said to fail ("the database error reaches the caller")."""
    called: tuple[tuple[str, bool], ...] = ()
    """(callee, called or not) as stated: calls, output and log lines ("`print` is not called")."""
    unnamed_raise: bool = False
    """An exception said to be raised without naming its type ("An exception is raised", 例外が送出される)."""

    @property
    def raises_any(self) -> bool:
        return bool(self.raised)

    @property
    def normal_end(self) -> bool:
        """The sentence states a normal end and no exception."""
        return not self.raised and (self.success or bool(self.returns) or self.no_exception)


def _blank(pattern: re.Pattern[str], text: str) -> str:
    return pattern.sub(lambda m: " " * len(m.group(0)), text)


def clauses(text: str) -> list[str]:
    """The clauses of a sentence (quotes and code spans kept whole)."""
    hidden = _blank(_QUOTED, _blank(_CODE, text))
    out, start = [], 0
    for m in _CLAUSE.finditer(hidden):
        out.append(text[start : m.start()])
        start = m.end()
    out.append(text[start:])
    return [c for c in out if c.strip()]


def _quoted_text(m: re.Match[str], text: str) -> str:
    """A quoted message as written: found where code spans are blanked (a `"` inside backticks opens no quote), read
    from the original, so a message naming code keeps it ("The `text` and `separator` arguments should be …",
    decamelize's TypeError; blanked, every such message contradicted the code's)."""
    n = next(i for i, g in enumerate(m.groups(), 1) if g is not None)
    return text[m.start(n) : m.end(n)]


def claims(text: str) -> Claims:
    """Read what `text` states will be observed (see the module docstring)."""
    raised: set[str] = set()
    not_raised: set[str] = set()
    contained = propagates = False
    unnamed_raise = False
    for clause in clauses(text):
        # Words inside quotes and code spans are values, not the sentence's own negation ("x is not fifty").
        bare = _blank(_QUOTED, _blank(_CODE, clause))
        negative = bool(_NEGATION.search(bare))
        c_contained = bool(_CONTAINED.search(bare))
        c_propagates = bool(_PROPAGATES.search(bare)) and not negative
        contained |= c_contained
        propagates |= c_propagates
        types = (
            EXCEPTION.findall(clause)
            + [a or b for a, b in _STATED_TYPE.findall(clause)]
            + _SQLSTATE.findall(clause)
        )
        if not types and _EXCEPTION_WORD.search(bare) and _RAISE_VERB.search(bare):
            unnamed_raise |= not (negative or c_contained or c_propagates)
        if not types or not (_RAISE_VERB.search(bare) or c_contained or c_propagates):
            continue
        (not_raised if negative or c_contained else raised).update(types)
    messages = tuple(_quoted_text(m, text) for m in _QUOTED.finditer(_blank(_CODE, text)))
    returns = []
    for m in _RETURNS.finditer(text):
        before = text[max(0, m.start() - 12) : m.start()].lower()
        if "(test double)" in text[m.end() : m.end() + 16] or re.search(r"\b(?:not|never)\s+$", before):
            continue  # a double's canned answer is an input; "does not return X" is no claim of X
        if m.group(2) and _JA_NEGATED_TAIL.match(text[m.end() : m.end() + 4]):
            continue  # "`X` が返されない": the verb goes on negated
        returns.append(next(g for g in m.groups() if g).strip("`"))
    not_returns = tuple(next(g for g in m.groups() if g).strip("`") for m in _NOT_RETURNS.finditer(text))
    assigned: list[tuple[str, str]] = []
    not_assigned: list[tuple[str, str]] = []
    for m in _ASSIGN_EN.finditer(text):
        negative = bool(re.search(r"not|n't|never", m.group(2), re.IGNORECASE))
        (not_assigned if negative else assigned).append((m.group(1), m.group(3)))
    for m in _ASSIGN_JA.finditer(text):
        (not_assigned if "ない" in m.group(3) else assigned).append((m.group(1), m.group(2)))
    if (nothing := _RETURNS_NOTHING.search(text)) is not None:
        # "does not return without a value" (tiny-invariant's flipped `return;`) says the opposite
        denied = re.search(
            r"\b(?:does not|doesn't|never|will not|won't)\s+$",
            text[max(0, nothing.start() - 12) : nothing.start()],
        )
        if denied:
            not_returns = (*not_returns, "None")
        else:
            returns.append("None")
    tables = {(m.group(1) or m.group(2)) for m in _WRITE_TABLE.finditer(text)}
    rows: list[tuple[str, bool]] = []
    called: list[tuple[str, bool]] = []
    for clause in clauses(text):
        bare = _blank(_QUOTED, _blank(_CODE, clause))
        negative = bool(_NEGATION.search(bare))
        for m in _GAINS.finditer(clause):
            rows.append((m.group(1), not negative))
        # A parenthetical remark ("(no output)") glosses the call; only the verb outside it says whether it happens.
        call_negative = bool(_NEGATION.search(_PAREN.sub(" ", bare)))
        for m in _CALLED.finditer(clause):
            called.append((m.group(1), not call_negative))
    truth = None
    if t := _TRUTH.search(text):
        if t.group(1):
            truth = (t.group(1).lower() == "true", float(t.group(2)))
        else:
            truth = (t.group(4) in ("真", "成り立つ"), float(t.group(3)))
    success = bool(_SUCCESS.search(_blank(_QUOTED, _blank(_CODE, text))))
    return Claims(
        raised=frozenset(raised), not_raised=frozenset(not_raised - raised),
        no_exception=bool(_NO_EXCEPTION.search(_blank(_QUOTED, text))), contained=contained, propagates=propagates,
        messages=messages, returns=tuple(returns), success=success, tables=frozenset(tables), truth=truth,
        not_returns=not_returns, assigned=tuple(assigned), not_assigned=tuple(not_assigned), rows=tuple(rows),
        write_fails=bool(_WRITE_FAILS.search(text)), called=tuple(called), unnamed_raise=unnamed_raise,
    )  # fmt: skip
