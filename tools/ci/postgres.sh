#!/usr/bin/env bash
# Starts Debian's PostgreSQL 15 cluster (apt-get install -y postgresql), makes a role with a password and a
# fresh database, and prints the connection URL (over 127.0.0.1, password auth) on stdout as its last line.
#   eval "$(bash tools/ci/postgres.sh)"   -> exports TEST_DATABASE_URL
# Stop it again with: bash tools/ci/postgres.sh stop
# Runs as root (CI) or as a user allowed to run `runuser -u postgres`.
set -euo pipefail

PG_VERSION="${PG_VERSION:-15}"
PG_CLUSTER="${PG_CLUSTER:-main}"
PG_PORT="${PG_PORT:-5432}"
DB_USER="${TEST_DB_USER:-backoffice_test}"
DB_PASS="${TEST_DB_PASSWORD:-backoffice_test_pw}"
DB_NAME="${TEST_DB_NAME:-backoffice_test}"

log() { echo "[postgres] $*" >&2; }

if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  log "pg_ctlcluster not found: apt-get install -y postgresql"
  exit 1
fi

if [[ "${1:-}" == "stop" ]]; then
  pg_ctlcluster --skip-systemctl-redirect "$PG_VERSION" "$PG_CLUSTER" stop >&2 || true
  exit 0
fi

if ! pg_lsclusters -h | awk '{print $1"/"$2}' | grep -qx "$PG_VERSION/$PG_CLUSTER"; then
  log "creating cluster $PG_VERSION/$PG_CLUSTER"
  pg_createcluster "$PG_VERSION" "$PG_CLUSTER" -p "$PG_PORT" >&2
fi

status="$(pg_lsclusters -h | awk -v v="$PG_VERSION" -v c="$PG_CLUSTER" '$1==v && $2==c {print $4}')"
if [[ "$status" != "online" ]]; then
  log "starting cluster $PG_VERSION/$PG_CLUSTER"
  pg_ctlcluster --skip-systemctl-redirect "$PG_VERSION" "$PG_CLUSTER" start >&2
fi
PG_PORT="$(pg_lsclusters -h | awk -v v="$PG_VERSION" -v c="$PG_CLUSTER" '$1==v && $2==c {print $3}')"

as_postgres() {
  if [[ "$(id -un)" == "postgres" ]]; then "$@"; else runuser -u postgres -- "$@"; fi
}
psql_admin() { as_postgres psql -p "$PG_PORT" -v ON_ERROR_STOP=1 -qAtX "$@"; }

for _ in $(seq 1 30); do
  if as_postgres pg_isready -q -p "$PG_PORT"; then break; fi
  sleep 1
done

if [[ "$(psql_admin -c "SELECT 1 FROM pg_roles WHERE rolname='${DB_USER}'")" != "1" ]]; then
  log "creating role ${DB_USER}"
  psql_admin -c "CREATE ROLE ${DB_USER} LOGIN PASSWORD '${DB_PASS}' CREATEDB"
else
  psql_admin -c "ALTER ROLE ${DB_USER} LOGIN PASSWORD '${DB_PASS}' CREATEDB"
fi
# A fresh database every run: tests start from an empty schema.
psql_admin -c "DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)"
psql_admin -c "CREATE DATABASE ${DB_NAME} OWNER ${DB_USER}"

url="postgres://${DB_USER}:${DB_PASS}@127.0.0.1:${PG_PORT}/${DB_NAME}"
# Check the URL really works over TCP with the password.
PGPASSWORD="$DB_PASS" psql "postgresql://${DB_USER}@127.0.0.1:${PG_PORT}/${DB_NAME}" -qAtX -c 'SELECT version()' >&2
log "ready: postgres://${DB_USER}:***@127.0.0.1:${PG_PORT}/${DB_NAME}"
echo "export TEST_DATABASE_URL='${url}'"
