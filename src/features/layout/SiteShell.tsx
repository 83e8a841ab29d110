import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { ConsentBanner, type PolicyLink } from '@/features/consent'
import { adminDocumentHref, LiveEditToolbar, LivePreviewRefresh, type EditedDocument } from '@/features/editor'
import { liveEditOn } from '@/features/editor/server'
import { MobileActionBar } from '@/features/navigation'
import { navigationDocumentIds, navigationTreeOrNull } from '@/features/navigation/server'
import { AlertPanel, NetworkAlertProvider } from '@/features/network-status'
import type { TreeKey } from '@/cms/fields/options'
import { configuredTracker } from '@/features/tracking/server'
import { tagManagerId } from '@/lib/env'
import { telHref } from '@/lib/formats'
import { themeClasses, treeAudience, type Audience } from '@/sites/audience'
import { siteRules, type Locale, type SiteId } from '@/sites/sites'

import { Footer, type SatisfactionBadge } from './Footer'
import { ChunkReload } from './ChunkReload'
import { DeferredPageBehaviours } from './DeferredPageBehaviours'
import { Header } from './Header'
import { PageTransition } from './PageTransition'
import { languageLinks } from './language-switcher'
import { getSiteSettings, phoneFor } from './site-settings'

type Props = {
  site: SiteId
  locale: Locale
  audience: Audience
  pageId: number | null
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
 * The frame of every screen (§2): alert panel (Fribourg), header, main, footer, mobile action bar,
 * and the editors' toolbar. In live edit the menus are their latest drafts.
 */
export async function SiteShell({ site, locale, audience, pageId, pageTheme, urls, links, status = 200, children }: Props) {
  const tree = treeAudience(audience)
  const rules = siteRules(site)
  const draft = await liveEditOn()
  const treeKeys = [`top_${tree}`, `main_${tree}`, `footer_${tree}`] as const
  const [t, settings, top, main, footer, documents] = await Promise.all([
    getTranslations({ locale, namespace: 'site' }),
    getSiteSettings(site),
    navigationTreeOrNull(site, treeKeys[0], locale, draft),
    navigationTreeOrNull(site, treeKeys[1], locale, draft),
    navigationTreeOrNull(site, treeKeys[2], locale, draft),
    draft ? editedDocuments(site, pageId, treeKeys) : undefined,
  ])
  const name = settings?.name ?? rules.name
  const phone = phoneFor(settings, audience)
  // §2's phone of the site and audience: 'Appeler' dials it instead of opening a page.
  const mobileActions = (main?.mobile_actions ?? []).map((action) =>
    action.icon === 'phone' && phone ? { ...action, link: { ...action.link, url: telHref(phone) } } : action,
  )

  const frame = (
    <>
      {rules.hasAlertPanel && <AlertPanel statusUrl={links.networkStatus} />}
      <Header
        site={site}
        locale={locale}
        audience={audience}
        name={name}
        settings={settings}
        phone={phone}
        languages={languageLinks({ site, audience, current: locale, pageId, urls })}
        topItems={top?.items ?? []}
        mainItems={main?.items ?? []}
      />
    </>
  )

  return (
    <div
      id="top"
      data-site={site}
      data-audience={audience}
      className={`${themeClasses(site, audience, pageTheme)} flex min-h-screen flex-col bg-surface text-ink ${mobileActions.length > 0 ? 'pb-[calc(3.5rem+env(safe-area-inset-bottom))] lg:pb-0' : ''}`}
    >
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-lg focus:bg-surface focus:px-4 focus:py-3 focus:font-semibold focus:shadow-lg"
      >
        {t('skipToContent')}
      </a>
      {/* Early in the document: it paints with the header on a first visit instead of after the whole page has been parsed. */}
      <ConsentBanner tagManagerId={tagManagerId()} aboveActionBar={mobileActions.length > 0} policies={links.policies} />
      {rules.hasAlertPanel ? (
        <NetworkAlertProvider site={site} locale={locale}>
          {frame}
        </NetworkAlertProvider>
      ) : (
        frame
      )}
      <main id="content" tabIndex={-1} className="flex-1 scroll-mt-20 focus:outline-none">
        <PageTransition>{children}</PageTransition>
      </main>
      <DeferredPageBehaviours status={status} locale={locale} site={site} pageId={pageId} tracker={configuredTracker()} />
      <ChunkReload />
      <Footer
        site={site}
        locale={locale}
        audience={audience}
        name={name}
        settings={settings}
        groups={footer?.groups ?? []}
        satisfaction={links.satisfaction}
      />
      <MobileActionBar actions={mobileActions} />
      <LiveEditToolbar known={draft ? { staff: true, enabled: true } : undefined} documents={documents} />
      {draft && <LivePreviewRefresh />}
    </div>
  )
}
