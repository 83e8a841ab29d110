#!/usr/bin/env bash
# The mixed load on this machine: a production server with demo content on a fresh data
# folder (SQLite, or PostgreSQL when DATABASE_URL is set), the shipped nginx front before it, an SMTP
# sink for the order mails, then scripts/bench/load.mjs (200 connections for 60 s by default).
#   bash scripts/bench/load.sh            (after npm install; builds when there is no build)
#   CONNECTIONS=200 DURATION=60 APP_PORTS="3400" FRONT_PORT=8180 bash scripts/bench/load.sh
# Two instances: REDIS_URL=redis://… DATABASE_URL=postgres://… APP_PORTS="3400 3401" bash scripts/bench/load.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

APP_PORTS=${APP_PORTS:-3400}
FRONT_PORT=${FRONT_PORT:-8180}
SMTP_PORT=${SMTP_PORT:-3425}

source scripts/bench/front-bench.sh

# Orders carry a client address per order; the CDN hop before nginx is trusted for it.
TRUSTED_PROXIES=2 LOG_LEVEL=warn SMTP_URL=smtp://127.0.0.1:$SMTP_PORT start_apps "$work" "$APP_PORTS"
start_front "$work" "$FRONT_PORT" "$APP_PORTS"
SMTP_PORT=$SMTP_PORT node --import tsx scripts/bench/load.mjs "http://127.0.0.1:$FRONT_PORT"
