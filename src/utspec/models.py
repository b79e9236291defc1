"""Plain data shared by every stage: checklist, requirements, key items, specs, findings, reviews.

This module imports nothing of utspec, so every other room may import it.
"""

from __future__ import annotations

from enum import StrEnum
from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field


class Kind(StrEnum):
    """What a checklist item stands for. Closed: a new kind is a deliberate change."""

    BRANCH = "branch"
    LOOP = "loop"
    EARLY_RETURN = "early_return"
    RAISE = "raise"
    HANDLER = "handler"
    BOUNDARY = "boundary"
    SQL_CONDITION = "sql_condition"
    #: A CASE WHEN outside WHERE/HAVING/ON: it maps a value, it does not filter rows.
    SQL_CASE = "sql_case"
    SQL_WRITE = "sql_write"
    CONFIG = "config"
    CALL = "call"
    #: A public function with no other item (a getter, a wrapper): one call of it (`analyzers/entries.py`).
    FUNCTION = "function"


#: Kinds a spec must cover unless a rule file says otherwise. Loops, configuration values and
#: external calls are advisory: they rarely need a case of their own, but a reviewer wants them listed.
MUST_COVER_KINDS: frozenset[Kind] = frozenset(
    {
        Kind.BRANCH,
        Kind.EARLY_RETURN,
        Kind.RAISE,
        Kind.HANDLER,
        Kind.BOUNDARY,
        Kind.SQL_CONDITION,
        Kind.SQL_CASE,
        Kind.SQL_WRITE,
        Kind.FUNCTION,
    }
)


class Category(StrEnum):
    NORMAL = "normal"
    ERROR = "error"
    BOUNDARY = "boundary"


class Severity(StrEnum):
    BLOCKING = "blocking"
    ADVISORY = "advisory"


class FindingSource(StrEnum):
    DETERMINISTIC = "deterministic"
    LLM = "llm"


class Status(StrEnum):
    """The only three outcomes of a review (the seed's guardrail: nothing else routes)."""

    APPROVED = "APPROVED"
    NEEDS_REVISION = "NEEDS_REVISION"
    HUMAN_CLARIFICATION_REQUIRED = "HUMAN_CLARIFICATION_REQUIRED"


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


class NamedConstant(_Frozen):
    """A named constant a condition uses, with its value (`PREMIUM_RANKS = (3, 5)`)."""

    name: str = Field(description="As defined: `PREMIUM_RANKS`, `Limits.MAX`, `Rank.GOLD`.")
    value: int | float | str | list[int | float | str]
    defined_at: str = Field(description="`path:line` of the definition.")


ItemEffectKind = Literal[
    "raise", "reraise", "swallow", "return", "continue", "break", "output", "log", "call", "skip", "write",
    "assign", "value", "yield", "unknown",
]  # fmt: skip


class ItemEffect(_Frozen):
    """One observable thing the code an item guards does, as data (read by `utspec.analyzers.effects`).

    `swallow`: a handler that does not re-raise; `reraise`: one that does; `skip`: a statement a
    taken path does not reach (a handler's try block after the failing call); `write`: an SQL write.
    """

    kind: ItemEffectKind
    name: str | None = Field(
        default=None, description="Exception type (raise), callee (call/output/log/skip), assigned name."
    )
    message: str | None = Field(
        default=None, description="The first string literal of a raise or output, unquoted."
    )
    value: str | None = Field(default=None, description="The returned, assigned or evaluated expression.")
    table: str | None = Field(default=None, description="The table an SQL write changes.")
    args: str | None = None


