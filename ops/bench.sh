#!/usr/bin/env bash
# Benchmarks against the release server, measured with wrk; each prints a Markdown table.
#   bash ops/bench.sh content  10,000 articles (list and detail at 32 connections, the admin
#                              list and, with a million interactions, the dashboard at 8) and
#                              100,000 (search at 8), on SQLite and PostgreSQL, with peak memory
#   bash ops/bench.sh admin    the admin article list (one request at a time, and 8) and the
#                              dashboard at 10,000 articles, SQLite and PostgreSQL
#   bash ops/bench.sh auth     one article read with an API key vs without (the cost of the key
#                              check), and sign-in latency (the argon2 cost)
#   bash ops/bench.sh backup   a standard backup and a restore of 100,000 articles: time,
#                              MB/s of table data, compression ratio, peak memory
#   bash ops/bench.sh engagement on 10,000 articles (SQLite): the list and one article while views
#                              are posted at about 500/s, like toggles of 64 readers with every
#                              final count checked, and view recording alone
#   bash ops/bench.sh newsletter a campaign to 10,000 confirmed subscribers through the worker into
#                              a local SMTP capture server (maildev): mails/s, worker peak memory
#   bash ops/bench.sh site     prerender time (demo, and 10,000 articles per language), the
#                              JavaScript of an article page, static serving (ops/bench/site.sh)
#   bash ops/bench.sh lighthouse Lighthouse 12 (mobile) scores of home, a category and an article
#   bash ops/bench.sh scale    the database path alone (response cache off) as the table grows:
#                              the list's first pages, deep pages, one article, a category's
#                              pages and search (both languages, and one as the site
#                              asks) at 32 connections, at capacity and paced
#                              below it, then a backup and its restore, SQLite and
#                              PostgreSQL, for each size in BENCH_SCALE_PAIRS (pairs of
#                              articles; default "5000 50000", "5000 500000" for a million;
#                              BENCH_SCALE_BACKENDS=postgres for one backend)
#   bash ops/bench.sh soak     SOAK_MINUTES (default 30) of a reader's mix (ops/bench/mixed.lua) on
#                              SQLite at 70 % of the capacity measured first: each minute's
#                              requests/s, p99, errors, resident memory (and how much of it is
#                              the heap and how much mapped files) and open files, with an
#                              article published every SOAK_PUBLISH_EVERY s (default 60)
#   bash ops/bench.sh cluster  CLUSTER_MINUTES (default 10) of mixed load on two servers and two
#                              workers on PostgreSQL (ops/bench/cluster.sh): requests/s, p99 and
#                              errors each minute, each node's memory, a campaign, a backup
#                              and the time until an article published under the load is served
#   bash ops/bench.sh audit    npm audit --omit=dev of the web app (the registry must answer it)
#   bash ops/bench.sh          all of them
set -euo pipefail
MODE=${1:-all}
cd "$(dirname "$0")/.."
source ops/lib.sh
ensure_apt wrk wrk
ensure_apt /usr/bin/time time
ensure_apt sqlite3 sqlite3
ensure_apt psql postgresql-client
DURATION=${BENCH_DURATION:-15s}
PG_ADMIN=${NEWS_TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}

# npm's audit of what the web app ships (runtime packages only), where the registry answers it.
if [ "$MODE" = audit ] || [ "$MODE" = all ]; then
  ensure_npm_packages web
  (cd web && npm audit --omit=dev) || echo "npm audit exited with $? (advisories found, or the registry did not answer)"
  [ "$MODE" = audit ] && exit 0
fi

# BENCH_NEWSCTL measures another build instead (a debug one, for a quick look: its figures are
# not comparable with the release build's).
if [ -z "${BENCH_NEWSCTL:-}" ]; then
  cargo build --release --locked -p newsctl
