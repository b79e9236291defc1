#!/usr/bin/env python3
"""
JP Business Calendar MCP — 日本のビジネスカレンダー (panda studio)

AIアシスタントから使える、日本の実務に特化したカレンダーMCPサーバー。
祝日判定（振替休日込み）・営業日計算・支払サイト計算・年度・締切までの残日数。
純ロジック（外部API・認証不要）。すべてローカルで完結。

起動: python3 server.py   (stdio)
"""
import datetime as _dt
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("jp-business-calendar")


# ---- 祝日計算 ----
def _nth_monday(year, month, nth):
    d = _dt.date(year, month, 1)
    offset = (7 - d.weekday()) % 7  # weekday(): Mon=0
    first_mon = 1 + offset
    return _dt.date(year, month, first_mon + (nth - 1) * 7)


def _shunbun(year):  # 春分の日（2000-2099で有効な近似式）
    return int(20.8431 + 0.242194 * (year - 1980) - (year - 1980) // 4)


def _shubun(year):  # 秋分の日
    return int(23.2488 + 0.242194 * (year - 1980) - (year - 1980) // 4)


def _base_holidays(year):
    """振替休日・国民の休日を除く「本来の祝日」。{date: 名称}"""
    h = {
        _dt.date(year, 1, 1): "元日",
        _nth_monday(year, 1, 2): "成人の日",
        _dt.date(year, 2, 11): "建国記念の日",
        _dt.date(year, 2, 23): "天皇誕生日",
        _dt.date(year, 3, _shunbun(year)): "春分の日",
        _dt.date(year, 4, 29): "昭和の日",
        _dt.date(year, 5, 3): "憲法記念日",
        _dt.date(year, 5, 4): "みどりの日",
        _dt.date(year, 5, 5): "こどもの日",
        _nth_monday(year, 7, 3): "海の日",
        _dt.date(year, 8, 11): "山の日",
        _nth_monday(year, 9, 3): "敬老の日",
        _dt.date(year, 9, _shubun(year)): "秋分の日",
        _nth_monday(year, 10, 2): "スポーツの日",
        _dt.date(year, 11, 3): "文化の日",
        _dt.date(year, 11, 23): "勤労感謝の日",
    }
    return h


def _holidays(year):
    """振替休日・国民の休日を加えた、その年の全祝日 {date: 名称}。"""
    base = _base_holidays(year)
    # 前後年の元日/大晦日近辺の振替も拾うため、当年のみで計算（実務上十分）
    result = dict(base)
    # 振替休日：祝日が日曜なら、後ろの最初の平日(非祝日)を振替休日に
    for d in sorted(base):
        if d.weekday() == 6:  # Sunday
            nd = d + _dt.timedelta(days=1)
            while nd in result:
                nd += _dt.timedelta(days=1)
            result[nd] = "振替休日"
    # 国民の休日：平日が前後を祝日に挟まれたら休日（例: 敬老の日と秋分の日の間）
    for d in sorted(base):
        two = d + _dt.timedelta(days=2)
        mid = d + _dt.timedelta(days=1)
        if two in base and mid not in result and mid.weekday() < 5:
            result[mid] = "国民の休日"
    return result


def _is_holiday(d):
    return d in _holidays(d.year)


def _is_business_day(d):
    return d.weekday() < 5 and not _is_holiday(d)


def _parse(s):
    return _dt.date.fromisoformat(s)


# ---- Tools ----
@mcp.tool()
def is_holiday(date: str) -> dict:
    """指定日(YYYY-MM-DD)が日本の祝日・休日か判定する（振替休日・国民の休日を含む）。"""
    try:
        d = _parse(date)
    except ValueError:
        return {"ok": False, "reason": "日付は YYYY-MM-DD 形式で指定してください。"}
    hol = _holidays(d.year)
    wd = ["月", "火", "水", "木", "金", "土", "日"][d.weekday()]
    return {"ok": True, "date": date, "weekday": wd + "曜日",
            "is_holiday": d in hol, "holiday_name": hol.get(d, ""),
            "is_business_day": _is_business_day(d)}


@mcp.tool()
def next_business_day(date: str, days: int = 1) -> dict:
    """指定日から days 営業日後（土日祝を除く）を返す。days に負数で過去方向も可。"""
    try:
        d = _parse(date)
    except ValueError:
        return {"ok": False, "reason": "日付は YYYY-MM-DD 形式で指定してください。"}
    step = 1 if days >= 0 else -1
    remaining = abs(days)
    while remaining > 0:
        d += _dt.timedelta(days=step)
        if _is_business_day(d):
            remaining -= 1
    return {"ok": True, "result": d.isoformat()}


@mcp.tool()
def business_days_between(start: str, end: str) -> dict:
    """start〜end（両端含む）の営業日数を数える。"""
    try:
        s, e = _parse(start), _parse(end)
    except ValueError:
        return {"ok": False, "reason": "日付は YYYY-MM-DD 形式で指定してください。"}
    if e < s:
        s, e = e, s
    count = 0
    d = s
    while d <= e:
        if _is_business_day(d):
            count += 1
        d += _dt.timedelta(days=1)
    return {"ok": True, "business_days": count, "from": s.isoformat(), "to": e.isoformat()}


def _month_end(year, month):
    if month == 12:
        return _dt.date(year, 12, 31)
    return _dt.date(year, month + 1, 1) - _dt.timedelta(days=1)


@mcp.tool()
def payment_date(invoice_date: str, closing_day: str = "末",
                 pay_month_offset: int = 1, pay_day: str = "末",
                 adjust: str = "previous") -> dict:
    """請求日から支払日を計算する（日本の締め・支払サイト）。
    closing_day: 締め日（"末" か 1-31の数字文字列）。pay_month_offset: 締め月から何ヶ月後に支払うか（1=翌月）。
    pay_day: 支払日（"末" か 1-31）。adjust: 支払日が休業日のとき "previous"(前営業日)/"next"(翌営業日)/"none"。"""
    try:
        inv = _parse(invoice_date)
    except ValueError:
        return {"ok": False, "reason": "日付は YYYY-MM-DD 形式で指定してください。"}
    # 締め日（請求月の締め日）
    if closing_day == "末":
        closing = _month_end(inv.year, inv.month)
    else:
        cd = min(int(closing_day), _month_end(inv.year, inv.month).day)
        closing = _dt.date(inv.year, inv.month, cd)
    # 支払月
    m = closing.month - 1 + pay_month_offset
    py, pm = closing.year + m // 12, m % 12 + 1
    if pay_day == "末":
        pay = _month_end(py, pm)
    else:
        pay = _dt.date(py, pm, min(int(pay_day), _month_end(py, pm).day))
    # 休業日調整
    adjusted = pay
    if adjust in ("previous", "next"):
        step = -1 if adjust == "previous" else 1
        while not _is_business_day(adjusted):
            adjusted += _dt.timedelta(days=step)
    return {"ok": True, "closing_date": closing.isoformat(),
            "payment_date": adjusted.isoformat(),
            "payment_date_raw": pay.isoformat(),
            "adjusted": adjusted != pay}


@mcp.tool()
def fiscal_year(date: str, start_month: int = 4) -> dict:
    """指定日の年度を返す（既定は4月始まり＝日本の会計年度）。"""
    try:
        d = _parse(date)
    except ValueError:
        return {"ok": False, "reason": "日付は YYYY-MM-DD 形式で指定してください。"}
    fy = d.year if d.month >= start_month else d.year - 1
    return {"ok": True, "fiscal_year": fy, "label": f"{fy}年度",
            "period": f"{fy}-{start_month:02d}-01 〜 {fy+1}-{(start_month-1) or 12:02d}-末"}


@mcp.tool()
def days_until(date: str, base: str = "") -> dict:
    """指定日までの残り日数・営業日数（締切管理用）。base 省略時は今日。"""
    try:
        target = _parse(date)
        b = _parse(base) if base else _dt.date.today()
    except ValueError:
        return {"ok": False, "reason": "日付は YYYY-MM-DD 形式で指定してください。"}
    cal = (target - b).days
    bd = business_days_between(b.isoformat(), target.isoformat())["business_days"] - 1
    return {"ok": True, "calendar_days": cal, "business_days": max(bd, 0),
            "target": target.isoformat(), "base": b.isoformat()}


def main():
    mcp.run()


if __name__ == "__main__":
    main()
