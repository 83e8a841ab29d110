import type { Payload } from 'payload'

import { LOCALES } from '@/i18n/locales'
import { partnerSeedPassword } from '@/lib/env'
import { logger } from '@/lib/logger'
import { pdf } from '@/lib/pdf'

import type { PartnerDocumentCategory } from '@/cms/fields/options'
import type { L } from './upsert'

/** Demo addresses of the data-breach list: breach-demo-1@example.ch … breach-demo-12@example.ch are "found". */
const BREACH_DEMO_ADDRESSES = Array.from({ length: 12 }, (_, index) => `breach-demo-${index + 1}@example.ch`)
const BREACH_DEMO_INCIDENT = 'Démo — incident de sécurité'

/** The demo list goes through the editors' own path: a CSV upload whose addresses become hashes. */
export async function seedBreachList(payload: Payload): Promise<void> {
  const existing = await payload.count({ collection: 'breach-imports', where: { incident: { equals: BREACH_DEMO_INCIDENT } } })
  if (existing.totalDocs > 0) return
  const csv = Buffer.from(
    `email;name\n${BREACH_DEMO_ADDRESSES.map((address, index) => `${address};Demo ${index + 1}`).join('\n')}\n`,
    'utf8',
  )
  await payload.create({
    collection: 'breach-imports',
    data: { incident: BREACH_DEMO_INCIDENT },
    file: { data: csv, mimetype: 'text/csv', name: 'breach-demo.csv', size: csv.byteLength },
  })
}

const DAY = 24 * 3600 * 1000

const PARTNER_DOCUMENTS: { file: string; category: PartnerDocumentCategory; daysAgo: number; title: L }[] = [
  {
    file: 'partner-price-list.pdf',
    category: 'price-lists',
    daysAgo: 6,
    title: { fr: 'Liste de prix revendeurs', de: 'Preisliste für Wiederverkäufer', en: 'Reseller price list' },
  },
  {
    file: 'partner-sales-kit.pdf',
    category: 'sales-tools',
    daysAgo: 24,
    title: { fr: 'Argumentaire de vente internet et TV', de: 'Verkaufsargumente Internet und TV', en: 'Internet and TV sales kit' },
  },
  {
    file: 'partner-agreement.pdf',
    category: 'contracts',
    daysAgo: 75,
    title: { fr: 'Contrat de partenariat', de: 'Partnerschaftsvertrag', en: 'Partnership agreement' },
  },
  {
    file: 'partner-installation-guide.pdf',
    category: 'technical',
    daysAgo: 40,
    title: { fr: 'Guide d’installation de la box', de: 'Installationsanleitung der Box', en: 'Box installation guide' },
  },
]

/**
 * The partner area's password when editors have set none (see partnerSeedPassword: none at all
 * without PARTNER_PASSWORD or the demo admin), and its documents, dated relative to today so that
 * the list stays current.
 */
export async function seedPartnerArea(payload: Payload, now: number): Promise<void> {
  const area = await payload.findGlobal({ slug: 'partner-area', depth: 0, showHiddenFields: true })
  if (!area.passwordHash) {
    const password = partnerSeedPassword()
    if (password) await payload.updateGlobal({ slug: 'partner-area', data: { newPassword: password } })
    logger.info(password ? 'partner area: seed password set' : 'partner area: no password until an editor sets one')
  }
  for (const document of PARTNER_DOCUMENTS) {
    const date = new Date(now - document.daysAgo * DAY).toISOString()
    const found = await payload.find({
      collection: 'partner-documents',
      where: { filename: { equals: document.file } },
      limit: 1,
      depth: 0,
    })
    let id = found.docs[0]?.id
    if (id === undefined) {
      // The site's default language, as the document's French title.
      const data = pdf({ title: document.title.fr, lang: 'fr' })
      const created = await payload.create({
        collection: 'partner-documents',
        locale: 'fr',
        data: { title: document.title.fr, category: document.category, date },
        file: { data, mimetype: 'application/pdf', name: document.file, size: data.byteLength },
      })
      id = created.id
    }
    for (const locale of LOCALES) {
      await payload.update({
        collection: 'partner-documents',
        id,
        locale,
        data: { title: document.title[locale], category: document.category, date },
      })
    }
  }
}
