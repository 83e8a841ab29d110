#!/usr/bin/env bash
# The shipped front (deploy/nginx) on loopback before a running app: req/s of a cached page through
# nginx ÷ a static file served by the same nginx (goal ≥ 0.8), and of the same page from the app alone.
#   APP_PORT=3000 FRONT_PORT=8080 CONNECTIONS=50 SECONDS=10 bash scripts/bench/front.sh
# The app must run with TRUSTED_PROXIES=1 (npm start); nginx from Debian (nginx-light, and
# libnginx-mod-http-brotli-filter for brotli), autocannon from the dev dependencies.
set -euo pipefail
cd "$(dirname "$0")/../.."

APP_PORT=${APP_PORT:-3000}
FRONT_PORT=${FRONT_PORT:-8080}
CONNECTIONS=${CONNECTIONS:-50}
SECONDS_EACH=${SECONDS:-10}
HOST=${HOST_HEADER:-a.localhost}
PAGE=${PAGE:-/}

source scripts/bench/nginx-front.sh
work=$(mktemp -d)
trap 'stop_front "$work"; rm -rf "$work"' EXIT
mkdir -p "$work/static"

# The static file: the page itself as the app serves it, compressed ahead like the cached copy,
# so both measure the same bytes.
curl -sf -H "host: $HOST" "http://127.0.0.1:${APP_PORT}${PAGE}" > "$work/static/static-page.html"
gzip -k -5 "$work/static/static-page.html"

start_front "$work" "$FRONT_PORT" "$APP_PORT" "location = /static-page.html { root $work/static; default_type text/html; gzip_static on; }"
[[ -n ${DEBUG:-} ]] && cat "$work/logs/error.log"

rate() {
  node_modules/.bin/autocannon -c "$CONNECTIONS" -d "$SECONDS_EACH" -H "host=$HOST" -H 'accept-encoding=gzip' -j "$1" 2>/dev/null |
    node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const r=JSON.parse(s);console.log([Math.round(r.requests.average),r.latency.p50,r.latency.p99,r.errors,r.non2xx].join(" "))})'
}

for probe in "/static-page.html" "$PAGE" "$PAGE"; do
  curl -s -o /dev/null -w "probe $probe: %{http_code} %header{x-cache}\n" -H "host: $HOST" "http://127.0.0.1:${FRONT_PORT}${probe}"
done
read -r static_rps static_p50 static_p99 static_errors static_non2xx < <(rate "http://127.0.0.1:${FRONT_PORT}/static-page.html")
read -r front_rps front_p50 front_p99 front_errors front_non2xx < <(rate "http://127.0.0.1:${FRONT_PORT}${PAGE}")
read -r app_rps app_p50 app_p99 app_errors app_non2xx < <(rate "http://127.0.0.1:${APP_PORT}${PAGE}")

printf '%-28s %10s %8s %8s %7s %7s\n' "" "req/s" "p50 ms" "p99 ms" "errors" "non2xx"
printf '%-28s %10s %8s %8s %7s %7s\n' "static file through nginx" "$static_rps" "$static_p50" "$static_p99" "$static_errors" "$static_non2xx"
printf '%-28s %10s %8s %8s %7s %7s\n' "page through nginx" "$front_rps" "$front_p50" "$front_p99" "$front_errors" "$front_non2xx"
printf '%-28s %10s %8s %8s %7s %7s\n' "page from the app alone" "$app_rps" "$app_p50" "$app_p99" "$app_errors" "$app_non2xx"
node -e "console.log('cached page ÷ static file: ' + ($front_rps / $static_rps).toFixed(2) + ' (goal ≥ 0.8)')"
