"""The per-kind report the accuracy scripts share: recall and precision against the issue's targets."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence


def print_report(
    kinds: Sequence[str],
    truth: Counter[str],
    found: Counter[str],
    agree: Counter[str],
    misses: Mapping[str, list[str]],
    extras: Mapping[str, list[str]],
    *,
    target_recall: Mapping[str, float],
    target_precision: float,
) -> int:
    """Print one row per kind (with sample misses and extras); return 0 when every target is met, else 1."""
    print(f"{'kind':14} {'truth':>8} {'found':>8} {'agree':>8} {'recall':>7} {'precision':>9}")
    ok = True
    for kind in kinds:
        g, f, tp = truth[kind], found[kind], agree[kind]
        recall = tp / g if g else 1.0
        precision = tp / f if f else 1.0
        met = recall >= target_recall[kind] and precision >= target_precision
        ok &= met
        print(f"{kind:14} {g:8} {f:8} {tp:8} {recall:7.3f} {precision:9.3f}  {'ok' if met else 'BELOW TARGET'}")
        for m in misses[kind]:
            print(f"    missed: {m}")
        for e in extras[kind]:
            print(f"    extra:  {e}")
    print("targets met" if ok else "TARGETS MISSED")
    return 0 if ok else 1
