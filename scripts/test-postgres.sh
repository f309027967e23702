#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server on loopback for the store tests and prints its URL.
# Uses the machine's PostgreSQL binaries (Debian package `postgresql`); as root it runs the server as `postgres`.
set -euo pipefail
PORT="${PGPORT_TEST:-54329}"
DIR="${PGDATA_TEST:-/tmp/e7-test-pg}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
[ -x "$BIN/initdb" ] || { echo "no PostgreSQL binaries found" >&2; exit 1; }

as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

# A server this loopback cannot reach (left running in another network namespace, or a stale pid file) is stopped and
# replaced rather than trusted.
if ! as_pg "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT"; then
  as_pg "$BIN/pg_ctl" -D "$DIR" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"; mkdir -p "$DIR"
  [ "$(id -u)" = 0 ] && chown postgres:postgres "$DIR"
  as_pg "$BIN/initdb" -D "$DIR" -U postgres --auth=trust -E UTF8 >/dev/null
  as_pg "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -o "-p $PORT -k /tmp -c listen_addresses=127.0.0.1" -w start >/dev/null
fi
as_pg "$BIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname='e7_test'" | grep -q 1 \
  || as_pg "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres e7_test
echo "postgres://postgres@127.0.0.1:$PORT/e7_test"
