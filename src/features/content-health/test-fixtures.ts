import type { ContentDoc } from './model'

/** A published page on site 1 in three locales, every text in every locale: what a test then makes wrong. */
export function page(id: number, overrides: Partial<ContentDoc> = {}, facts: Partial<NonNullable<ContentDoc['page']>> = {}): ContentDoc {
  return {
    collection: 'pages',
    id,
    title: `Page ${id}`,
    published: true,
    sites: [1],
    locales: { 1: ['fr', 'de', 'en'] },
    textSavedAt: { fr: '2026-11-01T10:00:00.000Z', de: '2026-11-02T10:00:00.000Z', en: '2026-11-02T11:00:00.000Z' },
    texts: [{ path: 'title', has: { fr: true, de: true, en: true } }],
    links: [],
    pageRefs: [],
    media: [],
    page: {
      slugs: { fr: `page-${id}`, de: `seite-${id}`, en: `page-${id}` },
      screen: null,
      sections: [],
      titles: { fr: `Page ${id}`, de: `Seite ${id}`, en: `Page ${id}` },
      seoTitles: {},
      seoDescriptions: { fr: 'Description', de: 'Beschreibung', en: 'Description' },
      heroCells: [],
      ...facts,
    },
    ...overrides,
  }
}

/** A published navigation tree of site 1 linking the given urls in every locale. */
export function tree(id: number, urls: string[], site: 1 | 2 | 3 = 1): ContentDoc {
  return {
    collection: 'navigation',
    id,
    title: `main_retail — site ${site}`,
    published: true,
    sites: [site],
    locales: { [site]: ['fr', 'de', 'en'] },
    textSavedAt: {},
    texts: [],
    links: urls.map((url, index) => ({ path: `items.${index}.link.url`, locale: 'fr' as const, url })),
    pageRefs: [],
    media: [],
  }
}
