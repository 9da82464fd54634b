#!/usr/bin/env bash
# The README's test command (`npm run test:all`): every check the project has, in one run.
#   1. lint of every project (one `eslint .`: the projects' lint targets share its one config), type check of every project in one TypeScript program
#      (tools/scripts/typecheck-all.mjs: the projects on tsconfig.base.json's options together, any other alone),
#      and the migrations against the schema files     (nx run api:db-check: drizzle-kit check and generate)
#   2. unit and component tests, and libs/api/server's (the database layer) on in-memory PGlite (nx run-many -t test,
#      without the API app and the area libs: step 3 runs those)
#   3. the API tests on Node 24, against a PostgreSQL server (tools/ci/node24.sh: Node 24 from the npm registry
#      in tmp/node24, beside the system Node, after checking that every native addon loads on it; Debian's
#      PostgreSQL 15, tools/ci/postgres.sh): apps/api and every libs/api project (tags type:api, type:api-area).
#      Two projects at a time (API_PARALLEL) with one Jest worker each (API_MAX_WORKERS), each test app on a database
#      of its own (a copy of its project's template): see tools/ci/node24.sh.
#      One pass covers both the server database and the Node version servers run; step 2 covers Node 20 and PGlite
#      where the code differs by database (libs/api/server), and the end-to-end tests run the whole API on PGlite.
#   4. the production build of the shell, the five remotes and the API, on Node 24 (the one build steps 5-7 use)
#   5. Playwright end-to-end tests in Chromium against that build (apps/e2e; two workers, each on its own servers)
#   6. the cluster end-to-end tests: the same build as two API instances behind HAProxy, on PostgreSQL 15 and Redis
#      (apps/e2e/playwright.cluster.config.ts, tools/scripts/cluster.mjs)
#   7. the version-skew end-to-end tests: that build with the previous release's shell and remotes, and a cms built for
#      the next host contract (nx run e2e:e2e-skew: tools/release/skew.mjs prepare, apps/e2e/playwright.skew.config.ts)
# Every step runs even when an earlier one failed (the e2e tests need the build, so they are skipped when
# it failed). Each runner writes JSON into $CI_RESULTS_DIR; the last line printed is `N passed, N failed`.
# Options (env): SKIP_PG=1 runs step 3 on in-memory PGlite, SKIP_NODE24=1 runs steps 3 and 4 on the system Node,
# SKIP_E2E=1 skips steps 4-7, SKIP_CLUSTER=1 skips step 6,
# SKIP_SKEW=1 skips step 7 (it builds the previous release in a temporary worktree: see tools/release/skew.mjs),
# E2E_SIDE_BY_SIDE=1 runs steps 6 and 7 beside step 5 instead of after it (slower on 2 cores: docs/toolchain.md),
# NX_CACHE=1 lets Nx reuse cached
# results (cached test runs are then not counted in the summary).
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"

export NX_NO_CLOUD=true
export NX_DAEMON=false
export NX_TUI=false
export FORCE_COLOR="${FORCE_COLOR:-0}"
# Jest reads each project's jest.config.ts through ts-node, which type-checked it first: 2.4 s of processor time per
# Jest process, 1.2 s without (some 37 processes a run). The type check already covers those files (step 1).
export TS_NODE_TRANSPILE_ONLY="${TS_NODE_TRANSPILE_ONLY:-true}"
# Nx's Jest targets have ts-node resolve as node10 (TS_NODE_COMPILER_OPTIONS), which TypeScript 6 calls deprecated
# (TS5107), an error once ts-node only transpiles: that one diagnostic is ignored.
export TS_NODE_IGNORE_DIAGNOSTICS="${TS_NODE_IGNORE_DIAGNOSTICS:-5107}"
export CI_RESULTS_DIR="${CI_RESULTS_DIR:-$ROOT/tmp/ci-results}"
rm -rf "$CI_RESULTS_DIR"
mkdir -p "$CI_RESULTS_DIR"

NX="$ROOT/node_modules/.bin/nx"
PARALLEL="${NX_PARALLEL:-2}"
CACHE_FLAG="--skip-nx-cache"
[[ "${NX_CACHE:-0}" == "1" ]] && CACHE_FLAG=""
JEST_REPORTERS=(--reporters=default "--reporters=$ROOT/tools/ci/jest-json-reporter.cjs")

FAILED_STEPS=()
T0=$(date +%s)

