import type { Payload } from 'payload'

import { adminCredentials } from '@/lib/env'
import { logger } from '@/lib/logger'

import { DRAFT_ONLY_PAGE, PAGES, PENDING_DRAFT, type PageSeed } from './pages-data'
import { richText } from './richtext'
import { SITE_SETTINGS } from './site-settings-data'

const LOCALES = ['fr', 'de', 'en'] as const

/** Creates or updates one page in every locale; the id is the spec's and never changes. */
async function upsertPage(payload: Payload, page: PageSeed, status: 'published' | 'draft') {
  for (const locale of LOCALES) {
    const data = {
      title: page.title[locale],
      subtitle: page.subtitle?.[locale],
      slug: page.slug[locale] ?? null,
      category: page.category?.[locale],
      type: page.type ?? 'page',
      theme: page.theme,
      sites: page.sites,
      sections: page.sections ?? [],
      screen: page.screen,
      text_1: richText(page.intro[locale]),
      seo: { title: page.title[locale], description: page.intro[locale] },
      _status: status,
    }
    const existing = await payload.find({
      collection: 'pages',
      where: { id: { equals: page.id } },
      draft: true,
      limit: 1,
      depth: 0,
    })
    if (existing.totalDocs === 0) {
      await payload.create({ collection: 'pages', data: { ...data, id: page.id }, locale, draft: status === 'draft' })
    } else {
      await payload.update({ collection: 'pages', id: page.id, data, locale, draft: status === 'draft' })
    }
  }
}

async function upsertAdmin(payload: Payload) {
  const { email, password } = adminCredentials()
  const existing = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1 })
  if (existing.totalDocs === 0) {
    await payload.create({ collection: 'users', data: { email, password, role: 'admin', name: 'Administrator' } })
  }
}

async function upsertSiteSettings(payload: Payload) {
  for (const settings of SITE_SETTINGS) {
    const existing = await payload.find({
      collection: 'site-settings',
      where: { site: { equals: settings.site } },
      limit: 1,
    })
    const doc = existing.docs[0]
    if (doc) await payload.update({ collection: 'site-settings', id: doc.id, data: settings })
    else await payload.create({ collection: 'site-settings', data: settings })
  }
}

/** Idempotent demo content: running it twice leaves the same documents. */
export async function seed(payload: Payload): Promise<void> {
  const started = Date.now()
  await upsertAdmin(payload)
  await upsertSiteSettings(payload)
  for (const page of PAGES) await upsertPage(payload, page, 'published')
  await upsertPage(payload, DRAFT_ONLY_PAGE, 'draft')
  await payload.update({
    collection: 'pages',
    id: PENDING_DRAFT.id,
    data: { title: PENDING_DRAFT.title },
    locale: 'fr',
    draft: true,
  })
  logger.info({ ms: Date.now() - started, pages: PAGES.length + 1 }, 'demo content seeded')
}
