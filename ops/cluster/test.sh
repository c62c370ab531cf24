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
# Built and run as the test stage builds (--all-targets, so the dev-dependencies' features too):
# after that stage nothing compiles here. `--bins`, then `--test cluster`, each selected other
# features and rebuilt the workspace crates (the first took 7 minutes in CI).
cargo build --locked --workspace --all-targets
ops/cluster/up.sh "$work"
# shellcheck disable=SC1091
source "$work/cluster.env"
cargo test --locked --workspace --all-targets -- --ignored --nocapture two_servers_and_two_workers
