#!/usr/bin/env bash
# The fault scripts (scripts/bench/faults.mjs) against a production server with demo
# content on a fresh data folder: dead upstreams, SMTP down then back; run as root, on SQLite, the
# data folder's disk failing into read-only (an ext4 image of its own on a loop device, mounted
# errors=remount-ro, and the kernel's own error trigger), then checked, mounted again and the server
# restarted on it; with DATABASE_URL=postgres://… PostgreSQL restarted under a stream of orders (the
# local cluster).
#   bash scripts/bench/faults.sh      Env: APP_PORT (3490), ORDERS (500)
set -euo pipefail
cd "$(dirname "$0")/../.."

APP_PORT=${APP_PORT:-3490}
BLACKHOLE_PORT=${BLACKHOLE_PORT:-3491}
SMTP_PORT=${SMTP_PORT:-3475}
export BLACKHOLE_PORT SMTP_PORT

source scripts/bench/app-server.sh
work=$(mktemp -d)
loop=""
release_disk() {
  if [ -n "$loop" ]; then umount "$work/data" 2>/dev/null || umount -l "$work/data"; losetup -d "$loop" || true; fi
}
trap 'stop_apps; release_disk; rm -rf "$work"' EXIT

if [ "$(id -u)" = 0 ] && [ -z "${DATABASE_URL:-}" ] && loop=$(losetup -f 2>/dev/null); then
  truncate -s 1G "$work/disk.img"
  mkfs.ext4 -q "$work/disk.img"
  losetup "$loop" "$work/disk.img"
  mkdir -p "$work/data"
  mount -o errors=remount-ro "$loop" "$work/data"
  export READONLY_DEVICE=$(basename "$loop") READONLY_MOUNT=$work/data READONLY_STATE=$work/read-only.json
else
  loop=""
  echo "(the read-only disk fault needs root, a free loop device and SQLite: skipped)"
fi

# Nothing listens on the SMTP port yet; the upstreams are the script's black hole.
TRUSTED_PROXIES=1 LOG_LEVEL=error SMTP_URL=smtp://127.0.0.1:$SMTP_PORT \
  SWISSCABLE_URL=http://127.0.0.1:$BLACKHOLE_PORT/swisscable NFR_URL=http://127.0.0.1:$BLACKHOLE_PORT/nfr \
  start_apps "$work" "$APP_PORT"
node --import tsx scripts/bench/faults.mjs "http://127.0.0.1:$APP_PORT"

if [ -n "$loop" ]; then
  # The disk is repaired as an operator would: the server stopped, the file system checked, mounted again.
  stop_apps
  sleep 2
  umount "$work/data"
  e2fsck -fy "$loop" > "$work/fsck.log" 2>&1 || [ $? -le 1 ]
  mount -o errors=remount-ro "$loop" "$work/data"
  APP_PIDS=()
  TRUSTED_PROXIES=1 LOG_LEVEL=error SMTP_URL=smtp://127.0.0.1:$SMTP_PORT start_apps "$work" "$APP_PORT"
  node --import tsx scripts/bench/faults.mjs "http://127.0.0.1:$APP_PORT" after-read-only
fi
