#!/usr/bin/env bash
# A throwaway PostgreSQL for the webhook store's tests, on 127.0.0.1:54329 (never another interface).
# Installs Debian's postgresql with apt when missing (root on Debian only), starts a cluster of its own in
# $OFFERKIT_POSTGRES_DIR — as the postgres user when run as root (the server refuses to run as root), else
# as the current user — and reuses it when it is already running. The last line it prints is the connection string for the tests:
#   OFFERKIT_TEST_POSTGRES=postgres://offerkit@127.0.0.1:54329/postgres
# `bash scripts/ensure-postgres.sh --stop` stops the cluster (its files stay for the next start).
set -euo pipefail

PORT="${OFFERKIT_POSTGRES_PORT:-54329}"
DIR="${OFFERKIT_POSTGRES_DIR:-${TMPDIR:-/tmp}/offerkit-postgres-$PORT}"
URL="postgres://offerkit@127.0.0.1:$PORT/postgres"
RUN_AS=postgres

say() { echo "ensure-postgres: $*" >&2; }

as_postgres() {
  if [ "$(id -u)" = "0" ]; then runuser -u "$RUN_AS" -- "$@"; else "$@"; fi
}

# Debian puts the server binaries under /usr/lib/postgresql/<major>/bin; take the newest one installed.
find_bin() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [ -n "$dir" ] && [ -x "$dir/pg_ctl" ] && [ -x "$dir/initdb" ]; then echo "$dir"; fi
}

BIN="$(find_bin)"

if [ "${1:-}" = "--stop" ]; then
  if [ -n "$BIN" ] && [ -f "$DIR/data/postmaster.pid" ]; then
    as_postgres "$BIN/pg_ctl" -D "$DIR/data" -w stop >&2
  else
    say "no cluster running in $DIR."
  fi
  exit 0
fi

if [ -z "$BIN" ]; then
  if [ "$(id -u)" = "0" ] && [ -f /etc/debian_version ] && command -v apt-get >/dev/null 2>&1; then
    say "PostgreSQL is missing; installing Debian's postgresql package (about 30 s)..."
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq postgresql >/dev/null
    BIN="$(find_bin)"
  fi
  if [ -z "$BIN" ]; then
    cat >&2 <<MSG
ensure-postgres: no PostgreSQL server binaries under /usr/lib/postgresql/*/bin. They are installed
automatically only as root on Debian. Either:
  - on Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y postgresql, then run this again
  - or point the tests at a PostgreSQL you run yourself (a database they may create schemas in):
    OFFERKIT_TEST_POSTGRES=postgres://user:password@127.0.0.1:5432/db pnpm exec vitest run test/server/webhooks
MSG
    exit 1
  fi
fi

ready() { "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT" -d postgres -U offerkit; }

if ready; then
  say "reusing the PostgreSQL already listening on 127.0.0.1:$PORT."
else
  mkdir -p "$DIR"
  if [ "$(id -u)" = "0" ]; then
    if ! id "$RUN_AS" >/dev/null 2>&1; then
      say "there is no '$RUN_AS' user to run the server as (the postgresql package creates it); install postgresql first."
      exit 1
    fi
    chown "$RUN_AS" "$DIR"
  fi
  chmod 700 "$DIR"
  if [ ! -f "$DIR/data/PG_VERSION" ]; then
    say "creating a throwaway cluster in $DIR/data (trust auth, loopback only)..."
    as_postgres "$BIN/initdb" -D "$DIR/data" -A trust -U offerkit >"$DIR/initdb.log" 2>&1 || {
      say "initdb failed; its output is in $DIR/initdb.log:"
      tail -n 20 "$DIR/initdb.log" >&2
      exit 1
    }
  fi
  # A stale pid file from a killed server would stop pg_ctl from starting; pg_ctl itself removes it when
  # no process owns it, so start directly.
  as_postgres "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w -t 60 start \
    -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1" >&2 || {
    say "the server did not start; the end of $DIR/log:"
    tail -n 20 "$DIR/log" >&2 || true
    say "if another program holds port $PORT, stop it or set OFFERKIT_POSTGRES_PORT."
    exit 1
  }
  ready || { say "started, but 127.0.0.1:$PORT does not accept connections; see $DIR/log."; exit 1; }
  say "PostgreSQL is running on 127.0.0.1:$PORT (data in $DIR/data; stop with: bash scripts/ensure-postgres.sh --stop)."
fi

echo "OFFERKIT_TEST_POSTGRES=$URL"
