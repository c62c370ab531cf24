#!/usr/bin/env bash
# Stops a cluster made by ops/cluster/up.sh and drops its database.
set -uo pipefail
work=$(realpath -m "${1:?usage: ops/cluster/down.sh WORK}")
[ -f "$work/cluster.env" ] || exit 0
# shellcheck disable=SC1091
source "$work/cluster.env"
for pidfile in "$work"/*.pid; do
  [ -f "$pidfile" ] || continue
  pid=$(cat "$pidfile")
  kill -CONT "$pid" 2>/dev/null
  kill -TERM "$pid" 2>/dev/null
done
for pidfile in "$work"/*.pid; do
  [ -f "$pidfile" ] || continue
  pid=$(cat "$pidfile")
  for _ in $(seq 1 100); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  kill -KILL "$pid" 2>/dev/null
done
psql "$CLUSTER_POSTGRES" -qc "drop database if exists $CLUSTER_DATABASE with (force)" >/dev/null
