#!/usr/bin/env bash
# The API tests (apps/api and every libs/api project) on the Node first in PATH: test-all.sh step 3 runs it through
# tools/ci/node24.sh (Node 24) or, with SKIP_NODE24=1 or no Node 24, on the system Node. Against the PostgreSQL
# server of TEST_DATABASE_URL when it is set, on in-memory PGlite otherwise.
#
# Every test app has a database of its own (on the server a copy of its project's template:
# libs/api/server/src/testing/test-database.ts), so projects run side by side. Two phases keep both cores busy
# (docs/api-database.md, "Tests of the API"):
#   1. the area libs and the server lib, API_PARALLEL at once with API_MAX_WORKERS Jest worker(s) each (default
#      NX_PARALLEL and 1: one test file per core, and a project's start, Jest and its template's seed overlap another's
#      files);
#   2. apps/api, the largest project (every area together, about a third of the files' time), alone with NX_PARALLEL
#      workers (left to order them, Nx ran it last, alone, on one worker).
# Env: NX_PARALLEL (default 2), API_PARALLEL, API_MAX_WORKERS, CI_RESULTS_DIR (Jest JSON results, labelled
# CI_RESULTS_LABEL). Exits non-zero when either phase fails (both always run).
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
PARALLEL="${NX_PARALLEL:-2}"
NX="$ROOT/node_modules/.bin/nx"
export NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false

jest_args=()
[[ -n "${CI_RESULTS_DIR:-}" ]] && jest_args=(--reporters=default "--reporters=$ROOT/tools/ci/jest-json-reporter.cjs")
parallel="${API_PARALLEL:-$PARALLEL}"
phase1_args=("${jest_args[@]+"${jest_args[@]}"}")
phase2_args=("${jest_args[@]+"${jest_args[@]}"}")
(( parallel > 1 )) && phase1_args+=("--maxWorkers=${API_MAX_WORKERS:-1}")
phase2_args+=("--maxWorkers=$PARALLEL")
where="$([[ -n "${TEST_DATABASE_URL:-}" ]] && echo 'against PostgreSQL (TEST_DATABASE_URL)' || echo 'on in-memory PGlite')"
echo "[api-tests] $where on $(node --version): $parallel projects at once, then apps/api" >&2

rc=0
"$NX" run-many -t test --projects='tag:type:api,tag:type:api-area' \
  --parallel="$parallel" --skip-nx-cache --output-style=static -- "${phase1_args[@]}" </dev/null || rc=$?
"$NX" run api:test --skip-nx-cache --output-style=static -- "${phase2_args[@]}" </dev/null || rc=$?
exit "$rc"
