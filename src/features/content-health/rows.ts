import { HEALTH_CATEGORIES, HEALTH_KINDS, type HealthCategory, type HealthKind } from '@/cms/fields/options'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import type { HealthCollection } from './model'

/** Values a row's sentence is made of (a status, a date, a length, the fields concerned…). */
export type RowParams = Record<string, string | number | string[] | null>

/** One finding on one site: what is wrong, in which document, field and locale. */
export type HealthRow = {
  key: string
  site: SiteId
  category: HealthCategory
  kind: HealthKind
  locale: Locale | null
  urgency: number
  collection: HealthCollection
  document: number
  title: string
  /** The admin's path of the field to mend (`blocs.2.title`), or none for the document as a whole. */
  field: string | null
  /** The date the row is about (an end, a start, a check, a publication), if any. */
  at: string | null
  params: RowParams
}

/**
 * How urgent each kind is, most urgent first in the view and in the digest: what visitors meet
 * broken today (an offer that has ended, a link that leads nowhere) before what is about to
 * happen, before what only search engines and assistive technology notice, before what is planned.
 */
const URGENCY: Record<HealthKind, number> = {
  ended: 95,
  'link-deleted': 90,
  'link-unpublished': 85,
  'link-broken': 80,
  'link-no-url': 70,
  'missing-translation': 60,
  'ends-soon': 55,
  'missing-alt': 50,
  'orphan-page': 45,
  'stale-translation': 40,
  'starts-soon': 35,
  'missing-description': 30,
  'long-title': 25,
  'large-file': 20,
  'scheduled-publication': 10,
}

function categoryOf(kind: HealthKind): HealthCategory {
  return HEALTH_CATEGORIES.find((category) => (HEALTH_KINDS[category] as readonly string[]).includes(kind)) as HealthCategory
}

type RowInput = Omit<HealthRow, 'key' | 'category' | 'urgency' | 'field' | 'at' | 'params' | 'locale'> &
  Partial<Pick<HealthRow, 'field' | 'at' | 'params' | 'locale'>>

/** A row with its category, urgency and key: the same finding has the same key at every refresh. */
export function healthRow(input: RowInput): HealthRow {
  const locale = input.locale ?? null
  const field = input.field ?? null
  return {
    ...input,
    locale,
    field,
    at: input.at ?? null,
    params: input.params ?? {},
    category: categoryOf(input.kind),
    urgency: URGENCY[input.kind],
    key: [input.site, input.kind, input.collection, input.document, field ?? '', locale ?? ''].join(':'),
  }
}

/** Most urgent first, then by key (site, kind, document, field): the order the stored rows are read in. */
export function byUrgency(a: HealthRow, b: HealthRow): number {
  return b.urgency - a.urgency || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
}
