def negative_permanent(rc):
    return rc >= 500 and rc < 600


def negative_transient(rc):
    return rc >= 400 and rc < 450


def getresp(resp):
    c = resp[:1]
    if c == '4':
        raise error_temp(resp)
    if c == '6':
        raise error_proto(resp)
    return resp


def login(resp):
    if resp[0] != '2':
        raise error_reply(resp)
    return resp
