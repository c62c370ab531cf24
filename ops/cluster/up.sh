#!/usr/bin/env bash
# Starts a cluster on this machine, the topology of several nodes: two servers and two workers
# (`newsctl serve --no-worker`, `newsctl worker`) on one PostgreSQL database and one S3 bucket
# (s3s-fs), each node with its own empty data and site directories, mail captured by maildev,
# and nginx in front (ops/cluster/nginx.conf).
#
#   ops/cluster/up.sh WORK     # WORK/cluster.env then says where everything is
#   ops/cluster/node.sh WORK kill worker-1 | start worker-1 | stop server-2 | cont server-2
#   ops/cluster/down.sh WORK   # stops everything and drops the database
#
# NEWSCTL names the binary (default target/debug/newsctl); NEWS_TEST_POSTGRES_URL the server
# (default postgres://postgres@127.0.0.1:5432/postgres), where a fresh database is made;
# CLUSTER_DEMO_PAIRS how many demo pairs it holds (default newsctl's) and CLUSTER_MAIL_RATE the
# workers' mails a second (default 20).
set -euo pipefail
cd "$(dirname "$0")/../.."
source ops/lib.sh

work=$(realpath -m "${1:?usage: ops/cluster/up.sh WORK}")
mkdir -p "$work/nginx-tmp" "$work/s3/newsroom"
newsctl=$(realpath "${NEWSCTL:-${CARGO_TARGET_DIR:-target}/debug/newsctl}")
ensure_apt nginx nginx
ensure_apt psql postgresql-client
ensure_npm_packages web
ensure_npm_packages ops/maildev
ensure_cargo s3s-fs 0.14.1 s3s-fs --features binary

pg=${NEWS_TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}
database="news_cluster_$(date +%s)_$$"
psql "$pg" -qc "create database $database"
read -r proxy server_1 server_2 s3 smtp mail_web metrics_1 metrics_2 < <(for _ in 1 2 3 4 5 6 7 8; do free_port; done | xargs)

background() {
  local name=$1
  shift
  setsid "$@" </dev/null >"$work/$name.log" 2>&1 &
  echo $! >"$work/$name.pid"
}
background s3s s3s-fs --host 127.0.0.1 --port "$s3" --access-key AKIACLUSTER --secret-key clustersecret "$work/s3"
background maildev ops/maildev/node_modules/.bin/maildev --ip 127.0.0.1 --web-ip 127.0.0.1 -s "$smtp" -w "$mail_web"

# What every node shares: the database, the bucket, the auth secret, the public address.
cat >"$work/cluster.env" <<ENV
export NEWSCTL='$newsctl'
export CLUSTER_WORK='$work'
export CLUSTER_DATABASE='$database'
export CLUSTER_POSTGRES='$pg'
export CLUSTER_PROXY='http://127.0.0.1:$proxy'
export CLUSTER_SERVER_1='http://127.0.0.1:$server_1'
export CLUSTER_SERVER_2='http://127.0.0.1:$server_2'
export CLUSTER_MAILDEV='http://127.0.0.1:$mail_web'
export PORT_SERVER_1=$server_1 PORT_SERVER_2=$server_2
export METRICS_PORT_SERVER_1=$metrics_1 METRICS_PORT_SERVER_2=$metrics_2
export CLUSTER_METRICS_1='http://127.0.0.1:$metrics_1/metrics' CLUSTER_METRICS_2='http://127.0.0.1:$metrics_2/metrics'
export NEWS_DATABASE_URL='${pg%/*}/$database'
export NEWS_STORAGE=s3 NEWS_S3_BUCKET=newsroom NEWS_S3_ENDPOINT='http://127.0.0.1:$s3' NEWS_S3_PATH_STYLE=1
export NEWS_S3_ACCESS_KEY=AKIACLUSTER NEWS_S3_SECRET_KEY=clustersecret
export NEWS_AUTH_SECRET='$(head -c 32 /dev/urandom | base64)'
export NEWS_SMTP_URL='smtp://127.0.0.1:$smtp'
export NEWS_PUBLIC_URL='http://127.0.0.1:$proxy' NEWS_SITE_API_URL='http://127.0.0.1:$proxy'
export NEWS_TRUST_FORWARDED_FOR=1 NEWS_SEED_DEMO=0 NEWS_LOG_FORMAT=json NEWS_LOG=info
# Slow enough that a campaign to the test's 300 readers is still being sent when its worker dies.
export NEWS_MAIL_RATE=${CLUSTER_MAIL_RATE:-20}
export NEWS_WEB_DIR='$PWD/web' NEWS_SITE_PAGES_PER_PROCESS=100
ENV
# shellcheck disable=SC1091
source "$work/cluster.env"

# The schema and the demo content, once, before any node starts.
NEWS_DATA_DIR="$work/setup" "$newsctl" migrate >/dev/null
NEWS_DATA_DIR="$work/setup" "$newsctl" seed demo ${CLUSTER_DEMO_PAIRS:+--pairs "$CLUSTER_DEMO_PAIRS"} >/dev/null

user_line=""
[ "$(id -u)" -eq 0 ] && user_line="user root root;"
sed -e "s|@USER@|$user_line|" -e "s|@WORK@|$work|g" -e "s|@PROXY@|$proxy|g" -e "s|@SERVER_1@|$server_1|g" -e "s|@SERVER_2@|$server_2|g" \
  ops/cluster/nginx.conf >"$work/nginx.conf"
background nginx nginx -c "$work/nginx.conf" -e "$work/nginx-error.log"

for node in server-1 server-2 worker-1 worker-2; do
  ops/cluster/node.sh "$work" start "$node"
done
wait_ready "$CLUSTER_SERVER_1" 60
wait_ready "$CLUSTER_SERVER_2" 60
wait_http "$CLUSTER_MAILDEV/api/email" 30
echo "==> cluster up: $CLUSTER_PROXY (servers $CLUSTER_SERVER_1 and $CLUSTER_SERVER_2, database $database)"
