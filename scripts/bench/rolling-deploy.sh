#!/usr/bin/env bash
# A rolling deploy under load (docs/operations.md, "Deploying a new version"): two production
# instances on one PostgreSQL database and one Redis behind the shipped nginx front, an SMTP sink
# for the order mails, and a steady load of page views, searches, street suggestions and orders
# while each instance in turn is sent SIGTERM, waited for and started again
# (scripts/bench/rolling-deploy.mjs). It prints the failed and reset requests, the orders stored
# and mailed once, and p99 before and during the restarts; it exits 1 when a request failed or an
# order was lost or doubled.
#   DATABASE_URL=postgres://… bash scripts/bench/rolling-deploy.sh      (builds when there is no build)
# Env: APP_PORTS ("3400 3401"), FRONT_PORT (8180), REDIS_PORT (3490), SMTP_PORT (3425), BEFORE and
# AFTER (seconds of load around the restarts: 20, 10), NEXT_CHECKOUT (a built checkout of the next
# commit the instances restart from; default this one), LOGS (a folder to keep the run's logs in).
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${DATABASE_URL:?two instances share one PostgreSQL database: set DATABASE_URL=postgres://…}"

export APP_PORTS=${APP_PORTS:-3400 3401}
FRONT_PORT=${FRONT_PORT:-8180}
REDIS_PORT=${REDIS_PORT:-3490}
export SMTP_PORT=${SMTP_PORT:-3425}
export NEXT_TELEMETRY_DISABLED=1

source scripts/bench/nginx-front.sh
work=$(mktemp -d "${TMPDIR:-/tmp}/rolling.XXXXXX")
redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes \
  --pidfile "$work/redis.pid" --dir "$work" > /dev/null
# LOGS=folder keeps the instances' and the front's logs of the run there.
trap 'stop_front "$work"; kill "$(cat "$work/redis.pid")" 2>/dev/null || true; [[ -z ${LOGS:-} ]] || cp -r "$work"/*.log "$work/logs" "$LOGS"/; rm -rf "$work"' EXIT

[[ -f .next/BUILD_ID ]] || npx next build > "$work/build.log"
export DATA_DIR=$work/data REDIS_URL=redis://127.0.0.1:$REDIS_PORT WORK=$work
# Migrations and demo content once, before the instances (each start checks them again).
node --import tsx scripts/prepare.ts > "$work/prepare.log" 2>&1
start_front "$work" "$FRONT_PORT" "$APP_PORTS"
echo "machine load before the run: $(uptime)"
node --import tsx scripts/bench/rolling-deploy.mjs "http://127.0.0.1:$FRONT_PORT"
