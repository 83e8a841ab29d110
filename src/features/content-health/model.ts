import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

/**
 * The content as the health checks read it: each document reduced to what a check asks of it
 * (snapshot.server.ts builds it from the database). The checks are pure functions of it.
 */
export type Localized<T> = Partial<Record<Locale, T>>

/** The collections a finding points into. */
export type HealthCollection = 'pages' | 'news' | 'products' | 'navigation' | 'media'

/** A translatable text of a document: which locales hold words. `path` is the admin's (`blocs.2.title`). */
export type TextLeaf = { path: string; has: Localized<boolean> }
/** A link written in one locale. */
export type LinkLeaf = { path: string; locale: Locale; url: string }
/** A document a field names (a page relationship, a rich text link to a page, a picture). */
export type Reference = { path: string; id: number }

/** A hero cell of a page: whether it shows, and the catalogue offers whose promotion its texts quote. */
export type HeroCell = { path: string; hidden: boolean; quotedPromotions: string[] }

type PageFacts = {
  slugs: Localized<string>
  screen: string | null
  sections: string[]
  titles: Localized<string>
  seoTitles: Localized<string>
  seoDescriptions: Localized<string>
  heroCells: HeroCell[]
}

type ProductFacts = { slug: string; promotion: { price: number; validUntil: string } | null }

type NewsFacts = { dateFrom: string | null; dateTo: string | null }

export type ContentDoc = {
  collection: Exclude<HealthCollection, 'media'>
  id: number
  /** What the editor knows it by: its French title or name. */
  title: string
  published: boolean
  sites: SiteId[]
  /**
   * The locales visitors read it in, per site (a page without a slug in a locale has no page
   * there): a fact of this document, not a rule of the site.
   */
  locales: { [site in SiteId]?: Locale[] }
  textSavedAt: Localized<string>
  texts: TextLeaf[]
  links: LinkLeaf[]
  pageRefs: Reference[]
  media: Reference[]
  page?: PageFacts
  product?: ProductFacts
  news?: NewsFacts
}

export type MediaDoc = {
  id: number
  title: string
  isImage: boolean
  /** Bytes of the original file. */
  filesize: number | null
  alt: Localized<boolean>
}

/** What an external link answered when it was last checked. */
export type LinkCheck = { status: number | null; problem: 'timeout' | 'unreachable' | 'not-allowed' | null; checkedAt: string }

export type Snapshot = {
  docs: ContentDoc[]
  media: MediaDoc[]
  linkChecks: ReadonlyMap<string, LinkCheck>
  largeFileBytes: number
}
