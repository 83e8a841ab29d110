// The response headers the site's listener gives a page, for the framework floor the benches serve
// from the front (nginx-front.sh): printed as nginx `add_header` lines. A page whose response differs
// is not measured on the same terms. Chromium commits a document with `Cross-Origin-Opener-Policy:
// same-origin` in a renderer process of its own: Lighthouse starts from about:blank, and a floor
// without the header reuses that warm process while every site page starts a cold one (decision
// record 116). The policy allows the floor's inline scripts by their hashes, as for a prepared page.
//   node --import tsx scripts/bench/floor-headers.ts .next/server/app/_not-found.html
import { readFileSync } from 'node:fs'

import { frameworkScriptHashes } from '../../src/lib/production-server/framework-scripts'
import { securityHeaders } from '../../src/lib/production-server/security-headers'

const html = readFileSync(process.argv[2] ?? '.next/server/app/_not-found.html', 'utf8')
const headers = securityHeaders({
  document: { pageScripts: frameworkScriptHashes(html), admin: false },
  https: true,
  scriptHashes: [],
})
for (const [name, value] of Object.entries(headers)) console.log(`add_header ${name} "${value}" always;`)
