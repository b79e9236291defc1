"""Split Markdown into located statements: headings, bullets, table rows and sentences.

Design documents are the human half of the evidence, so every statement keeps its file:line and
the heading it sits under; a reviewer must be able to jump from `DR-7` to the sentence.

The document is parsed by markdown-it-py (CommonMark plus tables), not by hand: setext headings,
list items wrapped over several lines or nested, escaped `\\|` in table cells, HTML comments and
code blocks come out as a Markdown reader sees them. A statement keeps its inline source (code
spans, links) so it reads as the author wrote it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from markdown_it import MarkdownIt
from markdown_it.token import Token

from utspec.inputs.continued import continues, joined
from utspec.inputs.doctest_examples import doctest_statements
from utspec.inputs.lead_in import code_after, with_code

_COMMENT = re.compile(r"<!--.*?-->", re.S)
_TASK = re.compile(r"^\[[ xX]\]\s+")

#: Words that end with a full stop without ending the sentence ("e.g. `SPRING26`", "vs. the old one").
ABBREVIATIONS = frozenset(
    """e.g i.e etc vs cf al approx ca no nos fig figs eq eqs mr mrs ms dr prof st jr sr inc ltd co corp
    jan feb mar apr jun jul aug sep sept oct nov dec p pp vol ed min max resp""".split()
)

# A sentence ends at . ! ? followed by space, or after a Japanese full stop / ！ / ？ (not before another, "か！？", nor
# before the bracket that closes it, "…です。」").
_END = re.compile(r"(?<=[.!?])\s+|(?<=[。！？])(?![！？!?」』）)])\s*")
#: Brackets a full stop inside does not end the sentence: 「会話文は括弧で括れば末尾に。がなくても問題ありません」,
#: "文末の句点(。)の統一", "末尾に`。`がない場合".
_OPEN = {"「": "」", "『": "』", "（": "）", "(": ")", "【": "】"}


def _inside(text: str) -> bool:
    """Whether `text` leaves a bracket or a code span open at its end.

    >>> _inside("文末の句点("), _inside("末尾に`"), _inside("「会話文は括弧で括れば末尾に"), _inside("(a) b")
    (True, True, True, False)
    """
    if text.count("`") % 2:
        return True
    stack: list[str] = []
    for ch in text:
        if ch in _OPEN:
            stack.append(_OPEN[ch])
        elif stack and ch == stack[-1]:
            stack.pop()
    return bool(stack)


_LAST_WORD = re.compile(r"([A-Za-z](?:[A-Za-z.]*[A-Za-z])?)\.$")


@dataclass(frozen=True)
class Statement:
    line: int
    kind: str  # heading | bullet | sentence | table_row
    text: str
    section: str | None


@cache
def _parser() -> MarkdownIt:
    return MarkdownIt("commonmark").enable("table")


# A line break between two Japanese characters joins them without a space (a wrapped 日本語 line).
_JA_BREAK = re.compile(r"(?<=[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef])[ \t]*\n\s*")


#: A backslash escape of ASCII punctuation (CommonMark): the reader sees the character alone.
_ESCAPE = re.compile(r"\\([!-/:-@\[-`{-~])")
_CODE_SPAN = re.compile(r"(`+)(?:(?!\1).)+?\1", re.S)


def _unescape(text: str) -> str:
    r"""`Must not be null\.` as a reader sees it (`Must not be null.`); code spans keep their backslashes.

    >>> _unescape(r"Converts \(ToRoman\)\. See `a\.b`.")
    'Converts (ToRoman). See `a\\.b`.'
    """
    out, last = [], 0
    for m in _CODE_SPAN.finditer(text):
        out += [_ESCAPE.sub(r"\1", text[last : m.start()]), m.group(0)]
        last = m.end()
    return "".join([*out, _ESCAPE.sub(r"\1", text[last:])])


def _clean(text: str) -> str:
    return re.sub(r"\s+", " ", _JA_BREAK.sub("", _COMMENT.sub(" ", _unescape(text)))).strip()


def _navigation(inline: Token) -> bool:
    """A paragraph or bullet that is only markup a reader navigates by: raw HTML (`<a name='x'></a>`), or links
    with nothing said outside them (a generated API page's "**[FromRoman(this string)](…#FromRoman)**").
    Such lines state no behaviour; as statements they were asked about ("which test checks DR-14?")."""
    depth, said = 0, False
    for child in inline.children or []:
        if child.type == "link_open":
            depth += 1
        elif child.type == "link_close":
            depth -= 1
        elif child.type in ("text", "code_inline") and not depth and child.content.strip(" \t*_:;,.-|"):
            said = True
    return not said


def split_sentences(text: str) -> list[tuple[int, str]]:
    """Split a paragraph into sentences, each with the character offset where it starts.

    Abbreviations ("e.g.", "i.e.", "etc.") and decimals do not end a sentence; `。` always does.

    >>> [s for _, s in split_sentences("Use e.g. `x`. 送料は800円。重量は30kg。")]
    ['Use e.g. `x`.', '送料は800円。', '重量は30kg。']
    >>> [s for _, s in split_sentences("文末の句点(。)の統一をチェックする。「会話文は末尾に。がなくてよい」ですか！？")]
    ['文末の句点(。)の統一をチェックする。', '「会話文は末尾に。がなくてよい」ですか！？']
    """
    out: list[tuple[int, str]] = []
    start = 0
    for m in _END.finditer(text):
        head = text[start : m.start()]
        if not head.strip():
            continue
        if head.endswith(".") and (w := _LAST_WORD.search(head)) and w.group(1).lower() in ABBREVIATIONS:
            continue
        if m.end() < len(text) and head.endswith(".") and text[m.end()].islower():
            continue  # "see fig. a" / "v1. then": a lower-case start is the same sentence
        if head.endswith(("。", "！", "？")) and _inside(head):
            continue  # 「…。…」: the full stop of a quotation, a code span or a parenthesis
        out.append((start, head))
        start = m.end()
    if text[start:].strip():
        out.append((start, text[start:]))
    return [(off + len(s) - len(s.lstrip()), s.strip()) for off, s in out if s.strip()]


def _line_of(inline: Token, offset: int) -> int:
    """The 1-based line of a character offset inside an inline token's source."""
    first = (inline.map[0] if inline.map else 0) + 1
    return first + inline.content.count("\n", 0, offset)


def _cell(inline: Token) -> str:
    return _clean(inline.content)  # `\|` is an escape like any other


def statements(text: str) -> list[Statement]:
    """Every statement of a Markdown document in order; code blocks, HTML comments and table headers are skipped."""
    tokens = _parser().parse(text)
    out: list[Statement] = []
    section: str | None = None
    in_item = 0  # depth of list items: a paragraph inside one is a bullet
    header: list[str] = []
    row: list[str] = []
    row_line = 0
    in_head = False
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        t = tok.type
        if t == "heading_open":
            inline = tokens[i + 1]
            section = _clean(inline.content)
            if section:
                out.append(Statement(_line_of(inline, 0), "heading", section, section))
            i += 3
            continue
        if t == "list_item_open":
            in_item += 1
        elif t == "list_item_close":
            in_item -= 1
        elif t == "thead_open":
            in_head, header = True, []
        elif t == "thead_close":
            in_head = False
        elif t == "tr_open":
            row, row_line = [], (tok.map[0] + 1 if tok.map else 0)
        elif t in ("th_open", "td_open"):
            row.append(_cell(tokens[i + 1]))
        elif t == "tr_close":
            if in_head:
                header = row  # labels, not a statement: they name the cells of the rows below
            else:
                # "status=3 | meaning=shipped": a row stays self-explanatory once lifted out of its table.
                named = [f"{h}={c}" if h else c for h, c in zip(header + [""] * len(row), row) if c]
                if named:
                    out.append(Statement(row_line, "table_row", " | ".join(named), section))
        elif t in ("fence", "code_block") and tok.map:
            # `>>> f(x)` then its result: a worked example the author wrote as a session (doctest_examples.py)
            start = tok.map[0] + (2 if t == "fence" else 1)
            out += [Statement(n, "sentence", ex, section) for n, ex in doctest_statements(tok.content, start)]
        elif t == "inline" and i > 0 and tokens[i - 1].type == "paragraph_open" and not _navigation(tok):
            body = tok.content
            # A statement ending in a colon before a code block leads into it (lead_in.py).
            code = code_after(tokens, i)
            if in_item:
                cleaned = with_code(_clean(_TASK.sub("", body.lstrip())), code)
                if cleaned:
                    out.append(Statement(_line_of(tok, 0), "bullet", cleaned, section))
            else:
                flat = _COMMENT.sub(lambda m: " " * len(m.group(0)), body)
                said = split_sentences(flat)
                # "…必要があれば、" / code / "を呼んでください。": the sentence the code interrupted (continued.py),
                # said before the code (not an example read from it)
                after_code = i >= 2 and tokens[i - 2].type in ("fence", "code_block")
                if (
                    said
                    and after_code
                    and out
                    and out[-1].kind == "sentence"
                    and out[-1].line <= (tokens[i - 2].map or [0])[0]
                    and continues(said[0][1])
                ):
                    prev = out.pop()
                    first = joined(prev.text, tokens[i - 2].content, _clean(said[0][1]))
                    out.append(Statement(prev.line, "sentence", first, prev.section))
                    said = said[1:]
                for n, (offset, sentence) in enumerate(said):
                    cleaned = _clean(sentence)
                    if n == len(said) - 1:
                        cleaned = with_code(cleaned, code)
                    if cleaned:
                        out.append(Statement(_line_of(tok, offset), "sentence", cleaned, section))
        i += 1
    return out
