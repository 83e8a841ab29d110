#!/usr/bin/env bash
# Does the site keep answering while it is abused? A production server with demo content on a fresh
# data folder, the shipped front (deploy/nginx) before it over TLS and HTTP/2 as visitors meet it,
# then scripts/bench/abuse-load.mjs: /api/health and a cached page alone, then again while search,
# a form endpoint and /api/ready are hammered from many outside clients; a table of their p50/p99.
#   bash scripts/bench/abuse-load.sh      (after npm install; builds when there is no build)
#   DURATION=20 APP_PORTS=3500 TLS_PORT=3543 FRONT_PORT=3580 bash scripts/bench/abuse-load.sh
# Needs Debian's nginx (nginx-light) and h2load (nghttp2-client). Not run by CI.
set -euo pipefail
cd "$(dirname "$0")/../.."

APP_PORTS=${APP_PORTS:-3500}
TLS_PORT=${TLS_PORT:-3543}
FRONT_PORT=${FRONT_PORT:-3580}

source scripts/bench/front-bench.sh

openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost -keyout "$work/key.pem" -out "$work/cert.pem" \
  -addext 'subjectAltName=DNS:localhost,DNS:*.localhost,IP:127.0.0.1' 2>/dev/null
# The hammering clients are outside ones: a CDN hop before nginx is trusted to name them.
TRUSTED_PROXIES=2 LOG_LEVEL=warn start_apps "$work" "$APP_PORTS"
start_front "$work" "$FRONT_PORT" "$APP_PORTS" \
  "listen 127.0.0.1:${TLS_PORT} ssl http2; ssl_certificate $work/cert.pem; ssl_certificate_key $work/key.pem;"
WORK=$work node scripts/bench/abuse-load.mjs "https://127.0.0.1:${TLS_PORT}"
