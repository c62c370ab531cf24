#!/usr/bin/env bash
# One node of a cluster made by ops/cluster/up.sh: `node.sh WORK start NAME` starts it (a name
# beginning with `server` serves, one beginning with `worker` runs jobs), `kill NAME` kills it
# with SIGKILL (a crash), `stop NAME` and `cont NAME` pause and resume it (SIGSTOP, SIGCONT).
set -euo pipefail
work=$1 action=$2 name=$3
pidfile="$work/$name.pid"
case "$action" in
  start)
    # shellcheck disable=SC1091
    source "$work/cluster.env"
    mkdir -p "$work/$name"
    (
      export NEWS_DATA_DIR="$work/$name/data" NEWS_SITE_DIR="$work/$name/site"
      case "$name" in
        server*)
          port_var="PORT_${name//-/_}"
          port_var=${port_var^^}
          metrics_var="METRICS_$port_var"
          export NEWS_METRICS_BIND="127.0.0.1:${!metrics_var}"
          exec setsid "$NEWSCTL" serve --no-worker --bind "127.0.0.1:${!port_var}" ;;
        worker*) exec setsid "$NEWSCTL" worker ;;
        *) echo "error: a node's name starts with server or worker, not $name" >&2; exit 2 ;;
      esac
    ) </dev/null >>"$work/$name.log" 2>&1 &
    echo $! >"$pidfile"
    ;;
  kill) kill -KILL "$(cat "$pidfile")" ;;
  stop) kill -STOP "$(cat "$pidfile")" ;;
  cont) kill -CONT "$(cat "$pidfile")" ;;
  *) echo "usage: node.sh WORK start|kill|stop|cont NAME" >&2; exit 2 ;;
esac