class ChecklistItem(_Frozen):
    """One thing in the changed code that a test specification should cover."""

    id: str = Field(description="Stable reference `path:line:kind`, e.g. `src/order.py:42:branch`.")
    kind: Kind
    file: str = Field(
        description="Path relative to the config's folder (or the folder given), `/`-separated."
    )
    line: int = Field(ge=1, description="1-based first line.")
    end_line: int = Field(ge=1)
    language: str
    symbol: str | None = Field(
        default=None, description="Enclosing function or method, qualified (`Cls.meth`)."
    )
    text: str = Field(description="The condition's (or statement's) source text, one line.")
    # boundary
    operator: str | None = None
    value: float | int | None = None
    test_values: list[float | int] | None = None
    # sql_condition / sql_case / sql_write
    statement_index: int | None = Field(default=None, description="0-based statement index within the file.")
    column: str | None = None
    op: str | None = None
    values: list[str | int | float | None] | None = None
    table: str | None = None
    call_site: str | None = Field(
        default=None,
        description="SQL in code: `path:line` of the call the SQL reaches (the item's line is its literal's).",
    )
    # boundary against a named constant (`x >= FREE_SHIPPING_THRESHOLD`): `value` is the constant's value
    constant: str | None = Field(
        default=None, description="The constant compared with, as defined (`Limits.MAX`)."
    )
    defined_at: str | None = Field(default=None, description="Where that constant is defined, `path:line`.")
    # branch / loop: every named constant its condition uses (strings and collections included)
    constants: list[NamedConstant] | None = None
    # Not part of the public checklist record (jsonl): hints for the designer and critic.
    must_cover: bool = True
    loop_counter: str | None = Field(
        default=None,
        description="A counting loop's counter (`i`): on a boundary of its condition (no input; advisory) and on "
        "the `loop` item of a loop that always runs (`for (int i = 0; i < N; i++)`).",
    )
    effect: str | None = Field(
        default=None,
        description='What the guarded code does, as the code says it (e.g. `raise ValueError("email is required")`).',
    )
    effects: list[ItemEffect] | None = Field(
        default=None,
        description="`effect` as structured data (filled by the analyzers; None: not computed, read `effect`).",
    )

    #: The field names `utspec checklist --format jsonl` prints, in order.
    PUBLIC_FIELDS: ClassVar[tuple[str, ...]] = (
        "id", "kind", "file", "line", "end_line", "language", "symbol", "text",
        "operator", "value", "test_values", "statement_index", "column", "op", "values", "table", "call_site",
        "constant", "defined_at", "constants",
    )  # fmt: skip


RequirementKind = Literal["heading", "bullet", "sentence", "table_row"]


class Requirement(_Frozen):
    """A statement from a design document, citable as `DR-n`."""

    id: str = Field(description="`DR-1`, `DR-2`, … in file order, then line order.")
    file: str
    line: int = Field(ge=1)
    kind: RequirementKind
    text: str
    section: str | None = Field(default=None, description="The nearest heading above the statement.")
    where: str | None = Field(
        default=None,
        description="Location inside a Word or Excel file (`¶12`, `Sheet1!B4`); None when `line` locates it.",
    )

    @property
    def locator(self) -> str:
        """`file:line`, or `file:¶12` / `file:Sheet1!B4` for statements of Word and Excel files."""
        return f"{self.file}:{self.where or self.line}"


class KeyItem(_Frozen):
    """A key test item the developer wrote, citable as `KT-n`."""

    id: str
    file: str
    line: int = Field(ge=1)
    text: str
    where: str | None = Field(
        default=None, description="Paragraph or cell of an item in a Word or Excel file (`¶3`, `Sheet1!A4`)."
    )


class TestCase(BaseModel):
    """One row of the specification table."""

    model_config = ConfigDict(extra="forbid", defer_build=True)
    __test__ = False  # not a pytest class

    id: str = Field(pattern=r"^TC-\d{3,}$")
    perspective: str
    category: Category
    preconditions: str
    input: str
    expected: str
    evidence: list[str] = Field(
        default_factory=list, description="Evidence references (see utspec.evidence)."
    )


