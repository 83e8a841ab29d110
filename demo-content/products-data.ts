import type { Payload } from 'payload'

import type { ProductGroup } from '@/cms/fields/options'
import type { Locale } from '@/i18n/locales'
import { SITE_IDS } from '@/sites/sites'

import type { Product } from '@/cms/payload-types'
import { packChannelCount } from './channels-data'
import { pageLink } from './links'
import { upsert, type L } from './upsert'

type Site = Product['site']
/** Prices of sites 1, 2 and 3: the regional networks set their own. */
type PerSite = Record<Site, number>

type FeeSeed = { label: L; amount: number; waivedOnline?: boolean }
type RebateSeed = { label: L; amount: number; unit: 'chf' | 'percent'; withGroups?: ProductGroup[]; minQuantity?: number }

type ProductSeed = {
  slug: string
  /** The offer page whose cards show it (§2 known page ids); options are on none. */
  page: number | null
  audience: Product['audience']
  kind: Product['kind']
  name: L
  description: L
  monthly: PerSite
  fees?: FeeSeed[]
  /**
   * A lower price for orders of the coming `days` (the seed dates it from the day it runs), held
   * `months` from the order date when its words say how long.
   */
  promotion?: { price: PerSite; days: number; months?: number; label: L }
  /** Monthly rebates per unit (billed as their own line, promised on the offer pages). */
  rebates?: RebateSeed[]
  features: L[]
  /** The TV pack it includes: its channel count is a fact, its channel list the card's second link. */
  tvPack?: 'basic' | 'comfort'
  options?: ('hsi_solo_net' | 'mysports_earlybird' | 'tv-box')[]
  /** What must be ordered with it, on the sites listed (TV needs internet on the Fribourg network). */
  requires?: { groups: ProductGroup[]; sites: readonly Site[] }
  /** Mobile lines and TV boxes: how many one order may hold. */
  maxQuantity?: number
  /** An option's groups it is never sold with. */
  excludes?: ProductGroup[]
}

const ALL_SITES: readonly Site[] = ['1', '2', '3']
const NEEDS_INTERNET = { groups: ['internet'] as ProductGroup[], sites: ALL_SITES }
const NEEDS_INTERNET_IN_FRIBOURG = { groups: ['internet'] as ProductGroup[], sites: ['3'] as const }
const MOBILE_LINES = 5

const same = (fr: string): L => ({ fr, de: fr, en: fr })
const everywhere = (price: number): PerSite => ({ '1': price, '2': price, '3': price })

/** The offer conditions promise it: no activation fee on an order placed on the site. */
export const ACTIVATION: FeeSeed = {
  label: { fr: 'Mise en service', de: 'Aktivierung', en: 'Activation' },
  amount: 49,
  waivedOnline: true,
}
export const TV_BOX: FeeSeed = { label: { fr: 'Box TV 4K', de: 'TV-Box 4K', en: '4K TV box' }, amount: 99 }
const SIM: FeeSeed = { label: { fr: 'Carte SIM', de: 'SIM-Karte', en: 'SIM card' }, amount: 40 }
const BUSINESS_INSTALLATION: FeeSeed = {
  label: { fr: 'Installation sur site', de: 'Installation vor Ort', en: 'On-site installation' },
  amount: 250,
}
const SETUP: FeeSeed = { label: { fr: 'Configuration', de: 'Einrichtung', en: 'Set-up' }, amount: 150 }

