#!/usr/bin/env bash
# The production mode on one machine: N stateless instances of the site's production build behind nginx, sharing one
# PostgreSQL server (submissions and their files), one Redis (Next's cache and the rate limits) and nginx's cache.
# Every piece is Debian's package, run under $CLUSTER_DIR as plain processes, so that each block below maps 1:1 onto a
# unit of a process manager or a container of an orchestrator (see deploy/README.md, "Cluster").
#
#   deploy/cluster.sh up [N]              start PostgreSQL, Redis, N instances (default 2) and nginx; build if needed
#   deploy/cluster.sh down                stop everything (data stays under $CLUSTER_DIR; `purge` removes it)
#   deploy/cluster.sh status              what runs where
#   deploy/cluster.sh instance start|stop|kill K    one instance (K = 1..N); kill = SIGKILL, a crash
#   deploy/cluster.sh redis start|stop    the shared Redis
#   deploy/cluster.sh nginx [N] [on|off]  (re)write nginx's config for instances 1..N, proxy cache on or off, reload
#
# Settings (environment): CLUSTER_DIR (.cluster), NGINX_PORT (8080), INSTANCE_BASE_PORT (3101: instance K listens on
# base + K - 1), PG_PORT (54330), REDIS_PORT (63790), REVALIDATE_SECRET (generated once into $CLUSTER_DIR/secret),
# NEXT_DIST_DIR (.next). Anything else the site reads (API_BASE_URL, RATE_LIMIT_*, NEXT_PUBLIC_SITE_URL, ...) is
# passed on to the instances unchanged.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"

DIR="$(mkdir -p "${CLUSTER_DIR:-.cluster}" && cd "${CLUSTER_DIR:-.cluster}" && pwd)"
NGINX_PORT="${NGINX_PORT:-8080}"
BASE_PORT="${INSTANCE_BASE_PORT:-3101}"
PG_PORT="${PG_PORT:-54330}"
REDIS_PORT="${REDIS_PORT:-63790}"
DIST="${NEXT_DIST_DIR:-.next}"
PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
mkdir -p "$DIR/logs" "$DIR/run"

log() { echo "cluster: $*" >&2; }
die() { log "$*"; exit 1; }
need() { command -v "$1" >/dev/null 2>&1 || die "$1 is missing: apt-get install -y $2"; }

# PostgreSQL refuses to run as root: as root it runs as the `postgres` user, in a directory that user can reach.
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
pg_dir() {
  if [ "$(id -u)" = 0 ] && ! runuser -u postgres -- test -x "$DIR"; then echo "/tmp/e7-cluster-postgres-$PG_PORT"; else echo "$DIR/postgres"; fi
}

# nginx started as root runs its workers as `nobody`, which must reach its cache and temp files.
if [ "$(id -u)" = 0 ] && ! runuser -u nobody -- test -x "$DIR" 2>/dev/null; then NGX="/tmp/e7-cluster-nginx-$NGINX_PORT"; else NGX="$DIR/nginx"; fi

DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/e7"
REDIS_URL="redis://127.0.0.1:$REDIS_PORT"

# Called before any instance starts (never from a background subshell, where two instances would race to create it).
secret() {
  if [ ! -s "$DIR/secret" ]; then
    (umask 077; { [ -n "${REVALIDATE_SECRET:-}" ] && printf '%s' "$REVALIDATE_SECRET" || od -An -tx1 -N24 /dev/urandom | tr -d ' \n'; } > "$DIR/secret")
  fi
  cat "$DIR/secret"
}

