#!/usr/bin/env bash
# The whole test suite: types, unit + integration tests, production build, browser tests.
# Runs on SQLite; set TEST_DATABASE_URL=postgres://… to run it on PostgreSQL (that database is wiped).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# Started by the README's `npx -p node@24… -c '…'`, npm hands its own command down as
# npm_config_call and npm_config_package: every npx below would take them for its own.
unset npm_config_call npm_config_package

# Browser tests drive Debian's headless shell of Chromium (its whole browser for a ctrl-click's
# tab), the HTML check runs the Nu validator on Java: install them when missing (needs root, as on CI).
missing=()
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v java >/dev/null || missing+=(default-jre-headless)
# The scale-out test (PostgreSQL pass) and the no-current-event test run their own Redis.
command -v redis-server >/dev/null || missing+=(redis-server)
# The metrics test scrapes the server with a real Prometheus; promtool checks the shipped rules.
command -v prometheus >/dev/null || missing+=(prometheus)
# The front's log retention is checked by logrotate itself.
[ -x /usr/sbin/logrotate ] || missing+=(logrotate)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "Missing Debian packages: run 'sudo apt-get install -y ${missing[*]}' first." >&2
    exit 1
  fi
fi

db="sqlite"; [ -n "${TEST_DATABASE_URL:-}" ] && db="postgres"
echo "== test suite on $db, Node $(node --version) (the project's own, from node_modules/.bin)"

# Each stage says how long it took, and the end the whole run's time: what a maintainer waits for.
started=$(date +%s) stage_started=$(date +%s) stage_name=""
stage() {
  local now; now=$(date +%s)
  [ -n "$stage_name" ] && echo "   ($stage_name: $(( now - stage_started )) s)"
  stage_name=$1 stage_started=$now
  [ -n "$1" ] && echo "== $1"
  return 0
}
background=""
trap 'status=$?; [ -n "$background" ] && kill -- "-$background" 2>/dev/null; [ -n "${TEST_SEEDED_BACKUP:-}" ] && rm -rf "$(dirname "$TEST_SEEDED_BACKUP")"; stage ""; echo "== test suite on $db: $(( $(date +%s) - started )) s, exit $status"' EXIT

# CI's second pass (DATABASE_PASS=1, on PostgreSQL) runs only what depends on the database: the
# first pass already checked types, lint and the pure unit tests of the same code, and made the
# production build (which does not depend on the database either).
database_pass=0
[ "${DATABASE_PASS:-}" = 1 ] && [ -f .next/BUILD_ID ] && database_pass=1

# The demo content is seeded once, into a fresh database, and kept as a backup (src/lib/backup.ts):
# the integration and browser stages each start from a copy of it (tests/support/test-database.ts).
TEST_SEEDED_BACKUP="$(mktemp -d /tmp/site-seeded.XXXXXX)/backup"
# Each step stops it (it also runs in a job of its own, without this script's `set -e`).
seed_once() {
  local seeded_in
  seeded_in=$(TEST_SEEDED_BACKUP='' node --import tsx scripts/reset-test-database.ts | sed -n 's/^DATA_DIR=//p') &&
    [ -d "$seeded_in" ] &&
    DATA_DIR=$seeded_in DATABASE_URL=${TEST_DATABASE_URL:-} node --import tsx scripts/prepare.ts >/dev/null &&
    DATA_DIR=$seeded_in DATABASE_URL=${TEST_DATABASE_URL:-} node --import tsx scripts/backup.ts "$TEST_SEEDED_BACKUP" >/dev/null &&
    rm -rf "$seeded_in"
}
export TEST_SEEDED_BACKUP
export -f seed_once

if [ $database_pass = 1 ]; then
  stage "demo content, seeded once"
  seed_once
  stage "integration tests"
  npx vitest run --project integration
  stage "production build: reusing .next ($(cat .next/BUILD_ID))"
  export BROWSER_TESTS=writes
else
  # The integration tests take one file at a time (one shared database), so one core: they run from
  # here beside the checks, the unit tests and the build, which take the other. Their report follows
  # the build. The demo content is seeded first, in the same job.
  integration_log=$(mktemp /tmp/integration-tests.XXXXXX)
  integration_started=$(date +%s)
  setsid bash -c 'seed_once && npx vitest run --project integration' >"$integration_log" 2>&1 &
  background=$!

  stage "types"
  npx tsc --noEmit -p tsconfig.json
  # Checked: the production build below need not check them again (next.config.ts).
  export TYPES_CHECKED=1

  stage "formatting (Prettier)"
  npx prettier --check . --log-level warn

  stage "lint (floors, doors, no import cycle: docs/floors.md)"
  npm run lint

  stage "no unused file, export or dependency (knip)"
  npx knip --no-progress

  stage "unit tests"
  npx vitest run --project unit

  stage "production build"
  # The shipped build, brotli copies included: the browser tests' server sends them as a front's
  # would, instead of compressing every script again for each new browser context (half its CPU).
  npm run build

  stage "integration tests (started with the types)"
  integration_status=0
  wait "$background" || integration_status=$?
  background=""
  cat "$integration_log"
  rm -f "$integration_log"
  echo "   (integration tests: $(( $(date +%s) - integration_started )) s since they started)"
  [ $integration_status = 0 ] || exit $integration_status
fi

stage "browser tests (production server, fresh $db database)"
eval "$(node --import tsx scripts/reset-test-database.ts)"
export DATA_DIR
if [ -n "${TEST_DATABASE_URL:-}" ]; then export DATABASE_URL="$TEST_DATABASE_URL"; else unset DATABASE_URL; fi
# The database is a copy of the run's seeded one: the migrations are applied, the seed is skipped,
# and the demo network events are anchored to now.
node --import tsx scripts/prepare.ts
npx playwright test
