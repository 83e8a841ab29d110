import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import type { Role } from '@/cms/access/roles'
import { OPERATOR_KEYS } from '@/features/distributors'
import type { Locale } from '@/i18n/locales'
import { adminCredentials, isDemoAdmin } from '@/lib/env'
import { logger } from '@/lib/logger'

import { SITE_IDS } from '@/sites/sites'

import { CHANNEL_CATEGORIES, CHANNELS } from './channels-data'
import { FAQ_TYPES, FAQS, NEWS, OPENING_HOURS, REFERENCES, SELLERS, VODS, type FaqTypeKey } from './content-data'
import { seedChannelLogo, seedImages, seedVodPoster, type ImageIds } from './images'
import { navigationTrees } from './navigation-data'
import { DISTRIBUTORS, networkEvents, ROAMING_ZONES, zipCodesList } from './network-data'
import { blocsFor, headersFor, type FaqTypeIds, type NewsIds, type OfferIds } from './page-content'
import type { PageSeed } from './page-seed'
import { seedBreachList, seedPartnerArea } from './partner-area-data'
import { DRAFT_ONLY_PAGE, PAGES, PENDING_DRAFT } from './pages-data'
import { seedProducts } from './products-data'
import { seedDocuments } from './documents'
import { richText } from './richtext'
import { SITE_SETTINGS, siteSettingsIn } from './site-settings-data'
import { DEMO_STAFF } from './staff-data'
import { DEMO_ANSWER_SITE, DEMO_ANSWERS, SURVEY } from './survey-data'
import { streetsOf } from './streets-data'
import { pageText, type TextContext } from './texts/page-texts'
import { eachConcurrently, upsert } from './upsert'

const ALL_SITES = SITE_IDS.map((site) => `${site}` as const)

/** Seeded accounts are active at once: nobody is there to open an invitation mail. */
async function upsertStaff(payload: Payload, account: { email: string; password: string; name: string; role: Role; locales?: Locale[] }) {
  const existing = await payload.find({ collection: 'users', where: { email: { equals: account.email } }, limit: 1 })
  if (existing.totalDocs === 0) {
    await payload.create({ collection: 'users', data: { ...account, _verified: true }, disableVerificationEmail: true })
  }
}

async function upsertAdmin(payload: Payload) {
  const admin = adminCredentials()
  await upsertStaff(payload, { ...admin, role: 'admin', name: 'Administrator' })
  if (!isDemoAdmin()) return
  for (const account of DEMO_STAFF) await upsertStaff(payload, account)
}

type PageRefs = { images: ImageIds; faqTypes: FaqTypeIds; newsIds: NewsIds; survey: number; offerIds: OfferIds; context: TextContext }

function upsertPage(payload: Payload, page: PageSeed, { images, faqTypes, newsIds, survey, offerIds, context }: PageRefs, draft = false) {
  const text = pageText(page.id, context)
  return upsert(
    payload,
    'pages',
    { id: page.id },
    (locale) => ({
      title: page.title[locale],
      subtitle: page.subtitle?.[locale],
      slug: page.slug[locale] ?? null,
      category: page.category?.[locale],
      type: page.type ?? 'page',
      theme: page.theme,
      sites: page.sites,
      sections: page.sections ?? [],
      screen: page.screen,
      text_1: richText(page.intro[locale], ...(text.body?.[locale] ?? [])),
      headers: headersFor(page, locale, images, newsIds),
      blocs: blocsFor(page, locale, faqTypes, survey, offerIds, text),
      images: [images['card-region'], images['card-event']],
      documents: [images.document],
      seo: { title: page.title[locale], description: page.intro[locale], image: images['hero-fibre'] },
    }),
    { draft },
  )
}

async function seedPages(payload: Payload, refs: Omit<PageRefs, 'context'>) {
  const context: TextContext = { now: Date.now(), documents: await seedDocuments(payload, Date.now()) }
  // The business home names its solution pages: they exist first (a relationship names existing pages).
  const business = PAGES.filter((page) => page.screen === 'business')
  await eachConcurrently(
    PAGES.filter((page) => !business.includes(page)),
    (page) => upsertPage(payload, page, { ...refs, context }),
  )
  await eachConcurrently(business, (page) => upsertPage(payload, page, { ...refs, context }))
  await upsertPage(payload, DRAFT_ONLY_PAGE, { ...refs, context }, true)
  // A newer unpublished version of a published page: the public keeps seeing the published one.
  await payload.update({
    collection: 'pages',
    id: PENDING_DRAFT.id,
    data: { title: PENDING_DRAFT.title },
    locale: 'fr',
    draft: true,
  })
}

