/** What the contact pages and the legal notice say about the site's operator (§2), from its site settings. */
import type { SiteSetting } from '@/cms/payload-types'
import type { Audience } from '@/sites/audience'
import { PAGE_IDS } from '@/sites/page-roles'

type OpeningHours = { days: string; hours: string }

export type ContactDetailsData = {
  phone: string | null
  email: string | null
  /** Postal address lines: company, street, postcode and city. */
  address: string[]
  hours: OpeningHours[]
  company: { legalName: string; uid: string | null; commercialRegister: string | null }
}

/** Which pages show the operator's contact details, for which audience (the contact pages of §2 and Entremont's support). */
const CONTACT_DETAIL_PAGES: Readonly<Record<number, Audience>> = {
  [PAGE_IDS.genericContact]: 'private',
  [PAGE_IDS.businessContact]: 'business',
  [PAGE_IDS.entremontSupport]: 'private',
}

/** The legal notice (publisher) and the privacy policy (controller) name the company behind the site. */
const PUBLISHER_PAGES: readonly number[] = [PAGE_IDS.legalNotice, PAGE_IDS.privacyPolicy]

export function contactDetailsAudience(pageId: number): Audience | null {
  return CONTACT_DETAIL_PAGES[pageId] ?? null
}

export function isPublisherPage(pageId: number): boolean {
  return PUBLISHER_PAGES.includes(pageId)
}

/**
 * The details of one site and audience. `phone` is the same number as the top navigation's and
 * the mobile "Appeler" link's (the caller passes `phoneFor`'s answer); the academy keeps the
 * private line's hours. Null without settings.
 */
export function contactDetailsOf(settings: SiteSetting | null, audience: Audience, phone: string | null): ContactDetailsData | null {
  if (!settings) return null
  const hoursAudience = audience === 'business' ? 'business' : 'private'
  const postcodeCity = [settings.address?.postcode, settings.address?.city].filter(Boolean).join(' ')
  return {
    phone,
    email: settings.contactEmail || null,
    address: [settings.company.legalName, settings.address?.street, postcodeCity].filter((line): line is string => Boolean(line)),
    hours: (settings.openingHours ?? []).filter((row) => row.audience === hoursAudience).map(({ days, hours }) => ({ days, hours })),
    company: {
      legalName: settings.company.legalName,
      uid: settings.company.uid ?? null,
      commercialRegister: settings.company.commercialRegister ?? null,
    },
  }
}
