#!/usr/bin/env bash
# `bash scripts/ci-busy.sh [RUNS] [REV]`: CI's own run on a busy machine, RUNS times in a row (3).
# Each run clones REV (main's head by default) afresh beside ../shared, runs `bash .ci/run` in it,
# and from the moment its browser tests start keeps a full build of every tenant (from this
# checkout, into a scratch directory) running beside it, one build after another until the run
# ends: the browser job and the build beside it that CI machines often share a CPU with. Prints
# each run's outcome and time and the builds beside it; exits 1 when any run failed.
set -uo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
runs="${1:-3}"
rev="$(git -C "$repo" rev-parse "${2:-main}")"
parent="$(dirname "$repo")"
[ -d "$parent/shared" ] || { echo "ci-busy: $parent/shared is missing (CI runs with ../shared beside)"; exit 2; }
scratch="$(mktemp -d)"
failed=0

# Full builds one after another until the file $1 appears; each build's summary line goes to $2.
build_beside() {
  local stop="$1" summary="$2" n=0
  until [ -e "$stop" ]; do
    n=$((n + 1))
    local start=$SECONDS
    (cd "$repo" && PORTAL_ENV=sandbox npm run build -- --out "$scratch/beside-out" >"$scratch/beside-$n.log" 2>&1)
    echo "  beside build $n: exit $?, $((SECONDS - start)) s, $(grep -m1 '^\[build\] done:' "$scratch/beside-$n.log" || echo 'no summary')" >>"$summary"
  done
}

for run in $(seq 1 "$runs"); do
  clone="$parent/ci-busy-$run"
  rm -rf "$clone"
  git clone -q --no-hardlinks "$repo" "$clone" && git -C "$clone" checkout -q "$rev"
  log="$scratch/run-$run.log"
  summary="$scratch/beside-$run.txt"
  : >"$summary"
  stop="$scratch/stop-$run"
  start=$SECONDS
  (cd "$clone" && bash .ci/run) >"$log" 2>&1 &
  ci=$!
  # The browser tests are where timing matters: the builds start with them.
  until grep -qE '^Running [0-9]+ tests? using' "$log" 2>/dev/null || ! kill -0 "$ci" 2>/dev/null; do sleep 5; done
  beside=""
  if kill -0 "$ci" 2>/dev/null; then
    build_beside "$stop" "$summary" &
    beside=$!
  fi
  wait "$ci"
  status=$?
  touch "$stop"
  [ -n "$beside" ] && wait "$beside"
  tests="$(grep -E '^\s+[0-9]+ (passed|failed|flaky|skipped)' "$log" | tr -s ' ' | tr '\n' ',' | sed 's/,$//')"
  echo "[ci-busy] run $run of $runs at ${rev:0:7}: exit $status in $(((SECONDS - start) / 60)) min $(((SECONDS - start) % 60)) s; browser tests:${tests:- none}"
  cat "$summary"
  if [ "$status" -ne 0 ]; then
    failed=1
    echo "[ci-busy] run $run failed; its log: $log"
    grep -E '^\s+[0-9]+\) ' "$log" | head -20
  else
    rm -rf "$clone"
  fi
done
exit "$failed"