section() { printf '\n========== %s ==========  (%s, +%ss)\n' "$1" "$(date -u +%H:%M:%S)" "$(( $(date +%s) - T0 ))"; }
# The machine's CPU time so far, in clock ticks: "<busy> <all>" (/proc/stat's first line; busy is all but idle and
# iowait). Two readings give the cores a step kept busy on average.
cpu_ticks() { awk '/^cpu /{ print $2+$3+$4+$7+$8+$9, $2+$3+$4+$5+$6+$7+$8+$9 }' /proc/stat 2>/dev/null || echo "0 0"; }
# Each step's seconds also go to $CI_RESULTS_DIR/steps.tsv (name, seconds, ok|failed, cores busy: the machine's
# average over the step, steps run beside it included): the summary prints them as a table.
run_step() { # run_step <name> <command...>
  local name="$1"; shift
  local t=$(date +%s) before outcome rc=0
  before="$(cpu_ticks)"
  "$@" </dev/null || rc=$?
  local seconds=$(( $(date +%s) - t ))
  local busy
  busy="$(printf '%s %s\n' "$before" "$(cpu_ticks)" | awk -v n="$(nproc)" '{ d = $4 - $2; printf "%.1f", (d > 0 ? n * ($3 - $1) / d : 0) }')"
  if (( rc == 0 )); then
    outcome=ok
    printf -- '---------- %s: ok (%ss)\n' "$name" "$seconds"
  else
    outcome=failed
    printf -- '---------- %s: FAILED with exit code %s (%ss)\n' "$name" "$rc" "$seconds"
    FAILED_STEPS+=("$name")
  fi
  printf '%s\t%s\t%s\t%s\n' "$name" "$seconds" "$outcome" "$busy" >>"$CI_RESULTS_DIR/steps.tsv"
  return "$rc"
}

section "0/7 system packages (Chromium, PostgreSQL 15, Redis, HAProxy) when missing"
run_step "system packages" bash tools/ci/system-packages.sh

section "1/7 lint and type check (all projects)"
# One ESLint process over the workspace: the same files and rules as every project's lint target (one root
# eslint.config.mjs), without loading the config and its plugins 26 times (94 s → 27 s on 2 cores). ESLint and
# the type check are one single-threaded process each, so they run side by side, the lint's output after.
# ESLint's module-boundary rule reads the project graph Nx caches (.nx/workspace-data): on a fresh clone there is none
# until an Nx command has run, and the rule was skipped with a warning. `nx show projects` builds it first (the later
# Nx commands reuse it).
run_step "project graph" bash -c '"$1" show projects >/dev/null' _ "$NX"
run_step "lint" "$ROOT/node_modules/.bin/eslint" . >"$CI_RESULTS_DIR/lint.log" 2>&1 &
lint_pid=$!
run_step "typecheck" node tools/scripts/typecheck-all.mjs
run_step "migrations match the schema" "$NX" run api:db-check --output-style=static
wait "$lint_pid"
cat "$CI_RESULTS_DIR/lint.log"
# The background step's failure, as run_step wrote it (a subshell's FAILED_STEPS does not come back).
grep -qE $'^lint\t[0-9]+\tfailed\t' "$CI_RESULTS_DIR/steps.tsv" && FAILED_STEPS+=("lint")

section "2/7 unit and component tests (all projects), the database layer on PGlite"
# The API app's and the areas' tests run once, in step 3: their SQL is the same on both databases, and the code that
# differs by database (drivers, migrations, the test databases) is libs/api/server's, which runs here on PGlite too.
run_step "jest" "$NX" run-many -t test --exclude='api,tag:type:api-area' --parallel="$PARALLEL" --output-style=static \
  $CACHE_FLAG -- "${JEST_REPORTERS[@]}"

section "3/7 API tests (the app and every area) on Node 24 against PostgreSQL 15"
if [[ "${SKIP_PG:-0}" == "1" ]]; then
  echo "PostgreSQL skipped (SKIP_PG=1): on in-memory PGlite"
else
  pg_env="$(bash tools/ci/postgres.sh)" && eval "$pg_env" || { echo "PostgreSQL could not be started"; FAILED_STEPS+=("postgres-setup"); }
fi
# NODE24: how steps 3 and 4 run their command: through tools/ci/node24.sh, or on the system Node.
NODE24=1
if [[ "${SKIP_NODE24:-0}" == "1" ]]; then
  echo "Node 24 skipped (SKIP_NODE24=1): on the system Node $(node --version)"
  NODE24=0
elif run_step "node 24: install" bash tools/ci/node24.sh install; then
  run_step "node 24: native addons" bash tools/ci/node24.sh native
else
  echo "on the system Node $(node --version) instead"
  NODE24=0
