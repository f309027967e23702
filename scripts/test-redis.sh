#!/usr/bin/env bash
# Starts a throw-away Redis server on loopback (no persistence) for the tests and prints its URL.
# Uses Debian's `redis-server` package.
set -euo pipefail
PORT="${REDIS_PORT_TEST:-63799}"
DIR="${REDIS_DIR_TEST:-/tmp/e7-test-redis}"
command -v redis-server >/dev/null || { echo "redis-server is not installed (apt-get install -y redis-server)" >&2; exit 1; }
if ! redis-cli -p "$PORT" ping >/dev/null 2>&1; then
  mkdir -p "$DIR"
  redis-server --port "$PORT" --bind 127.0.0.1 --save "" --appendonly no --daemonize yes \
    --dir "$DIR" --pidfile "$DIR/redis.pid" --logfile "$DIR/redis.log" >/dev/null
  for _ in $(seq 50); do redis-cli -p "$PORT" ping >/dev/null 2>&1 && break; sleep 0.1; done
fi
echo "redis://127.0.0.1:$PORT"
