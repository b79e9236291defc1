import socket

import pytest


def test_suite_refuses_sockets():
    with pytest.raises(Exception, match="socket"):
        socket.create_connection(("127.0.0.1", 9), timeout=0.1)
