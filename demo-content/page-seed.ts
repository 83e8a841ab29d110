import type { FixedRoute } from '@/cms/fields/options'

type L<T = string> = { fr: T; de: T; en: T }

export type PageSeed = {
  id: number
  sites: ('1' | '2' | '3')[]
  sections?: ('bliblablo' | 'business' | 'academy')[]
  screen?: FixedRoute
  type?: 'page' | 'actualit_s' | 'blog'
  theme?: 'dark-theme'
  category?: L
  title: L
  subtitle?: L
  /** URL slug per locale; a missing locale has no page in that language. */
  slug: Partial<L>
  intro: L
}

export const ALL: PageSeed['sites'] = ['1', '2', '3']

/** The roaming tariffs page (its lookup bloc, a link in the private footers' products). */
export const ROAMING_PAGE_ID = 3125
export const BUSINESS: PageSeed['sections'] = ['business']
