/// <reference lib="webworker" />
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type SerwistGlobalConfig,
} from 'serwist'

import { LOCALES } from '@/i18n/locales'

import { isNeverCached, localeOfPath, offlinePageUrl, PAGES_CACHE } from './offline-policy'

/**
 * The service worker (§7), bundled by @serwist/turbopack at build time (src/app/serwist): the
 * offline page per locale and the fonts are precached; media are served stale-while-revalidate,
 * content pages network-first with the cached copy offline; the CMS's and the order funnel's pages
 * come from the network only; the API's calls, the router's data, every non-GET request and other
 * origins' requests are not the worker's; a page neither reachable nor cached gets the offline page
 * of its language.
 */

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined
  }
}

declare const self: ServiceWorkerGlobalScope

const DAY_S = 24 * 60 * 60

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    // Other origins (the tag manager, the tracker) match no route, so the worker does not answer
    // for them: its own fetch would run under its own policy, which allows this origin only. Nor
    // do the API's calls and Next's router data (RSC: a soft navigation, a prefetch), which depends
    // on request headers, not the URL alone: the browser fetches them without passing them through
    // the worker (a dozen prefetches on each page view).
    // The pages it never keeps open from the network only, or as the offline page when it is gone.
    {
      matcher: ({ url, sameOrigin, request }) => sameOrigin && request.mode === 'navigate' && isNeverCached(url.pathname),
      handler: new NetworkOnly(),
    },
    {
      // The icon sprite's address carries its version too: offline pages keep their icons.
      matcher: ({ url, sameOrigin }) => sameOrigin && (url.pathname.startsWith('/_next/static/') || url.pathname === '/icons.svg'),
      handler: new CacheFirst({
        cacheName: 'next-static',
        plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_S })],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
      handler: new StaleWhileRevalidate({
        cacheName: 'media',
        plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY_S })],
      }),
    },
    {
      // Pages from the network first: a cached page shown before the fresh one would hide a
      // published change (an outage on the status page, a new price) for one visit. The copy
      // serves only when the network is gone (a slow first render after a publish is still fresh).
      matcher: ({ request }) => request.mode === 'navigate',
      handler: new NetworkFirst({
        cacheName: PAGES_CACHE,
        plugins: [
          // Only whole pages are kept (no redirect, error or missing page), and never one rendered
          // for one visitor only (an editor's drafts).
          {
            cacheWillUpdate: async ({ response }) =>
              response.status === 200 && !/no-store|private/i.test(response.headers.get('cache-control') ?? '') ? response : null,
          },
          new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * DAY_S }),
        ],
      }),
    },
  ],
  fallbacks: {
    entries: LOCALES.map((locale) => ({
      url: offlinePageUrl(locale),
      matcher: ({ request }) => request.destination === 'document' && localeOfPath(new URL(request.url).pathname) === locale,
    })),
  },
})

serwist.addEventListeners()
