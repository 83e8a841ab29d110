import 'server-only'

import type { ReactNode } from 'react'

import { SiteShell } from '@/features/layout/server'
import { NETWORK_STATUS_PAGE_ID } from '@/features/network-status'
import { audienceOf, type Audience } from '@/sites/audience'
import { siteRules, type Locale, type SiteId } from '@/sites/sites'

import { getPublishedPage, type LoadedPage } from './load-page'

/** §2 page linked from the layout's satisfaction badge (the alert panel links the network status page). */
const SATISFACTION_PAGE_ID = 551

/** The url of a published page of the site in this locale, or null: the layout never fails on it. */
async function pageUrl(id: number, site: SiteId, locale: Locale): Promise<string | null> {
  try {
    return (await getPublishedPage(id, site, locale))?.urls[locale] ?? null
  } catch {
    return null
  }
}

type Props = {
  page: LoadedPage
  site: SiteId
  locale: Locale
  /** The error page (§2): the private frame, no other language, a 404 page view. */
  error?: boolean
  children: ReactNode
}

/** A CMS page in the site's frame, with the urls the frame links to. */
export async function PageFrame({ page, site, locale, error = false, children }: Props) {
  const audience: Audience = error ? 'private' : audienceOf(page.sections)
  const [statusUrl, satisfactionUrl] = await Promise.all([
    siteRules(site).hasAlertPanel ? pageUrl(NETWORK_STATUS_PAGE_ID, site, locale) : null,
    audience === 'private' ? pageUrl(SATISFACTION_PAGE_ID, site, locale) : null,
  ])
  return (
    <SiteShell
      site={site}
      locale={locale}
      audience={audience}
      pageId={page.id}
      pageTheme={error ? null : page.theme}
      urls={error ? {} : page.urls}
      links={{ networkStatus: statusUrl, satisfaction: satisfactionUrl }}
      status={error ? 404 : 200}
    >
      {children}
    </SiteShell>
  )
}