fi
newsctl=$(realpath "${BENCH_NEWSCTL:-${CARGO_TARGET_DIR:-target}/release/newsctl}")
work=$(mktemp -d)
server=""
trap '[ -n "$server" ] && kill $server 2>/dev/null; rm -rf "$work"' EXIT
export LUA_PATH="$PWD/ops/bench/?.lua;;"
source ops/bench/site.sh
source ops/bench/cluster.sh
if [ "$MODE" = site ] || [ "$MODE" = lighthouse ]; then
  ensure_npm_packages web
  "bench_$MODE"
  exit 0
fi
# wrk is one client address: the per-address read limit stays on (its cost is measured) but
# high enough never to refuse.
export NEWS_READ_RATE_LIMIT=1000000000

# run_wrk NAME CONNECTIONS SCRIPT BASE
run_wrk() {
  local line threads=$(($2 < 2 ? $2 : 2))
  wrk -t"$threads" -c"$2" -d5s -s "ops/bench/$3" "$4" >/dev/null # warm-up, not measured
  line=$(wrk -t"$threads" -c"$2" -d"$DURATION" -s "ops/bench/$3" "$4" | grep '^RESULT')
  echo "| $BACKEND | $1 | $2 | ${line#RESULT } |"
}

# serve DATA_DIR DATABASE_URL PAIRS [SQL]: loads PAIRS demo pairs (then ops/bench/SQL-sqlite.sql or
# -postgres.sql, when given) and starts the server (with SERVE_FLAGS); sets $base. The server
# rebuilds no site: the prerender would take the CPU the measurement needs.
serve() {
  local data=$1 url=$2 pairs=$3 extra=${4:-} seconds
  seconds=$(date +%s)
  NEWS_DATABASE_URL=$url "$newsctl" --data-dir "$data" seed demo --pairs "$pairs" >/dev/null
  echo "loaded $((pairs * 2)) articles in $(( $(date +%s) - seconds )) s" >&2
  if [ -n "$extra" ]; then
    case $url in
      sqlite:*) sqlite3 "$data/news.db" <"ops/bench/$extra-sqlite.sql" ;;
      *) psql -q "$url" <"ops/bench/$extra-postgres.sql" ;;
    esac
  fi
  local port
  port=$(free_port)
  base="http://127.0.0.1:$port"
  NEWS_DATABASE_URL=$url NEWS_DATA_DIR=$data NEWS_BIND=127.0.0.1:$port NEWS_LOG=warn NEWS_SEED_DEMO=false NEWS_SITE_REBUILD=false \
    NEWS_SITE_DIR="$work/nosite" "$newsctl" serve ${SERVE_FLAGS:-} &
  server=$!
  wait_ready "$base" $((300 + pairs / 250)) # the first start builds the search index of every article
}

stop() {
  local rss
  rss=$(awk '/VmHWM/ {printf "%.0f", $2/1024}' "/proc/$server/status")
  echo "| $BACKEND | peak resident memory of the server | | ${rss} MB |"
  kill "$server"
  wait "$server" 2>/dev/null || true
  server=""
}

# The admin list (one request at a time: the server's own time; then 8 at once) and the
# dashboard of the running server, on data dir $1 and database $2.
bench_admin_api() {
  local key
  key=$(NEWS_DATABASE_URL=$2 "$newsctl" --data-dir "$1" --json apikey create --name bench --scope admin |
    node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>console.log(JSON.parse(s).key))")
  BENCH_TOKEN=$key run_wrk "admin article list, any status, 20 a page (10,000 articles)" 1 admin-list.lua "$base"
  BENCH_TOKEN=$key run_wrk "admin article list, any status, 20 a page (10,000 articles)" 8 admin-list.lua "$base"
  BENCH_TOKEN=$key run_wrk "admin dashboard (10,000 articles, 1,000,000 interactions)" 8 dashboard.lua "$base"
}

