def reply(resp, mode, msg, status):
    if not resp.startswith('257'):
        return ''
    if mode in ('r', 'rb'):
        return 'read'
    if msg.args[0][:3] != '500':
        raise ValueError("x")
    if status != CONTINUE:
        return None
    if mode == 'read':
        return None
    return mode
