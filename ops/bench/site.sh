# The site's benchmarks, sourced by ops/bench.sh (which has built newsctl and set $work).
#   bench_site        prerender time (demo site, and 10,000 articles per language), JavaScript
#                     shipped to an article page, static serving of a prerendered page and a file
#   bench_lighthouse  Lighthouse 12 (mobile) on home, a category page and an article

# site_server DATA_DIR PAIRS: seeds PAIRS demo pairs and starts a server; sets $base.
site_server() {
  local data=$1 pairs=$2 port
  "$newsctl" --data-dir "$data" seed demo --pairs "$pairs" >/dev/null
  port=$(free_port)
  base="http://127.0.0.1:$port"
  NEWS_DATA_DIR=$data NEWS_BIND=127.0.0.1:$port NEWS_LOG=warn NEWS_SEED_DEMO=false NEWS_SITE_REBUILD=false \
    NEWS_SITE_DIR="$data/site" "$newsctl" serve &
  server=$!
  wait_ready "$base" 300
}

# site_build DATA_DIR LABEL: a full build with newsctl; prints pages, seconds and pages/s.
site_build() {
  local data=$1 started seconds pages
  started=$(date +%s.%N)
  NEWS_DATA_DIR=$data NEWS_SITE_DIR="$data/site" NEWS_SITE_API_URL=$base "$newsctl" site build >/dev/null
  seconds=$(echo "$(date +%s.%N) - $started" | bc)
  pages=$(find -L "$data/site" -name index.html | wc -l)
  printf '| prerender, %s | %s pages | %.1f s, %.0f pages/s |\n' "$2" "$pages" "$seconds" "$(echo "$pages / $seconds" | bc -l)"
}

bench_site() {
  ensure_apt bc bc
  ensure_apt chromium chromium
  echo "| what | size | result |"
  echo "|---|---|---|"
  site_server "$work/site-demo" 128
  site_build "$work/site-demo" "demo site"
  local article
  article=$(cd "$work/site-demo/site" && find en/article -name index.html -print -quit)
  node ops/bench/js-size.mjs "$base" "/${article%/index.html}" /en /en/games/sudoku /en/games/tetris /en/games/rubik
  printf 'a bench password\n' | "$newsctl" --data-dir "$work/site-demo" user create admin@bench.example --password-stdin --admin >/dev/null
  node ops/bench/admin-size.mjs "$base" admin@bench.example 'a bench password'
  run_static "$base/${article%/index.html}" "a prerendered article page"
  run_static "$base/favicon.svg" "a static file (favicon.svg)"
  kill "$server"; wait "$server" 2>/dev/null || true; server=""
  site_server "$work/site-10k" 10000
  site_build "$work/site-10k" "10,000 articles per language"
  kill "$server"; wait "$server" 2>/dev/null || true; server=""
}

# run_static URL LABEL: wrk at 32 connections; requests/s and p50.
run_static() {
  local line
  wrk -t2 -c32 -d5s "$1" >/dev/null
  line=$(wrk -t2 -c32 -d"$DURATION" --latency "$1")
  printf '| %s | %s req/s | p50 %s |\n' "$2" "$(echo "$line" | awk '/Requests\/sec/ {print $2}')" \
    "$(echo "$line" | awk '$1 == "50%" {print $2}')"
}

bench_lighthouse() {
  ensure_apt chromium chromium
  # `npm ci` refuses this lock: a dependency of lighthouse asks for third-party-web@latest,
  # which npm re-resolves on every check. `npm install` keeps the locked versions.
  (cd ops/lighthouse && npm install --no-audit --no-fund --loglevel=error)
  site_server "$work/lighthouse" 128
  NEWS_DATA_DIR="$work/lighthouse" NEWS_SITE_DIR="$work/lighthouse/site" NEWS_SITE_API_URL=$base \
    "$newsctl" site build >/dev/null
  local article
  article=$(cd "$work/lighthouse/site" && find en/article -name index.html -print -quit)
  CHROME_PATH=/usr/bin/chromium node ops/lighthouse/run.mjs "$base" /en /en/category/politics "/${article%/index.html}"
  kill "$server"; wait "$server" 2>/dev/null || true; server=""
}