# The admin area's API alone, on SQLite and PostgreSQL.
bench_admin() {
  BACKEND=sqlite
  serve "$work/admin-sqlite" "sqlite://$work/admin-sqlite/news.db" 5000 dashboard
  bench_admin_api "$work/admin-sqlite" "sqlite://$work/admin-sqlite/news.db"
  stop
  psql "$PG_ADMIN" -qc "drop database if exists news_bench_admin with (force)" -c "create database news_bench_admin" >/dev/null
  BACKEND=postgres
  serve "$work/admin-postgres" "${PG_ADMIN%/*}/news_bench_admin" 5000 dashboard
  bench_admin_api "$work/admin-postgres" "${PG_ADMIN%/*}/news_bench_admin"
  stop
}

bench_backend() {
  BACKEND=$1
  serve "$work/$1-10k" "$2" 5000 dashboard
  run_wrk "article list (10,000 articles)" 32 list.lua "$base"
  run_wrk "one article (10,000 articles)" 32 article.lua "$base"
  bench_admin_api "$work/$1-10k" "$2"
  stop
  NEWS_RESPONSE_CACHE=false serve "$work/$1-10k_uncached" "${2/10k/10k_uncached}" 5000
  run_wrk "article list, response cache off" 32 list.lua "$base"
  run_wrk "one article, response cache off" 32 article.lua "$base"
  stop
  serve "$work/$1-100k" "$3" 50000
  run_wrk "search (100,000 articles)" 8 search.lua "$base"
  stop
}

# scale_reads NAME SCRIPT: one read of the scale benchmark at capacity, then paced below it: the
# same 32 connections, each waiting after each answer as long as one of its requests took at
# capacity, so that together they ask well below it (60 to 75 %; the rate is printed). At
# capacity a request's latency is mostly its wait behind the other 31; paced it is the path's own.
scale_reads() {
  local line delay
  line=$(run_wrk "$1, cache off ($((pairs * 2)) articles)" 32 "$2" "$base")
  echo "$line"
  delay=$(awk -v rps="$(field rps "$line")" 'BEGIN { printf "%.2f", 32000 / rps }')
  BENCH_DELAY_MS=$delay run_wrk "$1, paced below capacity" 32 "$2" "$base"
}

# The uncached list and article as the table grows, on SQLite and PostgreSQL.
bench_scale() {
  local pairs db url
  for pairs in ${BENCH_SCALE_PAIRS:-5000 50000}; do
    for BACKEND in ${BENCH_SCALE_BACKENDS:-sqlite postgres}; do
      db="news_bench_scale_$pairs"
      if [ "$BACKEND" = sqlite ]; then
        url="sqlite://$work/scale-sqlite-$pairs/news.db"
      else
        psql "$PG_ADMIN" -qc "drop database if exists $db with (force)" -c "create database $db" >/dev/null
        url="${PG_ADMIN%/*}/$db"
      fi
      # No worker: its automation (trending over a million articles takes a minute) would run
      # beside the measurement at a time of its own.
      NEWS_RESPONSE_CACHE=false SERVE_FLAGS=--no-worker serve "$work/scale-$BACKEND-$pairs" "$url" "$pairs"
      scale_reads "list, first 100 pages" list.lua
      BENCH_DEPTH=$pairs scale_reads "list, any page" list-deep.lua
      BENCH_ARTICLES=$((pairs * 2)) scale_reads "one article" article.lua
      scale_reads "category page, first 10 pages" category.lua
      scale_reads "search" search.lua
      BENCH_ONE_LANGUAGE=1 scale_reads "search in one language (as the site asks)" search.lua
      [ "$BACKEND" = postgres ] && scale_migration "$work/scale-$BACKEND-$pairs" "$url" "$((pairs * 2))"
      stop
      scale_backup "$work/scale-$BACKEND-$pairs" "$url" "$((pairs * 2))"
      if [ "$BACKEND" = postgres ]; then psql "$PG_ADMIN" -qc "drop database $db with (force)" >/dev/null; fi
    done
  done
}

