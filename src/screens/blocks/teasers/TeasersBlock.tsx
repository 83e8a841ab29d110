import 'server-only'

import { getTranslations } from 'next-intl/server'

import type { BlocTeaser } from '@/cms/fields/options'
import { NetworkStatusLine } from '@/features/network-status'
import { NewsCardArticle, type NewsCard } from '@/features/news'
import { loadNewsCards } from '@/features/news/server'
import { ReferenceCardItem, type ReferenceCard } from '@/features/references'
import { firstReferencePage } from '@/features/references/server'
import type { BadgeFigure } from '@/features/satisfaction'
import { SatisfactionBadgeWords } from '@/screens/frame/server'
import { telHref } from '@/lib/formats'
import { logger } from '@/lib/logger'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'
import { OpeningHours } from '@/ui/OpeningHours'
import { ServerHtml } from '@/ui/ServerHtml'
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '@/ui/styles'
import { Icon } from '@/ui/Icon'

/**
 * Where the teasers lead: the news list, the network status page, the satisfaction screen and its
 * figure, the references list, and the phone line (with its hours) and contact page of the page's audience.
 */
export type TeaserLinks = {
  newsList: string
  networkStatus: string | null
  satisfaction: { url: string; figure: BadgeFigure | null } | null
  references: string | null
  contact: { phone: string | null; hours: { days: string; hours: string }[]; url: string | null }
}

const LATEST = 3

async function latestNews(site: SiteId, locale: Locale): Promise<NewsCard[]> {
  try {
    return (await loadNewsCards({ site, locale, page: 1 })).items.slice(0, LATEST)
  } catch (error) {
    logger.error({ err: error, site }, 'latest news unavailable')
    return []
  }
}

async function latestReferences(site: SiteId, locale: Locale): Promise<ReferenceCard[]> {
  try {
    return (await firstReferencePage(site, locale)).items.slice(0, LATEST)
  } catch (error) {
    logger.error({ err: error, site }, 'latest references unavailable')
    return []
  }
}

/** The site's latest three references and the way to all of them. */
async function ReferencesTeaser({ site, locale, listUrl }: { site: SiteId; locale: Locale; listUrl: string }) {
  const t = await getTranslations({ locale, namespace: 'teasers' })
  const references = await latestReferences(site, locale)
  if (references.length === 0) return null
  return (
    <div className="flex flex-col gap-8" data-testid="references-teaser">
      <ul role="list" className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
        {references.map((card, index) => (
          // Two columns between 768 and 1200 px: the third would stand alone on its row.
          <li key={card.id} className={index === 2 ? 'md:max-xl:hidden' : undefined}>
            <ReferenceCardItem card={card} headingLevel={3} />
          </li>
        ))}
      </ul>
      <a href={listUrl} className={`${BUTTON_SECONDARY} self-start`}>
        {t('allReferences')}
      </a>
    </div>
  )
}

/** The audience's phone line as a call button, its hours, and its contact page for those who would rather write. */
async function ContactTeaser({ locale, contact }: { locale: Locale; contact: TeaserLinks['contact'] }) {
  const t = await getTranslations({ locale, namespace: 'teasers' })
  const details = await getTranslations({ locale, namespace: 'contactDetails' })
  if (!contact.phone && !contact.url) return null
  return (
    <div
      className="grid gap-6 rounded-2xl border border-line bg-surface p-6 text-ink shadow-sm md:grid-cols-2 md:p-8"
      data-testid="contact-teaser"
    >
      <div className="flex flex-col gap-4">
        {contact.phone && (
          <>
            <p className="flex items-center gap-3 font-semibold">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-surface-alt text-link">
                <Icon icon="phone" size={22} strokeWidth={1.75} />
              </span>
              {t('callUs')}
            </p>
            <a
              href={telHref(contact.phone)}
              className={`${BUTTON_PRIMARY} self-start text-xl tabular-nums`}
              data-testid="contact-teaser-phone"
            >
              {contact.phone}
            </a>
          </>
        )}
        {contact.url && (
          <a
            href={contact.url}
            className="inline-flex min-h-11 items-center self-start font-semibold text-link underline underline-offset-4"
          >
            {t('writeUs')}
          </a>
        )}
      </div>
      {contact.hours.length > 0 && (
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-3 font-semibold">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-surface-alt text-link">
              <Icon icon="clock" size={22} strokeWidth={1.75} />
            </span>
            {details('hours')}
          </p>
          <OpeningHours lines={contact.hours.map((row) => ({ days: row.days, hours: row.hours.split(', ') }))} />
        </div>
      )}
    </div>
  )
}

/**
 * The site's life: the latest three news, the network in one line, the satisfaction figure; on a
 * business page its latest references and the business line.
 */
export async function TeasersBlock({
  teasers,
  site,
  locale,
  links,
}: {
  teasers: readonly BlocTeaser[]
  site: SiteId
  locale: Locale
  links: TeaserLinks
}) {
  const t = await getTranslations({ locale, namespace: 'teasers' })
  const news = teasers.includes('latest-news') ? await latestNews(site, locale) : []
  const badge = teasers.includes('satisfaction') ? links.satisfaction : null
  const side = teasers.includes('network-status') || badge !== null
  return (
    <div className="flex flex-col gap-12">
      {(news.length > 0 || side) && (
        <div
          className={`grid gap-8 ${news.length > 0 && side ? 'lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]' : ''}`}
          data-testid="home-teasers"
        >
          {news.length > 0 && (
            // Beside the live status line, the news stay the server's HTML (ServerHtml).
            <ServerHtml className="contents">
              <section aria-labelledby="latest-news-title" className="flex flex-col gap-6">
                <div className="flex flex-wrap items-baseline justify-between gap-4">
                  <h3 id="latest-news-title" className="text-2xl font-bold">
                    {t('newsTitle')}
                  </h3>
                  <a href={links.newsList} className="font-semibold text-link underline underline-offset-4">
                    {t('allNews')}
                  </a>
                </div>
                <ul role="list" className="grid grid-cols-1 gap-6 md:grid-cols-3" data-testid="latest-news">
                  {news.map((card) => (
                    <li key={card.id}>
                      <NewsCardArticle card={card} headingLevel={3} />
                    </li>
                  ))}
                </ul>
              </section>
            </ServerHtml>
          )}
          {side && (
            <div className="flex flex-col gap-6">
              {teasers.includes('network-status') && <NetworkStatusLine site={site} locale={locale} statusUrl={links.networkStatus} />}
              {badge && (
                <ServerHtml className="contents">
                  <a
                    href={badge.url}
                    className="flex items-center gap-4 rounded-2xl border border-line bg-surface p-6 text-ink transition-shadow hover:shadow-md"
                    data-testid="home-satisfaction-badge"
                  >
                    <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-[var(--color-success)] text-white">
                      <Icon icon="thumbs-up" size={24} strokeWidth={1.75} />
                    </span>
                    <SatisfactionBadgeWords site={site} figure={badge.figure} tone="card" />
                  </a>
                </ServerHtml>
              )}
            </div>
          )}
        </div>
      )}
      {teasers.includes('references') && links.references && <ReferencesTeaser site={site} locale={locale} listUrl={links.references} />}
      {teasers.includes('contact') && <ContactTeaser locale={locale} contact={links.contact} />}
    </div>
  )
}