class QuestionKind(StrEnum):
    """What an open question asks about. Closed: a new kind of question is a deliberate change."""

    #: A literal decision (`status IN (3, 5)`, `code in (235, 503)`, `n > _MAXCHALLENGE`) no input explains.
    LITERAL = "literal"
    #: A key item that matches nothing in the design or the code.
    KEY_ITEM_UNANCHORED = "key_item_unanchored"
    #: A key item the code disagrees with (it expects a raise where the code returns, …).
    KEY_ITEM_CONTRADICTED = "key_item_contradicted"
    #: The design says one thing, the code does another (a number, a limit's direction, an exception).
    DESIGN_CODE_CONFLICT = "design_code_conflict"
    #: What a test should observe where the code shows no effect.
    EFFECT = "effect"
    #: What the main path returns or writes.
    NORMAL_PATH = "normal_path"
    #: Asked by a model (designer or critic).
    MODEL = "model"
    OTHER = "other"


class OpenQuestion(_Frozen):
    """Something the designer or critic could not decide from the inputs.

    `question` is the sentence a person reads; the structured fields say what it is built from, so
    questions are compared, deduplicated and rendered without parsing the sentence. All of them are
    optional: a spec.json written before they existed still loads.
    """

    id: str = Field(description="Stable id derived from what it asks about, e.g. `Q-sql-status-3-5`.")
    question: str
    refs: list[str] = Field(default_factory=list)
    kind: QuestionKind | None = Field(
        default=None, description="What the question asks about (None: not recorded)."
    )
    subject: str | None = Field(
        default=None, description="The column, variable, constant or key item asked about (`status`, `KT-2`)."
    )
    values: list[str] = Field(
        default_factory=list, description="The literal values asked about, as the code writes them."
    )
    places: list[str] = Field(
        default_factory=list, description="Every place (`path:line`) the question is about."
    )
    choices: list[str] = Field(
        default_factory=list,
        description="Answers a person is likely to give, when names in the code imply them.",
    )


AnswerEffect = Literal["explains", "in_scope", "out_of_scope", "correction", "design_right", "code_right"]


class Answer(_Frozen):
    """A person's answer to an open question, citable as `ANS-n` like a design statement."""

    id: str = Field(
        pattern=r"^ANS-\d+$", description="`ANS-1`, `ANS-2`, … in the order the answers were given."
    )
    question: str = Field(
        description="The id of the question it answers (e.g. `Q-literal:src/x.sql:4:sql_condition`)."
    )
    asked: str = Field(default="", description="The question's text when it was answered.")
    text: str = Field(description="What the person wrote.")
    refs: list[str] = Field(default_factory=list, description="The places the question was about (its refs).")
    effect: AnswerEffect = Field(
        default="explains",
        description=(
            "`explains`: gives a literal's meaning; `in_scope` / `out_of_scope` / `correction`: settles a key item; "
            "`design_right` / `code_right`: says which side of a design-code conflict holds."
        ),
    )
    by: str | None = Field(default=None, description="Who answered, when given.")
    at: str | None = Field(default=None, description="When, when given (ISO 8601).")


class TestSpec(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True)
    __test__ = False

    title: str = "Unit test specification"
    designer: str = Field(description="Which designer produced it, e.g. `rule-based` or `llm:<model>`.")
    cases: list[TestCase] = Field(default_factory=list)
    open_questions: list[OpenQuestion] = Field(default_factory=list)
    assumptions: list[str] = Field(default_factory=list)
    input_notes: list[Notice] = Field(
        default_factory=list,
        description="Inputs the spec does not fully rest on: skipped, guessed, truncated or broken (file, line, kind).",
    )


#: Why a finding was made advisory after the fact: an LLM blocking finding citing nothing that
#: resolves, or one that contradicts the review history (see utspec.critic.history).
DowngradeReason = Literal["no_evidence", "flip_flop"]


class Finding(_Frozen):
    id: str = Field(description="Stable across rounds: `<rule>:<target>`.")
    rule: str
    severity: Severity
    message: str
    refs: list[str] = Field(default_factory=list)
    source: FindingSource = FindingSource.DETERMINISTIC
    downgraded: DowngradeReason | None = Field(
        default=None, description="Set when a blocking finding was made advisory, and why."
    )


HistoryState = Literal["new", "open", "resolved", "reopened", "flip_flop", "unchecked"]


