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

/** Screens of §2 that render a CMS page picked by this field rather than by id. */
export const SCREENS = [
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
export type Screen = (typeof SCREENS)[number]

/** Navigation trees (§3): one per menu and audience, named `{menu}_{audience}`. */
export const NAV_MENUS = ['footer', 'main', 'top'] as const
export const NAV_AUDIENCES = ['retail', 'business', 'academy'] as const
export const TREE_KEYS = NAV_MENUS.flatMap((menu) => NAV_AUDIENCES.map((audience) => `${menu}_${audience}` as const))
export type TreeKey = (typeof TREE_KEYS)[number]

/** The forms of the site's form platform: the `form` of a page bloc and the kind of a submission. */
export const FORM_KINDS = ['contact', 'moving', 'cancellation'] as const
export type FormKind = (typeof FORM_KINDS)[number]

/**
 * Mails of the outbox: an order's two, a form's request to its recipient and acknowledgement, an
 * outage-alert subscription's confirmation request and its alerts (event published, resolved).
 */
export const MAIL_KINDS = [
  'customer-confirmation',
  'distributor-notification',
  'form-request',
  'form-acknowledgement',
  'outage-confirmation',
  'outage-alert',
  'outage-resolved',
] as const
export type MailKind = (typeof MAIL_KINDS)[number]

/** Days of a seller's opening hours, Monday first (ISO 8601 order). */
export const WEEKDAYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** An outage-alert subscription: waiting for its confirmation link, receiving alerts, or ended. */
export const OUTAGE_SUBSCRIPTION_STATUSES = ['pending', 'active', 'unsubscribed'] as const
export type OutageSubscriptionStatus = (typeof OUTAGE_SUBSCRIPTION_STATUSES)[number]

/** The two alerts of a network event: when it is published, and when it is resolved. */
export const OUTAGE_ALERT_KINDS = ['published', 'resolved'] as const
export type OutageAlertKind = (typeof OUTAGE_ALERT_KINDS)[number]
