"""Japanese text to content words through SudachiPy (sudachidict-core, shipped as a package: nothing downloads)."""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Any

#: Parts of speech that carry a subject (nouns, verbs, adjectives); particles and auxiliaries do not.
_CONTENT_POS = frozenset({"名詞", "動詞", "形容詞", "形状詞"})

#: Words in every Japanese design or test item: they say how a statement is phrased, not what it is about.
STOP = frozenset(
    """こと 事 場合 為る 成る 有る 居る 出来る 時 等 物 もの 方 よう 様 際 上 中 後 前 以下 以上 対象 処理 確認
    正常 異常 エラー 値 指定 行う 扱う 本書 定める 仕様 いる する なる できる ない れる られる 全て すべて 各
    際 旨 際し 下さい ください 為 ため""".split()
)


@cache
def _tokenizer() -> Any:
    from sudachipy import dictionary

    return dictionary.Dictionary(dict="core").tokenizer()


@lru_cache(maxsize=65536)
def content_words(text: str) -> tuple[tuple[str, str], ...]:
    """The (surface, normalised form) of each content word of a Japanese text, numbers left out.

    >>> [n for _, n in content_words("引当解除の失敗時に例外を再送出すること")]
    ['引き当て', '解除', '失敗', '例外', '送出']
    """
    from sudachipy import tokenizer

    out: list[tuple[str, str]] = []
    for m in _tokenizer().tokenize(text, tokenizer.Tokenizer.SplitMode.C):
        pos = m.part_of_speech()
        if pos[0] not in _CONTENT_POS or pos[1] == "数詞":
            continue
        surface, norm = m.surface(), m.normalized_form()
        if surface in STOP or norm in STOP or m.dictionary_form() in STOP:
            continue
        if surface.isascii():
            continue  # ASCII inside Japanese text is read by the English side
        out.append((surface, norm))
    return tuple(out)


@lru_cache(maxsize=16384)
def morphemes(text: str) -> tuple[tuple[str, str, str, str, str], ...]:
    """Each word of a Japanese text as (surface, part of speech, its subclass, conjugation form, dictionary form).

    For rules that read how a sentence is phrased (a request, a reason), not only what it is about.

    >>> [(s, p, f) for s, p, _, f, _ in morphemes("参照してください")]
    [('参照', '名詞', '*'), ('し', '動詞', '連用形-一般'), ('て', '助詞', '*'), ('ください', '動詞', '命令形')]
    """
    from sudachipy import tokenizer

    return tuple(
        (m.surface(), (pos := m.part_of_speech())[0], pos[1], pos[5], m.dictionary_form())
        for m in _tokenizer().tokenize(text, tokenizer.Tokenizer.SplitMode.C)
    )