class HistoryEntry(_Frozen):
    """Where one finding stands in this round compared with every earlier round."""

    finding_id: str
    rule: str
    source: FindingSource
    state: HistoryState = Field(
        description=(
            "`new`: first raised now; `open`: raised before and still; `resolved`: raised before, not now; "
            "`reopened`: a deterministic finding back after it was resolved (the draft regressed; it still blocks); "
            "`flip_flop`: an LLM finding back after it was resolved, or contradicting an earlier demand (it does not block); "
            "`unchecked`: an earlier LLM finding in a round the LLM critic did not judge."
        )
    )
    first_round: int = Field(ge=1, description="The round it was first raised in.")
    note: str = ""
    note_key: str | None = Field(
        default=None, description="Catalog key of `note`, so the trace says it in the run's language."
    )
    note_args: dict[str, str] = Field(
        default_factory=dict, description="The values the catalog sentence takes."
    )


class ReviewResult(_Frozen):
    status: Status
    rationale: str
    findings: list[Finding] = Field(default_factory=list)
    questions: list[OpenQuestion] = Field(default_factory=list)
    critic: str = Field(
        default="deterministic", description="Who reviewed: `deterministic` or `deterministic+llm:<model>`."
    )
    history: list[HistoryEntry] = Field(
        default_factory=list,
        description="This and earlier rounds' findings, each with its state (utspec.critic.history).",
    )

    @property
    def blocking(self) -> list[Finding]:
        return [f for f in self.findings if f.severity is Severity.BLOCKING]

    @property
    def advisory(self) -> list[Finding]:
        return [f for f in self.findings if f.severity is Severity.ADVISORY]


class RoundRecord(_Frozen):
    """One review round, as the trace reports it."""

    round: int = Field(ge=1)
    revision_count: int = Field(ge=0, description="Revisions made before this review.")
    cases: int
    review: ReviewResult


class SourceText(_Frozen):
    """A decoded source file, as the analyzers receive it."""

    path: str = Field(description="Relative, `/`-separated: the prefix of every checklist id from this file.")
    text: str


class NoteKind(StrEnum):
    """What a notice says about the spec's footing; every notice is listed in the spec's Input notes."""

    SKIPPED = "skipped"
    """A file (or a whole input) was not read: binary, ignored, generated, too large, unknown type."""
    GUESSED = "guessed"
    """Read, but on a guess a person should confirm (the text encoding)."""
    TRUNCATED = "truncated"
    """Read only in part (an analysis limit was hit)."""
    BROKEN = "broken"
    """Read with errors: items inside the broken region are not trusted."""
    UNANALYSED = "unanalysed"
    """A part of a file (an SQL statement, a config value) could not be analysed."""
    NOTE = "note"
    """Anything else worth a reviewer's eye."""


class NoticeReason(StrEnum):
    """Why a notice was given, for lists that group notices (the spec's coverage and input notes)."""

    #: An SQL statement no dialect parses (or nested too deeply): its items are missing from the checklist.
    SQL_UNPARSED = "sql_unparsed"
    #: SQL statements that parsed only under another dialect than the configured one.
    SQL_DIALECT = "sql_dialect"


class Notice(_Frozen):
    """A non-fatal remark about the inputs (a skipped binary file, a parse warning)."""

    file: str
    line: int | None = None
    end_line: int | None = Field(
        default=None, description="Last line of a broken region (syntax error), when known."
    )
    message: str
    kind: NoteKind = Field(default=NoteKind.NOTE, description="Groups the notice in the spec's Input notes.")
    reason: NoticeReason | None = Field(
        default=None, description="Why, when a consumer groups notices by cause."
    )
    key: str | None = Field(
        default=None,
        description="Catalog key of the sentence (`notice.<key>`), so it is shown in the run's language.",
    )
    args: dict[str, str] = Field(default_factory=dict, description="The values the catalog sentence takes.")

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        return f"{where}: {self.message}"


TestSpec.model_rebuild()
