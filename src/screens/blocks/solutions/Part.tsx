import 'server-only'

import { lowestMonthlyPrice } from '@/features/catalogue'
import { loadOffers } from '@/features/catalogue/server'
import { getPublishedPage } from '@/features/pages/server'
import { richTextWords } from '@/features/search'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import type { BlocPartProps } from '../part'
import { SolutionCards, type Solution } from './SolutionCards'

const idOf = (ref: number | { id: number }) => (typeof ref === 'number' ? ref : ref.id)

/**
 * One solution: the page's title and introduction, and its "from" price, the lowest of the catalogue
 * offers that page shows on this site (none: on quote). A page the site does not publish is left out.
 */
async function solution(id: number, site: SiteId, locale: Locale, now: Date): Promise<Solution | null> {
  const page = await getPublishedPage(id, site, locale)
  const url = page?.urls[locale]
  if (!page || !url) return null
  const offerIds = (page.blocs ?? []).flatMap((bloc) => (bloc.offers ?? []).map(idOf))
  const offers = await loadOffers(offerIds, site, locale)
  return {
    id,
    url,
    category: page.category ?? null,
    title: page.title,
    text: richTextWords(page.description).trim() || page.subtitle || null,
    from: lowestMonthlyPrice(offers, now),
  }
}

/** The pages an editor picked as the solutions of a section, as cards with their prices from the catalogue. */
export default async function SolutionsPart({ bloc, site, locale, headingLevel }: BlocPartProps) {
  const ids = (bloc.solutions ?? []).map(idOf)
  if (ids.length === 0) return null
  const now = new Date()
  const solutions = (await Promise.all(ids.map((id) => solution(id, site, locale, now)))).filter((item) => item !== null)
  return <SolutionCards solutions={solutions} headingLevel={headingLevel} />
}
