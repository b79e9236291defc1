"""`questions.yaml`: the questions of a paused run, and the answers a person writes into it.

Written next to the spec when a run ends HUMAN_CLARIFICATION_REQUIRED; read back by
`utspec answer`. Every problem with the file is a `UtspecError` naming the file and line.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import yaml

from utspec.answers.effects import choices_for
from utspec.errors import UtspecError
from utspec.messages import said
from utspec.models import OpenQuestion

FILE_NAME = "questions.yaml"

_HEAD = {
    "en": [
        "# utspec: questions the inputs do not answer (run {run}).",
        "# Write each answer after `answer:` (leave it empty to skip a question), then run:",
        "#   utspec answer {folder}",
        "# Optional per question: `by:` (who answers) and `at:` (when). Each answer becomes evidence ANS-n.",
    ],
    "ja": [
        "# utspec: 入力からは決められない確認事項（実行 {run}）。",
        "# 各質問の `answer:` の後に回答を書き（空欄の質問は未回答のまま）、次を実行してください:",
        "#   utspec answer {folder}",
        "# 任意: `by:`（回答者）と `at:`（日時）。各回答は根拠 ANS-n になります。",
    ],
}
_KEYS = ("id", "question", "places", "choices", "answer", "by", "at")


@dataclass(frozen=True)
class GivenAnswer:
    question: str
    text: str
    line: int
    by: str | None = None
    at: str | None = None

    def as_resume(self) -> dict[str, str]:
        """Plain data for `Command(resume=...)` (the checkpoint stores it)."""
        out = {"question": self.question, "text": self.text}
        if self.by:
            out["by"] = self.by
        if self.at:
            out["at"] = self.at
        return out


def _q(value: str) -> str:
    # A JSON string is a valid YAML double-quoted scalar: no ambiguity with `:` or `#` in a question.
    return json.dumps(value, ensure_ascii=False)


def render_questions(
    questions: Sequence[OpenQuestion], *, run_id: str, folder: str, language: str = "en",
    answers: dict[str, str] | None = None,
) -> str:  # fmt: skip
    """The questions file text; `answers` pre-fills answers already given (by question id)."""
    lines = [h.format(run=run_id, folder=folder) for h in _HEAD.get(language, _HEAD["en"])]
    lines += [f"run: {_q(run_id)}", "questions:"]
    for q in questions:
        lines += [f"  - id: {_q(q.id)}", f"    question: {_q(q.question)}"]
        if q.refs:
            lines += ["    places:"] + [f"      - {_q(r)}" for r in q.refs]
        if choices := [*q.choices, *choices_for(q.id)]:
            lines += ["    choices:"] + [f"      - {_q(c)}" for c in choices]
        given = (answers or {}).get(q.id)
        lines.append(f"    answer: {_q(given)}" if given else "    answer:")
    return "\n".join(lines) + "\n"


def _scalar(node: yaml.Node, shown: str, what: str) -> str | None:
    if isinstance(node, yaml.ScalarNode):
        if node.tag.endswith(":null") or (node.value == "" and node.style is None):
            return None
        return str(node.value).strip() or None
    raise UtspecError(shown, said("error.answers.not_scalar", what=what), line=node.start_mark.line + 1)


def read_answers(path: Path, asked: Sequence[str]) -> list[GivenAnswer]:
    """The answers written in `path`, in file order; questions left empty are skipped.

    Raises:
        UtspecError: unreadable or malformed YAML, an unknown key, a question id the run did not
            ask, or the same question twice (named by file and line).
    """
    shown = str(path)
    try:
        text = path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise UtspecError(shown, said("error.answers.not_found")) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise UtspecError(shown, said("error.answers.cannot_read", why=exc)) from None
    try:
        root = yaml.compose(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise UtspecError(
            shown,
            said("error.invalid_yaml", problem=getattr(exc, "problem", None) or exc),
            line=mark.line + 1 if mark else None,
        ) from None
    if root is None:
        raise UtspecError(shown, said("error.answers.empty"), line=1)
    if not isinstance(root, yaml.MappingNode):
        raise UtspecError(shown, said("error.answers.not_mapping"), line=root.start_mark.line + 1)
    items = None
    for key, value in root.value:
        if key.value == "questions":
            items = value
        elif key.value != "run":
            raise UtspecError(
                shown,
                said("error.answers.unknown_top_key", key=repr(key.value)),
                line=key.start_mark.line + 1,
            )
    if not isinstance(items, yaml.SequenceNode):
        line = items.start_mark.line + 1 if items is not None else 1
        raise UtspecError(shown, said("error.answers.not_list"), line=line)
    known = set(asked)
    out: list[GivenAnswer] = []
    seen: set[str] = set()
    for entry in items.value:
        line = entry.start_mark.line + 1
        if not isinstance(entry, yaml.MappingNode):
            raise UtspecError(shown, said("error.answers.not_entry"), line=line)
        fields: dict[str, tuple[str | None, int]] = {}
        for key, value in entry.value:
            if key.value not in _KEYS:
                raise UtspecError(
                    shown,
                    said("error.answers.unknown_key", key=repr(key.value), keys=", ".join(_KEYS)),
                    line=key.start_mark.line + 1,
                )
            if key.value in ("places", "choices"):
                continue  # utspec's own text, for the reader
            fields[key.value] = (_scalar(value, shown, key.value), key.start_mark.line + 1)
        qid = fields.get("id", (None, line))[0]
        if qid is None:
            raise UtspecError(shown, said("error.answers.no_id"), line=line)
        if qid not in known:
            raise UtspecError(shown, said("error.answers.unknown_id", id=repr(qid)), line=fields["id"][1])
        if qid in seen:
            raise UtspecError(shown, said("error.answers.twice", id=repr(qid)), line=fields["id"][1])
        seen.add(qid)
        answer, answer_line = fields.get("answer", (None, line))
        if answer is None:
            continue
        out.append(
            GivenAnswer(
                qid, answer, answer_line, by=fields.get("by", (None, 0))[0], at=fields.get("at", (None, 0))[0]
            )
        )
    return out


def written_answers(path: Path) -> dict[str, str]:
    """Answers already written in an existing questions file, by question id ({} when none or unreadable).

    A run that pauses again rewrites the file; what a person wrote there is carried over, not lost.
    """
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8-sig"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return {}
    entries = data.get("questions") if isinstance(data, dict) else None
    out: dict[str, str] = {}
    for e in entries if isinstance(entries, list) else []:
        if isinstance(e, dict) and isinstance(e.get("id"), str) and e.get("answer") not in (None, ""):
            out[e["id"]] = str(e["answer"])
    return out
