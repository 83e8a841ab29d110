// The hydration budget per page type of a running production server started with
// SITE_HOSTS=a.localhost=1,b.localhost=2,c.localhost=3: how many client component instances the
// page's RSC payload asks the browser to hydrate, the bytes of data their props carry (a
// server-rendered subtree passed through as children is HTML either way, not counted), the first-load
// JavaScript (every script the HTML loads, gzip) and the HTML (raw and gzip). The framework floor
// is what a bare App Router page of the same build loads: the scripts of Next's own not-found page
// as the build prerendered it (runtime, React, the Next client and the app router's client
// components, with no layout of the site), read from .next of this checkout, which must be the
// build being served.
// Nothing fails on it; the targets of the closing note are printed beside it.
//
// Usage: node scripts/bench/hydration-budget.mjs [base=http://127.0.0.1:3000] [page-name-filter] [--components]
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

import { PAGE_TYPES, siteGetter } from './page-types.mjs'

const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const showComponents = process.argv.includes('--components')
const base = new URL(args[0] ?? 'http://127.0.0.1:3000')
const only = args[1]
const JS_OVER_FLOOR_KB = 25
const HTML_GZIP_KB = 30

const get = siteGetter(base, 60_000)

const PAGES = PAGE_TYPES.filter((page) => !only || page.name.includes(only))

/** The flight payload the HTML streams in `self.__next_f.push([1, "…"])` scripts, as one buffer. */
function flightOf(html) {
  const parts = []
  for (const match of html.matchAll(/<script[^>]*>self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)) {
    const [kind, text] = JSON.parse(match[1])
    if (kind === 1) parts.push(text)
  }
  return Buffer.from(parts.join(''), 'utf8')
}

/** Rows of a flight payload: id → { tag, value }; text rows ('T') carry a byte length, the others end at a newline. */
function rowsOf(flight) {
  const rows = new Map()
  let at = 0
  while (at < flight.length) {
    const colon = flight.indexOf(0x3a, at)
    if (colon < 0) break
    const id = flight.subarray(at, colon).toString()
    let start = colon + 1
    const first = String.fromCharCode(flight[start])
    if (first === 'T') {
      const comma = flight.indexOf(0x2c, start)
      const length = parseInt(flight.subarray(start + 1, comma).toString(), 16)
      rows.set(id, { tag: 'T', text: flight.subarray(comma + 1, comma + 1 + length).toString() })
      at = comma + 1 + length
      continue
    }
    const end = flight.indexOf(0x0a, start)
    const stop = end < 0 ? flight.length : end
    let tag = ''
    if (/[A-Z]/.test(first)) {
      tag = first
      start++
      if (first === 'H') start++ // hints: HL, HS …
    }
    const raw = flight.subarray(start, stop).toString()
    let value = raw
    try {
      value = JSON.parse(raw)
    } catch {
      // a row that is no JSON (a hint's bare text) is kept as it came
    }
    rows.set(id, { tag, value, bytes: stop - colon - 1 })
    at = stop + 1
  }
  return rows
}

const isElement = (node) => Array.isArray(node) && node[0] === '$' && typeof node[1] === 'string'

/**
 * The client components the element tree asks the browser to hydrate, each with the bytes of data
 * its props carry: what a server-rendered subtree passed through (children) weighs is HTML either
 * way and is left out, as are the client components inside it (counted on their own).
 */
