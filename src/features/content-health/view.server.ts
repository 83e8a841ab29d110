import 'server-only'

import type { Payload, Where } from 'payload'

import { may, type Role } from '@/cms/client'
import { HEALTH_CATEGORIES, HEALTH_TASKS, type HealthCategory, type HealthKind } from '@/cms/fields/options'
import type { ContentHealthRow } from '@/cms/payload-types'
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@/i18n/locales'
import { isSiteId, siteRules, type SiteId } from '@/sites/sites'

import type { HealthCollection } from './model'
import { byUrgency, type HealthRow, type RowParams } from './rows'
import { scheduledRows } from './scheduled.server'
import { healthSettings } from './snapshot.server'

/** Rows per page of the list. */
const PAGE_SIZE = 50

/** What a role sees of the view: its categories, and the locales of its translation rows (all when null). */
export type HealthScope = { categories: readonly HealthCategory[]; locales: readonly Locale[] | null }

type Viewer = { role?: Role | null; locales?: readonly string[] | null } | null | undefined

/**
 * What the role matrix lets an account see (docs/security.md): every role that reads the admin
 * reads every finding, but a role that writes only its own locales (a translator) sees the
 * translations of those locales, the one thing it can mend. None for an account without a role.
 */
export function healthScope(viewer: Viewer): HealthScope | null {
  const role = viewer?.role ?? undefined
  if (!may(role, 'readDrafts')) return null
  if (may(role, 'updateOwnLocales') && !may(role, 'updateEveryLocale')) {
    return {
      categories: ['translations'],
      locales: (viewer?.locales ?? []).filter((locale): locale is Locale => isLocale(locale) && locale !== DEFAULT_LOCALE),
    }
  }
  return { categories: HEALTH_CATEGORIES, locales: null }
}

export type HealthFilters = { site: SiteId; category: HealthCategory | null; locale: Locale | null; page: number }

/** The view's filters from its address; what it cannot read falls back to the first site, no filter, page 1. */
export function healthFilters(query: Record<string, string | string[] | undefined>): HealthFilters {
  const one = (name: string) => {
    const value = query[name]
    return Array.isArray(value) ? value[0] : value
  }
  const site = one('site')
  const category = one('category')
  const locale = one('locale')
  const page = Number(one('page'))
  return {
    site: isSiteId(site) ? (Number(site) as SiteId) : 1,
    category: HEALTH_CATEGORIES.includes(category as HealthCategory) ? (category as HealthCategory) : null,
    locale: isLocale(locale) ? locale : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

export type HealthView = {
  scope: HealthScope
  filters: HealthFilters
  /** Per category the scope shows: the rows of the site under the locale filter. */
  counts: Partial<Record<HealthCategory, number>>
  /** Rows under every filter, and this page of them. */
  total: number
  rows: HealthRow[]
  pages: number
  /** The locales the locale filter offers: the site's, within the scope. */
  locales: readonly Locale[]
  refreshedAt: string | null
  /** A refresh is queued or running: what a save just changed is not in the rows yet. */
  refreshing: boolean
}

function fromStored(doc: ContentHealthRow): HealthRow {
  return {
    key: doc.key,
    site: Number(doc.site) as SiteId,
    category: doc.category,
    kind: doc.kind as HealthKind,
    locale: doc.locale ?? null,
    urgency: doc.urgency,
    collection: doc.collection as HealthCollection,
    document: doc.document,
    title: doc.title ?? '',
    field: doc.field ?? null,
    at: doc.at ?? null,
    params: (doc.params ?? {}) as RowParams,
  }
}

/**
 * The stored findings of a site within a scope, in one query: the counts and the list are both
 * made from its answer, so a refresh landing between two reads can never make them disagree.
 */
async function siteRows(payload: Payload, site: SiteId, scope: HealthScope, now: number): Promise<HealthRow[]> {
  const and: Where[] = [{ site: { equals: String(site) } }, { category: { in: [...scope.categories] } }]
  if (scope.locales) and.push({ locale: { in: [...scope.locales] } })
  const { docs } = await payload.find({ collection: 'content-health-rows', where: { and }, depth: 0, pagination: false })
  const stored = docs.map(fromStored)
  const scheduled = scope.categories.includes('scheduled') ? (await scheduledRows(payload, now)).filter((row) => row.site === site) : []
  return [...stored, ...scheduled].sort(byUrgency)
}

/** A refresh is running, or queued to run now (the hourly one, waiting for its hour, is not). */
async function refreshPending(payload: Payload, now: number): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: HEALTH_TASKS.refresh } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        {
          or: [
            { processing: { equals: true } },
            { waitUntil: { exists: false } },
            { waitUntil: { less_than_equal: new Date(now).toISOString() } },
          ],
        },
      ],
    },
  })
  return totalDocs > 0
}

/** What the content health view shows to an account with this scope, under these filters. */
export async function loadHealthView(payload: Payload, scope: HealthScope, filters: HealthFilters, now = Date.now()): Promise<HealthView> {
  const siteLocales = siteRules(filters.site).locales
  const locales = scope.locales ? siteLocales.filter((locale) => scope.locales?.includes(locale)) : siteLocales
  const [all, settings, refreshing] = await Promise.all([
    siteRows(payload, filters.site, scope, now),
    healthSettings(payload),
    refreshPending(payload, now),
  ])
  const inLocale = filters.locale ? all.filter((row) => row.locale === filters.locale) : all
  const counts = Object.fromEntries(
    scope.categories.map((category) => [category, inLocale.filter((row) => row.category === category).length]),
  ) as Partial<Record<HealthCategory, number>>
  const listed = filters.category ? inLocale.filter((row) => row.category === filters.category) : inLocale
  const pages = Math.max(1, Math.ceil(listed.length / PAGE_SIZE))
  const page = Math.min(filters.page, pages)
  return {
    scope,
    filters: { ...filters, page },
    counts,
    total: listed.length,
    rows: listed.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    pages,
    locales: locales.filter((locale) => LOCALES.includes(locale)),
    refreshedAt: settings.refreshedAt,
    refreshing,
  }
}
