#!/usr/bin/env bash
# Runs every test: formatting and lints, the Rust suites on SQLite and PostgreSQL (mail goes to
# a real SMTP capture server, maildev, started here), the web linter and unit tests, and a
# browser smoke test of the site built from and served by the real server, in Debian's chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
source ops/lib.sh
export RUST_BACKTRACE=0 CARGO_TERM_COLOR=never

ensure_apt chromium chromium
ensure_apt nginx nginx
ensure_apt psql postgresql-client
ensure_npm_packages web
ensure_npm_packages ops/maildev
ensure_npm_packages ops/oidc

# Everything started here is stopped on exit.
pids=()
work=$(mktemp -d)
cleanup() {
  local status=$?
  for pid in "${pids[@]}"; do
    kill "$pid" 2>/dev/null || true
  done
  # Each gets 20 s to finish what it has in hand (the server's worker may be rebuilding the
  # site); one still running then is killed, and said so.
  for pid in "${pids[@]}"; do
    for _ in $(seq 1 200); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    if kill -0 "$pid" 2>/dev/null; then
      echo "warning: process $pid did not stop within 20 s of SIGTERM; killed" >&2
      kill -9 "$pid" 2>/dev/null || true
    fi
    wait "$pid" 2>/dev/null || true
  done
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT

# A stage's heading, with the time since the start: where the suite spends its time.
step() {
  printf '==> %s [%d:%02d]\n' "$*" $((SECONDS / 60)) $((SECONDS % 60))
}

step "rust: fmt and clippy"
cargo fmt --all -- --check
cargo clippy --locked --workspace --all-targets -- -D warnings

# Licences, duplicate versions, banned crates and sources (deny.toml). Advisories are left out:
# their database lives on a host this machine cannot reach.
step "rust: supply chain (cargo deny)"
ensure_cargo cargo-deny 0.20.2
cargo deny --locked check licenses bans sources

# PostgreSQL: required under CI; elsewhere the suite is skipped, loudly, when no server answers.
pg_url=${NEWS_TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}
export NEWS_TEST_POSTGRES_URL=$pg_url
pg_where=$(node -e "const u=new URL(process.argv[1]);console.log((u.hostname||'127.0.0.1')+':'+(u.port||5432))" "$pg_url")
skip=()
pg_note="PostgreSQL suite: ran against $pg_where"
if ! node -e "const [h,p]=process.argv[1].split(':');const s=require('net').connect(+p,h);s.on('connect',()=>process.exit(0));s.on('error',()=>process.exit(1))" "$pg_where"; then
  if [ "${CI:-}" = "true" ]; then
    echo "error: CI=true but no PostgreSQL answers on $pg_where" >&2
    exit 1
  fi
  skip=(--skip postgres)
  pg_note="PostgreSQL suite: SKIPPED (no server on $pg_where; set NEWS_TEST_POSTGRES_URL to run it)"
  step "$pg_note"
fi

step "mail: maildev on loopback"
smtp_port=$(free_port)
mail_port=$(free_port)
ops/maildev/node_modules/.bin/maildev --ip 127.0.0.1 --web-ip 127.0.0.1 -s "$smtp_port" -w "$mail_port" \
  >"$work/maildev.log" 2>&1 &
pids+=($!)
export NEWS_TEST_SMTP_PORT=$smtp_port NEWS_TEST_MAILDEV_URL="http://127.0.0.1:$mail_port"
wait_http "$NEWS_TEST_MAILDEV_URL/api/email" 30

step "oidc: an OpenID Connect provider (oidc-provider) on loopback"
oidc_port=$(free_port)
node ops/oidc/provider.mjs "$oidc_port" >"$work/oidc.log" 2>&1 &
pids+=($!)
export NEWS_TEST_OIDC_ISSUER="http://127.0.0.1:$oidc_port"
wait_http "$NEWS_TEST_OIDC_ISSUER/.well-known/openid-configuration" 30

step "ai: a chat-completions provider for AI Studio (ops/ai/provider.mjs) on loopback"
ai_port=$(free_port)
node ops/ai/provider.mjs "$ai_port" >"$work/ai.log" 2>&1 &
pids+=($!)
export NEWS_TEST_AI_URL="http://127.0.0.1:$ai_port/v1"
wait_http "http://127.0.0.1:$ai_port/_test/requests" 30

step "s3: s3s-fs on loopback"
ensure_cargo s3s-fs 0.14.1 s3s-fs --features binary
s3_port=$(free_port)
mkdir -p "$work/s3/backups"
s3s-fs --host 127.0.0.1 --port "$s3_port" --access-key AKIATEST --secret-key secretsecret "$work/s3" \
  >"$work/s3s.log" 2>&1 &
pids+=($!)
export NEWS_TEST_S3_ENDPOINT="http://127.0.0.1:$s3_port"
for _ in $(seq 1 60); do
  node -e "require('net').connect($s3_port,'127.0.0.1').on('connect',()=>process.exit(0)).on('error',()=>process.exit(1))" && break
  sleep 0.5
done

# The suites wait on their databases, servers and child processes more than on the CPU: six
# test threads take the API suite from 6.6 to 3.7 minutes here, and newsctl's from 2.6 to 1.9.
step "rust: tests (SQLite and PostgreSQL)"
cargo test --locked --workspace --all-targets -- --test-threads 6 "${skip[@]}"

# Every operation of the OpenAPI document, generated valid and invalid requests, as each kind of
# caller (ops/apifuzz.sh; schemathesis from PyPI in a virtual environment, installed once).
step "api: schemathesis against the OpenAPI document"
if [ "${#skip[@]}" -eq 0 ]; then
  ops/apifuzz.sh
else
  APIFUZZ_BACKENDS=sqlite ops/apifuzz.sh
fi

step "cluster: two servers and two workers on PostgreSQL and S3 behind nginx (ops/cluster)"
if [ "${#skip[@]}" -eq 0 ]; then
  ops/cluster/test.sh
else
  step "cluster test: SKIPPED (it needs PostgreSQL)"
fi

step "web: lint and unit tests"
(cd web && npm run --silent lint && npm test --silent)

step "browser: smoke test against the real server"
port=$(free_port)
base="http://127.0.0.1:$port"
# Its mail (sign-in codes, confirmations) goes to maildev, where the browser tests read it; readers
# may also sign in at the test OpenID Connect provider.
NEWS_DATA_DIR="$work/data" NEWS_SITE_DIR="$work/site" NEWS_BIND="127.0.0.1:$port" NEWS_LOG=warn,html5ever=error \
  NEWS_SMTP_URL="smtp://127.0.0.1:$smtp_port" NEWS_OIDC_LOCAL_ISSUER="$NEWS_TEST_OIDC_ISSUER" \
  NEWS_OIDC_LOCAL_CLIENT_ID=newsroom NEWS_OIDC_LOCAL_CLIENT_SECRET=newsroom-secret NEWS_OIDC_LOCAL_LABEL="Local ID" \
  NEWS_AI_BASE_URL="$NEWS_TEST_AI_URL" NEWS_AI_MODEL=test-model NEWS_AI_API_KEY=test-ai-key \
  "${CARGO_TARGET_DIR:-target}/debug/newsctl" serve &
pids+=($!)
wait_ready "$base"
# An editor's attempt to get a script allowed by the pages' CSP (security review, issue 8):
# `<script>alert(1)</script>` as the hero image's alt text (its caption), in an alt text in the
# content, and in an iframe's body. The smoke test opens its prerendered page.
cat >"$work/hostile.json" <<'JSON'
{
  "title": "Script text in an article never runs",
  "language": "en",
  "published_at": "2020-01-01T00:00:00Z",
  "imagecaption": "<script>alert(1)</script>",
  "content": "<p>An editor typed script tags into an alt text and an iframe.</p><p><img src=\"/media/placeholders/news.svg\" alt=\"&lt;script&gt;alert(1)&lt;/script&gt;\"></p><iframe title=\"Embed\"><script>alert(1)</script></iframe>"
}
JSON
hostile_id=$(NEWS_DATA_DIR="$work/data" "${CARGO_TARGET_DIR:-target}/debug/newsctl" --json article create \
  --file "$work/hostile.json" | node -e "console.log(JSON.parse(require('fs').readFileSync(0, 'utf8')).id)")
# Two render processes even for the small demo site (a large site gets one per core,
# web/build/shards.ts), so the browser tests run on pages a helper build rendered too.
NEWS_DATA_DIR="$work/data" NEWS_SITE_DIR="$work/site" NEWS_SITE_API_URL="$base" NEWS_SITE_PAGES_PER_PROCESS=100 \
  "${CARGO_TARGET_DIR:-target}/debug/newsctl" site build >"$work/build.log" 2>&1 || {
  cat "$work/build.log"
  exit 1
}
# The browser tests publish an article through the API and wait for the worker's rebuild.
api_key=$(NEWS_DATA_DIR="$work/data" "${CARGO_TARGET_DIR:-target}/debug/newsctl" --json apikey create \
  --name e2e --scope content:write | node -e "console.log(JSON.parse(require('fs').readFileSync(0, 'utf8')).key)")
# The admin area's tests sign in as an admin and an editor, and ask `newsctl` for a break-glass token.
newsctl_bin=$(realpath "${CARGO_TARGET_DIR:-target}/debug/newsctl")
export E2E_ADMIN_EMAIL=admin-e2e@example.org E2E_ADMIN_PASSWORD="admin e2e password" \
  E2E_EDITOR_EMAIL=editor-e2e@example.org E2E_EDITOR_PASSWORD="editor e2e password" \
  E2E_NEWSCTL="$newsctl_bin" E2E_DATA_DIR="$work/data"
echo "$E2E_ADMIN_PASSWORD" | NEWS_DATA_DIR="$work/data" "$newsctl_bin" user create "$E2E_ADMIN_EMAIL" --password-stdin --admin >/dev/null
echo "$E2E_EDITOR_PASSWORD" | NEWS_DATA_DIR="$work/data" "$newsctl_bin" user create "$E2E_EDITOR_EMAIL" --password-stdin >/dev/null
NEWS_DATA_DIR="$work/data" "$newsctl_bin" admin add "$E2E_EDITOR_EMAIL" --role editor >/dev/null
echo "$pg_note"
(cd web && BASE_URL="$base" HOSTILE_ARTICLE_ID="$hostile_id" E2E_API_KEY="$api_key" MAILDEV_URL="$NEWS_TEST_MAILDEV_URL" \
  npm run e2e --silent)
step "all tests passed"
