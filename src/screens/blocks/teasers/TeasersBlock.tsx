import 'server-only'

import { ThumbsUp } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import type { BlocTeaser } from '@/cms/fields/options'
import { NetworkStatusLine } from '@/features/network-status'
import { NewsCardArticle, type NewsCard } from '@/features/news'
import { loadNewsCards } from '@/features/news/server'
import type { BadgeFigure } from '@/features/satisfaction'
import { logger } from '@/lib/logger'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

/** Where the teasers lead: the news list, the network status page, the satisfaction screen and its figure. */
export type TeaserLinks = {
  newsList: string
  networkStatus: string | null
  satisfaction: { url: string; figure: BadgeFigure | null } | null
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

/** The site's life on its home page: the latest three news, the network in one line, the satisfaction figure. */
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
  const footer = await getTranslations({ locale, namespace: 'footer' })
  const survey = await getTranslations({ locale, namespace: 'satisfaction' })
  const news = teasers.includes('latest-news') ? await latestNews(site, locale) : []
  const badge = teasers.includes('satisfaction') ? links.satisfaction : null
  const figure = badge?.figure ?? null
  const side = teasers.includes('network-status') || badge !== null
  return (
    <div className={`grid gap-8 ${news.length > 0 && side ? 'lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]' : ''}`} data-testid="home-teasers">
      {news.length > 0 && (
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
      )}
      {side && (
        <div className="flex flex-col gap-6">
          {teasers.includes('network-status') && <NetworkStatusLine site={site} locale={locale} statusUrl={links.networkStatus} />}
          {badge && (
            <a
              href={badge.url}
              className="flex items-center gap-4 rounded-2xl border border-line bg-surface p-6 text-ink transition-shadow hover:shadow-md"
              data-testid="home-satisfaction-badge"
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-[var(--color-success)] text-white">
                <ThumbsUp aria-hidden="true" size={24} strokeWidth={1.75} />
              </span>
              <span className="flex flex-col">
                <span className="font-bold">{site === 3 ? footer('satisfiedFribourg') : footer('satisfied')}</span>
                <span className="text-sm text-muted">
                  {figure && 'share' in figure
                    ? survey('badgeShare', { share: figure.share })
                    : figure
                      ? figure.text
                      : footer('satisfiedText')}
                </span>
              </span>
            </a>
          )}
        </div>
      )}
    </div>
  )
}
