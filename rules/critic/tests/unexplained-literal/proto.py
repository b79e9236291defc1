def keep_open(version, conn, passwd, head, mode):
    if version in ("HTTP/1.0", "HTTP/0.9"):
        return True
    if conn and "close" in conn.lower():
        return False
    if passwd in {'', '-'}:
        return False
    if head.length() < 12:
        return False
    if conn == "keep-alive":
        return True
    if mode == 'write':
        return None
    return True


def encoding(sample, headers):
    if "location" in headers:
        return None
    if sample is None:
        return "utf-16-be"
    if not sample:
        return "utf-32-le"
    return None
