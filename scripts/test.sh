#!/usr/bin/env bash
# `npm test`: everything the project checks, runnable on a fresh Debian machine.
# 1. Installs the Debian packages the tests need if they are missing (as root, or through `sudo -n`; otherwise it stops
#    and prints the command to run). 2. Starts a throw-away PostgreSQL and Redis for the store and rate-limit tests,
#    unless TEST_DATABASE_URL / TEST_REDIS_URL are given. 3. Lint, type-check, unit, end-to-end and scale-out tests.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v chromium >/dev/null 2>&1 || [ -n "${CHROMIUM_PATH:-}" ] || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
command -v nginx >/dev/null 2>&1 || missing+=(nginx)
command -v curl >/dev/null 2>&1 || missing+=(curl)
if [ "${#missing[@]}" -gt 0 ]; then
  packages=("${missing[@]}" fonts-dejavu-core)
  if [ "$(id -u)" = 0 ]; then as_root=(); elif sudo -n true 2>/dev/null; then as_root=(sudo -n); else
    echo "test: missing Debian packages: ${missing[*]}. Install them once with:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${packages[*]}" >&2
    exit 1
  fi
  echo "test: installing ${missing[*]} from Debian's packages"
  "${as_root[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
fi

# The store tests also run against a real PostgreSQL server, and the rate-limiter tests against a real Redis.
: "${TEST_DATABASE_URL:=$(bash scripts/test-postgres.sh)}"
: "${TEST_REDIS_URL:=$(bash scripts/test-redis.sh)}"
export TEST_DATABASE_URL TEST_REDIS_URL
echo "test: PostgreSQL at $TEST_DATABASE_URL, Redis at $TEST_REDIS_URL"

npm run lint
npm run typecheck
npm run check:messages
npm run test:unit
# The type check has just run: the build skips its own (next.config.mjs).
SKIP_BUILD_TYPECHECK=1 npm run test:e2e
npm run test:cluster
