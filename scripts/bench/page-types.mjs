// What the page benches share: the three demo hosts, the page types, and a GET on a running
// server with a site's Host header (Node need not resolve *.localhost).
import { request } from 'node:http'

export const HOSTS = { 1: 'a.localhost', 2: 'b.localhost', 3: 'c.localhost' }

/** The page types the performance targets are measured on. */
export const PAGE_TYPES = [
  { name: 'home, site 1', site: 1, path: '/' },
  { name: 'home, site 2', site: 2, path: '/' },
  { name: 'home, site 3', site: 3, path: '/' },
  { name: 'content page', site: 1, path: '/offres-combinees-477' },
  { name: 'order funnel', site: 1, path: '/commande' },
  { name: 'TV page', site: 1, path: '/television-514' },
  { name: 'news list', site: 1, path: '/actualites' },
  { name: 'search', site: 1, path: '/recherche?q=fibre' },
  { name: 'contact', site: 1, path: '/contact' },
  { name: 'network status', site: 1, path: '/etat-du-reseau-1637' },
  { name: 'business', site: 1, path: '/business' },
]

/** A GET on `base` for a site's page, answered with its status and whole body (uncompressed). */
export function siteGetter(base, timeoutMs) {
  return (site, path) =>
    new Promise((resolve, reject) => {
      const req = request(
        {
          host: base.hostname,
          port: base.port,
          path,
          agent: false,
          headers: { host: `${HOSTS[site]}:${base.port}`, 'accept-encoding': 'identity' },
        },
        (response) => {
          const chunks = []
          response.on('data', (chunk) => chunks.push(chunk))
          response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks) }))
        },
      )
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`timeout on ${path}`)))
      req.on('error', reject)
      req.end()
    })
}
