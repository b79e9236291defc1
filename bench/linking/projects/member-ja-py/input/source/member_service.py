"""会員登録サービス。"""

from __future__ import annotations

MAX_NAME_LENGTH = 50
WELCOME_POINTS = 500


class DuplicateMemberError(Exception):
    """同じメールアドレスの会員が既に存在する。"""


def register_member(conn, mailer, email: str, name: str, age: int, invite_code: str | None = None) -> int:
    if not email:
        raise ValueError("メールアドレスは必須です")
    if "@" not in email:
        raise ValueError("メールアドレスの形式が不正です")
    if len(name) > MAX_NAME_LENGTH:
        raise ValueError("氏名は50文字以内で入力してください")
    if age < 18:
        raise PermissionError("18歳未満は登録できません")
    cur = conn.cursor()
    cur.execute("SELECT COUNT(*) FROM members WHERE email = %s", (email,))
    if cur.fetchone()[0] > 0:
        raise DuplicateMemberError(email)
    points = WELCOME_POINTS
    if invite_code:
        points += 300
    cur.execute("INSERT INTO members (email, name, age, points) VALUES (%s, %s, %s, %s)", (email, name, age, points))
    member_id = cur.lastrowid
    try:
        mailer.send_welcome(email)
    except TimeoutError:
        cur.execute("INSERT INTO mail_retry (member_id) VALUES (%s)", (member_id,))
    return member_id


def withdraw_member(conn, member_id: int) -> None:
    cur = conn.cursor()
    cur.execute("SELECT points FROM members WHERE id = %s", (member_id,))
    row = cur.fetchone()
    if row is None:
        raise LookupError("会員が見つかりません")
    if row[0] >= 10000:
        raise RuntimeError("ポイント残高が10,000以上の会員は退会前に確認が必要です")
    cur.execute("DELETE FROM members WHERE id = %s", (member_id,))
