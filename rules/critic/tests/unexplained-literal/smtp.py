_MAXCHALLENGE = 5
_MAXLINE = 2048
PENDING_PAYMENT = 3
PENDING_SHIPMENT = 6


def reply(code, sampwidth, framerate, attempts, resp, line, state, flags):
    if code in (235, 503):
        return None
    if code not in (250, 251):
        raise ValueError("unexpected reply")
    if 200 <= code <= 299:
        return None
    if not 1 <= sampwidth <= 4:
        raise ValueError("bad sample width")
    if framerate <= 0:
        raise ValueError("bad frame rate")
    if attempts > _MAXCHALLENGE:
        return -2
    if len(line) > _MAXLINE:
        raise ValueError("line too long")
    if resp.status_code == 0:
        return None
    if state == PENDING_PAYMENT:
        return None
    if state == PENDING_SHIPMENT:
        return None
    if flags & 81 == 81:
        return None
    return None
