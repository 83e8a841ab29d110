# Lighthouse as visitors meet the site: through the shipped front (deploy/nginx: TLS, HTTP/2, one
# connection for every file of a page) before a running production server. Lighthouse's network
# model follows the protocol it sees: over plain HTTP/1.1 each file waits for a connection of its own.
# The framework floor (the build's bare prerendered page, .next/server/app/_not-found.html) is served by
# the same front at /__framework-floor, with the build's scripts behind it as for every page.
#   APP_PORT=3000 bash scripts/bench/lighthouse.sh [runs=5] [page-name-filter]
# The app must run with TRUSTED_PROXIES=1 and SITE_HOSTS=a.localhost=1,b.localhost=2,c.localhost=3.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/bench/nginx-front.sh
app_port=${APP_PORT:-3000} tls_port=${TLS_PORT:-3443} plain_port=${FRONT_PORT:-3480}
work=$(mktemp -d /tmp/lighthouse-front.XXXXXX)
trap 'stop_front "$work"; rm -rf "$work"' EXIT
start_tls_front "$work" "$tls_port" "$plain_port" "$app_port"
VISIT="https://127.0.0.1:${tls_port}" node scripts/bench/lighthouse.mjs "http://127.0.0.1:${app_port}" "${1:-5}" "${2:-}"