const UNLIMITED_CALLS: L = {
  fr: 'Appels illimités en Suisse',
  de: 'Unbegrenzt telefonieren in der Schweiz',
  en: 'Unlimited calls in Switzerland',
}
/** The offer page of mobile plans promises it: internet or TV customers pay 10.- less for each mobile plan. */
const COMBINED_MOBILE: RebateSeed = {
  label: { fr: 'Rabais clients internet ou TV', de: 'Rabatt für Internet- oder TV-Kunden', en: 'Internet or TV customer rebate' },
  amount: 10,
  unit: 'chf',
  withGroups: ['internet', 'tv'],
}
/** The business mobile page promises a fleet rebate: 10 % from 5 plans, 20 % from 20. */
const FLEET: RebateSeed[] = [
  { label: { fr: 'Rabais de flotte 10 %', de: 'Flottenrabatt 10 %', en: 'Fleet rebate 10%' }, amount: 10, unit: 'percent', minQuantity: 5 },
  {
    label: { fr: 'Rabais de flotte 20 %', de: 'Flottenrabatt 20 %', en: 'Fleet rebate 20%' },
    amount: 20,
    unit: 'percent',
    minQuantity: 20,
  },
]
const REPLAY: L = { fr: 'Replay 7 jours', de: '7 Tage Replay', en: '7-day replay' }

/** The options of the private funnel (§3 order options), priced per site. */
const OPTION_SEEDS: ProductSeed[] = [
  {
    slug: 'hsi_solo_net',
    page: null,
    audience: 'private',
    kind: 'option',
    name: { fr: 'Internet seul, sans TV', de: 'Nur Internet, ohne TV', en: 'Internet only, without TV' },
    description: {
      fr: 'Pour un foyer sans télévision : votre internet sur le téléréseau sans l’abonnement TV de base, qui paie d’habitude le raccordement au réseau. Ce supplément le remplace. Uniquement sans offre TV.',
      de: 'Für Haushalte ohne Fernsehen: Ihr Internet über das Kabelnetz ohne das TV-Grundangebot, das sonst den Netzanschluss bezahlt. Dieser Zuschlag ersetzt es. Nur ohne TV-Angebot.',
      en: 'For a household without television: your internet over the cable network without the basic TV subscription, which usually pays for the network connection. This surcharge replaces it. Only without a TV offer.',
    },
    monthly: { '1': 12, '2': 10, '3': 12 },
    features: [],
    excludes: ['tv'],
  },
  {
    slug: 'mysports_earlybird',
    page: null,
    audience: 'private',
    kind: 'option',
    name: { fr: 'MySports — early bird', de: 'MySports — Early Bird', en: 'MySports — early bird' },
    description: {
      fr: 'Le hockey suisse en direct, à prix réduit en début de saison.',
      de: 'Schweizer Eishockey live, zum Vorzugspreis zum Saisonstart.',
      en: 'Swiss ice hockey live, at a reduced price at the start of the season.',
    },
    monthly: everywhere(29.9),
    promotion: { price: everywhere(19.9), days: 60, label: { fr: 'Early bird', de: 'Early Bird', en: 'Early bird' } },
    features: [],
  },
  {
    slug: 'tv-box',
    page: null,
    audience: 'private',
    kind: 'option',
    name: { fr: 'Box TV supplémentaire', de: 'Zusätzliche TV-Box', en: 'Extra TV box' },
    description: {
      fr: 'La télévision dans une autre pièce, avec le replay et les enregistrements.',
      de: 'Fernsehen in einem weiteren Raum, mit Replay und Aufnahmen.',
      en: 'Television in another room, with replay and recordings.',
    },
    monthly: everywhere(5),
    fees: [TV_BOX],
    features: [],
    maxQuantity: 3,
  },
]

