import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { ORDER_ALIASES } from './src/i18n/routing'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  // Without it next start turns next-intl's internal rewrite into 307 loops (vercel/next.js #94342).
  skipProxyUrlNormalize: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  serverExternalPackages: ['pino', 'sharp'],
  async redirects() {
    return ORDER_ALIASES.map((alias) => ({ ...alias, permanent: true }))
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