fi
# Steps 6 and 7, one after the other (after step 5, or beside it with E2E_SIDE_BY_SIDE=1).
e2e_side() {
  section "6/7 cluster end-to-end tests (two API instances behind HAProxy, PostgreSQL 15, Redis)"
  if [[ "${SKIP_CLUSTER:-0}" == "1" ]]; then
    echo "skipped (SKIP_CLUSTER=1)"
  else
    run_step "e2e cluster" "$NX" run e2e:e2e-cluster --skip-nx-cache --output-style=stream
  fi
  section "7/7 version-skew end-to-end tests (the previous release's shell and remotes, a refused cms)"
  if [[ "${SKIP_SKEW:-0}" == "1" ]]; then
    echo "skipped (SKIP_SKEW=1)"
  else
    run_step "e2e skew" "$NX" run e2e:e2e-skew --skip-nx-cache --output-style=stream
  fi
}
# The production build of step 4: on Node 24 when step 3 ran there.
build_all() {
  if [[ $NODE24 == 1 ]]; then bash tools/ci/node24.sh build
  else "$NX" run-many -t build --parallel="$PARALLEL" --output-style=static; fi
}
API_LABEL="$([[ -n "${TEST_DATABASE_URL:-}" ]] && echo postgres || echo pglite)$([[ $NODE24 == 1 ]] && echo -node24)"
if [[ $NODE24 == 1 ]]; then
  CI_RESULTS_LABEL="$API_LABEL" run_step "api tests ($API_LABEL)" bash tools/ci/node24.sh test
else
  CI_RESULTS_LABEL="$API_LABEL" run_step "api tests ($API_LABEL)" bash tools/ci/api-tests.sh
fi

if [[ "${SKIP_E2E:-0}" == "1" ]]; then
  section "4-7/7 build and end-to-end tests"
  echo "skipped (SKIP_E2E=1)"
else
  section "4/7 production build (shell, remotes, API)$([[ $NODE24 == 1 ]] && echo ' on Node 24')"
  if run_step "build" build_all; then
    # With E2E_SIDE_BY_SIDE=1, steps 6 and 7 run beside step 5 (by default after it): each suite has its own ports, run
    # folder, reports and servers (apps/e2e/src/support/env.ts, cluster-env.ts, skew/scenarios.ts), one browser
    # worker each, and much of a suite's time is waiting on pages, so the two cores take both. The previous release's
    # build is made (or found in its cache: tools/release/skew.mjs) first, so that no build runs beside a suite.
    side_by_side=0
    if [[ "${E2E_SIDE_BY_SIDE:-0}" == "1" ]] && [[ "${SKIP_CLUSTER:-0}" != "1" || "${SKIP_SKEW:-0}" != "1" ]]; then
      side_by_side=1
      if [[ "${SKIP_SKEW:-0}" != "1" ]]; then
        section "7/7 (first) the previous release for the version-skew tests: from its cache, or built once"
        run_step "skew prepare" node tools/release/skew.mjs prepare
      fi
      section "6-7/7 cluster and version-skew end-to-end tests, in the background (their output follows step 5's)"
      # Their own Nx workspace data, so that two Nx processes never write the same project graph cache.
      NX_WORKSPACE_DATA_DIRECTORY="$ROOT/tmp/nx-e2e-side" e2e_side >"$CI_RESULTS_DIR/e2e-side.log" 2>&1 &
      side_pid=$!
    fi
    section "5/7 end-to-end tests (Playwright, Chromium)"
    run_step "e2e" "$NX" run e2e:e2e --skip-nx-cache --output-style=stream
    if [[ $side_by_side == 1 ]]; then
      section "6-7/7 cluster and version-skew end-to-end tests (run beside step 5)"
      wait "$side_pid"
      cat "$CI_RESULTS_DIR/e2e-side.log"
      # The background steps' failures, as run_step wrote them (a subshell's FAILED_STEPS does not come back).
      while IFS=$'\t' read -r name _ result _; do
        [[ "$result" == failed ]] && FAILED_STEPS+=("$name")
      done < <(grep -E '^e2e (cluster|skew)\b' "$CI_RESULTS_DIR/steps.tsv" || true)
    else
      e2e_side
    fi
  else
    section "5-7/7 end-to-end tests"
    echo "skipped: the build failed"
    FAILED_STEPS+=("e2e (not run)" "e2e cluster (not run)" "e2e skew (not run)")
  fi
fi

section "summary (total $(( $(date +%s) - T0 ))s)"
node tools/ci/summary.mjs "$CI_RESULTS_DIR" "${FAILED_STEPS[@]}"
