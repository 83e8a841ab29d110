import type { ReactNode } from 'react'

import { BlocsRenderer } from '@/screens/blocks/server'
import { PageTitle, TextBlock } from '@/screens/blocks'
import { EditLink } from '@/features/editor'
import { CONTAINER } from '@/ui/styles'
import { hasFigures, withFigures } from '@/features/catalogue'
import { loadCatalogue } from '@/features/catalogue/server'
import { CELL_TEXT_FIELDS, fillCellTexts, Hero, withoutPageTitle, type HeroHeader } from '@/features/hero'
import type { Locale } from '@/i18n/locales'
import { audienceOf } from '@/sites/audience'
import { pageRoleOf, type SiteId } from '@/sites/sites'

import { teaserLinks } from './frame-links'
import type { LoadedPage } from '@/features/pages/server'

/** Hero cells that quote the catalogue (`{price:duo-1g-tv}`) get this site's figures as of now. */
async function withCatalogueFigures(headers: readonly HeroHeader[], site: SiteId, locale: Locale): Promise<HeroHeader[]> {
  if (!headers.some((header) => CELL_TEXT_FIELDS.some((field) => hasFigures(header[field])))) return [...headers]
  const catalogues = await Promise.all([loadCatalogue(site, 'private', locale), loadCatalogue(site, 'business', locale)])
  const offers = catalogues.flatMap((catalogue) => [...catalogue.offers, ...catalogue.options])
  const now = new Date()
  return fillCellTexts(headers, (text) => withFigures(text, offers, now))
}

/**
 * An offer page (its blocs list catalogue offers; the homes aside) opens on its title: a visitor
 * reads what the page sells in the first screen, phone or desktop, and the hero below shows the
 * product and its price. Elsewhere the hero comes first.
 */
function opensOnTitle(page: LoadedPage): boolean {
  return pageRoleOf(page.id) !== 'home' && (page.blocs ?? []).some((bloc) => (bloc.offers ?? []).length > 0)
}

/**
 * A CMS page (§2): hero carousel, title block, text, then its blocs in order (an offer page: title
 * block, then hero). A screen's own
 * content (e.g. the order funnel) comes right after the text, before the blocs. In live edit
 * (`editHref`, the page in the admin) the hero, the title and each bloc carry an edit link.
 */
export async function ContentPage({
  page,
  site,
  locale,
  editHref,
  children,
}: {
  page: LoadedPage
  site: SiteId
  locale: Locale
  editHref?: string
  children?: ReactNode
}) {
  const headers = withoutPageTitle(await withCatalogueFigures(page.headers ?? [], site, locale), page)
  const hasTeasers = (page.blocs ?? []).some((bloc) => (bloc.teasers ?? []).length > 0)
  const links = hasTeasers ? await teaserLinks(site, locale, audienceOf(page.sections)) : undefined
  const hero = (
    <>
      {editHref && headers.length > 0 && (
        <div className={`${CONTAINER} flex justify-end py-2`}>
          <EditLink href={editHref} what="hero" />
        </div>
      )}
      <Hero headers={headers} />
    </>
  )
  const title = (
    <>
      {editHref && (
        <div className={`${CONTAINER} flex justify-end pt-4`}>
          <EditLink href={editHref} what="title" />
        </div>
      )}
      <PageTitle title={page.title} category={page.category} subtitle={page.subtitle} description={page.description} />
    </>
  )
  const titleFirst = opensOnTitle(page)
  return (
    <article>
      {titleFirst ? title : hero}
      {titleFirst ? hero : title}
      {page.text_1 && (
        <div className={`${CONTAINER} pb-12`}>
          <TextBlock data={page.text_1} />
        </div>
      )}
      {children}
      <BlocsRenderer blocs={page.blocs} site={site} locale={locale} editHref={editHref} teaserLinks={links} />
    </article>
  )
}