# scale_migration DATA_DIR DATABASE_URL ARTICLES: the newest index migration (built concurrently)
# applied again by `newsctl migrate` while the running server takes reads and views; the reads'
# percentiles over 120 s that hold it, beside 40 s of the same load without it.
scale_migration() {
  local data=$1 url=$2 version=20261128000002 started seconds
  BACKEND="$BACKEND, no migration" run_mixed "$3" 40s
  psql -q "$url" -c "drop index articles_category_listing" -c "delete from _sqlx_migrations where version = $version"
  BACKEND="$BACKEND, during the migration" run_mixed "$3" 120s &
  local load=$!
  sleep 5
  started=$(date +%s.%N)
  NEWS_DATABASE_URL=$url "$newsctl" --data-dir "$data" migrate >/dev/null
  seconds=$(echo "$(date +%s.%N) - $started" | bc)
  wait "$load"
  printf '| %s | migration %s (create index concurrently) under that load | | %.1f s |\n' "$BACKEND" "$version" "$seconds"
}

# run_mixed ARTICLES DURATION: lists (28 connections) beside views (4 connections), both printed.
run_mixed() {
  wrk -t1 -c4 -d"$2" -s ops/bench/views.lua "$base" | grep '^RESULT' | sed "s/^RESULT /| $BACKEND | views beside it | 4 | /; s/$/ |/" &
  local writer=$! line
  line=$(wrk -t2 -c28 -d"$2" -s ops/bench/list.lua "$base" | grep '^RESULT')
  echo "| $BACKEND | article list ($1 articles) | 28 | ${line#RESULT } |"
  wait "$writer"
}

# scale_backup DATA_DIR DATABASE_URL ARTICLES: a standard backup of the database, then its restore
# into an empty one of the same backend; time and peak memory of each.
scale_backup() {
  local data=$1 url=$2 target made_s made_mb restore_s restore_mb size
  read -r made_s made_mb < <(measure "backup" env NEWS_DATABASE_URL="$url" "$newsctl" --data-dir "$data" --json backup create --now)
  size=$(du -m "$data"/backups/backup-*.tar.zst | cut -f1)
  if [ "$BACKEND" = sqlite ]; then
    target="sqlite://$work/scale-restore/news.db"
  else
    psql "$PG_ADMIN" -qc "drop database if exists news_bench_restore with (force)" -c "create database news_bench_restore" >/dev/null
    target="${PG_ADMIN%/*}/news_bench_restore"
  fi
  read -r restore_s restore_mb < <(measure "restore" "$newsctl" --data-dir "$work/scale-restore" --json backup restore \
    "$(ls "$data"/backups/backup-*.tar.zst)" --into "$target")
  echo "| $BACKEND | standard backup of $3 articles (${size} MB) | | ${made_s} s, peak memory ${made_mb} MB |"
  echo "| $BACKEND | its restore into an empty database | | ${restore_s} s, peak memory ${restore_mb} MB |"
  rm -rf "$work/scale-restore" "$data"/backups
  [ "$BACKEND" = postgres ] && psql "$PG_ADMIN" -qc "drop database news_bench_restore with (force)" >/dev/null
  return 0
}

# The cost of authentication: the same read with and without an API key, then sign-in latency.
bench_auth() {
  BACKEND=sqlite
  NEWS_AUTH_RATE_LIMITS=false serve "$work/auth" "sqlite://$work/auth/news.db" 5000
  local key
  key=$("$newsctl" --data-dir "$work/auth" --json apikey create --name bench --scope content:read |
    node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>console.log(JSON.parse(s).key))")
  run_wrk "one article, anonymous" 32 article.lua "$base"
  BENCH_TOKEN=$key run_wrk "one article, content:read API key" 32 article.lua "$base"
  printf 'a bench password\n' | "$newsctl" --data-dir "$work/auth" user create bench@example.com --password-stdin >/dev/null
  node ops/bench/sign_in.mjs "$base" bench@example.com 'a bench password' 40
  stop
}

