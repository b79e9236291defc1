"""Benchmarks of utspec itself: `utspec bench critic` (critic_bench, metrics, noisy judge, corpus, report)."""
