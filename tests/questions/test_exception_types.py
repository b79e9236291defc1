"""A claimed exception class against code that tests a superclass (issue 13: contradicted key items).

Shaped like Apache HttpClient's DefaultHttpRequestRetryStrategy (the exact-class test, then
`rejectException.isInstance(exception)` over the non-retriable list) and a Python retry helper
testing `isinstance(err, (…))` with a class the code defines.
"""

from __future__ import annotations

from utspec.analyzers import analyze
from utspec.models import SourceText
from utspec.questions.key_items import Inputs, classify

JAVA = """public class RetryStrategy {
    private final Set<Class<? extends IOException>> nonRetriable;
    protected RetryStrategy(final int maxRetries, final Collection<Class<? extends IOException>> clazzes) {
        this.maxRetries = maxRetries;
        this.nonRetriable = new HashSet<>(clazzes);
    }
    public RetryStrategy() {
        this(1,
                Arrays.asList(
                        InterruptedIOException.class,
                        UnknownHostException.class));
    }
    public boolean retryRequest(final HttpRequest request, final IOException exception, final int execCount) {
        if (execCount > this.maxRetries) {
            return false;
        }
        if (this.nonRetriable.contains(exception.getClass())) {
            return false;
        }
        for (final Class<? extends IOException> rejectException : this.nonRetriable) {
            if (rejectException.isInstance(exception)) {
                return false;
            }
        }
        return handleAsIdempotent(request);
    }
}
"""

PY = """class ProxyError(ConnectionError):
    pass


def should_retry(error, attempt):
    if attempt > 3:
        return False
    if isinstance(error, (ConnectionError, TimeoutError)):
        return True
    return False
"""


def _inputs(path: str, text: str) -> Inputs:
    src = SourceText(path=path, text=text)
    return Inputs.of(analyze([src]).items, [], [src])


def test_a_subclass_of_a_listed_class_is_not_retried() -> None:
    v = classify("A SocketTimeoutException is retried", _inputs("RetryStrategy.java", JAVA))  # ruleid: an InterruptedIOException
    assert v.outcome == "contradicted" and v.ends_at == "RetryStrategy.java:22" and v.value == "SocketTimeoutException"


def test_a_class_outside_the_hierarchy_of_the_list_is_no_contradiction() -> None:
    inputs = _inputs("RetryStrategy.java", JAVA)
    assert classify("A ConnectException is retried", inputs).outcome != "contradicted"  # ok: a SocketException
    assert classify("A SocketTimeoutException is not retried", inputs).outcome != "contradicted"  # ok: agrees


def test_python_isinstance_reads_builtin_and_code_defined_classes() -> None:
    inputs = _inputs("retry.py", PY)
    v = classify("A FileNotFoundError is retried", inputs)  # ruleid: an OSError, not a ConnectionError
    assert v.outcome == "contradicted" and v.ends_at == "retry.py:10"
    v = classify("A ProxyError is not retried", inputs)  # ruleid: the code's own subclass of ConnectionError
    assert v.outcome == "contradicted" and v.ends_at == "retry.py:9"
    assert classify("A ConnectionResetError is retried", inputs).outcome != "contradicted"  # ok: a ConnectionError


def test_the_doctests_run() -> None:
    import doctest

    from utspec.questions import exception_types

    assert doctest.testmod(exception_types).failed == 0


OPEN = """def read_config(path):
    if not os.path.exists(path):
        raise FileNotFoundError(path)
    return load(path)
"""


def test_a_raised_subclass_of_the_named_exception_agrees() -> None:
    inputs = _inputs("config.py", OPEN)
    # ok: FileNotFoundError is an OSError
    assert classify("read_config raises OSError when the config path does not exist", inputs).outcome != "contradicted"
    # ruleid: a ValueError is no FileNotFoundError
    assert classify("read_config raises ValueError when the config path does not exist", inputs).outcome == "contradicted"
