"""Headings and labels of the outputs in each supported language; the Markdown reader accepts all of them."""

from __future__ import annotations

from utspec.models import Category

COLUMNS = ("id", "perspective", "category", "preconditions", "input", "expected", "evidence")

LABELS: dict[str, dict[str, str]] = {
    "en": {
        "id": "ID", "perspective": "Perspective", "category": "Category", "preconditions": "Preconditions",
        "input": "Input", "expected": "Expected result", "evidence": "Evidence",
        "cases": "Test cases", "questions": "Open questions", "assumptions": "Assumptions",
        "coverage": "Checklist coverage", "designer": "Designer", "status": "Status",
        "item": "Checklist item", "kind": "Kind", "must": "Must cover", "cited_by": "Cited by",
        "yes": "yes", "no": "no", "none": "(none)", "trace": "Execution trace", "path": "Path",
        "round": "Round", "rationale": "Rationale", "blocking": "Blocking findings",
        "advisory": "Advisory findings", "inputs": "Inputs", "notices": "Notices", "critic": "Critic",
        "mode": "Mode", "covered": "must-cover items cited", "history": "Finding history",
        "first_raised": "first raised in round",
    },
    "ja": {
        "id": "ID", "perspective": "観点", "category": "区分", "preconditions": "前提条件",
        "input": "入力", "expected": "期待結果", "evidence": "根拠",
        "cases": "テストケース", "questions": "確認事項", "assumptions": "前提・仮定",
        "coverage": "チェックリスト網羅状況", "designer": "作成者", "status": "ステータス",
        "item": "チェック項目", "kind": "種別", "must": "必須", "cited_by": "参照ケース",
        "yes": "はい", "no": "いいえ", "none": "（なし）", "trace": "実行トレース", "path": "経路",
        "round": "ラウンド", "rationale": "判定理由", "blocking": "ブロッキング指摘",
        "advisory": "アドバイザリ指摘", "inputs": "入力", "notices": "注意", "critic": "レビュー担当",
        "mode": "モード", "covered": "必須項目の参照状況", "history": "指摘の経過",
        "first_raised": "初出ラウンド",
    },
}  # fmt: skip

CATEGORY_LABELS: dict[str, dict[Category, str]] = {
    "en": {Category.NORMAL: "normal", Category.ERROR: "error", Category.BOUNDARY: "boundary"},
    "ja": {Category.NORMAL: "正常系", Category.ERROR: "異常系", Category.BOUNDARY: "境界値"},
}

#: Every header spelling the reader accepts, mapped to its column (case-insensitive for ASCII).
HEADER_ALIASES: dict[str, str] = {
    "id": "id", "no": "id", "no.": "id", "case id": "id", "番号": "id", "項番": "id",
    "perspective": "perspective", "観点": "perspective", "テスト観点": "perspective",
    "category": "category", "区分": "category", "分類": "category",
    "preconditions": "preconditions", "precondition": "preconditions", "前提条件": "preconditions",
    "input": "input", "inputs": "input", "入力": "input", "入力値": "input",
    "expected": "expected", "expected result": "expected", "expected results": "expected", "期待結果": "expected",
    "期待値": "expected", "evidence": "evidence", "根拠": "evidence", "エビデンス": "evidence",
}  # fmt: skip

CATEGORY_ALIASES: dict[str, Category] = {
    "normal": Category.NORMAL, "正常": Category.NORMAL, "正常系": Category.NORMAL,
    "error": Category.ERROR, "異常": Category.ERROR, "異常系": Category.ERROR,
    "boundary": Category.BOUNDARY, "境界": Category.BOUNDARY, "境界値": Category.BOUNDARY,
}  # fmt: skip
