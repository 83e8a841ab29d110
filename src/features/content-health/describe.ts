import 'server-only'

import type { HealthCategory } from '@/cms/fields/options'
import { isLocale, type Locale } from '@/i18n/locales'
import { localeMessages, translator, type Translate } from '@/i18n/translator'
import { formatDate, formatFileSize, formatPrice } from '@/lib/formats'

import type { HealthRow } from './rows'

/** A row in words, in one language. */
type RowText = { problem: string; detail: string; document: string; collection: string; locale: string; date: string }

/** The words of the view and the digest in one language. */
export type HealthWords = {
  t: Translate
  locale: Locale
  category: (category: HealthCategory) => string
  localeName: (locale: Locale) => string
  field: (path: string | null) => string
  row: (row: HealthRow) => RowText
}

/** The admin's language when the site speaks it; English otherwise, as the admin itself falls back. */
export function adminLocale(language: string | undefined): Locale {
  return isLocale(language) ? language : 'en'
}

const str = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')

export function healthWords(locale: Locale): HealthWords {
  const t = translator(locale)
  const fieldNames = ((localeMessages(locale).contentHealth as Record<string, unknown>).fields ?? {}) as Record<string, string>
  const date = (value: unknown) => formatDate(str(value))
  const time = (value: unknown) => formatDate(str(value), 'H:i')

  /** `blocs.2.title` → "Blocs › 3 › Titre": names in the reader's language, rows counted from 1. */
  const field = (path: string | null): string =>
    (path ?? '')
      .split('.')
      .filter(Boolean)
      .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : (fieldNames[part] ?? part)))
      .join(' › ')

  const target = (row: HealthRow) => {
    const { url, target: id, targetCollection } = row.params
    if (typeof url === 'string' && url) return url
    return t(targetCollection === 'news' ? 'contentHealth.details.newsNumber' : 'contentHealth.details.pageNumber', { id: str(id) })
  }

  const detail = (row: HealthRow): string => {
    const { params } = row
    switch (row.kind) {
      case 'missing-translation': {
        const fields = Array.isArray(params.fields) ? params.fields : []
        return t('contentHealth.details.noText', { fields: fields.map(field).join(', ') })
      }
      case 'stale-translation':
        return t('contentHealth.details.stale', { source: date(params.sourceSavedAt), saved: date(params.savedAt) })
      case 'link-deleted':
      case 'link-no-url':
        return t('contentHealth.details.linkTo', { field: field(row.field), target: target(row) })
      case 'link-unpublished':
        return t(params.reason === 'site' ? 'contentHealth.details.otherSite' : 'contentHealth.details.linkTo', {
          field: field(row.field),
          target: target(row),
        })
      case 'link-broken':
        return params.status === null
          ? t('contentHealth.details.noAnswer', { field: field(row.field), url: str(params.url), date: date(row.at) })
          : t('contentHealth.details.broken', {
              field: field(row.field),
              url: str(params.url),
              status: str(params.status),
              date: date(row.at),
            })
      case 'ended':
      case 'ends-soon':
        if (row.collection === 'products')
          return t('contentHealth.details.promotion', { price: formatPrice(str(params.price)), date: date(row.at) })
        if (typeof params.offer === 'string') {
          return row.at
            ? t('contentHealth.details.quotes', { field: field(row.field), offer: params.offer, date: date(row.at) })
            : t('contentHealth.details.quotesEnded', { field: field(row.field), offer: params.offer })
        }
        return t('contentHealth.details.ends', { date: date(row.at) })
      case 'starts-soon':
        return t('contentHealth.details.starts', { date: date(row.at) })
      case 'missing-alt': {
        const pages = Array.isArray(params.pages) ? params.pages : []
        return t('contentHealth.details.usedOn', { count: Number(params.pageCount ?? pages.length), pages: pages.join(' · ') })
      }
      case 'large-file':
        return t('contentHealth.details.size', {
          size: formatFileSize(Number(params.size), locale),
          limit: formatFileSize(Number(params.limit), locale),
        })
      case 'orphan-page':
        return t('contentHealth.details.noLink')
      case 'missing-description':
        return t('contentHealth.details.noDescription')
      case 'long-title':
        return t('contentHealth.details.titleLength', { length: str(params.length), max: str(params.max) })
      case 'scheduled-publication':
        return t(params.type === 'unpublish' ? 'contentHealth.details.unpublish' : 'contentHealth.details.publish', {
          date: date(row.at),
          time: time(row.at),
        })
    }
  }

  return {
    t,
    locale,
    category: (category) => t(`contentHealth.categories.${category}`),
    localeName: (name) => t(`contentHealth.localeNames.${name}`),
    field,
    row: (row) => ({
      problem: t(`contentHealth.kinds.${row.kind}`),
      detail: detail(row),
      document: row.title,
      collection: t(`contentHealth.collections.${row.collection}`),
      locale: row.locale ? t(`contentHealth.localeNames.${row.locale}`) : '',
      date: row.at ? formatDate(row.at) : '',
    }),
  }
}

/**
 * The element of the admin's edit view that holds a field: a field's input is `field-` and its
 * path with `__` for dots; a row of a list (a hero cell) is its list's path with `-` and `-row-`.
 */
export function fieldAnchor(path: string | null): string {
  if (!path) return ''
  const row = /^(.*)\.(\d+)$/.exec(path)
  return row ? `${(row[1] as string).replaceAll('.', '-')}-row-${row[2]}` : `field-${path.replaceAll('.', '__')}`
}

/** Where a row is mended: the document's edit view, in the row's locale, at the field. */
export function rowHref(row: Pick<HealthRow, 'collection' | 'document' | 'locale' | 'field'>): string {
  const query = row.locale ? `?locale=${row.locale}` : ''
  const anchor = fieldAnchor(row.field)
  return `/admin/collections/${row.collection}/${row.document}${query}${anchor ? `#${anchor}` : ''}`
}
