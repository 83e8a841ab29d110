#!/usr/bin/env bash
# One instance's saturation through the shipped front, beside a bare Node reference behind the same
# front config (scripts/bench/saturation.mjs): the rate of the page mix at which p99 crosses a bound.
# The capacity plan of docs/operations.md rests on it.
#   bash scripts/bench/saturation.sh      (after npm install; builds when there is no build)
# Env: APP_PORT (3400), FRONT_PORT (8180; the reference's front on the next port), REFERENCE_PORT
# (3409), RATES, STEP_SECONDS, BOUND_MS (saturation.mjs); DATABASE_URL for PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/../.."

APP_PORT=${APP_PORT:-3400}
FRONT_PORT=${FRONT_PORT:-8180}
REFERENCE_PORT=${REFERENCE_PORT:-3409}

source scripts/bench/front-bench.sh
trap 'stop_front "$work"; stop_front "$work/reference"; stop_apps; rm -rf "$work"' EXIT

LOG_LEVEL=warn start_apps "$work" "$APP_PORT"
start_front "$work" "$FRONT_PORT" "$APP_PORT"
mkdir -p "$work/reference"
start_front "$work/reference" "$((FRONT_PORT + 1))" "$REFERENCE_PORT"
echo "machine load before the run: $(uptime)"
node scripts/bench/saturation.mjs "http://127.0.0.1:$FRONT_PORT" "http://127.0.0.1:$((FRONT_PORT + 1))" "$REFERENCE_PORT"
echo "machine load after the run: $(uptime)"
