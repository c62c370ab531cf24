# Shared by ops/run.sh and ops/test.sh: installing what they need and starting a server.

# Debian packages, installed only when the command is missing.
ensure_apt() {
  local command=$1 package=$2
  command -v "$command" >/dev/null 2>&1 && return 0
  echo "==> installing $package (Debian)"
  if [ "$(id -u)" -ne 0 ]; then
    echo "error: $package is needed; run as root or install it with: sudo apt-get install -y $package" >&2
    return 1
  fi
  if [ -z "${APT_UPDATED:-}" ]; then
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
}

# A cargo tool $1 at version $2 (crate $3, default $1; more install arguments after it),
# installed once with cargo install.
ensure_cargo() {
  local command=$1 version=$2 crate=${3:-$1}
  command -v "$command" >/dev/null 2>&1 && return 0
  echo "==> installing $crate $version (cargo install, once)"
  cargo install "$crate" --version "$version" --locked "${@:4}"
}

# The npm packages of folder $1 (default web), installed when missing or when the lock changed.
ensure_npm_packages() {
  local dir=${1:-web}
  local stamp=$dir/node_modules/.package-lock.json
  if [ ! -f "$stamp" ] || [ "$dir/package-lock.json" -nt "$stamp" ]; then
    echo "==> installing npm packages in $dir (npm ci)"
    (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
  fi
}

free_port() {
  node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

# Waits until GET $1 answers 2xx, or fails after $2 seconds (default 60).
wait_http() {
  local url=$1 seconds=${2:-60}
  for _ in $(seq 1 $((seconds * 2))); do
    if node -e "fetch('$url').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"; then
      return 0
    fi
    sleep 0.5
  done
  echo "error: $url did not answer within $seconds s" >&2
  return 1
}

# Waits until the server at $1 answers /readyz, or fails after $2 seconds (default 60).
wait_ready() {
  wait_http "$1/readyz" "${2:-60}"
}
