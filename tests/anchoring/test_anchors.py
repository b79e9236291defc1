"""The anchoring module: what anchors a text has, and when a link is made or refused."""

from __future__ import annotations

from utspec.anchoring import Anchor, Index, Unit, anchors, link, stem
from utspec.inputs.statement_kind import is_requirement


def _keys(text: str, kind: str) -> set[str]:
    return {a.key for a in anchors(text) if a.kind == kind}


def test_identifiers_split_from_camel_and_snake_case() -> None:
    assert {"max", "length"} <= _keys("`max_length` is 9", "word")
    assert "max_length" in _keys("`max_length` is 9", "ident")
    assert {"retry", "method"} <= _keys("retry.methods", "word")
    assert "retry.methods" in _keys("retry.methods", "ident")
    assert {"duplica", "email"} <= _keys("DuplicateEmailError", "word")


def test_literal_values_in_any_number_format_meet() -> None:
    assert _keys("5,000円以上", "number") == {"5000"}
    assert _keys("小計５０００円", "number") == {"5000"}
    assert _keys("30kgを超える", "number") == {"30"}
    assert _keys("weight 30.50 kg", "number") == {"30.5"}
    assert "26" not in _keys("coupon SPRING26", "number")  # a digit inside an identifier is no value


def test_exception_types_and_messages() -> None:
    a = anchors('throw new IllegalArgumentException("受注番号は必須です");')
    assert Anchor("exception", "illegalargumentexception") in a
    assert Anchor("message", "受注番号は必須です") in a
    assert Anchor("message", "email is required") in anchors("raise ValueError('email is required')")


def test_japanese_is_tokenised_and_glossary_maps_to_english() -> None:
    words = _keys("引当解除の失敗時に例外を再送出すること", "word")
    assert "失敗" in words  # SudachiPy's content words
    assert {"excepti", "release", "allocat"} <= words  # glossary words count as their concept: 例外 -> exception
    assert "こと" not in words and "為る" not in words
    assert "@missing" in _keys("メールアドレス未入力", "word")
    assert "@missing" in _keys("`not email`", "word")
    assert "@missing" in _keys("An order with no items", "word")
    assert "@missing" not in _keys("An email that does not look like an address", "word")


def test_generic_words_are_never_anchors() -> None:
    assert anchors("An error occurs and the test succeeds.") == frozenset()
    assert stem("registered") == stem("registers")


def _index(*texts: str) -> Index:
    return Index([Unit.of(f"U{i}", t) for i, t in enumerate(texts, start=1)])


def test_a_link_is_made_on_a_specific_anchor() -> None:
    idx = _index("raise ValueError('too many items') when len(items) > 100", "raise DuplicateEmailError(email)")
    hit = link("An order with more than 100 items is rejected", idx)
    assert hit.found and hit.unit is not None and hit.unit.ref == "U1"
    assert Anchor("number", "100") in hit.shared


def test_a_tie_makes_no_link() -> None:
    idx = _index("mail sent to customer", "mail sent to supplier")
    hit = link("a mail is sent", idx)
    assert not hit.found and hit.reason in ("tie", "weak")


def test_a_weak_match_makes_no_link() -> None:
    idx = _index("`email_conn_string` opens the EmailClient", "print(ex)")
    hit = link("An error occurs when the email is missing", idx)
    assert not hit.found


def test_a_tie_inside_one_group_is_no_tie() -> None:
    units = [Unit.of("on", "len(items) > 100 at 101", group="b"), Unit.of("off", "len(items) > 100 at 100", group="b")]
    units += [Unit.of(f"other{i}", f"raise KeyError('key {i}')") for i in range(4)]
    hit = link("at most 100 items", Index(units))
    assert hit.found


def test_licence_install_and_history_are_not_requirements() -> None:
    assert not is_requirement("Released under a ([MIT](LICENSE)) license.")
    assert not is_requirement("pip install python-slugify")
    assert not is_requirement("New in version 3.2: the `separator` argument.")
    assert not is_requirement("版=1.0 | 日付=2026-10-01 | 内容=初版", "改訂履歴")
    assert not is_requirement("Please read the wiki first.", "Contribution")
    assert is_requirement("An order has at most 100 items.", "Registering an order")
    assert not is_requirement("Excerpt of ky's readme.md (the `retry` option) and of the source comments.")
    assert not is_requirement("Adapted from the Javadoc of StringUtils.")
    assert not is_requirement("以下は設計書の抜粋である。")
    assert is_requirement("The excerpt of a long text ends with an ellipsis.")  # about an excerpt, not one
    assert is_requirement("レポートは売上データの抜粋を出力する。")
    assert is_requirement("氏名は50文字以内とする。", "会員登録")


def test_a_common_number_never_makes_a_link_alone_however_rare() -> None:
    # bytes.js: "1 PB or more" met `i === 0` at 1 (the only unit saying 1) on the number 1 alone.
    units = [Unit.of("U1", "`i === 0` at 1 (off the condition)", group="i")]
    units += [Unit.of(f"U{n}", f"`options.opt{n}` is evaluated") for n in range(2, 16)]
    hit = link("A value of 1 PB or more is shown in PB", Index(units))
    assert not hit.found and hit.reason == "weak"


def test_scores_are_exact_sums_whatever_the_set_order() -> None:
    from utspec.anchoring import match

    # A plain sum gives 0.9999999999999999 here, and different totals for one set in different orders.
    assert match.exact_sum([0.1] * 10) == 1.0
    assert match.exact_sum([1e16, 1.0, -1e16]) == match.exact_sum([1.0, 1e16, -1e16]) == 1.0
