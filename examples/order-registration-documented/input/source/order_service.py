"""Order registration service."""

from __future__ import annotations

import re

EMAIL_PATTERN = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
MAX_ITEMS = 100


class DuplicateEmailError(Exception):
    """The email is already registered."""


class OrderService:
    def __init__(self, conn, mailer):
        self.conn = conn
        self.mailer = mailer

    def register_order(self, email: str, items: list[dict]) -> int | None:
        if not email:
            raise ValueError("email is required")
        if not EMAIL_PATTERN.match(email):
            raise ValueError("email format is invalid")
        if len(items) > 100:
            raise ValueError("too many items")
        if not items:
            return None
        cur = self.conn.cursor()
        cur.execute("SELECT COUNT(*) FROM customers WHERE email = %s", (email,))
        if cur.fetchone()[0] > 0:
            raise DuplicateEmailError(email)
        cur.execute(
            "INSERT INTO orders (email, item_count) VALUES (%s, %s)",
            (email, len(items)),
        )
        order_id = cur.lastrowid
        try:
            self.mailer.send_confirmation(email, order_id)
        except ConnectionError as ex:
            print(f"confirmation mail failed: {ex}")
        return order_id
