#!/usr/bin/env bash
# The load on this machine: a production server with demo content on a fresh data folder (SQLite,
# or PostgreSQL when DATABASE_URL is set), the shipped nginx front before it, an SMTP sink for the
# order mails. First the origin alone (scripts/bench/origin.mjs: a cached page straight from the
# first app port against a static server on the same bytes, gzip and brotli, and the probes while
# the page is loaded), then the mixed load through the front (scripts/bench/load.mjs, 200
# connections for 60 s by default).
#   bash scripts/bench/load.sh            (after npm install; builds when there is no build)
#   CONNECTIONS=200 DURATION=60 APP_PORTS="3400" FRONT_PORT=8180 bash scripts/bench/load.sh
#   PHASES=origin bash scripts/bench/load.sh      (the origin alone; PHASES=mixed: the mixed load alone)
# Two instances: REDIS_URL=redis://… DATABASE_URL=postgres://… APP_PORTS="3400 3401" bash scripts/bench/load.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

APP_PORTS=${APP_PORTS:-3400}
FRONT_PORT=${FRONT_PORT:-8180}
SMTP_PORT=${SMTP_PORT:-3425}
PHASES=${PHASES:-origin mixed}

source scripts/bench/front-bench.sh

# Orders carry a client address per order; the CDN hop before nginx is trusted for it.
TRUSTED_PROXIES=2 LOG_LEVEL=warn SMTP_URL=smtp://127.0.0.1:$SMTP_PORT start_apps "$work" "$APP_PORTS"
start_front "$work" "$FRONT_PORT" "$APP_PORTS"
status=0
if [[ " $PHASES " == *" origin "* ]]; then
  node scripts/bench/origin.mjs "http://127.0.0.1:${APP_PORTS%% *}" || status=1
fi
if [[ " $PHASES " == *" mixed "* ]]; then
  SMTP_PORT=$SMTP_PORT node --import tsx scripts/bench/load.mjs "http://127.0.0.1:$FRONT_PORT" || status=1
fi
exit $status
