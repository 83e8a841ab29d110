import type { Field } from 'payload'

import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@/i18n/locales'
import { fieldLeaves, isEmptyText, isTranslatableText, type FieldLeaf } from '@/lib/field-leaves'
import { audienceLocales, audienceOf, type Audience } from '@/sites/audience'
import { isSiteId, type SiteId } from '@/sites/sites'

import type { ContentDoc, HeroCell, LinkLeaf, Localized, MediaDoc, Reference } from './model'

type Raw = Record<string, unknown>

const isRaw = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A localized value read with `locale: 'all'`: one value per locale. */
function perLocale(value: unknown): Localized<unknown> {
  if (!isRaw(value)) return {}
  return Object.fromEntries(Object.entries(value).filter(([locale]) => isLocale(locale))) as Localized<unknown>
}

function strings(value: unknown): Localized<string> {
  const result: Localized<string> = {}
  for (const [locale, text] of Object.entries(perLocale(value)) as [Locale, unknown][]) {
    if (typeof text === 'string' && text.trim() !== '') result[locale] = text
  }
  return result
}

const idOf = (value: unknown): number | null => {
  const id = isRaw(value) ? value.id : value
  return typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : null
}

/** Links, page links and pictures inside a rich text (Lexical's JSON). */
function richTextRefs(
  node: unknown,
  path: string,
  locale: Locale,
  found: { links: LinkLeaf[]; pageRefs: Reference[]; media: Reference[] },
) {
  if (!isRaw(node)) return
  const fields = isRaw(node.fields) ? node.fields : {}
  if (node.type === 'link' || node.type === 'autolink') {
    const doc = isRaw(fields.doc) ? fields.doc : null
    const id = doc?.relationTo === 'pages' ? idOf(doc.value) : null
    if (fields.linkType === 'internal' && id !== null) found.pageRefs.push({ path, id })
    else if (typeof fields.url === 'string' && fields.url.trim() !== '') found.links.push({ path, locale, url: fields.url })
  }
  if (node.type === 'upload' && node.relationTo === 'media') {
    const id = idOf(node.value)
    if (id !== null) found.media.push({ path, id })
  }
  if (Array.isArray(node.children)) for (const child of node.children) richTextRefs(child, path, locale, found)
  if (isRaw(node.root)) richTextRefs(node.root, path, locale, found)
}

/** The ids a relationship or upload field names (one or many), each at the field's path. */
function references(leaf: FieldLeaf): Reference[] {
  return (Array.isArray(leaf.value) ? leaf.value : [leaf.value]).flatMap((value) => {
    const id = idOf(value)
    return id === null ? [] : [{ path: leaf.path, id }]
  })
}

const relationTo = (leaf: FieldLeaf): unknown => ('relationTo' in leaf.field ? leaf.field.relationTo : undefined)

/** What the checks read of a document's fields: texts, links, page references and pictures. */
function fieldFacts(fields: readonly Field[], raw: Raw) {
  const found = { texts: [] as ContentDoc['texts'], links: [] as LinkLeaf[], pageRefs: [] as Reference[], media: [] as Reference[] }
  for (const leaf of fieldLeaves(fields, raw)) {
    const { field } = leaf
    if (isTranslatableText(leaf)) {
      const values = perLocale(leaf.value)
      found.texts.push({ path: leaf.path, has: Object.fromEntries(LOCALES.map((locale) => [locale, !isEmptyText(values[locale])])) })
    }
    if (field.type === 'text' && leaf.localized && (field.name === 'url' || field.name === 'link')) {
      for (const [locale, url] of Object.entries(strings(leaf.value)) as [Locale, string][])
        found.links.push({ path: leaf.path, locale, url })
    }
    if (field.type === 'richText') {
      const values = leaf.localized ? perLocale(leaf.value) : { [DEFAULT_LOCALE]: leaf.value }
      for (const [locale, value] of Object.entries(values) as [Locale, unknown][]) richTextRefs(value, leaf.path, locale, found)
    }
    if (field.type === 'relationship' && relationTo(leaf) === 'pages') found.pageRefs.push(...references(leaf))
    if (field.type === 'upload' && relationTo(leaf) === 'media') found.media.push(...references(leaf))
  }
  return found
}

const QUOTED_PROMOTION = /\{(?:until|promotion):([a-z0-9_-]+)\}/g

