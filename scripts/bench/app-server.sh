# Sourced by the benches: production servers with demo content on a fresh data folder (SQLite, or
# the PostgreSQL of DATABASE_URL), each on 127.0.0.1 in its own process group.
#   start_apps WORK_DIR "PORT [PORT…]"    (extra settings come from the environment)
#   stop_apps
APP_PIDS=()

start_apps() {
  local work=$1 ports=$2 port
  [[ -f .next/BUILD_ID ]] || NEXT_TELEMETRY_DISABLED=1 npx next build > "$work/build.log"
  export DATA_DIR=$work/data
  node --import tsx scripts/prepare.ts > "$work/prepare.log" 2>&1
  for port in $ports; do
    PORT=$port BIND_ADDRESS=127.0.0.1 SITE_HOSTS=a.localhost=1,b.localhost=2,c.localhost=3 NEXT_TELEMETRY_DISABLED=1 \
      setsid node scripts/start.mjs > "$work/app-$port.log" 2>&1 &
    APP_PIDS+=($!)
  done
  for port in $ports; do
    for _ in $(seq 120); do curl -sf "http://127.0.0.1:$port/api/health" > /dev/null && break; sleep 1; done
  done
}

stop_apps() {
  local pid
  for pid in "${APP_PIDS[@]}"; do kill -- "-$pid" 2>/dev/null || true; done
}