/** Offers of each site and audience, on the offer pages of §2. */
const OFFER_SEEDS: ProductSeed[] = [
  {
    slug: 'internet-300',
    page: 477,
    audience: 'private',
    kind: 'internet',
    name: same('Internet 300'),
    description: {
      fr: 'Internet fibre pour un petit ménage.',
      de: 'Glasfaser-Internet für kleine Haushalte.',
      en: 'Fibre internet for a small household.',
    },
    monthly: { '1': 49, '2': 45, '3': 49 },
    fees: [ACTIVATION],
    features: [
      { fr: '300 Mbit/s symétrique', de: '300 Mbit/s symmetrisch', en: '300 Mbit/s symmetric' },
      same('Wi-Fi 6'),
      { fr: 'Sans limite de volume', de: 'Ohne Volumenlimite', en: 'No data cap' },
    ],
    options: ['hsi_solo_net'],
  },
  {
    slug: 'duo-1g-tv',
    page: 477,
    audience: 'private',
    kind: 'internet-tv',
    name: same('Duo 1 Gbit/s + TV'),
    description: {
      fr: 'Internet 1 Gbit/s et la télévision.',
      de: 'Internet 1 Gbit/s und Fernsehen.',
      en: '1 Gbit/s internet and television.',
    },
    monthly: { '1': 79.9, '2': 74.9, '3': 79.9 },
    fees: [ACTIVATION, TV_BOX],
    promotion: {
      price: { '1': 59.9, '2': 54.9, '3': 59.9 },
      days: 45,
      months: 3,
      label: { fr: '3 mois à prix réduit', de: '3 Monate vergünstigt', en: '3 months reduced' },
    },
    features: [same('1 Gbit/s'), REPLAY],
    tvPack: 'comfort',
    options: ['mysports_earlybird', 'tv-box'],
  },
  {
    slug: 'trio-10g',
    page: 477,
    audience: 'private',
    kind: 'internet-tv',
    name: same('Trio 10 Gbit/s'),
    description: { fr: 'Internet, TV et téléphonie fixe.', de: 'Internet, TV und Festnetz.', en: 'Internet, TV and landline.' },
    monthly: { '1': 109, '2': 104, '3': 109 },
    fees: [ACTIVATION, TV_BOX],
    features: [same('10 Gbit/s'), same('TV 4K'), UNLIMITED_CALLS],
    tvPack: 'comfort',
    options: ['mysports_earlybird', 'tv-box'],
  },
  {
    slug: 'mobile-start',
    page: 503,
    audience: 'private',
    kind: 'mobile',
    maxQuantity: MOBILE_LINES,
    name: same('Mobile Start'),
    description: { fr: 'L’essentiel pour téléphoner.', de: 'Das Wichtigste zum Telefonieren.', en: 'The essentials for calling.' },
    monthly: everywhere(19),
    fees: [SIM],
    rebates: [COMBINED_MOBILE],
    features: [{ fr: '5 Go en Suisse', de: '5 GB in der Schweiz', en: '5 GB in Switzerland' }, UNLIMITED_CALLS],
  },
  {
    slug: 'mobile-plus',
    page: 503,
    audience: 'private',
    kind: 'mobile',
    maxQuantity: MOBILE_LINES,
    name: same('Mobile Plus'),
    description: { fr: 'Data illimitée en Suisse.', de: 'Unbegrenzte Daten in der Schweiz.', en: 'Unlimited data in Switzerland.' },
    monthly: everywhere(29),
    fees: [SIM],
    rebates: [COMBINED_MOBILE],
    features: [
      { fr: 'Données illimitées en Suisse', de: 'Unbegrenzte Daten in der Schweiz', en: 'Unlimited data in Switzerland' },
      { fr: 'Roaming UE 5 Go', de: 'Roaming EU 5 GB', en: 'EU roaming 5 GB' },
      UNLIMITED_CALLS,
    ],
  },
  {
    slug: 'mobile-max',
    page: 503,
    audience: 'private',
    kind: 'mobile',
    maxQuantity: MOBILE_LINES,
    name: same('Mobile Max'),
    description: { fr: '5G et roaming généreux.', de: '5G und grosszügiges Roaming.', en: '5G and generous roaming.' },
    monthly: everywhere(49),
    fees: [SIM],
    rebates: [COMBINED_MOBILE],
    features: [same('5G'), { fr: 'Roaming UE 20 Go', de: 'Roaming EU 20 GB', en: 'EU roaming 20 GB' }, UNLIMITED_CALLS],
  },
  {
    slug: 'tv-basic',
    page: 514,
    audience: 'private',
    kind: 'tv',
    requires: NEEDS_INTERNET_IN_FRIBOURG,
    name: same('TV Basic'),
    description: { fr: 'Les chaînes suisses et européennes.', de: 'Schweizer und europäische Sender.', en: 'Swiss and European channels.' },
    monthly: { '1': 25, '2': 22, '3': 25 },
    fees: [TV_BOX],
    features: [REPLAY],
    tvPack: 'basic',
    options: ['mysports_earlybird', 'tv-box'],
  },
  {
    slug: 'tv-comfort',
    page: 514,
    audience: 'private',
    kind: 'tv',
    requires: NEEDS_INTERNET_IN_FRIBOURG,
    name: same('TV Comfort'),
    description: { fr: 'Toutes les chaînes, en 4K.', de: 'Alle Sender, in 4K.', en: 'Every channel, in 4K.' },
    monthly: { '1': 35, '2': 32, '3': 35 },
    fees: [TV_BOX],
    features: [REPLAY, same('4K')],
    tvPack: 'comfort',
    options: ['mysports_earlybird', 'tv-box'],
  },
  {
    slug: 'young-duo',
    page: 482,
    audience: 'private',
    kind: 'internet',
    name: same('Young Duo'),
    description: { fr: 'Pour les moins de 26 ans.', de: 'Für unter 26-Jährige.', en: 'For under-26s.' },
    monthly: everywhere(39),
    fees: [ACTIVATION],
    features: [
      { fr: 'Internet 500 Mbit/s', de: 'Internet 500 Mbit/s', en: '500 Mbit/s internet' },
      { fr: 'Mobile illimité en Suisse', de: 'Mobile unbegrenzt in der Schweiz', en: 'Unlimited mobile in Switzerland' },
    ],
    options: ['hsi_solo_net'],
  },
  {
    slug: 'fixed-basic',
    page: 582,
    audience: 'private',
    kind: 'phone',
    requires: NEEDS_INTERNET,
    name: same('Fixe Basic'),
    description: {
      fr: 'Votre numéro fixe, appels à la minute.',
      de: 'Ihre Festnetznummer, Anrufe pro Minute.',
      en: 'Your landline number, calls per minute.',
    },
    monthly: everywhere(9),
    features: [{ fr: 'Appels 8 ct./min en Suisse', de: 'Anrufe 8 Rp./Min. in der Schweiz', en: 'Calls 8 ct/min in Switzerland' }],
  },
  {
    slug: 'fixed-flat',
    page: 582,
    audience: 'private',
    kind: 'phone',
    requires: NEEDS_INTERNET,
    name: same('Fixe Flat'),
    description: {
      fr: 'Appels illimités vers la Suisse.',
      de: 'Unbegrenzt in die Schweiz telefonieren.',
      en: 'Unlimited calls within Switzerland.',
    },
    monthly: everywhere(15),
    features: [UNLIMITED_CALLS, { fr: 'Deux appels en parallèle', de: 'Zwei Anrufe gleichzeitig', en: 'Two calls at once' }],
  },
  {
    slug: 'soho-internet-1g',
    page: 575,
    audience: 'business',
    kind: 'business-internet',
    name: same('Business Internet 1G'),
    description: {
      fr: 'Pour les indépendants et petits bureaux.',
      de: 'Für Selbständige und kleine Büros.',
      en: 'For freelancers and small offices.',
    },
    monthly: everywhere(69),
    fees: [ACTIVATION],
    features: [
      { fr: '1 Gbit/s symétrique', de: '1 Gbit/s symmetrisch', en: '1 Gbit/s symmetric' },
      { fr: 'IP fixe', de: 'Feste IP', en: 'Fixed IP' },
      { fr: 'Dépannage en 8 h', de: 'Störungsbehebung in 8 Std.', en: 'Repair within 8 h' },
    ],
  },
  {
    slug: 'soho-office',
    page: 575,
    audience: 'business',
    kind: 'business-internet',
    name: { fr: 'Business Office', de: 'Business Office', en: 'Business Office' },
    description: {
      fr: 'Internet et téléphonie pour un petit bureau.',
      de: 'Internet und Telefonie für ein kleines Büro.',
      en: 'Internet and telephony for a small office.',
    },
    monthly: everywhere(99),
    fees: [ACTIVATION],
    features: [
      { fr: '1 Gbit/s symétrique', de: '1 Gbit/s symmetrisch', en: '1 Gbit/s symmetric' },
      { fr: '2 lignes fixes illimitées', de: '2 Festnetzlinien unbegrenzt', en: '2 unlimited landlines' },
      { fr: 'IP fixe', de: 'Feste IP', en: 'Fixed IP' },
    ],
  },
  {
    slug: 'sme-fibre-10g',
    page: 554,
    audience: 'business',
    kind: 'business-internet',
    name: same('Business Fibre 10G'),
    description: { fr: 'Fibre dédiée pour les PME.', de: 'Dedizierte Glasfaser für KMU.', en: 'Dedicated fibre for SMEs.' },
    monthly: everywhere(199),
    fees: [BUSINESS_INSTALLATION],
    features: [
      { fr: '10 Gbit/s symétrique', de: '10 Gbit/s symmetrisch', en: '10 Gbit/s symmetric' },
      { fr: 'SLA 4 h, 24/7', de: 'SLA 4 Std., 24/7', en: '4 h SLA, 24/7' },
      { fr: 'Bloc /29 d’IP fixes', de: '/29 feste IP-Adressen', en: '/29 fixed IP block' },
    ],
  },
  {
    slug: 'sme-fibre-1g',
    page: 554,
    audience: 'business',
    kind: 'business-internet',
    name: same('Business Fibre 1G'),
    description: { fr: 'Fibre avec garantie de service.', de: 'Glasfaser mit Servicegarantie.', en: 'Fibre with a service guarantee.' },
    monthly: everywhere(129),
    fees: [BUSINESS_INSTALLATION],
    features: [
      { fr: '1 Gbit/s symétrique garanti', de: '1 Gbit/s symmetrisch garantiert', en: '1 Gbit/s symmetric, guaranteed' },
      { fr: 'SLA 8 h', de: 'SLA 8 Std.', en: '8 h SLA' },
      { fr: 'Routeur géré', de: 'Verwalteter Router', en: 'Managed router' },
    ],
  },
  {
    slug: 'business-mobile-s',
    page: 568,
    audience: 'business',
    kind: 'business-mobile',
    maxQuantity: MOBILE_LINES,
    name: same('Business Mobile S'),
    description: { fr: 'Abonnement mobile pour collaborateurs.', de: 'Mobile-Abo für Mitarbeitende.', en: 'Mobile plan for staff.' },
    monthly: everywhere(25),
    fees: [SIM],
    rebates: FLEET,
    features: [{ fr: '10 Go en Suisse', de: '10 GB in der Schweiz', en: '10 GB in Switzerland' }, UNLIMITED_CALLS],
  },
  {
    slug: 'business-mobile-l',
    page: 568,
    audience: 'business',
    kind: 'business-mobile',
    maxQuantity: MOBILE_LINES,
    name: same('Business Mobile L'),
    description: {
      fr: 'Data illimitée et roaming pour les déplacements.',
      de: 'Unbegrenzte Daten und Roaming für Reisen.',
      en: 'Unlimited data and roaming for travel.',
    },
    monthly: everywhere(55),
    fees: [SIM],
    rebates: FLEET,
    features: [
      same('5G'),
      { fr: 'Données illimitées en Suisse', de: 'Unbegrenzte Daten in der Schweiz', en: 'Unlimited data in Switzerland' },
      { fr: 'Roaming Europe 20 Go', de: 'Roaming Europa 20 GB', en: 'European roaming 20 GB' },
    ],
  },
  {
    slug: 'sip-trunk-4',
    page: 565,
    audience: 'business',
    kind: 'sip-trunk',
    name: { fr: 'SIP Trunk 4 canaux', de: 'SIP-Trunk 4 Kanäle', en: 'SIP trunk, 4 channels' },
    description: {
      fr: 'Raccordez votre central téléphonique.',
      de: 'Schliessen Sie Ihre Telefonanlage an.',
      en: 'Connect your phone system.',
    },
    monthly: everywhere(39),
    fees: [SETUP],
    features: [
      { fr: '4 appels simultanés', de: '4 gleichzeitige Anrufe', en: '4 simultaneous calls' },
      { fr: '10 numéros inclus', de: '10 Nummern inklusive', en: '10 numbers included' },
    ],
  },
  {
    slug: 'sip-trunk-10',
    page: 565,
    audience: 'business',
    kind: 'sip-trunk',
    name: { fr: 'SIP Trunk 10 canaux', de: 'SIP-Trunk 10 Kanäle', en: 'SIP trunk, 10 channels' },
    description: { fr: 'Pour les PME qui téléphonent beaucoup.', de: 'Für KMU, die viel telefonieren.', en: 'For SMEs that call a lot.' },
    monthly: everywhere(89),
    fees: [SETUP],
    features: [
      { fr: '10 appels simultanés', de: '10 gleichzeitige Anrufe', en: '10 simultaneous calls' },
      { fr: '50 numéros inclus', de: '50 Nummern inklusive', en: '50 numbers included' },
      UNLIMITED_CALLS,
    ],
  },
  {
    slug: 'teams-phone',
    page: 2161,
    audience: 'business',
    kind: 'teams',
    name: same('Teams Phone Connect'),
    description: { fr: 'Téléphonez depuis Microsoft Teams.', de: 'Telefonieren aus Microsoft Teams.', en: 'Call from Microsoft Teams.' },
    monthly: everywhere(12),
    fees: [SETUP],
    features: [
      { fr: 'Prix par utilisateur', de: 'Preis pro Benutzer', en: 'Price per user' },
      { fr: 'Numéro suisse par utilisateur', de: 'Schweizer Nummer pro Benutzer', en: 'Swiss number per user' },
      UNLIMITED_CALLS,
    ],
  },
  {
    slug: 'ip-centrex',
    page: 560,
    audience: 'business',
    kind: 'ip-centrex',
    name: same('IP Centrex'),
    description: {
      fr: 'Le central téléphonique dans le cloud.',
      de: 'Die Telefonanlage in der Cloud.',
      en: 'The phone system in the cloud.',
    },
    monthly: everywhere(15),
    fees: [SETUP],
    features: [
      { fr: 'Prix par poste', de: 'Preis pro Arbeitsplatz', en: 'Price per seat' },
      { fr: 'Standard et files d’attente', de: 'Zentrale und Warteschlangen', en: 'Switchboard and queues' },
      { fr: 'Téléphones IP en location', de: 'IP-Telefone zur Miete', en: 'IP phones for rent' },
    ],
  },
]

