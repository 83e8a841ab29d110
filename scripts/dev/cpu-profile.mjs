// Usage: node scripts/dev/cpu-profile.mjs <url> — JavaScript self time per file and per function during the first 3 s, at phone size with 4x CPU slowdown.
import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
const cdp = await page.context().newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
await cdp.send('Profiler.start')
await page.goto(process.argv[2], { waitUntil: 'load' })
await page.waitForTimeout(3000)
const { profile } = await cdp.send('Profiler.stop')
// self time per function
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const self = new Map()
const dt = profile.timeDeltas
for (let i = 0; i < profile.samples.length; i++) {
  const n = byId.get(profile.samples[i]); const f = n.callFrame
  const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000)
}
const byFile = new Map()
for (const [k, v] of self) { const file = k.split(' ')[1]?.split(':')[0] || '?'; byFile.set(file, (byFile.get(file) ?? 0) + v) }
console.log([...byFile].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, v]) => `${v.toFixed(0)}ms ${k}`).join('\n'))
console.log('--')
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(0)}ms ${k}`).join('\n'))
await browser.close()
