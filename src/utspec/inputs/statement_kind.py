"""Tell design statements that are requirements from those that are not (licence, installation, history).

A README or a design document also holds how to install the package, its licence, its release
history and "New in version 3.2" notes. None of them is behaviour a unit test can check, so none
should become a test case. The decision is by the section a statement sits under and by the
statement's own wording; everything else is a requirement (the critic decides which are must-level).
"""

from __future__ import annotations

import re

#: Section headings whose statements are not behaviour (matched case-insensitively, anywhere in the heading).
NON_REQUIREMENT_SECTIONS = re.compile(
    r"licen[cs]e|install|installation|setup|getting started|changelog|change log|release notes|history|"
    r"contribut|running the tests|development|acknowledg|credits|authors|support matrix|badges?|"
    # what the package needs to build or run, and what is not built yet (pgjwt's "Dependencies", "TODO")
    r"dependenc|prerequisite|\btodo\b|roadmap|future work|"
    # other packages and reading (no-doubled-joshi's "Related Libraries", "Reference" of papers; "See also")
    r"related (?:librar|projects?|tools?|work|links?|packages?)|see also|^\s*references?\s*$|^\s*(?:tests?|testing)\s*$|"
    r"参考(?:文献|資料|リンク|情報)|関連(?:ライブラリ|プロジェクト|リンク|ツール|パッケージ)|"
    r"ライセンス|インストール|導入手順|改訂履歴|変更履歴|更新履歴|版数|謝辞|依存関係|今後の(?:課題|予定)|ロードマップ",
    re.IGNORECASE,
)

#: Statement wording that marks licence, installation or history lines (case-insensitive).
NON_REQUIREMENT_TEXT = re.compile(
    r"^\s*(?:new in version|changed in version|deprecated since|added in|since)\s+v?\d|"
    r"\b(?:pip|pipx|npm|yarn|pnpm|gem|cargo|go|brew|apt(?:-get)?|conda|uv)\s+(?:install|add|get)\b|"
    r"\breleased under\b|\blicen[cs]ed under\b|^\s*copyright\b|\bspdx-license-identifier\b|"
    r"\b(?:MIT|BSD|Apache|GPL|LGPL|MPL)(?:[- ]\d(?:\.\d)?)?\s+licen[cs]e\b|"
    r"\b(?:can be|is|are|be) installed\b|\binstalls and uses\b|ライセンス|インストールする|著作権|"
    # where the document comes from: "Excerpt of ky's readme.md ...", "Adapted from the Javadoc"
    r"^\s*(?:an?\s+)?(?:excerpts?|extracts?)\s+(?:of|from)\b|^\s*(?:adapted|taken|copied|quoted)\s+from\b|"
    r"^\s*(?:以下は|本書は|この(?:文書|資料|章|節)は).{0,40}(?:の抜粋|から抜粋)|"
    # what the document is for: "本書は…の仕様を定める", "This document describes the …" (its scope, not behaviour)
    r"^\s*(?:(?:注|備考|note)\s*[:：]\s*)?(?:本書|本(?:設計書|仕様書?|資料|文書|章|節)|この(?:文書|資料|設計書|仕様書?|ドキュメント|章|節))"
    r"(?:は|では).{0,60}(?:(?:を|について)(?:定め|記述|説明|示|まとめ|規定)|に(?:基づ|準拠|従)う?)|"
    r"^\s*(?:note\s*:\s*)?(?:this|the present)\s+(?:document|section|chapter|page|specification)\s+"
    r"(?:describes|defines|specifies|covers|explains|documents|summari[sz]es|is about|is based on|follows)\b|"
    r"^\s*the purpose of this (?:document|section|chapter)\b|"
    # where the document says more: "Each field is documented individually below.", "詳細は以下に記載する。"
    r"^[^.。]{0,40}\b(?:is|are)\s+(?:documented|described|explained|listed)\s+(?:individually\s+|separately\s+|in\s+detail\s+)?"
    r"(?:below|above|later)\s*\.?\s*$|^\s*詳細は(?:以下|下記|後述|別紙)(?:に|で|の通り)|"
    # a bare cross-reference: "See also: ParseBytes.", "ParseBytes も参照。", "Bytes, IBytes も参照。" (go-humanize's doc
    # comments; each became "which input and which result show 'ParseBytes も参照。'?")
    r"^\s*see\s+also\s*[:：]?\s*[`\w.,() ]+[.。]?\s*$|^\s*[`\w.,、()\s]+\s*(?:も|を)?(?:ご)?参照(?:のこと|してください|されたい)?[.。]?\s*$|"
    # the author's opinion or hearsay, not behaviour: "多くの場合これは利用者の意図するところだと思います。",
    # "毎年少しずつ揺れ動くようです。" (japanese-holidays' README; each became a design question)
    r"(?:と思(?:います|う|われます)|ようです)[。.]?\s*$|"
    # notes on the package's own files: "lib/ 以下のファイルは自動生成された物です。", "これらを編集しないようにしてください。",
    # "ソースは coffeescript で書かれており、…" (japanese-holidays' README; each became a design question)
    r"(?:ファイル|lib/?|dist/?|build/?)[^。]{0,20}(?:は|が)自動生成された|"
    r"(?:これら|それら|ファイル|lib/?|dist/?)[^。]{0,10}を(?:直接)?編集しない(?:よう|で)|"
    r"^\s*(?:ソース(?:コード)?は\s*\w+\s*で書かれて|source(?: code)? is written in\b)|"
    r"\b(?:files?|code|sources?)\b[^.。]{0,30}\b(?:is|are) (?:auto-?generated|generated automatically)\b|^\s*do not edit\b|"
    # where the document's words come from: "出典: go-humanize 1.0.0 の doc コメント", "Source: the Javadoc of …"
    r"^\s*(?:出典|引用元|原典)\s*[:：]|"
    # where the rest of the documentation lives: "You can find the API documentation [here](…)."
    r"^\s*(?:you\s+(?:can|will)\s+find|for\s+(?:more\s+|further\s+)?(?:details|information)|see|refer\s+to)\b"
    r"[^.。]{0,60}\b(?:documentation|docs|reference|wiki|website)\b[^.。]{0,40}(?:\bhere\b|\]\(|https?://|\bat\b)",
    re.IGNORECASE,
)


