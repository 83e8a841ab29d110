import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import type { ReactNode } from 'react'

import { siteAndLocale, type SiteRouteParams } from '@/features/pages/server'
import { siteRules } from '@/sites/sites'

import '../../../site.css'

// Cached per site and locale on first request (STACK-NOTES: no database at build time). Editors'
// saves clear the cache at once (src/cms/hooks/revalidate-site-pages.ts); the hour is a safety net
// for what no save announces, such as the copyright year.
export function generateStaticParams() {
  return []
}
export const revalidate = 3600

export async function generateMetadata({ params }: { params: SiteRouteParams }): Promise<Metadata> {
  const { site } = await siteAndLocale(params)
  const name = siteRules(site).name
  return { title: { default: name, template: `%s | ${name}` } }
}

export default async function SiteLayout({ children, params }: { children: ReactNode; params: SiteRouteParams }) {
  const { locale } = await siteAndLocale(params)
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider>{children}</NextIntlClientProvider>
      </body>
    </html>
  )
}
