"""A collection field filled through constructor delegation decides a claimed exception type (issue 13).

Shaped like Apache HttpClient's DefaultHttpRequestRetryStrategy: the set of non-retriable exception
classes is a constructor parameter, filled by `this(…, Arrays.asList(….class))`.
"""

from __future__ import annotations

from utspec.analyzers import analyze
from utspec.models import SourceText
from utspec.questions.key_items import Inputs, classify, exception_values

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
        return handleAsIdempotent(request);
    }
}
"""


def _inputs() -> Inputs:
    src = SourceText(path="RetryStrategy.java", text=JAVA)
    return Inputs.of(analyze([src]).items, [], [src])


def test_an_exception_in_the_delegated_set_is_not_retried() -> None:
    v = classify("An UnknownHostException is retried", _inputs())  # ruleid: in the set this(…) passes
    assert v.outcome == "contradicted" and v.ends_at == "RetryStrategy.java:18" and v.value == "UnknownHostException"
    assert v.decided is not None and v.decided.line == 17


def test_an_exception_outside_the_set_or_a_claim_that_agrees_is_no_contradiction() -> None:
    inputs = _inputs()
    assert classify("A SocketException is retried", inputs).outcome != "contradicted"  # ok: not in the set
    assert classify("An UnknownHostException is not retried", inputs).outcome != "contradicted"  # ok: agrees
    assert exception_values("login raises SMTPAuthenticationError", "error") == ()  # ok: an error claim


def test_the_doctests_run() -> None:
    import doctest

    from utspec.questions import delegation, key_items

    for mod in (delegation, key_items):
        result = doctest.testmod(mod)
        assert result.failed == 0, mod.__name__
