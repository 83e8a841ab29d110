#!/usr/bin/env bash
# Lighthouse (mobile settings, Debian's Chromium) against a running production server.
# Usage: bash scripts/bench/lighthouse.sh [url=http://127.0.0.1:3000/]
# Prints the performance and accessibility scores (0-100) and the main timings.
set -euo pipefail
url="${1:-http://127.0.0.1:3000/}"
out="$(mktemp -d)/report.json"
npx --yes lighthouse@12.8.2 "$url" --quiet \
  --chrome-path=/usr/bin/chromium \
  --chrome-flags="--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync" \
  --only-categories=performance,accessibility --form-factor=mobile \
  --output=json --output-path="$out" >/dev/null 2>&1
node -e '
const r = require(process.argv[1]);
const a = (id) => r.audits[id]?.displayValue ?? "-";
console.log(`lighthouse ${r.finalDisplayedUrl}`);
console.log(`performance ${Math.round(r.categories.performance.score * 100)}  accessibility ${Math.round(r.categories.accessibility.score * 100)}`);
console.log(`FCP ${a("first-contentful-paint")}  LCP ${a("largest-contentful-paint")}  TBT ${a("total-blocking-time")}  CLS ${a("cumulative-layout-shift")}  SI ${a("speed-index")}`);
for (const [id, audit] of Object.entries(r.audits)) if (audit.score !== null && audit.score < 1 && r.categories.accessibility.auditRefs.some((ref) => ref.id === id)) console.log(`a11y: ${id} ${audit.title}`);
' "$out"
