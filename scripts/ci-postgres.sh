#!/usr/bin/env bash
# Starts Debian's PostgreSQL for the cms tests (installing it when missing, as root) and prints the
# TEST_DATABASE_URL to use. Prints nothing and exits 0 when PostgreSQL cannot be had: the cms tests
# then run on PGlite only.
set -uo pipefail
log() { echo "ci-postgres: $*" >&2; }
if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    log "installing postgresql with apt-get"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2 || { log "install failed"; exit 0; }
  else
    log "no PostgreSQL and no way to install it"; exit 0
  fi
fi
cluster=$(pg_lsclusters --no-header 2>/dev/null | awk 'NR==1 {print $1" "$2}')
if [ -z "$cluster" ]; then
  version=$(ls /usr/lib/postgresql 2>/dev/null | sort -n | tail -1)
  [ -n "$version" ] || { log "no PostgreSQL version found"; exit 0; }
  pg_createcluster "$version" main >&2 || { log "could not create a cluster"; exit 0; }
  cluster="$version main"
fi
# shellcheck disable=SC2086
pg_ctlcluster $cluster start >&2 2>/dev/null || true
port=$(pg_lsclusters --no-header | awk 'NR==1 {print $3}')
for _ in $(seq 1 30); do
  su postgres -c "psql -p $port -qAtc 'select 1'" >/dev/null 2>&1 && break
  sleep 0.5
done
su postgres -c "psql -p $port -qAtc \"DO \\\$\\\$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'cms_test') THEN CREATE ROLE cms_test LOGIN CREATEDB PASSWORD 'cms_test'; END IF; END \\\$\\\$;\"" >&2 || { log "could not create the role"; exit 0; }
su postgres -c "psql -p $port -qAtc \"SELECT 1 FROM pg_database WHERE datname = 'cms_test'\"" | grep -q 1 \
  || su postgres -c "createdb -p $port -O cms_test cms_test" >&2 || { log "could not create the database"; exit 0; }
echo "postgres://cms_test:cms_test@127.0.0.1:$port/cms_test"
