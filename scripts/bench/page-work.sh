# The main-thread work of each page type against the framework floor (scripts/bench/page-work.mjs),
# through the shipped front (TLS, HTTP/2), which serves the floor page at /__framework-floor.
#   APP_PORT=3000 bash scripts/bench/page-work.sh [runs=5] [page-name-filter]
# The app must run with TRUSTED_PROXIES=1 and SITE_HOSTS=a.localhost=1,b.localhost=2,c.localhost=3.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/bench/nginx-front.sh
app_port=${APP_PORT:-3000} tls_port=${TLS_PORT:-3443} plain_port=${FRONT_PORT:-3480}
work=$(mktemp -d /tmp/page-work-front.XXXXXX)
trap 'stop_front "$work"; rm -rf "$work"' EXIT
start_tls_front "$work" "$tls_port" "$plain_port" "$app_port"
node scripts/bench/page-work.mjs "https://127.0.0.1:${tls_port}" "${1:-5}" "${2:-}"