# An article created every SOAK_PUBLISH_EVERY seconds (default 60; 0 for none), as a newsroom
# publishes: the server writes each into its search index, whose writer threads are the largest
# burst of memory a server sees, and what the memory readings must show it gives back.
soak_publisher() {
  local every=${SOAK_PUBLISH_EVERY:-60} n=0
  [ "$every" = 0 ] && return
  while sleep "$every"; do
    n=$((n + 1))
    printf -- '---\ntitle: Published during the soak %s\nlanguage: en\ncategory: news\nstatus: published\n---\n\nBody text %s.\n' \
      "$n" "$n" >"$work/soak-story-$n.md"
    "$newsctl" --data-dir "$work/soak" article create --file "$work/soak-story-$n.md" >/dev/null || return
  done
}

# soak_mix DURATION [WAIT_MS]: the reader's mix (ops/bench/mixed.lua) at SOAK_CONNECTIONS, each
# waiting WAIT_MS after each answer; the numbers of its RESULT line.
SOAK_CONNECTIONS=16
soak_mix() {
  BENCH_DELAY_MS=${2:-} wrk -t2 -c"$SOAK_CONNECTIONS" -d"$1" -s ops/bench/mixed.lua "$base" | result
}

# field NAME LINE: the value of NAME=… in a RESULT line.
field() {
  sed -E "s/.*$1=([0-9.]+).*/\1/" <<<"$2"
}

