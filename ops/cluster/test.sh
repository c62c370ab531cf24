#!/usr/bin/env bash
# Starts a cluster (ops/cluster/up.sh), runs the cluster test against it (tests/cluster), and
# stops it, keeping the nodes' logs on failure. Run by ops/test.sh; NEWS_TEST_POSTGRES_URL
# names the PostgreSQL server.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
cleanup() {
  local status=$?
  ops/cluster/down.sh "$work"
  if [ "$status" -ne 0 ]; then
    for log in "$work"/*.log; do
      echo "---- $(basename "$log") (last 40 lines)"
      tail -n 40 "$log"
    done
  fi
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT
# Built as the test stage builds it (--all-targets: the dev-dependencies' features too), so after
# that stage nothing compiles here; `--bins` alone made a second build of every crate (7 minutes).
cargo build --locked --workspace --all-targets
ops/cluster/up.sh "$work"
# shellcheck disable=SC1091
source "$work/cluster.env"
cargo test --locked --workspace --test cluster -- --ignored --nocapture