/**
 * What the catalogue says a product costs on a site: the demo news that quote a price read it here,
 * so a news item and the offer cards never disagree.
 */
export function seededPrice(slug: string, site: Site): { monthly: number; promotion: number | null; fees: number[] } {
  const product = [...OPTION_SEEDS, ...OFFER_SEEDS].find((candidate) => candidate.slug === slug)
  if (!product) throw new Error(`seed: no product ${slug}`)
  return {
    monthly: product.monthly[site],
    promotion: product.promotion?.price[site] ?? null,
    fees: (product.fees ?? []).map((fee) => fee.amount),
  }
}

/** The promotion's end: the end of the day, `days` from now (demo content stays true). */
function promotionEnd(days: number, now: number): string {
  const end = new Date(now + days * 24 * 60 * 60 * 1000)
  end.setUTCHours(22, 59, 59, 0)
  return end.toISOString()
}

const CHANNEL_LIST_PAGE = 3110
const SEE_CHANNELS: L = { fr: 'Voir les chaînes', de: 'Sender ansehen', en: 'See the channels' }

/** The offers each home page shows first: the combo, a mobile plan, the TV pack. */
const HOME_TEASERS = ['trio-10g', 'mobile-plus', 'tv-comfort']
const HOME_PAGES: Record<Site, number> = { '1': 644, '2': 2735, '3': 2740 }

