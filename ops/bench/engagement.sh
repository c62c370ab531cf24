#!/usr/bin/env bash
# Reader engagement on SQLite against the release server, 10,000 articles; prints a Markdown table.
#   1. the article list and one article (wrk, 32 connections) while views are posted at about
#      500/s in the same run (wrk, 2 connections each waiting 4 ms between views)
#   2. like toggles of 64 concurrent readers on 20 articles, then every count checked exactly
#   3. view recording alone (wrk, 32 connections, a new reader per view)
set -euo pipefail
cd "$(dirname "$0")/../.."
source ops/lib.sh
ensure_apt wrk wrk
DURATION=${BENCH_DURATION:-15s}

cargo build --release --locked -p newsctl
newsctl=$(realpath "${CARGO_TARGET_DIR:-target}/release/newsctl")
work=$(mktemp -d)
server=""
background=""
trap '[ -n "$background" ] && kill $background 2>/dev/null; [ -n "$server" ] && kill $server 2>/dev/null; rm -rf "$work"' EXIT
export LUA_PATH="$PWD/ops/bench/?.lua;;"
# wrk and the like script are one client address: the per-address read limit stays on (its
# cost is measured) but high enough never to refuse.
export NEWS_READ_RATE_LIMIT=1000000000

data="$work/engagement"
"$newsctl" --data-dir "$data" seed demo --pairs 5000 >/dev/null
port=$(free_port)
base="http://127.0.0.1:$port"
NEWS_DATA_DIR=$data NEWS_BIND=127.0.0.1:$port NEWS_LOG=warn NEWS_SEED_DEMO=false \
  NEWS_SITE_DIR="$work/nosite" "$newsctl" serve &
server=$!
wait_ready "$base" 300

# The numbers of the RESULT line of wrk's output on stdin.
result() {
  grep '^RESULT' | sed 's/^RESULT //'
}

# reads_under_views NAME SCRIPT: wrk on SCRIPT while views are posted in the background.
reads_under_views() {
  BENCH_VIEW_DELAY_MS=4 wrk -t1 -c2 -d"$DURATION" -s ops/bench/views.lua "$base" >"$work/views.out" &
  background=$!
  local reads
  reads=$(wrk -t2 -c32 -d"$DURATION" -s "ops/bench/$2" "$base" | result)
  wait "$background"
  background=""
  echo "| sqlite | $1 | 32 | $reads; views meanwhile: $(result <"$work/views.out") |"
}

echo "| backend | what | connections | result (requests/s, latency ms) |"
echo "|---|---|---|---|"
wrk -t2 -c32 -d5s -s ops/bench/list.lua "$base" >/dev/null # warm-up, not measured
reads_under_views "article list while views are recorded" list.lua
reads_under_views "one article while views are recorded" article.lua
node ops/bench/likes.mjs "$base" "${DURATION%s}" 64 20
echo "| sqlite | views, a new reader each | 32 | $(wrk -t2 -c32 -d"$DURATION" -s ops/bench/views.lua "$base" | result) |"
kill "$server"
wait "$server" 2>/dev/null || true
server=""
