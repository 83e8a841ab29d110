#!/usr/bin/env bash
# The mixed load of issue 18 on this machine: a production server with demo content on a fresh data
# folder (SQLite, or PostgreSQL when DATABASE_URL is set), the shipped nginx front before it, an SMTP
# sink for the order mails, then scripts/bench/load.mjs (200 connections for 60 s by default).
#   bash scripts/bench/load.sh            (after npm install; builds when there is no build)
#   CONNECTIONS=200 DURATION=60 APP_PORTS="3400" FRONT_PORT=8180 bash scripts/bench/load.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
export NEXT_TELEMETRY_DISABLED=1

APP_PORTS=${APP_PORTS:-3400}
FRONT_PORT=${FRONT_PORT:-8180}
SMTP_PORT=${SMTP_PORT:-3425}

source scripts/bench/nginx-front.sh
work=$(mktemp -d)
apps=()
cleanup() {
  stop_front "$work"
  for pid in "${apps[@]}"; do kill -- "-$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

[[ -f .next/BUILD_ID ]] || npx next build > "$work/build.log"
export DATA_DIR=$work/data
node --import tsx scripts/prepare.ts > "$work/prepare.log" 2>&1
for port in $APP_PORTS; do
  # Orders carry a client address per order; the CDN hop before nginx is trusted for it.
  PORT=$port BIND_ADDRESS=127.0.0.1 TRUSTED_PROXIES=2 LOG_LEVEL=warn \
    SITE_HOSTS=a.localhost=1,b.localhost=2,c.localhost=3 SMTP_URL=smtp://127.0.0.1:$SMTP_PORT \
    setsid node scripts/start.mjs > "$work/app-$port.log" 2>&1 &
  apps+=($!)
done
for port in $APP_PORTS; do
  for _ in $(seq 120); do curl -sf "http://127.0.0.1:$port/api/health" > /dev/null && break; sleep 1; done
done
start_front "$work" "$FRONT_PORT" "$APP_PORTS"
SMTP_PORT=$SMTP_PORT node --import tsx scripts/bench/load.mjs "http://127.0.0.1:$FRONT_PORT"
