"""What every case builder may consult: the message catalog, the checklist and the source lines."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property

from utspec.analyzers.domain import Declarations
from utspec.anchoring.string_returns import string_functions
from utspec.anchoring.void_functions import void_functions
from utspec.anchoring.worked_example import defined_functions
from utspec.designer.offline.example_values import example_values
from utspec.designer.offline.values import Where
from utspec.messages import Catalog
from utspec.models import ChecklistItem, OpenQuestion, SourceText, TestCase


@dataclass
class Ctx:
    """The run's catalog, checklist and sources; questions raised while drafting collect here."""

    msg: Catalog
    items: Sequence[ChecklistItem] = ()
    sources: dict[str, list[str]] = field(default_factory=dict)
    questions: list[OpenQuestion] = field(default_factory=list)
    _decls: dict[str, Declarations] = field(default_factory=dict)
    english_text: dict[str, tuple[str, str]] = field(default_factory=dict)
    """Case id -> (perspective, expected) in English, so statements link the same in every language."""
    texts: Sequence[str] = ()
    """The design statements and key items: their worked examples' arguments are values to try (`examples`)."""

    def english(self, case: TestCase) -> tuple[str, str]:
        """The perspective and expected result design statements and key items are matched against."""
        return self.english_text.get(case.id, (case.perspective, case.expected))

    @classmethod
    def build(
        cls,
        language: str,
        items: Sequence[ChecklistItem],
        sources: Sequence[SourceText],
        texts: Sequence[str] = (),
    ) -> Ctx:
        return cls(Catalog(language), items, {s.path: s.text.split("\n") for s in sources}, texts=texts)

    @cached_property
    def examples(self) -> dict[str, tuple[str, ...]]:
        """Parameter name -> the literals the worked examples pass for it (`example_values`)."""
        return example_values(self.texts, self.items, self.sources)

    # Worked examples are read once per design statement and key item: the scans of every source line behind them
    # are done once per run (the sources do not change while drafting).
    @cached_property
    def defined(self) -> frozenset[str]:
        """The functions the sources define (`defined_functions`)."""
        return defined_functions(self.sources)

    @cached_property
    def normal_arguments(self) -> dict[tuple[str, str], dict[str, str]]:
        """(file, function) -> the normal path's argument values, filled as `normal_arguments` reads them (the
        normal path is worked out once per function, not once per case)."""
        return {}

    @cached_property
    def string_results(self) -> frozenset[str]:
        """The defined functions declared to return a string (`string_functions`)."""
        return string_functions(self.sources)

    @cached_property
    def void_results(self) -> frozenset[str]:
        """The defined functions declared to return nothing (`void_functions`)."""
        return void_functions(self.sources)

    def lines(self, file: str) -> list[str]:
        return self.sources.get(file, [])

    def at(self, item: ChecklistItem) -> Where:
        if item.file not in self._decls:
            self._decls[item.file] = Declarations(self.lines(item.file))
        return Where(
            self.lines(item.file), item.line, item.language, self._decls[item.file], self._others(item.file)
        )

    def _others(self, file: str) -> tuple[Sequence[str], ...]:
        """The other source files with the same extension (the same language), in the run's order."""
        suffix = file.rsplit(".", 1)[-1]
        return tuple(
            lines
            for path, lines in self.sources.items()
            if path != file and path.rsplit(".", 1)[-1] == suffix
        )

    def where(self, item: ChecklistItem) -> str:
        """The function and file an item sits in."""
        return self.msg("where", symbol=item.symbol, file=item.file) if item.symbol else item.file

    def ask(self, q: OpenQuestion) -> str:
        """Record a question (once) and return its id."""
        if all(x.id != q.id for x in self.questions):
            self.questions.append(q)
        return q.id