/** The satisfaction survey, and answers on one site only: one badge shows their figure, another the editors' text. */
async function seedSurvey(payload: Payload): Promise<number> {
  const survey = await upsert(payload, 'surveys', { match: { title: SURVEY.title.fr } }, (locale) => ({
    title: SURVEY.title[locale],
    questions: SURVEY.questions.map((question) => ({
      key: question.key,
      kind: question.kind,
      required: question.required,
      main: question.main,
      label: question.label[locale],
      options: question.options?.map((option) => ({ value: option.value, label: option.label[locale] })) ?? [],
    })),
    badge: { threshold: SURVEY.badge.threshold, text: SURVEY.badge.text[locale] },
  }))
  await eachConcurrently([...DEMO_ANSWERS.entries()], ([index, answers]) => {
    // A demo visitor's hash, in the shape of the real ones (64 hex digits).
    const visitor = createHash('sha256').update(`seed-demo-${DEMO_ANSWER_SITE}-${index}`).digest('hex')
    return upsert(payload, 'survey-answers', { match: { visitor } }, { survey, site: DEMO_ANSWER_SITE, locale: 'fr', visitor, answers })
  })
  return survey
}

async function seedFaq(payload: Payload): Promise<FaqTypeIds> {
  const ids: Partial<FaqTypeIds> = {}
  for (const [key, name] of Object.entries(FAQ_TYPES) as [FaqTypeKey, (typeof FAQ_TYPES)[FaqTypeKey]][]) {
    // Localized natural keys are matched in French, the default locale the lookup runs in.
    ids[key] = await upsert(payload, 'faq-types', { match: { faq_name: name.fr } }, (locale) => ({ faq_name: name[locale] }))
  }
  const typeIds = ids as FaqTypeIds
  for (const [index, faq] of FAQS.entries()) {
    await upsert(payload, 'faq', { match: { title: faq.title.fr } }, (locale) => ({
      title: faq.title[locale],
      text: richText(faq.text[locale]),
      position: (index + 1) * 10,
      type_faq: faq.types.map((type) => typeIds[type]),
      sites: ALL_SITES,
    }))
  }
  return typeIds
}

async function seedTv(payload: Payload) {
  for (const category of CHANNEL_CATEGORIES) {
    await upsert(payload, 'channel-categories', { id: category.id }, (locale) => ({
      name: category.name[locale],
      parent: category.parent ?? null,
      position: category.position,
    }))
  }
  await eachConcurrently(CHANNELS, async (channel) => {
    const logo = await seedChannelLogo(payload, channel)
    await upsert(payload, 'channels', { match: { number: channel.number } }, { ...channel, logo })
  })
  await eachConcurrently(VODS, async (vod) => {
    const media = await seedVodPoster(payload, vod)
    await upsert(payload, 'vods', { match: { position: vod.position } }, (locale) => ({
      title: vod.title[locale],
      description: vod.description[locale],
      genre: vod.genre[locale],
      year: vod.year,
      duration: vod.duration,
      price: vod.price,
      position: vod.position,
      media,
      url: `https://vod.netplus.ch/films/${vod.key}`,
      sites: ALL_SITES,
    }))
  })
}

/** News first: the home heroes link to one of them. */
async function seedNews(payload: Payload, images: ImageIds): Promise<NewsIds> {
  const ids = new Map<string, number>()
  await eachConcurrently([...NEWS.entries()], async ([index, news]) => {
    const picture = index % 3 === 0 ? images['card-news'] : index % 3 === 1 ? images['card-region'] : images['card-event']
    const id = await upsert(payload, 'news', { match: { dateFrom: news.dateFrom } }, (locale) => ({
      title: news.title[locale],
      text: news.text[locale],
      dateFrom: news.dateFrom,
      media: news.withPicture ? picture : null,
      logo: news.withLogo ? images.logo : null,
      link: news.link,
      sites: [news.site],
    }))
    ids.set(news.key, id)
  })
  return ids
}

async function seedEditorial(payload: Payload, images: ImageIds) {
  for (const [index, reference] of REFERENCES.entries()) {
    await upsert(payload, 'references', { match: { slug: reference.slug } }, (locale) => ({
      slug: reference.slug,
      client: reference.client,
      title: reference.title[locale],
      sector: reference.sector[locale],
      description: reference.description[locale],
      detail: richText(reference.detail[locale]),
      media: images['card-office'],
      logo: images.logo,
      position: index + 1,
      sites: reference.sites ?? ALL_SITES,
    }))
  }
  for (const seller of SELLERS) {
    await upsert(payload, 'sellers', { match: { name: seller.name } }, (locale) => ({
      ...seller,
      description: seller.description[locale],
      opening_hours: OPENING_HOURS[seller.kind],
      logo: images.logo,
    }))
  }
}

/**
 * The demo networks' technicians: two appointments a morning and one an afternoon, Monday to
 * Friday, bookable from two working days on; one blocked day two weeks ahead, so the demo shows it
 * whenever it runs.
 */
