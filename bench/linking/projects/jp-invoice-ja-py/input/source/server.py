#!/usr/bin/env python3
"""
JP Invoice & Tax MCP — 日本の請求・税務ユーティリティ (panda studio)

AIアシスタント(Claude Desktop等)から使える、日本の実務に特化したMCPサーバー。
消費税・源泉徴収の計算、適格請求書発行事業者番号(インボイス番号)の検証、請求書データ生成。
純ロジックのため外部API・認証は不要。すべてローカルで完結。

起動: python3 server.py   (stdio)
"""
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("jp-invoice-tax")


# ---- 内部ロジック ----
def _houjin_check_digit(base12: str) -> int:
    """法人番号(13桁)の検査用数字を、下12桁(base)から算出する。
    検査用数字 = 9 - (Σ(Pn × Qn) mod 9)  Qn: 最下位から奇数桁=1, 偶数桁=2"""
    total = 0
    for i, ch in enumerate(reversed(base12)):  # i=0 が最下位
        weight = 2 if (i + 1) % 2 == 0 else 1
        total += int(ch) * weight
    return 9 - (total % 9)


# ---- Tools ----
@mcp.tool()
def calc_consumption_tax(amount: float, rate: int = 10, amount_is: str = "excluded") -> dict:
    """消費税を計算する。
    amount: 金額 / rate: 税率(10 または 軽減8) / amount_is: "excluded"(税抜) か "included"(税込)
    戻り値: 税抜・消費税・税込 の3値(円・小数切り捨て)。"""
    # 端数は「切り捨て」。浮動小数の誤差を避けるため整数演算で計算する。
    if amount_is == "included":
        gross = int(amount)
        net = gross * 100 // (100 + rate)   # 税抜 = 切り捨て
        tax = gross - net
    else:
        net = int(amount)
        tax = net * rate // 100             # 消費税 = 切り捨て
        gross = net + tax
    return {"net_excluded": net, "consumption_tax": tax, "gross_included": gross,
            "rate_percent": rate, "rounding": "端数は切り捨て"}


@mcp.tool()
def calc_withholding_tax(reward_excluded_tax: float) -> dict:
    """報酬・料金の源泉徴収税額を計算する(原稿料・デザイン料・講演料等の個人への支払)。
    100万円以下: 報酬 × 10.21% / 100万円超の部分: × 20.42%。
    reward_excluded_tax: 税抜報酬額。戻り値: 源泉徴収額・手取り目安。"""
    r = reward_excluded_tax
    if r <= 1_000_000:
        wh = int(r * 0.1021)
    else:
        wh = int(1_000_000 * 0.1021 + (r - 1_000_000) * 0.2042)
    return {"reward": int(r), "withholding_tax": wh, "net_after_withholding": int(r) - wh,
            "note": "税抜報酬ベース。消費税額が明確に区分記載されていれば税抜額に課税されます。"}


@mcp.tool()
def validate_invoice_number(number: str) -> dict:
    """適格請求書発行事業者の登録番号(インボイス番号)の形式とチェックディジットを検証する。
    形式: T + 13桁。13桁は 検査用数字1桁 + 基礎番号12桁。"""
    n = number.strip().upper().replace("-", "").replace(" ", "")
    if not n.startswith("T"):
        return {"valid": False, "reason": "登録番号は 'T' で始まる必要があります。"}
    digits = n[1:]
    if len(digits) != 13 or not digits.isdigit():
        return {"valid": False, "reason": "'T' の後は13桁の数字である必要があります。"}
    check = int(digits[0]); base12 = digits[1:]
    expected = _houjin_check_digit(base12)
    ok = (check == expected)
    return {"valid": ok, "normalized": "T" + digits,
            "reason": "OK（形式・チェックディジット一致）" if ok else f"チェックディジット不一致（想定 {expected}）。番号の誤りの可能性。",
            "note": "形式とチェックディジットのみ検証します。国税庁への実在登録の確認は行いません（国税庁『適格請求書発行事業者公表サイト』でご確認ください）。"}


@mcp.tool()
def generate_invoice_data(items: list, tax_rate: int = 10, issuer: str = "", registration_number: str = "") -> dict:
    """明細から適格請求書のデータ(小計・消費税・合計と必須項目)を生成する。
    items: [{"name":..., "qty":..., "unit_price":...(税抜)}] のリスト。"""
    lines = []
    subtotal = 0
    for it in items:
        amt = int(float(it.get("qty", 1)) * float(it.get("unit_price", 0)))
        subtotal += amt
        lines.append({"name": it.get("name", ""), "qty": it.get("qty", 1),
                      "unit_price": it.get("unit_price", 0), "amount_excluded": amt})
    tax = subtotal * tax_rate // 100  # 切り捨て(整数演算)
    total = subtotal + tax
    return {
        "issuer": issuer, "registration_number": registration_number,
        "lines": lines, "subtotal_excluded": subtotal,
        "consumption_tax": tax, "tax_rate_percent": tax_rate, "total_included": total,
        "required_fields_note": "適格請求書には ①発行者名 ②登録番号 ③取引年月日 ④取引内容(軽減税率対象は明記) ⑤税率ごとに区分した合計額と適用税率 ⑥消費税額 ⑦交付先の名称 が必要です。",
    }