function clientInstances(rows) {
  const clientName = (type) => {
    if (typeof type !== 'string' || !type.startsWith('$L')) return null
    const row = rows.get(type.slice(2))
    if (!row || row.tag !== 'I') return null
    const reference = row.value
    const name = String(Array.isArray(reference) ? reference[2] || reference[0] : (reference.name ?? reference.id))
    // An export name met before is a reference to its row.
    const named = /^\$([0-9a-f]+)$/.exec(name)
    const exported = named ? String(rows.get(named[1])?.value ?? name) : name
    // Default exports are told apart by their module.
    return exported === 'default' && Array.isArray(reference) ? `default of module ${reference[0]}` : exported
  }
  const rowOf = (node) => {
    const ref = typeof node === 'string' && /^\$[L@]?([0-9a-f]+)$/.exec(node)
    return ref ? rows.get(ref[1]) : undefined
  }
  const dataOf = (node, seen) => {
    if (isElement(node)) return null
    const row = rowOf(node)
    if (row && !seen.has(row)) {
      seen.add(row)
      return row.tag === 'T' ? row.text : row.tag === '' ? dataOf(row.value, seen) : node
    }
    if (Array.isArray(node)) return node.map((child) => dataOf(child, seen))
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, dataOf(value, seen)]))
    return node
  }
  const instances = []
  const visited = new Set()
  const visit = (node) => {
    const row = rowOf(node)
    if (row) {
      if (row.tag === '' && !visited.has(row)) {
        visited.add(row)
        visit(row.value)
      }
      return
    }
    if (Array.isArray(node)) {
      const name = isElement(node) ? clientName(node[1]) : null
      if (name) instances.push({ name, bytes: Buffer.byteLength(JSON.stringify(dataOf(node[3] ?? {}, new Set()))) })
      node.forEach(visit)
    } else if (node && typeof node === 'object') {
      Object.values(node).forEach(visit)
    }
  }
  for (const [, row] of rows) {
    if (row.tag === '' && !visited.has(row)) {
      visited.add(row)
      visit(row.value)
    }
  }
  return instances
}

const scriptCache = new Map()
async function gzipOfScript(site, src) {
  if (!scriptCache.has(src)) {
    const { status, body } = await get(site, src)
    if (status !== 200) throw new Error(`${src}: ${status}`)
    scriptCache.set(src, gzipSync(body).length)
  }
  return scriptCache.get(src)
}

const kb = (bytes) => Number((bytes / 1024).toFixed(1))
/** Every script an HTML page loads as a module-capable browser does: nomodule polyfills are not fetched. */
const scriptsOf = (html) => [
  ...new Set(
    [...html.matchAll(/<script\b[^>]*>/g)]
      .map((match) => match[0])
      .filter((tag) => !/\bnomodule\b/i.test(tag))
      .map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1]?.replaceAll('&amp;', '&'))
      .filter(Boolean),
  ),
]

const barePage = readFileSync(new URL('../../.next/server/app/_not-found.html', import.meta.url), 'utf8')
const floorScripts = scriptsOf(barePage)
let floor = 0
for (const src of floorScripts) floor += await gzipOfScript(1, src)

const rows = []
for (const page of PAGES) {
  // The first request after a start renders the page; the second is what a visitor meets.
  await get(page.site, page.path)
  const { status, body } = await get(page.site, page.path)
  if (status !== 200) throw new Error(`${page.name} ${page.path}: ${status}`)
  const html = body.toString()
  let js = 0
  for (const src of scriptsOf(html)) js += await gzipOfScript(page.site, src)
  const instances = clientInstances(rowsOf(flightOf(html)))
  rows.push({
    page: page.name,
    'client instances': instances.length,
    'props KB': kb(instances.reduce((sum, instance) => sum + instance.bytes, 0)),
    'JS KB gzip': kb(js),
    'JS − floor KB': kb(js - floor),
    'HTML KB': kb(body.length),
    'HTML KB gzip': kb(gzipSync(body).length),
  })
  if (showComponents) {
    const counts = new Map()
    for (const { name, bytes } of instances) {
      const entry = counts.get(name) ?? { count: 0, bytes: 0 }
      counts.set(name, { count: entry.count + 1, bytes: entry.bytes + bytes })
    }
    console.log(
      `${page.name}: ${[...counts]
        .sort((a, b) => b[1].count - a[1].count)
        .map(([name, { count, bytes }]) => `${name}×${count}${bytes ? ` (${kb(bytes)} KB)` : ''}`)
        .join(', ')}`,
    )
  }
}

console.log(`\nframework floor (a bare page of this build, Next's not-found: ${floorScripts.length} scripts): ${kb(floor)} KB gzip`)
console.table(rows)
const worstJs = Math.max(...rows.map((row) => row['JS − floor KB']))
const worstHtml = Math.max(...rows.map((row) => row['HTML KB gzip']))
console.log(
  `most JS above the floor: ${worstJs} KB gzip (target ≤ ${JS_OVER_FLOOR_KB}); heaviest HTML: ${worstHtml} KB gzip (target ≤ ${HTML_GZIP_KB})`,
)
