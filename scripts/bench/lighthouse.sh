#!/usr/bin/env bash
# Lighthouse (mobile settings, Debian's Chromium) against a running production server.
# Usage: bash scripts/bench/lighthouse.sh [url=http://127.0.0.1:3000/] [runs=5]
# Requests the page once first (the first request after a start renders it), then prints each
# run's scores and timings, and the median performance score against the target of 90.
set -euo pipefail
url="${1:-http://127.0.0.1:3000/}"
runs="${2:-5}"
dir="$(mktemp -d)"
curl -s -o /dev/null "$url"
for run in $(seq 1 "$runs"); do
  npx --yes lighthouse@12.8.2 "$url" --quiet \
    --chrome-path=/usr/bin/chromium \
    --chrome-flags="--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync" \
    --only-categories=performance,accessibility --form-factor=mobile \
    --output=json --output-path="$dir/run-$run.json" >/dev/null 2>&1
done
node -e '
const fs = require("fs");
const dir = process.argv[1];
const reports = fs.readdirSync(dir).sort().map((file) => JSON.parse(fs.readFileSync(`${dir}/${file}`, "utf8")));
const scores = [];
for (const r of reports) {
  const a = (id) => r.audits[id]?.displayValue ?? "-";
  const performance = Math.round(r.categories.performance.score * 100);
  scores.push(performance);
  console.log(`performance ${performance}  accessibility ${Math.round(r.categories.accessibility.score * 100)}  FCP ${a("first-contentful-paint")}  LCP ${a("largest-contentful-paint")}  TBT ${a("total-blocking-time")}  CLS ${a("cumulative-layout-shift")}  SI ${a("speed-index")}`);
  for (const [id, audit] of Object.entries(r.audits)) if (audit.score !== null && audit.score < 1 && r.categories.accessibility.auditRefs.some((ref) => ref.id === id)) console.log(`  a11y: ${id} ${audit.title}`);
}
const sorted = [...scores].sort((x, y) => x - y);
const median = sorted[Math.floor(sorted.length / 2)];
console.log(`lighthouse ${reports[0].finalDisplayedUrl}: ${scores.length} runs, performance min ${sorted[0]} median ${median} max ${sorted.at(-1)}; median / target 90 = ${(median / 90).toFixed(2)}`);
' "$dir"
