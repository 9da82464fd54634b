#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing: Chromium (the end-to-end tests drive its headless
# shell, /usr/bin/chromium-headless-shell, the benchmarks the full /usr/bin/chromium; no browser is ever downloaded),
# PostgreSQL 15 (the API tests' second run, the cluster), and
# Redis and HAProxy (`npm run start:cluster` and its end-to-end suite).
# Used by .ci/run and by `npm run test:all`, so the README's test command works on a fresh machine.
set -euo pipefail

need=()
[[ -x /usr/bin/chromium ]] || need+=(chromium)
[[ -x /usr/bin/chromium-headless-shell ]] || need+=(chromium-headless-shell)
{ command -v pg_ctlcluster >/dev/null 2>&1 && [[ -d /usr/lib/postgresql/15 ]]; } || need+=(postgresql)
command -v redis-server >/dev/null 2>&1 || need+=(redis-server)
[[ -x /usr/sbin/haproxy ]] || need+=(haproxy)
if (( ${#need[@]} == 0 )); then
  echo "already installed: $(/usr/bin/chromium --version 2>/dev/null || echo chromium) (and its headless shell), PostgreSQL $(ls /usr/lib/postgresql | tr '\n' ' '), $(redis-server --version | cut -d' ' -f1-3), $(/usr/sbin/haproxy -v | head -1 | cut -d' ' -f1-3)"
  exit 0
fi
SUDO=""
if [[ "$(id -u)" != "0" ]]; then
  command -v sudo >/dev/null 2>&1 || { echo "missing ${need[*]}: run as root: apt-get install -y ${need[*]}" >&2; exit 1; }
  SUDO="sudo -n"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update </dev/null
$SUDO apt-get install -y "${need[@]}" </dev/null
