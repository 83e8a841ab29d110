import { getTranslations } from 'next-intl/server'
import { cache, type ReactNode } from 'react'

import { ConsentBanner, type PolicyLink } from '@/features/consent'
import { adminDocumentHref, type EditedDocument } from '@/features/editor'
import { liveEditOn } from '@/features/editor/server'
import { MobileActionBar } from '@/features/navigation'
import { navigationDocumentIds, navigationTreeOrNull } from '@/features/navigation/server'
import { AlertPanel, NetworkAlertProvider } from '@/features/network-status'
import type { TreeKey } from '@/cms/fields/options'
import { configuredTracker } from '@/features/tracking/server'
import type { PageType } from '@/features/vitals'
import { tagManagerScript, vitalsSampleRate } from '@/lib/env'
import { telHref } from '@/lib/formats'
import { themeClasses, treeAudience, type Audience } from '@/sites/audience'
import type { Locale } from '@/i18n/locales'
import { siteRules, type SiteId } from '@/sites/sites'
import { LazyMedia } from '@/ui/LazyMedia'

import { ZoomViewer } from '../blocks'

import { Footer, type SatisfactionBadge } from './Footer'
import { ChunkReload } from './ChunkReload'
import { DeferredPageBehaviours } from './DeferredPageBehaviours'
import { Header } from './Header'
import { PageTransition } from './PageTransition'
import { languageLinks } from './language-switcher'
import { PageLanguageLinks } from './LanguageSwitcher'
import { getSiteSettings, phoneFor } from './site-settings'

type Props = {
  site: SiteId
  locale: Locale
  audience: Audience
  pageId: number | null
  /** What kind of page it is, for the visitors' vitals. */
  pageType: PageType
  pageTheme?: string | null
  urls: Partial<Record<Locale, string>>
  /** Urls of the pages the frame links to, null when the site has none in this locale. */
  links: { networkStatus: string | null; satisfaction: SatisfactionBadge | null; policies: readonly PolicyLink[] }
  /** HTTP status of the page, reported with the page-view event (404 on the error page). */
  status?: number
  children: ReactNode
}

/** Live edit (§6): the documents of this screen an editor can open from the toolbar. */
async function editedDocuments(site: SiteId, pageId: number | null, treeKeys: readonly TreeKey[]): Promise<EditedDocument[]> {
  const trees = await navigationDocumentIds(site, treeKeys)
  return [
    ...(pageId === null ? [] : [{ kind: 'page' as const, name: String(pageId), href: adminDocumentHref('pages', pageId) }]),
    ...trees.map((doc) => ({ kind: 'navigation' as const, name: doc.name, href: adminDocumentHref('navigation', doc.id) })),
  ]
}

/**
 * The frame's parts, created once per request for a site, section, language and set of links
 * (React's cache; `links` is itself cached by PageFrame). Next sends a not-found view beside every
 * page, in the same frame: React's flight payload writes an element it meets twice only once, so
 * the second frame is references to the first, not another 50 KB of every page's HTML.
 */
const framePartsOf = cache(async (site: SiteId, locale: Locale, audience: Audience, draft: boolean, links: Props['links']) => {
  const tree = treeAudience(audience)
  const rules = siteRules(site)
  const treeKeys = [`top_${tree}`, `main_${tree}`, `footer_${tree}`] as const
  const [t, settings, top, main, footer] = await Promise.all([
    getTranslations({ locale, namespace: 'site' }),
    getSiteSettings(site),
    navigationTreeOrNull(site, treeKeys[0], locale, draft),
    navigationTreeOrNull(site, treeKeys[1], locale, draft),
    navigationTreeOrNull(site, treeKeys[2], locale, draft),
  ])
  const name = settings?.name ?? rules.name
  const phone = phoneFor(settings, audience)
  // §2's phone of the site and audience: 'Appeler' dials it instead of opening a page.
  const mobileActions = (main?.mobile_actions ?? []).map((action) =>
    action.icon === 'phone' && phone ? { ...action, link: { ...action.link, url: telHref(phone) } } : action,
  )
  const hasActionBar = mobileActions.length > 0
  const header = (
    <Header
      site={site}
      audience={audience}
      name={name}
      settings={settings}
      phone={phone}
      topItems={top?.items ?? []}
      mainItems={main?.items ?? []}
    />
  )
  return {
    treeKeys,
    hasActionBar,
    skipLink: (
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-lg focus:bg-surface focus:px-4 focus:py-3 focus:font-semibold focus:shadow-lg"
      >
        {t('skipToContent')}
      </a>
    ),
    // Early in the document: it paints with the header on a first visit instead of after the whole page has been parsed.
    consent: <ConsentBanner tagManagerScript={tagManagerScript()} aboveActionBar={hasActionBar} policies={links.policies} />,
    top: rules.hasAlertPanel ? (
      <NetworkAlertProvider site={site} locale={locale}>
        <AlertPanel statusUrl={links.networkStatus} />
        {header}
      </NetworkAlertProvider>
    ) : (
      header
    ),
    footer: (
      <Footer
        site={site}
        audience={audience}
        name={name}
        settings={settings}
        groups={footer?.groups ?? []}
        satisfaction={links.satisfaction}
      />
    ),
    actionBar: <MobileActionBar actions={mobileActions} />,
  }
})

/**
 * The frame of every screen (§2): alert panel (Fribourg), header, main, footer, mobile action bar,
 * and the editors' toolbar. In live edit the menus are their latest drafts.
 */
export async function SiteShell({ site, locale, audience, pageId, pageType, pageTheme, urls, links, status = 200, children }: Props) {
  const draft = await liveEditOn()
  const parts = await framePartsOf(site, locale, audience, draft, links)
  const documents = draft ? await editedDocuments(site, pageId, parts.treeKeys) : undefined
  return (
    <div
      id="top"
      data-site={site}
      data-audience={audience}
      className={`${themeClasses(site, audience, pageTheme)} flex min-h-screen flex-col bg-surface text-ink ${parts.hasActionBar ? '[--action-bar-height:calc(3.5rem+env(safe-area-inset-bottom))] pb-[var(--action-bar-height)] lg:pb-0' : ''}`}
    >
      {parts.skipLink}
      {parts.consent}
      <PageLanguageLinks links={languageLinks({ site, audience, current: locale, pageId, urls })}>{parts.top}</PageLanguageLinks>
      <main id="content" tabIndex={-1} className="flex-1 scroll-mt-20 focus:outline-none">
        <PageTransition>{children}</PageTransition>
      </main>
      <DeferredPageBehaviours
        status={status}
        locale={locale}
        site={site}
        pageId={pageId}
        tracker={configuredTracker()}
        vitals={{ pageType, sampleRate: vitalsSampleRate() }}
        liveEdit={{ draft, documents }}
      />
      <ChunkReload />
      <LazyMedia />
      <ZoomViewer />
      {parts.footer}
      {parts.actionBar}
    </div>
  )
}
