#!/usr/bin/env bash
# Builds and runs the product on the embedded SQLite default: the API, the worker and the
# prerendered site on http://${NEWS_BIND:-127.0.0.1:8080}, with demo content on first start.
set -euo pipefail
cd "$(dirname "$0")/.."
source ops/lib.sh

export NEWS_BIND=${NEWS_BIND:-127.0.0.1:8080}
export NEWS_DATA_DIR=${NEWS_DATA_DIR:-./data}
export NEWS_SITE_DIR=${NEWS_SITE_DIR:-./web/dist}

ensure_npm_packages web
echo "==> building newsctl (release)"
cargo build --release --locked -p newsctl
newsctl=${CARGO_TARGET_DIR:-target}/release/newsctl

"$newsctl" serve &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null' EXIT INT TERM
wait_ready "http://$NEWS_BIND"

echo "==> prerendering the site from the API (the worker keeps it up to date after this)"
"$newsctl" site build
echo "==> ready: http://$NEWS_BIND/en (Ctrl-C stops)"
wait $server
