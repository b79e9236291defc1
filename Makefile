# Two commands on a fresh machine with only python3: `make demo` and `make test`.
# uv is bootstrapped into .tools/ (pinned), then `uv sync --locked` builds .venv from uv.lock.
UV_VERSION := 0.13.9
# Always the pinned uv, even when another uv is on PATH: the lock was written by this one.
UV := .tools/bin/uv
OUT ?= artifacts/demo

.PHONY: demo test lint sync local-model

.tools/bin/uv:
	python3 -m venv .tools
	.tools/bin/python -m pip install --quiet "uv==$(UV_VERSION)"

# Every extra (ray: `utspec batch --executor ray`; bench: matplotlib for `utspec bench critic`'s plots):
# CI runs the Ray batch and the benchmark, so a fresh clone needs them too.
sync: $(UV)
	$(UV) sync --locked --quiet --all-extras

# Runs the order-registration example offline; exit 3 (HUMAN_CLARIFICATION_REQUIRED) is its expected outcome.
demo: sync
	@.venv/bin/utspec run --config examples/order-registration/config.yaml --out $(OUT); rc=$$?; \
	echo "artifacts are in $(OUT)/ (exit $$rc: 0 APPROVED, 3 HUMAN_CLARIFICATION_REQUIRED)"; \
	test $$rc -eq 0 -o $$rc -eq 3

test: sync
	.venv/bin/python -m pytest -m "not local_model" -p no:cacheprovider

# ruff (errors, imports, bugbear) and mypy over src/utspec; .ci/run runs it after the tests.
lint: sync
	.venv/bin/ruff check src tests bench
	.venv/bin/mypy

# The real-model plumbing tests (issue 5): builds llama-server once into ~/.cache/utspec (~7 min on
# 2 cores), serves Gemma 3 270M on 127.0.0.1 and runs tests/local_model. `.ci/run` runs it after `test`.
local-model: sync
	bash .ci/local-model.sh