#: A statement that ends in a colon: it introduces what follows ("The following validators are built in:",
#: "Number of arguments:", 「以下の場合はエラーとする：」).
_LEAD_IN = re.compile(r"[:：]\s*$")


def is_lead_in(text: str, next_kind: str | None) -> bool:
    """Whether a statement only introduces the list or table right after it.

    Its content is the bullets or rows that follow (each a statement of its own); on its own it states no
    behaviour a test could check, and asking "which input and result check 'Number of arguments:'?" was a
    question nobody could answer (spf13/cobra's user guide).

    >>> is_lead_in("The following validators are built in:", "bullet"), is_lead_in("Number of arguments:", "bullet")
    (True, True)
    >>> is_lead_in("次の場合はエラーとする：", "table_row"), is_lead_in("An order has at most 100 items:", "sentence")
    (True, False)
    >>> is_lead_in("Note: the limit is 100.", "bullet")
    False
    """
    return next_kind in {"bullet", "table_row"} and bool(_LEAD_IN.search(text))


def is_requirement(text: str, section: str | None = None) -> bool:
    """Whether a design statement states behaviour (True) or is licence, installation or history (False).

    >>> is_requirement("Released under a ([MIT](LICENSE)) license.")
    False
    >>> is_requirement("An order has at most 100 items.", "Registering an order")
    True
    >>> is_requirement("本書は受注に対する在庫引当処理の仕様を定める。"), is_requirement("This document describes the fee rules.")
    (False, False)
    >>> is_requirement("注: 本仕様は2026年度版の料金表に基づく。"), is_requirement("Note: this specification is based on RFC 5321.")
    (False, False)
    >>> is_requirement("Each field is documented individually below."), is_requirement("詳細は以下に記載する。")
    (False, False)
    >>> is_requirement("You can find the API documentation [here](https://example.com/api).")
    False
    >>> is_requirement("See the reply codes below: 421 closes the connection.")
    True
    >>> is_requirement("See also: ParseBytes."), is_requirement("Bytes, IBytes も参照。"), is_requirement("出典: go-humanize の doc コメント。")
    (False, False, False)
    >>> is_requirement("See also the rounding rule: values round half up."), is_requirement("上限は設定ファイルを参照して決める。")
    (True, True)
    >>> is_requirement("多くの場合これは利用者の意図するところだと思います。"), is_requirement("間隔は毎年少しずつ揺れ動くようです。")
    (False, False)
    >>> is_requirement("lib/ 以下のファイルは自動生成された物です。"), is_requirement("これらを編集しないようにしてください。")
    (False, False)
    >>> is_requirement("ソースは coffeescript で書かれており、それをコンパイルした物が lib に入っています。")
    False
    >>> is_requirement("The files in lib/ are generated automatically."), is_requirement("Do not edit dist/ by hand.")
    (False, False)
    >>> is_requirement("利用者は登録済みの住所を編集しない場合、前回の住所が使われる。")
    True
    >>> is_requirement("注文番号は自動生成されたものを返す。"), is_requirement("入力値を編集しないでください。")
    (True, True)
    >>> is_requirement("入力が空のときは空文字列を返すようにする。")
    True
    >>> is_requirement("An error is raised when the limit is documented below zero.")
    True
    >>> is_requirement("本システムは受注ごとに在庫を引き当てる。"), is_requirement("This function describes nothing.")
    (True, True)
    >>> is_requirement("The tests require the pgtap extension.", "Dependencies"), is_requirement("SET ROLE helpers", "TODO")
    (False, False)
    >>> is_requirement("azu/kuromojin a wrapper of kuromoji.js", "Related Libraries"), is_requirement("npm test", "Tests")
    (False, False)
    >>> is_requirement("作文入門", "参考文献"), is_requirement("An order has at most 100 items.", "API Reference")
    (False, True)
    >>> is_requirement("8ツール実装・全検証パス", "配布ロードマップ")  # the roadmap, in Japanese too
    False
    """
    if section and NON_REQUIREMENT_SECTIONS.search(section):
        return False
    return not NON_REQUIREMENT_TEXT.search(text)
