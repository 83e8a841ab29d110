import { SITE_IDS } from '@/sites/sites'

export const siteOptions = SITE_IDS.map((id) => ({
  label: { fr: `Site ${id}`, de: `Site ${id}`, en: `Site ${id}` },
  value: String(id),
}))

export const sectionOptions = [
  { label: 'Particuliers (bliblablo)', value: 'bliblablo' },
  { label: 'Business', value: 'business' },
  { label: 'Academy', value: 'academy' },
]

/** The fixed routes of §2 (/commande, /contact…): each renders the CMS page whose `screen` field names it, not a page picked by id. */
export const FIXED_ROUTES = [
  'order',
  'business',
  'business-order',
  'references',
  'contact',
  'editor',
  'partners',
  'search',
  'satisfaction',
  'news',
] as const
export type FixedRoute = (typeof FIXED_ROUTES)[number]

/** Navigation trees (§3): one per menu and audience, named `{menu}_{audience}`. */
const NAV_MENUS = ['footer', 'main', 'top'] as const
const NAV_AUDIENCES = ['retail', 'business', 'academy'] as const
export const TREE_KEYS = NAV_MENUS.flatMap((menu) => NAV_AUDIENCES.map((audience) => `${menu}_${audience}` as const))
export type TreeKey = (typeof TREE_KEYS)[number]

/** Question kinds of a satisfaction survey: a 1–5 or 0–10 scale, one of the editor's choices, or free text. */
export const SURVEY_QUESTION_KINDS = ['scale5', 'scale10', 'choice', 'text'] as const
export type SurveyQuestionKind = (typeof SURVEY_QUESTION_KINDS)[number]

/** Kinds of the partner area's documents, in the order the area lists them. */
export const PARTNER_DOCUMENT_CATEGORIES = ['price-lists', 'sales-tools', 'contracts', 'technical'] as const
export type PartnerDocumentCategory = (typeof PARTNER_DOCUMENT_CATEGORIES)[number]

/**
 * What a catalogue product takes the place of in one order (one internet access, one TV
 * subscription, one mobile plan, one phone line), and what another product may require.
 */
export const PRODUCT_GROUPS = ['internet', 'tv', 'mobile', 'phone'] as const
export type ProductGroup = (typeof PRODUCT_GROUPS)[number]

/**
 * What a bloc can show of the site's life: its latest news, the network's state in one line, the
 * satisfaction figure, its latest business references, the audience's phone and contact page.
 */
export const BLOC_TEASERS = ['latest-news', 'network-status', 'satisfaction', 'references', 'contact'] as const
export type BlocTeaser = (typeof BLOC_TEASERS)[number]

/** The TV catalogues an editor can place in a page bloc: the channel list and the VOD catalogue (§1). */
export const CATALOGUES = ['channel-list', 'vod-catalogue'] as const
export type Catalogue = (typeof CATALOGUES)[number]

/**
 * Mails of the outbox: an order's two, a form's request to its recipient and acknowledgement, an
 * outage-alert subscription's confirmation request and its alerts (event published, resolved), an
 * order's status changes and the new link to its page a customer asks for, and the CMS's own
 * account mails (a password reset, an invitation).
 */
export const MAIL_KINDS = [
  'customer-confirmation',
  'distributor-notification',
  'sales-notification',
  'form-request',
  'form-acknowledgement',
  'outage-confirmation',
  'outage-alert',
  'outage-resolved',
  'order-status',
  'order-link',
  'installation-appointment',
  'content-health-digest',
  'account',
] as const
export type MailKind = (typeof MAIL_KINDS)[number]

/**
 * An order's course after the funnel: received, confirmed by staff, the installation booked,
 * installed (or activated, when nothing is installed), or cancelled.
 */
export const ORDER_STATUSES = ['received', 'confirmed', 'installation-booked', 'installed', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Days of a seller's opening hours, Monday first (ISO 8601 order). */
export const WEEKDAYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** An outage-alert subscription: waiting for its confirmation link, receiving alerts, or ended. */
export const OUTAGE_SUBSCRIPTION_STATUSES = ['pending', 'active', 'unsubscribed'] as const
export type OutageSubscriptionStatus = (typeof OUTAGE_SUBSCRIPTION_STATUSES)[number]

/** The two alerts of a network event: when it is published, and when it is resolved. */
export const OUTAGE_ALERT_KINDS = ['published', 'resolved'] as const
export type OutageAlertKind = (typeof OUTAGE_ALERT_KINDS)[number]

/** The request context key through which the site's account screens give Payload's account mails their language. */
export const ACCOUNT_MAIL_LOCALE = 'accountMailLocale'

/** The two half-days a technician installs in: the morning and the afternoon. */
export const HALF_DAYS = ['morning', 'afternoon'] as const
export type HalfDay = (typeof HALF_DAYS)[number]

/** The Swiss cantons, by their official two-letter codes: which public holidays a network keeps. */
export const CANTONS = [
  'AG',
  'AI',
  'AR',
  'BE',
  'BL',
  'BS',
  'FR',
  'GE',
  'GL',
  'GR',
  'JU',
  'LU',
  'NE',
  'NW',
  'OW',
  'SG',
  'SH',
  'SO',
  'SZ',
  'TG',
  'TI',
  'UR',
  'VD',
  'VS',
  'ZG',
  'ZH',
] as const
export type Canton = (typeof CANTONS)[number]

/** An installation appointment: booked (the seat is taken), or cancelled by the customer (the seat is free again). */
export const APPOINTMENT_STATUSES = ['booked', 'cancelled'] as const

/**
 * What the content health view (src/features/content-health) lists, by category: each kind of
 * row belongs to one category, in the order the view shows them.
 */
export const HEALTH_KINDS = {
  translations: ['missing-translation', 'stale-translation'],
  links: ['link-deleted', 'link-unpublished', 'link-no-url', 'link-broken'],
  dates: ['ended', 'ends-soon', 'starts-soon'],
  media: ['missing-alt', 'large-file'],
  findability: ['orphan-page', 'missing-description', 'long-title'],
  scheduled: ['scheduled-publication'],
} as const
export type HealthCategory = keyof typeof HEALTH_KINDS
export type HealthKind = (typeof HEALTH_KINDS)[HealthCategory][number]
export const HEALTH_CATEGORIES = Object.keys(HEALTH_KINDS) as HealthCategory[]
export const HEALTH_KIND_LIST = HEALTH_CATEGORIES.flatMap((category) => HEALTH_KINDS[category]) as HealthKind[]

/** The content health jobs (src/features/content-health), in a queue of their own beside scheduled publishing. */
export const HEALTH_QUEUE = 'content-health'
/** The context of the refresh job's own saves (the refresh time): they queue no refresh. */
export const HEALTH_REFRESH_CONTEXT = 'contentHealthRefresh'
export const HEALTH_TASKS = {
  refresh: 'refreshContentHealth',
  checkLinks: 'checkExternalLinks',
  digest: 'sendContentHealthDigest',
} as const
