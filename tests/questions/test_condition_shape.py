"""A key item naming one function, and the shape of condition it names (empty, differ), picks its place (issue 13)."""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import SourceText
from utspec.questions.key_items import Inputs, classify

# statistics' median and fmean, cut down: `n == 0` is an emptiness test only through `n = len(data)`
PY = '''def fmean(data, weights=None):
    n = len(data)
    if weights is None:
        return fsum(data) / n
    num_weights = len(weights)
    if n != num_weights:
        raise StatisticsError('data and weights must be the same length')
    return fsum(map(mul, data, weights)) / fsum(weights)


def median(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    i = n // 2
    return (data[i - 1] + data[i]) / 2


def multimode(data):
    counts = Counter(iter(data))
    if not counts:
        return []
    maxcount = max(counts.values())
    return [value for value, count in counts.items() if count == maxcount]


def correlation(x, y, /):
    n = len(x)
    if len(y) != n:
        raise StatisticsError('correlation requires that both inputs have same number of data points')
    if n < 2:
        raise StatisticsError('correlation requires at least two data points')
    return sxy / sqrt(sxx * syy)


def quantiles(data, *, n=4, method='exclusive'):
    if n < 1:
        raise StatisticsError('n must be at least 1')
    if method == 'inclusive':
        return _inclusive(data, n)
    raise ValueError(f'Unknown method: {method!r}')


def inv_cdf(self, p):
    if p <= 0.0 or p >= 1.0:
        raise StatisticsError('p must be in the range 0.0 < p < 1.0')
    return _normal_dist_inv_cdf(p, self._mu, self._sigma)
'''


def _verdict(text: str):
    src = SourceText(path="statistics.py", text=PY)
    items = analyze([src]).items
    return classify(text, Inputs.of(items, [], [src]))


def test_an_empty_input_claim_meets_the_named_functions_emptiness_test() -> None:
    # ruleid: median's `n == 0` raises; the key item expects None (statistics KT-8). Without the named function,
    # fmean's `weights is None` took the place on "None"; without the shape, `n % 2 == 1` tied with `n == 0`
    v = _verdict("median に空のデータを渡すと None を返すこと")
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 14
    assert (v.expected, v.actual) == ("return None", "raise StatisticsError")


def test_a_differ_claim_meets_the_inequality() -> None:
    # ruleid: fmean's `n != num_weights` raises StatisticsError, not TypeError (statistics KT-2)
    v = _verdict("fmean の weights の長さが data と異なるときは TypeError が送出されること")
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 6
    # ok: the same claim with the exception the code raises
    assert _verdict("fmean の weights の長さが data と異なるときは StatisticsError が送出されること").outcome == "anchored"
    # ok: the empty claim with the outcome the code has
    assert _verdict("median に空のデータを渡すと StatisticsError が送出されること").outcome == "anchored"


def test_a_negative_claim_picks_the_sign_test() -> None:
    # Commons Lang 3.12.0's truncate: `maxWidth < 0` and `str.length() > maxWidth` share the claim's words
    java = SourceText(
        path="S.java",
        text="public class S {\n    public static String truncate(String str, int offset, int maxWidth) {\n"
        "        if (maxWidth < 0) {\n            throw new IllegalArgumentException(\"maxWith cannot be negative\");\n"
        "        }\n        if (str.length() > maxWidth) {\n            return str.substring(offset, maxWidth);\n"
        "        }\n        return str;\n    }\n}\n",
    )
    inputs = Inputs.of(analyze([java]).items, [], [java])
    v = classify("truncate with a negative maxWidth throws a NullPointerException", inputs)
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 3  # ruleid
    # ok: the exception it throws
    assert classify("truncate with a negative maxWidth throws an IllegalArgumentException", inputs).outcome != "contradicted"
