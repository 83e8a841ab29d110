/** What the contact pages and the legal notice say about the site's operator (§2), from its site settings. */
import type { SiteSetting } from '@/cms/payload-types'
import type { Audience } from '@/sites/audience'

type OpeningHours = { days: string; hours: string }

export type ContactDetailsData = {
  phone: string | null
  email: string | null
  /** Postal address lines: company, street, postcode and city. */
  address: string[]
  hours: OpeningHours[]
  company: { legalName: string; uid: string | null; commercialRegister: string | null }
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
