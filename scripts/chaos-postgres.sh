#!/usr/bin/env bash
# A PostgreSQL cluster of the webhook chaos test's own (test/chaos/webhookChaos.ts), on 127.0.0.1:54339 by
# default, so that restarting it mid-test disturbs no other test's database (the tests' cluster is on 54329).
#   bash scripts/chaos-postgres.sh start     starts it (scripts/ensure-postgres.sh: apt as root on Debian when
#                                            missing); the last line printed is its connection string
#   bash scripts/chaos-postgres.sh restart   pg_ctl restart -m fast (drops every connection), waits until up
#   bash scripts/chaos-postgres.sh stop      stops it (its files stay for the next start)
# OFFERKIT_CHAOS_POSTGRES_PORT moves it. Exits non-zero when PostgreSQL cannot be started: the chaos test
# must fail then, never pass without a database.
set -euo pipefail
cd "$(dirname "$0")/.."

PORT="${OFFERKIT_CHAOS_POSTGRES_PORT:-54339}"
DIR="${TMPDIR:-/tmp}/offerkit-postgres-$PORT"
export OFFERKIT_POSTGRES_PORT="$PORT" OFFERKIT_POSTGRES_DIR="$DIR"

say() { echo "chaos-postgres: $*" >&2; }
as_postgres() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
bin_dir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

case "${1:-}" in
  start)
    bash scripts/ensure-postgres.sh | tail -n 1
    ;;
  restart)
    BIN="$(bin_dir)"
    [ -n "$BIN" ] || { say "no PostgreSQL binaries; run start first."; exit 1; }
    as_postgres "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w -t 60 -m fast restart \
      -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1" >&2
    ;;
  stop)
    bash scripts/ensure-postgres.sh --stop
    ;;
  *)
    say "usage: bash scripts/chaos-postgres.sh start|restart|stop"
    exit 2
    ;;
esac