function installationCapacity(today: Date) {
  const blocked = new Date(today.getTime() + 14 * 24 * 60 * 60 * 1000)
  blocked.setUTCHours(12, 0, 0, 0)
  return {
    installationLeadDays: 2,
    installationCapacity: (['mo', 'tu', 'we', 'th', 'fr'] as const).map((weekday) => ({ weekday, morning: 2, afternoon: 1 })),
    blockedDates: [{ date: blocked.toISOString(), reason: 'Formation des techniciens' }],
  }
}

async function seedNetwork(payload: Payload) {
  for (const distributor of DISTRIBUTORS) {
    const { id, key, lookup, ...content } = distributor
    await upsert(
      payload,
      'distributors',
      { id },
      {
        ...content,
        ...lookup,
        key: String(key),
        id_ws: String(key),
        zip: content.npa,
        tel: content.phone,
        zip_codes_list: zipCodesList(key),
        ...installationCapacity(new Date()),
      },
    )
    await eachConcurrently(streetsOf(key), (street) =>
      upsert(payload, 'streets', { match: { npa: street.npa, street: street.street } }, { ...street, distributor: id }),
    )
  }
  for (const event of networkEvents(Date.now())) {
    await upsert(payload, 'network-events', { match: { title: event.title.fr } }, (locale) => ({
      ...event,
      title: event.title[locale],
      description: event.description[locale],
    }))
  }
  for (const zone of ROAMING_ZONES) {
    await upsert(payload, 'roaming', { match: { zone: zone.zone } }, (locale) => ({
      zone: zone.zone,
      name: zone.name[locale],
      countries: zone.countries.map(([code, name]) => ({ code, name: name[locale] })),
      prices: zone.prices,
    }))
  }
}

async function seedNavigation(payload: Payload) {
  await eachConcurrently(ALL_SITES.flatMap(navigationTrees), (tree) =>
    upsert(payload, 'navigation', { match: { site: tree.site, tree_key: tree.tree_key } }, (locale) => ({
      name: `${tree.tree_key} — site ${tree.site}`,
      tree_key: tree.tree_key,
      site: tree.site,
      items: tree.items(locale),
      mobile_actions: tree.mobile_actions(locale),
    })),
  )
}

/**
 * Moves the seed's own demo events (known by their French title, the seed's key for them) to their
 * places around `now`; events editors created or renamed, and demo events they deleted, are left as
 * they are. Runs at every start, so a database seeded long ago still shows current and planned events.
 */
export async function anchorDemoNetworkEvents(payload: Payload, now: number): Promise<number> {
  let moved = 0
  for (const event of networkEvents(now)) {
    const { docs } = await payload.find({
      collection: 'network-events',
      where: { title: { equals: event.title.fr } },
      locale: 'fr',
      depth: 0,
      limit: 0,
      pagination: false,
      select: { start: true, end: true },
    })
    for (const doc of docs) {
      if (doc.start === event.start && (doc.end ?? null) === event.end) continue
      await payload.update({ collection: 'network-events', id: doc.id, data: { start: event.start, end: event.end }, depth: 0 })
      moved += 1
    }
  }
  return moved
}

/** Idempotent demo content: every document has a fixed key, so running it twice changes nothing. */
export async function seed(payload: Payload): Promise<void> {
  const started = Date.now()
  const lap = (step: string, since: number) => logger.info({ step, ms: Date.now() - since }, 'seed step')
  let at = Date.now()
  await upsertAdmin(payload)
  const images = await seedImages(payload)
  for (const settings of SITE_SETTINGS) {
    // No logo uploads: the header's per-site SVG wordmark stands until the operator's artwork is added.
    await upsert(payload, 'site-settings', { match: { site: settings.site } }, (locale) => siteSettingsIn(settings, locale))
  }
  lap('images and settings', at)
  at = Date.now()
  const faqTypes = await seedFaq(payload)
  const newsIds = await seedNews(payload, images)
  const survey = await seedSurvey(payload)
  const offerIds = await seedProducts(payload, Date.now())
  await seedPages(payload, { images, faqTypes, newsIds, survey, offerIds })
  lap('faq and pages', at)
  at = Date.now()
  await seedNavigation(payload)
  lap('navigation', at)
  at = Date.now()
  await seedTv(payload)
  await seedEditorial(payload, images)
  lap('tv and editorial', at)
  at = Date.now()
  await seedNetwork(payload)
  lap('network', at)
  at = Date.now()
  await seedBreachList(payload)
  await seedPartnerArea(payload, Date.now())
  lap('breach list and partner area', at)
  logger.info({ ms: Date.now() - started, distributors: Object.keys(OPERATOR_KEYS).length }, 'demo content seeded')
}
