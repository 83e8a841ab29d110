import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { preload } from 'react-dom'

import { CONSENT_GIVEN_SCRIPT } from '@/features/consent'
import { FrameMessages } from '@/i18n/ClientMessages'
import { DeferredLoadingBar, PageLoaded } from '@/screens/frame'
import { siteAndLocale, type SiteRouteParams } from '@/sites/route-params'
import { configuredOrigin } from '@/sites/site-origin'
import { siteRules } from '@/sites/sites'
import { EarlyInput } from '@/ui/islands/EarlyInput'
import { EARLY_INPUT_SCRIPT } from '@/ui/islands/early-input-script'
import { SoftNavigation } from '@/ui/SoftNavigation'

import '../../../site.css'

/** The element after the page's markup (before the framework's scripts): the first frame waits for it. */
const PAGE_END = 'page-end'

/** The text font's latin file (site.css), fetched with the page rather than after its stylesheet. */
const INTER_LATIN_URL = '/fonts/inter-5.3.0-latin-wght-400-900-normal-site.woff2'

// Cached per site and locale on first request (the build has no database to render them from). Editors'
// saves clear the cache at once (src/cms/hooks/cache-invalidation.ts); the hour is a safety net
// for what no save announces, such as the copyright year.
export function generateStaticParams() {
  return []
}
export const revalidate = 3600

export async function generateMetadata({ params }: { params: SiteRouteParams }): Promise<Metadata> {
  const { site } = await siteAndLocale(params)
  const name = siteRules(site).name
  // Whatever metadata is left relative resolves on the configured origin, never the request's Host.
  return { metadataBase: new URL(configuredOrigin(site)), title: { default: name, template: `%s | ${name}` } }
}

export default async function SiteLayout({ children, params }: { children: ReactNode; params: SiteRouteParams }) {
  const { locale } = await siteAndLocale(params)
  preload(INTER_LATIN_URL, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' })
  return (
    // The consent script marks <html> before hydration: React must not flag that attribute.
    <html lang={locale} suppressHydrationWarning>
      <head>
        {/* The first frame waits for the page's whole markup: drawn half-parsed, the bars and blocs
            still coming would move what is shown (decision record 102). */}
        <link rel="expect" href={`#${PAGE_END}`} blocking="render" />
        <script dangerouslySetInnerHTML={{ __html: CONSENT_GIVEN_SCRIPT }} />
        {/* Holds a press or a form sent before the page runs, to be done again once it does. */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} />
        <noscript>
          <style>{'[data-consent-pending]{display:none}'}</style>
        </noscript>
      </head>
      <body>
        <FrameMessages>
          {children}
          <DeferredLoadingBar />
          <SoftNavigation />
          <PageLoaded />
          <EarlyInput />
        </FrameMessages>
        <span id={PAGE_END} hidden />
      </body>
    </html>
  )
}
