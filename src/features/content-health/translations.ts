import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'

import type { ContentDoc, TextLeaf } from './model'
import { healthRow, type HealthRow } from './rows'

/**
 * The part of a document a missing text belongs to: a bloc, a hero cell, a navigation entry (the
 * innermost), or the document itself. `blocs.2.contents.0.name` belongs to `blocs.2`;
 * `items.1.children.0.link.label` to `items.1.children.0`.
 */
export function entityOf(collection: ContentDoc['collection'], path: string): string {
  const parts = path.split('.')
  if (collection === 'navigation') {
    let end = 0
    for (let index = 0; index < parts.length - 1; index++) {
      if (
        ['items', 'children', 'grandchildren', 'mobile_actions'].includes(parts[index] as string) &&
        /^\d+$/.test(parts[index + 1] ?? '')
      ) {
        end = index + 2
      }
    }
    return parts.slice(0, end).join('.')
  }
  if (collection === 'pages' && ['blocs', 'headers'].includes(parts[0] as string) && /^\d+$/.test(parts[1] ?? ''))
    return parts.slice(0, 2).join('.')
  return ''
}

function missingIn(texts: readonly TextLeaf[], locale: Locale): TextLeaf[] {
  return texts.filter((text) => text.has[DEFAULT_LOCALE] && !text.has[locale])
}

/**
 * Translations of a published document, per site and locale its visitors read: for each part (a
 * bloc, a navigation entry…) the texts French has and the locale has not; and the locale as a
 * whole when its texts were last changed before the French ones they were made from.
 */
export function translationRows(doc: ContentDoc): HealthRow[] {
  if (!doc.published) return []
  const rows: HealthRow[] = []
  for (const site of doc.sites) {
    for (const locale of doc.locales[site] ?? []) {
      if (locale === DEFAULT_LOCALE) continue
      const base = { site, locale, collection: doc.collection, document: doc.id, title: doc.title } as const
      const missing = missingIn(doc.texts, locale)
      const entities = new Map<string, TextLeaf[]>()
      for (const text of missing) {
        const entity = entityOf(doc.collection, text.path)
        entities.set(entity, [...(entities.get(entity) ?? []), text])
      }
      for (const [entity, texts] of entities) {
        rows.push(
          healthRow({
            ...base,
            kind: 'missing-translation',
            field: (texts[0] as TextLeaf).path,
            params: { entity, fields: texts.map((text) => text.path) },
          }),
        )
      }
      const saved = doc.textSavedAt[locale]
      const source = doc.textSavedAt[DEFAULT_LOCALE]
      const hasOwnText = doc.texts.some((text) => text.has[locale])
      if (saved && source && saved < source && hasOwnText) {
        rows.push(healthRow({ ...base, kind: 'stale-translation', at: source, params: { savedAt: saved, sourceSavedAt: source } }))
      }
    }
  }
  return rows
}
