import 'server-only'

import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'
import { cache } from 'react'

import { adminDocumentHref, EditLink } from '@/features/editor'
import { liveEditOn } from '@/features/editor/server'
import { canonicalRedirect } from '@/features/pages'
import { siteAndLocale, type SiteRouteParams } from '@/sites/route-params'
import { ContentPage } from '@/screens/content-page/ContentPage'
import { loadPage, pageMetadata } from '@/screens/content-page/render-page'
import { NotFoundPage, notFoundMetadata } from '@/screens/content-page/NotFoundPage'
import { PageFrame } from '@/screens/content-page/PageFrame'
import { newsArticleLd } from '@/features/seo'
import { documentMetadata } from '@/features/seo/server'
import { configuredOrigin } from '@/sites/site-origin'
import type { Locale } from '@/i18n/locales'
import { pageIdOf, siteRules, type SiteId } from '@/sites/sites'
import { CONTAINER } from '@/ui/styles'

import { NewsArticleView, NewsList } from '@/features/news/server'
import { newsDetailParam, newsExcerpt, newsHref, newsIdFromParam } from '@/features/news'
import { loadNewsArticle, loadNewsCards } from '@/features/news/server'
import { ClientMessages } from '@/i18n/ClientMessages'

/**
 * The news list screen (§2 /actualites): Entremont's news page or the one the other sites share (§7), then the cards.
 * In live edit (§6) the page and the first cards are drafts.
 */
export async function NewsListScreen({ params }: { params: SiteRouteParams }) {
  const { site, locale } = await siteAndLocale(params)
  const draft = await liveEditOn()
  const [page, first] = await Promise.all([
    loadPage({ id: pageIdOf(site, 'news') }, site, locale),
    loadNewsCards({ site, locale, page: 1, draft }),
  ])
  if (!page) return <NotFoundPage site={site} locale={locale} />
  // §2: a language the site leaves out (English on Fribourg) is the French list.
  const canonical = canonicalRedirect({ urls: page.urls, allowed: siteRules(site).locales, locale })
  if (canonical) permanentRedirect(canonical)
  return (
    <PageFrame page={page} site={site} locale={locale}>
      <ContentPage page={page} site={site} locale={locale} editHref={draft ? adminDocumentHref('pages', page.id) : undefined}>
        <div className={CONTAINER}>
          <ClientMessages messages={['news']}>
            <NewsList first={first} />
          </ClientMessages>
        </div>
      </ContentPage>
    </PageFrame>
  )
}

export async function newsListMetadata(params: SiteRouteParams): Promise<Metadata> {
  const { site } = await siteAndLocale(params)
  return pageMetadata(params, { id: pageIdOf(site, 'news') })
}

export type NewsDetailParams = Promise<Awaited<SiteRouteParams> & { detail: string }>

// The page and its metadata ask for the same item in one request.
const articleOf = cache(async (site: SiteId, locale: Locale, id: string) =>
  loadNewsArticle({ site, locale, id, draft: await liveEditOn() }),
)

/**
 * §2 actualites-detail: the item of this site named by the id at the end of the parameter, or null
 * (unknown id or another site's item: the error page, 404). Right id under another title: a
 * permanent redirect to its URL.
 */
async function detailOf(params: NewsDetailParams) {
  const { site, locale } = await siteAndLocale(params)
  const { detail } = await params
  const id = newsIdFromParam(detail)
  const news = id === null ? null : await articleOf(site, locale, id)
  if (!news) return { site, locale, news: null }
  const canonical = canonicalRedirect({ urls: news.urls, allowed: siteRules(site).locales, locale })
  if (canonical) permanentRedirect(canonical)
  if (detail !== newsDetailParam(news.article)) permanentRedirect(newsHref(news.article, locale))
  return { site, locale, news }
}

export async function NewsDetailScreen({ params }: { params: NewsDetailParams }) {
  const { site, locale, news } = await detailOf(params)
  const page = news && (await loadPage({ id: pageIdOf(site, 'news') }, site, locale))
  if (!news || !page) return <NotFoundPage site={site} locale={locale} />
  const { article, urls } = news
  const listUrl = page.urls[locale] ?? null
  return (
    <PageFrame
      page={{ ...page, urls }}
      site={site}
      locale={locale}
      crumbs={[...(listUrl ? [{ name: page.title, url: listUrl }] : []), { name: article.title, url: newsHref(article, locale) }]}
      structuredData={[
        newsArticleLd({
          origin: configuredOrigin(site),
          url: newsHref(article, locale),
          headline: article.title,
          description: newsExcerpt(article.text, 160) || null,
          datePublished: article.dateFrom,
          image: article.media || null,
          locale,
        }),
      ]}
    >
      {(await liveEditOn()) && (
        <div className={`${CONTAINER} flex justify-end pt-4`}>
          <EditLink href={adminDocumentHref('news', article.id)} what="news" />
        </div>
      )}
      <NewsArticleView article={article} listHref={listUrl} publisher={siteRules(site).name} />
    </PageFrame>
  )
}

export async function newsDetailMetadata(params: NewsDetailParams): Promise<Metadata> {
  const { site, locale, news } = await detailOf(params)
  if (!news) return notFoundMetadata(site, locale)
  const { article, urls } = news
  return documentMetadata({
    site,
    locale,
    audience: 'private',
    urls,
    title: article.title,
    description: newsExcerpt(article.text, 160) || null,
    image: article.media ? { url: article.media, width: null, height: null, alt: article.title } : null,
    article: { publishedTime: article.dateFrom },
  })
}
