#!/usr/bin/env bash
# CI's Ray step (issue 16): a local Ray cluster, a head on 127.0.0.1 (no CPUs: it schedules only)
# and two worker nodes with one CPU each, then a small `utspec batch --executor ray --ray-address`
# through it and the Ray tests (tests/batch/test_ray.py, skipped in the unit run without a cluster).
# This is the README's cluster setup ("Batch runs on a Ray cluster"), on one machine.
#
# Usage: bash .ci/ray.sh      (needs the `ray` extra: `make sync` installs every extra)
set -euo pipefail
REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
VENV=${VENV:-$REPO/.venv}
RAY=$VENV/bin/ray
export RAY_USAGE_STATS_ENABLED=0
log() { printf '[ray %(%H:%M:%S)T] %s\n' -1 "$*" >&2; }

# A free port for the head (the head's GCS listens there; workers join it).
PORT=$("$VENV/bin/python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
WORK=$(mktemp -d)
# Token authentication, as on a real cluster: every node and the driver read the same token.
export RAY_AUTH_MODE=token RAY_AUTH_TOKEN_PATH=$WORK/auth_token
"$VENV/bin/python" -c 'import secrets, sys; open(sys.argv[1], "w").write(secrets.token_hex(32))' "$RAY_AUTH_TOKEN_PATH"
# This cluster's own session folder: stopping it stops its processes only. (`ray stop --force`
# stopped every Ray process of the user, another engineer's or a user's cluster included.)
TEMP=$WORK/r
ours() { pgrep -f -- "$TEMP" || true; }
cleanup() {
  log "stopping the cluster"
  local pids
  pids=$(ours)
  [ -n "$pids" ] && kill $pids 2>/dev/null || true
  for _ in 1 2 3 4 5 6 7 8 9 10; do [ -z "$(ours)" ] && break; sleep 1; done
  pids=$(ours)
  [ -n "$pids" ] && kill -9 $pids 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT

log "head on 127.0.0.1:$PORT"
"$RAY" start --head --node-ip-address=127.0.0.1 --port="$PORT" --num-cpus=0 --include-dashboard=false \
  --temp-dir="$TEMP" --disable-usage-stats >"$WORK/head.log" 2>&1 || { cat "$WORK/head.log" >&2; exit 1; }
for n in 1 2; do
  log "worker node $n"
  "$RAY" start --address="127.0.0.1:$PORT" --node-ip-address=127.0.0.1 --num-cpus=1 --temp-dir="$TEMP" \
    --disable-usage-stats >"$WORK/worker-$n.log" 2>&1 || { cat "$WORK/worker-$n.log" >&2; exit 1; }
done
"$RAY" status --address="127.0.0.1:$PORT" >&2 || true

log "a small batch through the cluster"
cd "$REPO"
set +e
"$VENV/bin/utspec" batch examples/*/config.yaml --executor ray --ray-address "127.0.0.1:$PORT" --jobs 2 \
  --out "$WORK/batch" --junit "$WORK/batch/junit.xml"
rc=$?
set -e
# The examples end APPROVED (1) and HUMAN_CLARIFICATION_REQUIRED (2): exit 3, all three in the summary.
if [ "$rc" -ne 3 ]; then
  log "FAILED: utspec batch exited $rc, not 3"; exit 1
fi
"$VENV/bin/python" - "$WORK/batch/batch-summary.json" <<'PY'
import json, sys
data = json.load(open(sys.argv[1]))
statuses = sorted(r["status"] for r in data["cases"])
assert data["executor"] == "ray", data["executor"]
assert statuses == ["APPROVED", "HUMAN_CLARIFICATION_REQUIRED", "HUMAN_CLARIFICATION_REQUIRED"], statuses
print("ray batch summary ok:", data["totals"]["statuses"])
PY

log "Ray tests"
UTSPEC_RAY_ADDRESS="127.0.0.1:$PORT" "$VENV/bin/python" -m pytest -m ray -p no:cacheprovider -q \
  --allow-hosts=127.0.0.1 tests/batch/test_ray.py
log "ok"
