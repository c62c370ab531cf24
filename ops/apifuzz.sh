#!/usr/bin/env bash
# The API against its own description (issue 14). schemathesis generates requests for every
# operation of /api/v1/openapi.json, valid and invalid, and checks each answer: no 5xx, a status
# the operation documents, and a content type and body as documented. It runs on SQLite and on
# PostgreSQL, as nobody, a reader, an editor, an admin and each API key scope.
#   bash ops/apifuzz.sh [CASES]   CASES generated per operation and caller in the fuzzing phase
#                                 (default 5, as in the test command; the benchmark runs more)
# It starts its own servers from the debug build (NEWSCTL names another binary). PostgreSQL is
# NEWS_TEST_POSTGRES_URL's; APIFUZZ_BACKENDS="sqlite" runs one backend.
set -euo pipefail
cd "$(dirname "$0")/.."
source ops/lib.sh
CASES=${1:-5}
BACKENDS=${APIFUZZ_BACKENDS:-sqlite postgres}
newsctl=$(realpath "${NEWSCTL:-${CARGO_TARGET_DIR:-target}/debug/newsctl}")
pg=${NEWS_TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}

venv=${XDG_CACHE_HOME:-$HOME/.cache}/newsroom-schemathesis-4.32.5
if [ ! -x "$venv/bin/schemathesis" ]; then
  ensure_apt python3 python3
  # Debian's python3 makes virtual environments only with python3-venv.
  python3 -c 'import ensurepip' 2>/dev/null || ensure_apt python3-venv python3-venv
  echo "==> installing schemathesis 4.32.5 (PyPI, into $venv)"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check schemathesis==4.32.5
fi

work=$(mktemp -d)
# One process per backend (fuzz_backend), each with its server and database.
fuzzers=()
cleanup() {
  local status=$?
  for pid in "${fuzzers[@]}"; do
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT

# Reads field $1 of the JSON object on stdin.
field() {
  node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>console.log(JSON.parse(s)[process.argv[1]]))" "$1"
}

# An account (email $1, "--admin" or a staff role as $2) signed in: prints its access token.
signed_in() {
  local email=$1 role=${2:-}
  if [ "$role" = admin ]; then
    echo "fuzz password 1" | "$newsctl" user create "$email" --password-stdin --admin >/dev/null
  else
    echo "fuzz password 1" | "$newsctl" user create "$email" --password-stdin >/dev/null
    [ -n "$role" ] && "$newsctl" admin add "$email" --role "$role" >/dev/null
  fi
  node -e "
    fetch(process.argv[1] + '/api/v1/auth/token?grant_type=password', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: process.argv[2], password: 'fuzz password 1' }),
    }).then(r => r.json()).then(s => console.log(s.access_token))" "$base" "$email"
}

key() {
  "$newsctl" --json apikey create --name "fuzz $1" --scope "$1" | field key
}

# Operations that end the caller's own session, key or account, or replace the whole database, would
# leave the rest of a signed-in run testing nothing but 401s: they run as nobody only.
SELF_ENDING=(sign_out delete_account change_password change_email restore_backup revoke_api_key)

# run BACKEND CALLER [TOKEN]
run() {
  local caller=$2 token=${3:-} args=()
  if [ -n "$token" ]; then
    args+=(--header "Authorization: Bearer $token")
    for op in "${SELF_ENDING[@]}"; do
      args+=(--exclude-operation-id "$op")
    done
  fi
  echo "==> schemathesis: $1, $caller"
  # From a directory of the backend's own: schemathesis keeps a cache of what it found in the
  # current one.
  (mkdir -p "$work/cache-$1" && cd "$work/cache-$1" && "$venv/bin/schemathesis" --no-color run "$base/api/v1/openapi.json" --url "$base" \
    --checks not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance \
    --phases examples,coverage,fuzzing --max-examples "$CASES" --workers 1 --request-timeout 30 \
    --suppress-health-check all --warnings off --output-truncate true \
    "${args[@]}") || failed+=("$1 as $caller")
}

services=()
[ -n "${NEWS_TEST_SMTP_PORT:-}" ] && services+=("NEWS_SMTP_URL=smtp://127.0.0.1:$NEWS_TEST_SMTP_PORT")
[ -n "${NEWS_TEST_AI_URL:-}" ] &&
  services+=("NEWS_AI_BASE_URL=$NEWS_TEST_AI_URL" NEWS_AI_MODEL=test-model NEWS_AI_API_KEY=test-ai-key)

# fuzz_backend BACKEND: every caller's run against a server of its own on BACKEND; fails if any
# run found an answer the document does not describe.
# It runs in a subshell of its own, so its variables are global there: the exit trap needs them
# after the function has returned.
fuzz_backend() {
  backend=$1 data="$work/$1" server="" database="" failed=()
  trap '[ -n "$server" ] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
    [ -n "$database" ] && psql "$pg" -qc "drop database if exists $database with (force)" >/dev/null 2>&1' EXIT
  trap 'exit 143' TERM
  mkdir -p "$data"
  case $backend in
    sqlite) url="sqlite://$data/news.db" ;;
    postgres)
      database=news_apifuzz_$$
      psql "$pg" -qc "drop database if exists $database with (force)" -c "create database $database" >/dev/null
      url="${pg%/*}/$database"
      ;;
    *) echo "error: unknown backend $backend" >&2 && exit 1 ;;
  esac
  export NEWS_DATABASE_URL=$url NEWS_DATA_DIR=$data
  port=$(free_port)
  base="http://127.0.0.1:$port"
  # The demo content gives the generated ids something to find. Mail and the AI provider are the
  # test servers' when the test command started them. The read limit stays on but high: one
  # client here sends what a crowd would.
  env NEWS_BIND=127.0.0.1:$port NEWS_LOG=error NEWS_SITE_REBUILD=false NEWS_SITE_DIR="$work/site-$backend" \
    NEWS_READ_RATE_LIMIT=1000000000 "${services[@]}" "$newsctl" serve >"$work/$backend.log" 2>&1 &
  server=$!
  wait_ready "$base" 120
  run "$backend" nobody
  run "$backend" reader "$(signed_in "reader-$backend@fuzz.example")"
  run "$backend" editor "$(signed_in "editor-$backend@fuzz.example" editor)"
  run "$backend" admin "$(signed_in "admin-$backend@fuzz.example" admin)"
  for scope in content:read content:write admin; do
    run "$backend" "key $scope" "$(key "$scope")"
  done
  if [ "${#failed[@]}" -gt 0 ]; then
    printf 'error: schemathesis found answers the OpenAPI document does not describe: %s\n' "${failed[*]}" >&2
    exit 1
  fi
}

# The backends run side by side (the runs mostly wait on their server); each one's output is
# printed whole when it ends.
read -ra backends <<<"$BACKENDS"
for backend in "${backends[@]}"; do
  (fuzz_backend "$backend") >"$work/$backend.out" 2>&1 &
  fuzzers+=($!)
done
status=0
for index in "${!backends[@]}"; do
  wait "${fuzzers[$index]}" || status=1
  cat "$work/${backends[$index]}.out"
done
fuzzers=()
exit "$status"
