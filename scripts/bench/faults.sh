#!/usr/bin/env bash
# The fault scripts of issue 18 (scripts/bench/faults.mjs) against a production server with demo
# content on a fresh data folder: dead upstreams, SMTP down then back, and with DATABASE_URL=postgres://…
# (run as root: it restarts the local cluster) PostgreSQL restarted under a stream of orders.
#   bash scripts/bench/faults.sh      Env: APP_PORT (3490), ORDERS (500)
set -euo pipefail
cd "$(dirname "$0")/../.."

APP_PORT=${APP_PORT:-3490}
BLACKHOLE_PORT=${BLACKHOLE_PORT:-3491}
SMTP_PORT=${SMTP_PORT:-3475}
export BLACKHOLE_PORT SMTP_PORT

source scripts/bench/app-server.sh
work=$(mktemp -d)
trap 'stop_apps; rm -rf "$work"' EXIT

# Nothing listens on the SMTP port yet; the upstreams are the script's black hole.
TRUSTED_PROXIES=1 LOG_LEVEL=error SMTP_URL=smtp://127.0.0.1:$SMTP_PORT \
  SWISSCABLE_URL=http://127.0.0.1:$BLACKHOLE_PORT/swisscable NFR_URL=http://127.0.0.1:$BLACKHOLE_PORT/nfr \
  start_apps "$work" "$APP_PORT"
node --import tsx scripts/bench/faults.mjs "http://127.0.0.1:$APP_PORT"