pid_alive() { [ -s "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; }

# --- PostgreSQL: submissions and uploaded files. Production: a managed server; DATABASE_URL points at it. ---------
postgres_up() {
  [ -x "$PG_BIN/initdb" ] || die "PostgreSQL is missing: apt-get install -y postgresql"
  local data; data="$(pg_dir)"
  if ! as_pg "$PG_BIN/pg_ctl" -D "$data" status >/dev/null 2>&1; then
    if [ ! -s "$data/PG_VERSION" ]; then
      mkdir -p "$data"; [ "$(id -u)" = 0 ] && chown postgres:postgres "$data"
      as_pg "$PG_BIN/initdb" -D "$data" -U postgres --auth=trust -E UTF8 >/dev/null
    fi
    # max_connections: each instance's pool holds up to 10 (lib/db/postgres.ts); room for 3 instances and tools.
    as_pg "$PG_BIN/pg_ctl" -D "$data" -l "$data/server.log" -w start \
      -o "-p $PG_PORT -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=100" >/dev/null
  fi
  as_pg "$PG_BIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname='e7'" | grep -q 1 \
    || as_pg "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres e7
  log "PostgreSQL on 127.0.0.1:$PG_PORT ($data)"
}
postgres_down() {
  local data; data="$(pg_dir)"
  as_pg "$PG_BIN/pg_ctl" -D "$data" status >/dev/null 2>&1 && as_pg "$PG_BIN/pg_ctl" -D "$data" -m fast -w stop >/dev/null || true
}

# --- Redis: Next's shared cache and the rate-limit counters. Both can be rebuilt, so no persistence; bounded memory
# evicting only keys with a TTL (cache entries, counters), never the tag map that revalidation depends on. --------
redis_up() {
  need redis-server redis-server
  if ! redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1; then
    redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save "" --appendonly no --maxmemory 256mb \
      --maxmemory-policy volatile-lru --daemonize yes --dir "$DIR/run" --pidfile "$DIR/run/redis.pid" \
      --logfile "$DIR/logs/redis.log" >/dev/null
    for _ in $(seq 50); do redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && break; sleep 0.1; done
  fi
  log "Redis on 127.0.0.1:$REDIS_PORT"
}
redis_down() { redis-cli -p "$REDIS_PORT" shutdown nosave >/dev/null 2>&1 || true; }

# --- Instances: server.mjs (`npm start`) of one build, stateless (DATABASE_URL + REDIS_URL), behind the proxy (TRUST_PROXY). ---
instance_port() { echo $((BASE_PORT + $1 - 1)); }
instance_up() {
  local k="$1" port secret_value; port="$(instance_port "$1")"
  pid_alive "$DIR/run/instance-$k.pid" && return 0
  mkdir -p "$DIR/instance-$k"
  secret_value="$(secret)"
  # DATA_DIR is per instance and holds nothing shared: with DATABASE_URL set, nothing is written there.
  env DATABASE_URL="$DATABASE_URL" REDIS_URL="$REDIS_URL" TRUST_PROXY=1 REVALIDATE_SECRET="$secret_value" \
    DATA_DIR="$DIR/instance-$k" NEXT_DIST_DIR="$DIST" PORT="$port" NODE_ENV=production \
    nohup node "$ROOT/server.mjs" -p "$port" </dev/null >>"$DIR/logs/instance-$k.log" 2>&1 &
  echo $! > "$DIR/run/instance-$k.pid"
}
instance_wait() {
  local port; port="$(instance_port "$1")"
  for _ in $(seq 120); do
    curl -fsS -o /dev/null "http://127.0.0.1:$port/api/health" 2>/dev/null && { log "instance $1 on 127.0.0.1:$port"; return 0; }
    pid_alive "$DIR/run/instance-$1.pid" || die "instance $1 exited; see $DIR/logs/instance-$1.log"
    sleep 0.5
  done
  die "instance $1 not healthy after 60 s; see $DIR/logs/instance-$1.log"
}
instance_down() {
  local k="$1" signal="${2:-TERM}" file="$DIR/run/instance-$1.pid"
  pid_alive "$file" || { rm -f "$file"; return 0; }
  local pid; pid="$(cat "$file")"
  # Signal the whole group started by nohup, in case the server ever runs children.
  pkill "-$signal" -P "$pid" 2>/dev/null || true
  kill "-$signal" "$pid" 2>/dev/null || true
  for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  rm -f "$file"
}
instances_running() { ls "$DIR/run"/instance-*.pid 2>/dev/null | sed 's/.*instance-\([0-9]*\)\.pid/\1/' | sort -n; }

# --- nginx: load balancing (passive health checks: an instance that fails is left out for 5 s, requests that were
# not yet sent go to the next one), the proxy cache of deploy/nginx.conf, one config for all. ---------------------
nginx_conf() {
  local n="$1" cache="$2" servers="" k
  for k in $(seq "$n"); do servers+="    server 127.0.0.1:$(instance_port "$k") max_fails=1 fail_timeout=5s;"$'\n'; done
  mkdir -p "$NGX/tmp"
  awk -v servers="$servers" -v port="$NGINX_PORT" -v cache="$cache" '
    /# bench: upstream/ { printf "%s", servers; next }
    /# bench: listen/ { sub(/listen [0-9]+;/, "listen " port ";") }
    cache == "off" && /^ *proxy_cache next_cache;/ { sub(/proxy_cache next_cache;/, "proxy_cache off;") }
    { print }' "$ROOT/deploy/nginx.conf" > "$NGX/nginx.conf"
}
nginx_up() {
  need nginx nginx
  nginx_conf "$1" "${2:-on}"
  if pid_alive "$NGX/nginx.pid"; then
    nginx -p "$NGX/" -c "$NGX/nginx.conf" -s reload 2>>"$DIR/logs/nginx.log"
    sleep 0.3
  else
    nginx -p "$NGX/" -c "$NGX/nginx.conf" 2>>"$DIR/logs/nginx.log"
  fi
  log "nginx on 127.0.0.1:$NGINX_PORT -> instances 1..$1 (proxy cache ${2:-on})"
}
nginx_down() {
  pid_alive "$NGX/nginx.pid" || return 0
  local pid; pid="$(cat "$NGX/nginx.pid")"
  nginx -p "$NGX/" -c "$NGX/nginx.conf" -s quit 2>/dev/null || true
  for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
}

up() {
  local n="${1:-2}" k
  [[ "$n" =~ ^[1-9][0-9]?$ ]] || die "N must be a number of instances (1-99)"
  need curl curl
  [ -s "$DIST/BUILD_ID" ] || { log "no production build in $DIST: building"; npm run build >&2; }
  postgres_up
  redis_up
  for k in $(seq "$n"); do instance_up "$k"; done
  for k in $(seq "$n"); do instance_wait "$k"; done
  nginx_up "$n" on
  cat <<EOF
cluster: up with $n instance(s)
  site           http://127.0.0.1:$NGINX_PORT
  instances      $(for k in $(seq "$n"); do printf 'http://127.0.0.1:%s ' "$(instance_port "$k")"; done)
  DATABASE_URL   $DATABASE_URL
  REDIS_URL      $REDIS_URL
  secret         $DIR/secret (REVALIDATE_SECRET)
  logs           $DIR/logs
EOF
}

down() {
  local k
  nginx_down
  for k in $(instances_running); do instance_down "$k"; done
  redis_down
  postgres_down
  log "down"
}

status() {
  local k
  printf 'nginx     %s\n' "$(pid_alive "$NGX/nginx.pid" && echo "up :$NGINX_PORT" || echo down)"
  for k in $(instances_running); do
    printf 'instance %s %s\n' "$k" "$(pid_alive "$DIR/run/instance-$k.pid" && echo "up :$(instance_port "$k")" || echo down)"
  done
  printf 'redis     %s\n' "$(redis-cli -p "$REDIS_PORT" ping 2>/dev/null | grep -q PONG && echo "up :$REDIS_PORT" || echo down)"
  printf 'postgres  %s\n' "$(as_pg "$PG_BIN/pg_ctl" -D "$(pg_dir)" status >/dev/null 2>&1 && echo "up :$PG_PORT" || echo down)"
}

case "${1:-}" in
  up) up "${2:-2}" ;;
  down) down ;;
  purge) down; rm -rf "$DIR" "$(pg_dir)" "$NGX"; log "purged" ;;
  status) status ;;
  instance)
    case "${2:-}" in
      start) instance_up "${3:?instance number}"; instance_wait "$3" ;;
      stop) instance_down "${3:?instance number}" TERM ;;
      kill) instance_down "${3:?instance number}" KILL ;;
      *) die "usage: $0 instance start|stop|kill K" ;;
    esac ;;
  redis)
    case "${2:-}" in
      start) redis_up ;;
      stop) redis_down ;;
      *) die "usage: $0 redis start|stop" ;;
    esac ;;
  nginx) nginx_up "${2:-$(instances_running | wc -l)}" "${3:-on}" ;;
  *) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2 ;;
esac