/** The offers whose running promotion a hero cell's texts quote, in any locale. */
function quotedPromotions(cell: unknown): string[] {
  const slugs = new Set<string>()
  const visit = (value: unknown) => {
    if (typeof value === 'string') for (const match of value.matchAll(QUOTED_PROMOTION)) slugs.add(match[1] as string)
    else if (Array.isArray(value)) value.forEach(visit)
    else if (isRaw(value)) Object.values(value).forEach(visit)
  }
  visit(cell)
  return [...slugs]
}

function heroCells(headers: unknown): HeroCell[] {
  if (!Array.isArray(headers)) return []
  return headers.map((cell, index) => ({
    path: `headers.${index}`,
    hidden: isRaw(cell) && cell.hide === true,
    quotedPromotions: quotedPromotions(cell),
  }))
}

const sitesOf = (value: unknown): SiteId[] =>
  (Array.isArray(value) ? value : [value]).filter((site) => isSiteId(site)).map((site) => Number(site) as SiteId)

function localesBySite(sites: readonly SiteId[], audience: Audience, offered: (locale: Locale) => boolean): ContentDoc['locales'] {
  return Object.fromEntries(sites.map((site) => [site, audienceLocales(site, audience).filter(offered)]))
}

/** A navigation tree's audience, from its key (`main_business`). */
function treeAudience(treeKey: unknown): Audience {
  const suffix = typeof treeKey === 'string' ? treeKey.split('_').at(-1) : undefined
  return suffix === 'business' || suffix === 'academy' ? suffix : 'private'
}

export type ContentCollection = ContentDoc['collection']

/** One document read with `locale: 'all'`, reduced to what the checks ask of it. */
export function contentDoc(collection: ContentCollection, raw: Raw, fields: readonly Field[]): ContentDoc {
  const facts = fieldFacts(fields, raw)
  const id = Number(raw.id)
  const published = raw._status === 'published'
  const textSavedAt = strings(raw.textSavedAt)
  const common = { id, published, textSavedAt, ...facts }
  switch (collection) {
    case 'pages': {
      const slugs = strings(raw.slug)
      const sites = sitesOf(raw.sites)
      const sections = Array.isArray(raw.sections) ? raw.sections.map(String) : []
      const seo = isRaw(raw.seo) ? raw.seo : {}
      const titles = strings(raw.title)
      return {
        ...common,
        collection,
        title: titles.fr ?? Object.values(titles)[0] ?? `#${id}`,
        sites,
        locales: localesBySite(sites, audienceOf(sections), (locale) => Boolean(slugs[locale])),
        page: {
          slugs,
          screen: typeof raw.screen === 'string' ? raw.screen : null,
          sections,
          titles,
          seoTitles: strings(seo.title),
          seoDescriptions: strings(seo.description),
          heroCells: heroCells(raw.headers),
        },
      }
    }
    case 'news': {
      const sites = sitesOf(raw.sites)
      const titles = strings(raw.title)
      return {
        ...common,
        collection,
        title: titles.fr ?? `#${id}`,
        sites,
        locales: localesBySite(sites, 'private', () => true),
        news: {
          dateFrom: typeof raw.dateFrom === 'string' ? raw.dateFrom : null,
          dateTo: typeof raw.dateTo === 'string' ? raw.dateTo : null,
        },
      }
    }
    case 'products': {
      const sites = sitesOf(raw.site)
      const names = strings(raw.name)
      const promotion = isRaw(raw.promotion) ? raw.promotion : {}
      return {
        ...common,
        collection,
        title: names.fr ?? String(raw.slug ?? `#${id}`),
        sites,
        locales: localesBySite(sites, raw.audience === 'business' ? 'business' : 'private', () => true),
        product: {
          slug: String(raw.slug ?? ''),
          promotion:
            typeof promotion.price === 'number' && typeof promotion.validUntil === 'string'
              ? { price: promotion.price, validUntil: promotion.validUntil }
              : null,
        },
      }
    }
    case 'navigation': {
      const sites = sitesOf(raw.site)
      return {
        ...common,
        collection,
        title: String(raw.name ?? `#${id}`),
        sites,
        locales: localesBySite(sites, treeAudience(raw.tree_key), () => true),
      }
    }
  }
}

/** A media document read with `locale: 'all'`. */
export function mediaDoc(raw: Raw): MediaDoc {
  const names = strings(raw.name)
  const alt = strings(raw.alt)
  return {
    id: Number(raw.id),
    title: names.fr ?? String(raw.filename ?? `#${String(raw.id)}`),
    isImage: typeof raw.mimeType === 'string' && raw.mimeType.startsWith('image/'),
    filesize: typeof raw.filesize === 'number' ? raw.filesize : null,
    alt: Object.fromEntries(LOCALES.map((locale) => [locale, Boolean(alt[locale])])),
  }
}
