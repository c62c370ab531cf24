# The cluster's benchmark, sourced by ops/bench.sh (which has built newsctl and set $work).
#   bench_cluster  two servers and two workers on PostgreSQL behind nginx (ops/cluster/up.sh,
#                  10,000 demo articles) under CLUSTER_MINUTES (default 10) of mixed load: readers
#                  (lists, articles, searches) and their views and likes through the proxy, a
#                  sign-in every second and a comment every 15 s beside them, a campaign and a
#                  backup started in minute 2, once both servers serve the cluster's first site
#                  release, and an article published half way (the seconds until both servers
#                  serve its page). Each minute: the readers' and the writers'
#                  requests/s, p99 and errors, and each node's resident memory with the part of
#                  it that is the process's own (anonymous: heap and stacks; the rest is mapped
#                  files, such as the search index, which the kernel may drop and read again).
#                  CLUSTER_KEEP=DIR keeps each node's log and every node's memory every 10 s
#                  (memory.tsv), to tell what a node did when its memory moved.

# server_figures NAME: from server NAME's /metrics, the MB of API answers its response cache
# holds and the database connections it has open, space-separated.
server_figures() {
  local metrics=CLUSTER_METRICS_${1#server-}
  curl -fsS --max-time 2 "${!metrics}" | awk '
    $1 == "newsroom_response_cache_bytes" {cache = $2 / 1048576}
    $1 == "newsroom_db_pool_connections{state=\"open\"}" {open = $2}
    END {printf "%.1f %d", cache, open}'
}

# node_rss NAME: the resident and the anonymous memory of cluster node NAME, in MB; for a
# server, also how much of the anonymous memory is its response cache, the rest (what it keeps
# whatever the readers asked for in the last seconds), and its open database connections (each
# keeps its prepared statements and buffers), all from one reading.
node_rss() {
  local figures=""
  [[ $1 == server-* ]] && figures=$(server_figures "$1")
  awk -v figures="$figures" '/VmRSS/ {rss = $2} /RssAnon/ {anon = $2}
    END {
      printf "%.0f MB (%.0f", rss / 1024, anon / 1024
      if (split(figures, f, " ") == 2) printf ", cache %s, %.1f without it, %s connections", f[1], anon / 1024 - f[1], f[2]
      printf ")"
    }' "/proc/$(cat "$cluster/$1.pid")/status"
}

# follow_memory: every node's memory every 10 s, a line per node, into $cluster/memory.tsv.
follow_memory() {
  local node
  while sleep 10; do
    for node in server-1 server-2 worker-1 worker-2; do
      printf '%s\t%s\t%s\n' "$(date -u +%H:%M:%S)" "$node" "$(node_rss "$node")"
    done
  done >"$cluster/memory.tsv"
}

# cluster_done: stops the cluster, after keeping its logs where CLUSTER_KEEP says.
cluster_done() {
  kill "$follower" 2>/dev/null || true
  if [ -n "${CLUSTER_KEEP:-}" ]; then
    mkdir -p "$CLUSTER_KEEP"
    cp "$cluster"/*.log "$cluster/memory.tsv" "$CLUSTER_KEEP/" || true
  fi
  ops/cluster/down.sh "$cluster" >/dev/null 2>&1
  rm -rf "$work"
}

# cluster_mix MIX DURATION CONNECTIONS WAIT_MS: the reader's mix (ops/bench/mixed.lua), its reads
# or its writes only, through the proxy; the numbers of its RESULT line.
cluster_mix() {
  BENCH_MIX=$1 BENCH_DELAY_MS=$4 wrk -t1 -c"$3" -d"$2" -s ops/bench/mixed.lua "$CLUSTER_PROXY" | result
}

# A campaign to CLUSTER_SUBSCRIBERS confirmed subscribers and an enhanced backup, both queued
# for the workers while the load runs; their outcome is printed at the end.
start_campaign_and_backup() {
  psql "$NEWS_DATABASE_URL" -qc "insert into newsletter_subscribers \
    (email, language, status, unsubscribe_token, created_at, updated_at, confirmed_at) \
    select 'reader' || g || '@bench.test', 'en', 'confirmed', md5('bench' || g), now(), now(), now() \
    from generate_series(1, ${CLUSTER_SUBSCRIBERS:-6000}) g"
  printf '# The week\n\nWhat happened while the cluster was under load.\n' >"$cluster/campaign.md"
  campaign=$(NEWS_DATA_DIR="$cluster/setup" "$newsctl" --json newsletter campaign create --subject Bench --lang en \
    --file "$cluster/campaign.md" | node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>console.log(JSON.parse(s).id))")
  NEWS_DATA_DIR="$cluster/setup" "$newsctl" newsletter campaign send "$campaign" >/dev/null
  (
    started=$(date +%s)
    NEWS_DATA_DIR="$cluster/setup" "$newsctl" --json backup create --enhanced --wait >"$cluster/backup.json"
    echo $(($(date +%s) - started)) >"$cluster/backup.seconds"
  ) &
  backup=$!
}

# publish_and_follow: publishes an article through newsctl, then times in the background how
# long until both servers serve its prerendered page: the workers' incremental build, its
# release's upload and each server's download, under the load. Into $cluster/published.txt.
publish_and_follow() {
  local marker server id slug
  marker="under-load-$(date +%s)"
  printf -- '---\ntitle: Published under load %s\nlanguage: en\ncategory: news\nstatus: published\n---\n\nBody text %s.\n' \
    "$marker" "$marker" >"$cluster/story.md"
  read -r id slug < <(NEWS_DATA_DIR="$cluster/setup" "$newsctl" --json article create --file "$cluster/story.md" |
    node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const a=JSON.parse(s);console.log(a.id+' '+a.slug)})")
  (
    local started=$SECONDS line="an article published in minute $1 was served"
    for server in "$CLUSTER_SERVER_1" "$CLUSTER_SERVER_2"; do
      until [[ $(curl -fs "$server/en/article/$id/$slug") == *"Body text $marker"* ]]; do
        if ((SECONDS - started > 600)); then
          echo "$line: not within 10 minutes by $server" >"$cluster/published.txt"
          exit
        fi
        sleep 1
      done
      line="$line by $server $((SECONDS - started)) s after,"
    done
    echo "${line%,}" >"$cluster/published.txt"
  ) &
  published=$!
}

# Waits until both servers serve the site release of the cluster's first build: every page of
# its articles, built once when the workers start (two to three minutes here, beside nothing
# else). The load is measured from then on, on a cluster that runs as a newsroom's does.
wait_for_first_release() {
  local node started=$SECONDS
  for node in server-1 server-2; do
    until grep -q 'site release brought in' "$cluster/$node.log"; do
      if ((SECONDS - started > 900)); then
        echo "error: $node did not bring in the first site release within 15 minutes" >&2
        return 1
      fi
      sleep 1
    done
  done
  echo "the first site release served by both servers $((SECONDS - started)) s after the cluster was up" >&2
}

bench_cluster() {
  cluster="$work/cluster"
  local minutes=${CLUSTER_MINUTES:-10} minute line reads writes writer first="" last="" node
  # An article published in the second half, when the first release, the campaign and the backup
  # are behind: a newsroom's publish under the readers' load, and the site build it starts.
  local publish_minute=$((minutes / 2 + 1))
  # One client address sends every sign-in and comment: the per-address limits of sign-in would
  # refuse most of them (the comments stay under theirs: 60 an hour).
  export NEWS_AUTH_RATE_LIMITS=false
  NEWSCTL=$newsctl CLUSTER_DEMO_PAIRS=5000 CLUSTER_MAIL_RATE=${CLUSTER_MAIL_RATE:-25} ops/cluster/up.sh "$cluster" >&2
  # shellcheck disable=SC1091
  source "$cluster/cluster.env"
  follow_memory &
  follower=$!
  trap cluster_done EXIT
  export NEWS_LOG=warn # for this script's own newsctl commands; the nodes log as they started
  wait_for_first_release
  printf 'a bench password\n' | NEWS_DATA_DIR="$cluster/setup" "$newsctl" user create bench@example.com --password-stdin >/dev/null
  echo "capacity of the whole mix through the proxy: $(cluster_mix all 10s 16 "")" >&2
  node ops/bench/side-load.mjs "$CLUSTER_PROXY" bench@example.com 'a bench password' $((minutes * 60)) >"$cluster/side.txt" &
  local side=$!
  echo "| minute | readers (16 connections, 10 ms between requests) | views and likes (4 connections, 20 ms) | server-1 (anonymous: the response cache, the rest; database connections) | server-2 | worker-1 | worker-2 |"
  echo "|---|---|---|---|---|---|---|"
  for minute in $(seq 1 "$minutes"); do
    [ "$minute" = 2 ] && start_campaign_and_backup
    [ "$minute" = "$publish_minute" ] && publish_and_follow "$minute"
    cluster_mix writes 60s 4 20 >"$cluster/writes.txt" &
    writer=$!
    reads=$(cluster_mix reads 60s 16 10)
    wait "$writer"
    writes=$(cat "$cluster/writes.txt")
    line=""
    for node in server-1 server-2 worker-1 worker-2; do
      line="$line | $(node_rss "$node")"
    done
    echo "| $minute | $reads | $writes$line |"
    [ "$minute" = 2 ] && first=$line
    last=$line
  done
  wait "$side"
  echo
  echo "resident memory (server-1, server-2, worker-1, worker-2), minute 2 →$first; minute $minutes →$last"
  cat "$cluster/side.txt"
  wait "$published"
  cat "$cluster/published.txt"
  wait "$backup"
  node -e "
    const b = require('$cluster/backup.json');
    const seconds = require('fs').readFileSync('$cluster/backup.seconds', 'utf8').trim();
    console.log('backup ' + b.id + ' (' + b.backup_type + '): ' + b.status + ', ' + b.file_size_mb.toFixed(1) + ' MB, ' + seconds + ' s from queued to made');
  "
  NEWS_DATA_DIR="$cluster/setup" "$newsctl" --json newsletter campaign status "$campaign" | node -e "
    let s = ''; process.stdin.on('data', (d) => (s += d)).on('end', () => {
      const c = JSON.parse(s);
      const seconds = (new Date(c.finished_at) - new Date(c.started_at)) / 1000;
      console.log('campaign ' + c.id + ': ' + c.status + ', ' + c.progress.sent + ' of ' + c.progress.recipients + ' sent, ' + c.progress.failed + ' failed, in ' + seconds.toFixed(0) + ' s');
    });"
}