import datetime as _dt

# 元号の開始日（改元日）
_ERAS = [
    ("令和", "R", _dt.date(2019, 5, 1), 2018),
    ("平成", "H", _dt.date(1989, 1, 8), 1988),
    ("昭和", "S", _dt.date(1926, 12, 25), 1925),
    ("大正", "T", _dt.date(1912, 7, 30), 1911),
    ("明治", "M", _dt.date(1868, 1, 25), 1867),
]
_ERA_BY_KEY = {}
for _name, _abbr, _start, _base in _ERAS:
    _ERA_BY_KEY[_name] = _base
    _ERA_BY_KEY[_abbr] = _base
    _ERA_BY_KEY[_abbr.lower()] = _base


@mcp.tool()
def wareki_to_seireki(era: str, year: int) -> dict:
    """和暦を西暦に変換する。era: 令和/平成/昭和/大正/明治 または R/H/S/T/M。year: 元号の年(1〜)。"""
    base = _ERA_BY_KEY.get(era.strip())
    if base is None:
        return {"ok": False, "reason": "元号は 令和/平成/昭和/大正/明治 (または R/H/S/T/M) で指定してください。"}
    if year < 1:
        return {"ok": False, "reason": "年は1以上で指定してください。"}
    return {"ok": True, "seireki": base + year, "input": f"{era}{year}年"}


@mcp.tool()
def seireki_to_wareki(year: int, month: int = 1, day: int = 1) -> dict:
    """西暦の日付を和暦に変換する。改元年(2019年5月等)の境界も正しく判定する。"""
    try:
        target = _dt.date(year, month, day)
    except ValueError:
        return {"ok": False, "reason": "正しい日付を指定してください。"}
    for name, abbr, start, base in _ERAS:
        if target >= start:
            y = year - base
            label = f"{name}元年" if y == 1 else f"{name}{y}年"
            return {"ok": True, "wareki": f"{label}{month}月{day}日", "era": name, "era_year": y}
    return {"ok": False, "reason": "明治より前の日付には対応していません。"}


@mcp.tool()
def summarize_by_tax_rate(items: list) -> dict:
    """明細を税率ごと(標準10%/軽減8%)に区分集計する。適格請求書の「税率ごとに区分した合計額」要件用。
    items: [{"name":..., "qty":..., "unit_price":...(税抜), "tax_rate":10 または 8}]。"""
    buckets = {}
    for it in items:
        rate = int(it.get("tax_rate", 10))
        amt = int(float(it.get("qty", 1)) * float(it.get("unit_price", 0)))
        b = buckets.setdefault(rate, {"subtotal_excluded": 0})
        b["subtotal_excluded"] += amt
    result = {}
    grand_net = grand_tax = 0
    for rate, b in sorted(buckets.items(), reverse=True):
        tax = b["subtotal_excluded"] * rate // 100  # 切り捨て(整数演算)
        result[f"{rate}%"] = {"subtotal_excluded": b["subtotal_excluded"], "tax": tax,
                              "total_included": b["subtotal_excluded"] + tax}
        grand_net += b["subtotal_excluded"]; grand_tax += tax
    return {"by_rate": result, "grand_subtotal_excluded": grand_net,
            "grand_tax": grand_tax, "grand_total_included": grand_net + grand_tax}


@mcp.tool()
def check_qualified_invoice(invoice: dict) -> dict:
    """適格請求書(インボイス)に必須7項目が揃っているか点検する。
    invoice: {issuer, registration_number, date, items, tax_summary_by_rate, tax_amount, recipient} を想定。"""
    required = {
        "issuer": "①発行者の氏名・名称",
        "registration_number": "②登録番号(T+13桁)",
        "date": "③取引年月日",
        "items": "④取引内容(軽減税率対象は明記)",
        "tax_summary_by_rate": "⑤税率ごとに区分した対価の合計と適用税率",
        "tax_amount": "⑥税率ごとの消費税額",
        "recipient": "⑦交付を受ける者の氏名・名称",
    }
    missing = [label for key, label in required.items() if not invoice.get(key)]
    reg = invoice.get("registration_number", "")
    reg_check = validate_invoice_number(reg) if reg else {"valid": False, "reason": "登録番号なし"}
    return {"complete": len(missing) == 0 and reg_check.get("valid", False),
            "missing_fields": missing,
            "registration_number_check": reg_check}


def main():
    """コンソールエントリポイント（stdio でサーバー起動）。"""
    mcp.run()


if __name__ == "__main__":
    main()
