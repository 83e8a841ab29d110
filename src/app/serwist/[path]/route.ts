import { createSerwistRoute } from '@serwist/turbopack'

import { offlinePrecacheEntries } from '@/features/offline/server'

/**
 * The service worker (§7) at /serwist/sw.js, bundled with esbuild when the route is prerendered:
 * Turbopack builds take no webpack plugin, so @serwist/next's plugin cannot run here.
 */
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'src/features/offline/sw.ts',
  useNativeEsbuild: true,
  // The shell: the self-hosted fonts; the offline pages come as additional entries.
  globPatterns: ['.next/static/media/*.woff2'],
  additionalPrecacheEntries: offlinePrecacheEntries(),
})
