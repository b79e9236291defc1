def withdraw(cur):
    row = cur.fetchone()
    if row[0] >= 10000:
        raise RuntimeError("check before withdrawal")