# The soak: capacity of the mix first (SOAK_CONNECTIONS, as fast as they go), then SOAK_MINUTES
# minutes at 70 % of it, one wrk run a minute, each followed by the server's resident memory and
# open file descriptors. Ends with the growth between minute 2 and the last.
bench_soak() {
  BACKEND=sqlite
  serve "$work/soak" "sqlite://$work/soak/news.db" 5000
  local line target measured delay=0 minute rss anon files fds publisher first_rss="" first_anon="" first_fds="" p99s=""
  soak_mix 5s >/dev/null
  line=$(soak_mix "$DURATION")
  target=$(($(field rps "$line") * 7 / 10))
  echo "capacity $line; soak at 70 %: $target req/s" >&2
  # Each connection waits after each answer. Answers come faster below capacity, so the wait is
  # found by trial: each 10 s run moves it by the gap between the cycle a connection should take
  # (connections / target s) and the one it took.
  for _ in 1 2 3 4 5; do
    measured=$(field rps "$(soak_mix 10s "$delay")")
    echo "a wait of ${delay} ms: $measured req/s" >&2
    delay=$(awk -v d="$delay" -v c="$SOAK_CONNECTIONS" -v t="$target" -v m="$measured" \
      'BEGIN { d += 1000 * c / t - 1000 * c / m; printf "%.2f", d < 0 ? 0 : d }')
  done
  soak_publisher &
  publisher=$!
  echo "| minute | result (requests/s, latency ms) | resident memory | of it anonymous (heap), mapped files | open files |"
  echo "|---|---|---|---|---|"
  for minute in $(seq 1 "${SOAK_MINUTES:-30}"); do
    line=$(soak_mix 60s "$delay")
    read -r rss anon files < <(awk '/VmRSS/ {r = $2} /RssAnon/ {a = $2} /RssFile/ {f = $2}
      END {printf "%.0f %.0f %.0f\n", r/1024, a/1024, f/1024}' "/proc/$server/status")
    fds=$(ls "/proc/$server/fd" | wc -l)
    echo "| $minute | $line | ${rss} MB | $anon, $files MB | $fds |"
    if [ "$minute" = 2 ]; then first_rss=$rss first_anon=$anon first_fds=$fds; fi
    p99s="$p99s $(field p99 "$line")"
  done
  kill "$publisher" 2>/dev/null || true # gone already with SOAK_PUBLISH_EVERY=0
  echo
  echo "articles published during the soak: $(find "$work" -maxdepth 1 -name 'soak-story-*.md' | wc -l)"
  echo "minute 2 to $minute: resident memory ${first_rss:-$rss} → $rss MB (anonymous ${first_anon:-$anon} → $anon MB), open files ${first_fds:-$fds} → $fds;" \
    "p99 from $(awk '{ lo = hi = $1; for (i = 2; i <= NF; i++) { if ($i < lo) lo = $i; if ($i > hi) hi = $i } print lo " to " hi }' <<<"$p99s") ms"
  stop
}

# measure LABEL COMMAND…: runs it, prints wall seconds and peak resident memory (MB).
measure() {
  local label=$1
  shift
  /usr/bin/time -f "%e %M" -o "$work/time" "$@" >"$work/out.json"
  read -r seconds kb <"$work/time"
  echo "$label: ${seconds} s, peak memory $((kb / 1024)) MB" >&2
  echo "$seconds $((kb / 1024))"
}

# A standard backup of 100,000 articles, then its restore into an empty database (SQLite).
bench_backup() {
  local data="$work/backup-src" target="$work/backup-dst"
  "$newsctl" --data-dir "$data" seed demo --pairs 50000 >/dev/null
  read -r made_s made_mb < <(measure "backup" "$newsctl" --data-dir "$data" --json backup create --now)
  read -r raw bytes < <(node -e "const r=require('$work/out.json');const d=r.backup_data;console.log(d.summary.raw_bytes, d.file.bytes)")
  local file
  file=$(ls "$data"/backups/backup-*.tar.zst)
  read -r restore_s restore_mb < <(measure "restore" "$newsctl" --data-dir "$target" --json backup restore "$file")
  node -e "
    const [madeS, madeMb, raw, bytes, restS, restMb] = process.argv.slice(1).map(Number);
    const mb = raw / 1048576;
    console.log('| sqlite | standard backup, 100,000 articles | ' + madeS + ' s | ' + (mb / madeS).toFixed(1) + ' MB/s of table data (' + mb.toFixed(0) + ' MB raw → ' + (bytes / 1048576).toFixed(1) + ' MB, ' + (raw / bytes).toFixed(1) + ':1) | peak ' + madeMb + ' MB |');
    console.log('| sqlite | restore into an empty database | ' + restS + ' s | ' + (mb / restS).toFixed(1) + ' MB/s of table data | peak ' + restMb + ' MB |');
  " "$made_s" "$made_mb" "$raw" "$bytes" "$restore_s" "$restore_mb"
}

# The numbers of the RESULT line of wrk's output on stdin.
result() {
  grep '^RESULT' | sed 's/^RESULT //'
}

# reads_under_views NAME SCRIPT: wrk on SCRIPT while views are posted in the background (eight
# connections, each waiting 12 ms between views: about 500 views/s).
reads_under_views() {
  BENCH_VIEW_DELAY_MS=12 wrk -t1 -c8 -d"$DURATION" -s ops/bench/views.lua "$base" >"$work/views.out" &
  local views=$! reads
  reads=$(wrk -t2 -c32 -d"$DURATION" -s "ops/bench/$2" "$base" | result)
  wait "$views"
  echo "| sqlite | $1 | 32 | $reads; views meanwhile: $(result <"$work/views.out") |"
}

# Counting readers must not cost the read path; likes must stay exact under concurrency.
bench_engagement() {
  BACKEND=sqlite
  serve "$work/engagement" "sqlite://$work/engagement/news.db" 5000
  wrk -t2 -c32 -d5s -s ops/bench/list.lua "$base" >/dev/null # warm-up, not measured
  reads_under_views "article list while views are recorded" list.lua
  reads_under_views "one article while views are recorded" article.lua
  node ops/bench/likes.mjs "$base" "${DURATION%s}" 64 20
  echo "| sqlite | views, a new reader each | 32 | $(wrk -t2 -c32 -d"$DURATION" -s ops/bench/views.lua "$base" | result) |"
  stop
}

# A campaign to 10,000 confirmed subscribers (SQLite), sent by a worker into maildev.
bench_newsletter() {
  local data="$work/newsletter" subscribers=10000 smtp web
  ensure_npm_packages ops/maildev
  smtp=$(free_port)
  web=$(free_port)
  ops/maildev/node_modules/.bin/maildev --ip 127.0.0.1 --web-ip 127.0.0.1 -s "$smtp" -w "$web" >"$work/maildev.log" 2>&1 &
  local maildev=$!
  wait_http "http://127.0.0.1:$web/api/email" 30
  "$newsctl" --data-dir "$data" migrate >/dev/null
  python3 - "$data/news.db" "$subscribers" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
rows = [(f"bench-{i}@example.com", f"unsub-{i}") for i in range(int(sys.argv[2]))]
db.executemany("insert into newsletter_subscribers (email, language, status, unsubscribe_token, created_at) "
               "values (?, 'en', 'confirmed', ?, '2026-01-01T00:00:00Z')", rows)
db.commit()
PY
  printf '# Bench\n\nThe week in *ten thousand* mails.\n' >"$work/campaign.md"
  local id
  id=$("$newsctl" --data-dir "$data" --json newsletter campaign create --subject Bench --lang en --file "$work/campaign.md" |
    node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>console.log(JSON.parse(s).id))")
  "$newsctl" --data-dir "$data" newsletter campaign send "$id" >/dev/null
  NEWS_SMTP_URL="smtp://127.0.0.1:$smtp" NEWS_MAIL_RATE=0 NEWS_MAIL_CONNECTIONS=${BENCH_MAIL_CONNECTIONS:-8} NEWS_LOG=warn \
    "$newsctl" --data-dir "$data" worker &
  local worker=$!
  "$newsctl" --data-dir "$data" --json newsletter campaign status "$id" --watch >"$work/campaign.json"
  local rss
  rss=$(awk '/VmHWM/ {printf "%.0f", $2/1024}' "/proc/$worker/status")
  kill "$worker" "$maildev"
  wait "$worker" "$maildev" 2>/dev/null || true
  node -e "
    const c = require('$work/campaign.json');
    const seconds = (new Date(c.finished_at) - new Date(c.started_at)) / 1000;
    console.log('| sqlite | campaign to ' + c.progress.recipients + ' confirmed subscribers (' + c.progress.sent + ' sent, ' + c.progress.failed + ' failed) | ' + seconds.toFixed(1) + ' s | ' + (c.progress.sent / seconds).toFixed(0) + ' mails/s | worker peak $rss MB |');
  "
}

backup_table() {
  echo "| backend | what | time | throughput and size | memory |"
  echo "|---|---|---|---|---|"
  bench_backup
}

if [ "$MODE" = soak ]; then
  bench_soak
  exit 0
fi
if [ "$MODE" = cluster ]; then
  bench_cluster
  exit 0
fi
if [ "$MODE" = backup ]; then
  backup_table
  exit 0
fi
if [ "$MODE" = newsletter ] || [ "$MODE" = all ]; then
  echo "| backend | what | time | throughput | memory |"
  echo "|---|---|---|---|---|"
  bench_newsletter
  [ "$MODE" = newsletter ] && exit 0
  echo
fi
if [ "$MODE" = all ]; then
  backup_table
  echo
fi

echo "| backend | what | connections | result (requests/s, latency ms) |"
echo "|---|---|---|---|"
if [ "$MODE" = engagement ] || [ "$MODE" = all ]; then
  bench_engagement
fi
[ "$MODE" = engagement ] && exit 0
if [ "$MODE" = auth ] || [ "$MODE" = all ]; then
  bench_auth
fi
[ "$MODE" = auth ] && exit 0
if [ "$MODE" = admin ]; then
  bench_admin
  exit 0
fi
if [ "$MODE" = scale ]; then
  bench_scale
  exit 0
fi
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