/** One product of one site in one language, as stored. */
function productData(product: ProductSeed, site: Site, locale: Locale, optionIds: ReadonlyMap<string, number>, now: number) {
  const channels = product.tvPack && packChannelCount(product.tvPack)
  const channelList = pageLink(CHANNEL_LIST_PAGE, locale, SEE_CHANNELS)
  return {
    name: product.name[locale],
    slug: product.slug,
    site,
    audience: product.audience,
    kind: product.kind,
    position: [...OPTION_SEEDS, ...OFFER_SEEDS].indexOf(product),
    description: product.description[locale],
    monthlyPrice: product.monthly[site],
    fees: (product.fees ?? []).map((fee) => ({ label: fee.label[locale], amount: fee.amount, waivedOnline: fee.waivedOnline ?? false })),
    promotion: product.promotion
      ? {
          price: product.promotion.price[site],
          validUntil: promotionEnd(product.promotion.days, now),
          months: product.promotion.months ?? null,
          label: product.promotion.label[locale],
        }
      : { price: null, validUntil: null, months: null, label: null },
    rebates: (product.rebates ?? []).map((rebate) => ({
      label: rebate.label[locale],
      amount: rebate.amount,
      unit: rebate.unit,
      withGroups: rebate.withGroups ?? [],
      minQuantity: rebate.minQuantity ?? 1,
    })),
    features: [
      ...(channels ? [{ text: { fr: `${channels} chaînes`, de: `${channels} Sender`, en: `${channels} channels` }[locale] }] : []),
      ...product.features.map((feature) => ({ text: feature[locale] })),
    ],
    requires: product.requires?.sites.includes(site) ? product.requires.groups : [],
    excludes: product.excludes ?? [],
    maxQuantity: product.maxQuantity ?? 1,
    details:
      product.tvPack && channelList.url ? { ...channelList, url: `${channelList.url}?pack=${product.tvPack}` } : { url: null, label: null },
    options: (product.options ?? []).map((slug) => {
      const id = optionIds.get(`${site}:${slug}`)
      if (id === undefined) throw new Error(`seed: option ${slug} of site ${site} is missing`)
      return id
    }),
  }
}

/** The catalogue of every site, options first (offers name them); returns the offer ids by offer page. */
export async function seedProducts(payload: Payload, now: number): Promise<Map<number, number[]>> {
  const optionIds = new Map<string, number>()
  const offerIds = new Map<number, number[]>()
  for (const site of SITE_IDS.map((id) => String(id) as Site)) {
    for (const product of [...OPTION_SEEDS, ...OFFER_SEEDS]) {
      const id = await upsert(payload, 'products', { match: { site, slug: product.slug } }, (locale) =>
        productData(product, site, locale, optionIds, now),
      )
      if (product.kind === 'option') optionIds.set(`${site}:${product.slug}`, id)
      for (const page of [product.page, HOME_TEASERS.includes(product.slug) ? HOME_PAGES[site] : null]) {
        if (page !== null) offerIds.set(page, [...(offerIds.get(page) ?? []), id])
      }
    }
  }
  return offerIds
}
