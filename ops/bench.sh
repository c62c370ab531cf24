#!/usr/bin/env bash
# Issue 2's benchmark: 10,000 articles (list and detail at 32 connections) and 100,000 articles
# (search at 8 connections), on SQLite and on PostgreSQL, measured with wrk against the release
# server; prints a Markdown table and the server's peak resident memory.
set -euo pipefail
cd "$(dirname "$0")/.."
source ops/lib.sh
ensure_apt wrk wrk
DURATION=${BENCH_DURATION:-15s}
PG_ADMIN=${NEWS_TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}

cargo build --release --locked -p newsctl
newsctl=$(realpath "${CARGO_TARGET_DIR:-target}/release/newsctl")
work=$(mktemp -d)
server=""
trap '[ -n "$server" ] && kill $server 2>/dev/null; rm -rf "$work"' EXIT
export LUA_PATH="$PWD/ops/bench/?.lua;;"

# run_wrk NAME CONNECTIONS SCRIPT BASE
run_wrk() {
  local line
  wrk -t2 -c"$2" -d5s -s "ops/bench/$3" "$4" >/dev/null # warm-up, not measured
  line=$(wrk -t2 -c"$2" -d"$DURATION" -s "ops/bench/$3" "$4" | grep '^RESULT')
  echo "| $BACKEND | $1 | $2 | ${line#RESULT } |"
}

# serve DATA_DIR DATABASE_URL PAIRS: loads PAIRS demo pairs and starts the server; sets $base.
serve() {
  local data=$1 url=$2 pairs=$3 seconds
  seconds=$(date +%s)
  NEWS_DATABASE_URL=$url "$newsctl" --data-dir "$data" seed demo --pairs "$pairs" >/dev/null
  echo "loaded $((pairs * 2)) articles in $(( $(date +%s) - seconds )) s" >&2
  local port
  port=$(free_port)
  base="http://127.0.0.1:$port"
  NEWS_DATABASE_URL=$url NEWS_DATA_DIR=$data NEWS_BIND=127.0.0.1:$port NEWS_LOG=warn NEWS_SEED_DEMO=false \
    NEWS_SITE_DIR="$work/nosite" "$newsctl" serve &
  server=$!
  wait_ready "$base" 300 # the first start builds the search index of every article
}

stop() {
  local rss
  rss=$(awk '/VmHWM/ {printf "%.0f", $2/1024}' "/proc/$server/status")
  echo "| $BACKEND | peak resident memory of the server | | ${rss} MB |"
  kill "$server"
  wait "$server" 2>/dev/null || true
  server=""
}

bench_backend() {
  BACKEND=$1
  serve "$work/$1-10k" "$2" 5000
  run_wrk "article list (10,000 articles)" 32 list.lua "$base"
  run_wrk "one article (10,000 articles)" 32 article.lua "$base"
  stop
  NEWS_RESPONSE_CACHE=false serve "$work/$1-10k_uncached" "${2/10k/10k_uncached}" 5000
  run_wrk "article list, response cache off" 32 list.lua "$base"
  run_wrk "one article, response cache off" 32 article.lua "$base"
  stop
  serve "$work/$1-100k" "$3" 50000
  run_wrk "search (100,000 articles)" 8 search.lua "$base"
  stop
}

echo "| backend | what | connections | result (requests/s, latency ms) |"
echo "|---|---|---|---|"
bench_backend sqlite "sqlite://$work/sqlite-10k/news.db" "sqlite://$work/sqlite-100k/news.db"
if [ "${BENCH_SQLITE_ONLY:-}" = 1 ]; then
  exit 0
elif command -v psql >/dev/null && psql "$PG_ADMIN" -qc 'select 1' >/dev/null 2>&1; then
  for db in news_bench_10k news_bench_10k_uncached news_bench_100k; do
    psql "$PG_ADMIN" -qc "drop database if exists $db with (force)" -c "create database $db" >/dev/null 2>&1
  done
  base_url=${PG_ADMIN%/*}
  bench_backend postgres "$base_url/news_bench_10k" "$base_url/news_bench_100k"
else
  echo "| postgres | skipped: no PostgreSQL at $PG_ADMIN | | |"
fi
