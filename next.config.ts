import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { ORDER_ALIASES, SCREEN_DUPLICATES } from './src/i18n/routing'

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // Messages compiled at build time: the browser gets no ICU parser. A request form keeps its texts in
  // its folder (src/features/forms/<kind>/messages.json), compiled the same way.
  experimental: { messages: { path: ['./messages', './src/features/forms'], format: 'json', locales: 'infer', precompile: true } },
})

/** The icon sprite's version: its list of icons and lucide's drawings (src/ui/Icon.tsx puts it in the sprite's address). */
const iconSpriteVersion = createHash('sha256')
  .update(readFileSync('src/ui/icons.ts'))
  .update(readFileSync('node_modules/lucide/package.json'))
  .digest('hex')
  .slice(0, 12)

const nextConfig: NextConfig = {
  env: { ICON_SPRITE_VERSION: iconSpriteVersion },
  // Without it next start turns next-intl's internal rewrite into 307 loops (vercel/next.js #94342).
  skipProxyUrlNormalize: true,
  poweredByHeader: false,
  // The test suite checks the types once, before it builds (scripts/test-all.sh).
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  // forbidden() and unauthorized(): the admin's server function answers a refusal 403/401, not 500.
  experimental: { authInterrupts: true },
  // scripts/start.mjs compresses, after it has signed the page's inline scripts (CSP nonce).
  compress: false,
  images: { unoptimized: true },
  // Several server instances share rendered pages and their expiry through Redis (read when the
  // server starts, so one build runs with or without it).
  ...(process.env.REDIS_URL ? { cacheHandler: path.join(process.cwd(), 'cache-handler.mjs') } : {}),
  // esbuild bundles the service worker when its route is prerendered (src/app/serwist).
  // prom-client: one copy in the process, shared with the production listener (src/lib/metrics.ts).
  // payload: one copy too. Bundled into each route, the CMS instance one route created threw its
  // own ValidationError class, which the REST route's copy did not recognise: a refused save lost
  // its per-field errors (the admin could not mark the fields).
  serverExternalPackages: ['pino', 'sharp', 'esbuild', 'prom-client', 'payload'],
  async redirects() {
    return [...ORDER_ALIASES, ...SCREEN_DUPLICATES].map((alias) => ({ ...alias, permanent: true }))
  },
}

const withCms = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/**
 * Payload asks every path for the colour-scheme client hint with Critical-CH, which makes the browser
 * fetch each first page twice. Only its admin reads the hint.
 */
async function headers() {
  const rules = (await withCms.headers?.()) ?? []
  return [
    ...rules.map((rule) =>
      rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH')
        ? { ...rule, source: '/admin/:path*' }
        : rule,
    ),
    // The font files carry their version in their name (src/app/(site)/site.css): kept for a year.
    { source: '/fonts/:file*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    // Its address carries its version (src/ui/Icon.tsx).
    { source: '/icons.svg', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
  ]
}

const config: NextConfig = { ...withCms, headers }

export default config
