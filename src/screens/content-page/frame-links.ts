import 'server-only'

import { surveyId } from '@/screens/blocks'
import type { TeaserLinks } from '@/screens/blocks/server'
import { contactDetailsOf } from '@/screens/contact-details'
import { getSiteSettings, phoneFor } from '@/screens/frame/server'
import { badgeFigure } from '@/features/satisfaction/server'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import type { Audience } from '@/sites/audience'
import { pageIdOf, siteRules, type SiteId } from '@/sites/sites'

import { getPublishedPage, getFixedRoutePage } from '@/features/pages/server'

/** The url of a published page of the site in this locale, or null: the layout never fails on it. */
export async function pageUrl(id: number, site: SiteId, locale: Locale): Promise<string | null> {
  try {
    return (await getPublishedPage(id, site, locale))?.urls[locale] ?? null
  } catch {
    return null
  }
}

/**
 * The footer badge (§2, private sections of the main site and Fribourg): it leads to the satisfaction
 * screen, and its figure comes from the answers to the survey asked there. Never fails the layout.
 */
export async function satisfactionBadge(site: SiteId, locale: Locale) {
  try {
    const page = await getFixedRoutePage('satisfaction', site, locale)
    const url = page?.urls[locale]
    if (!page || !url) return null
    const survey = (page.blocs ?? []).map(surveyId).find((id) => id !== null)
    return { url, figure: survey === undefined ? null : await badgeFigure(survey, site, locale) }
  } catch {
    return null
  }
}

/** The references list's url, or null: the page never fails on it. */
async function referencesUrl(site: SiteId, locale: Locale): Promise<string | null> {
  try {
    return (await getFixedRoutePage('references', site, locale))?.urls[locale] ?? null
  } catch {
    return null
  }
}

/**
 * Where a page's teasers lead: the news list, the status page, the satisfaction badge where the site
 * shows one (§2), the references, and the phone line (§2's top-navigation phone, the same as
 * "Appeler") and contact page of the page's audience.
 */
export async function teaserLinks(site: SiteId, locale: Locale, audience: Audience): Promise<TeaserLinks> {
  const [networkStatus, satisfaction, references, contactUrl, settings] = await Promise.all([
    pageUrl(pageIdOf(site, 'networkStatus'), site, locale),
    siteRules(site).hasSatisfactionBadge ? satisfactionBadge(site, locale) : null,
    referencesUrl(site, locale),
    pageUrl(pageIdOf(site, audience === 'business' ? 'businessContact' : 'contact'), site, locale),
    getSiteSettings(site),
  ])
  const phone = phoneFor(settings, audience)
  const contact = { phone, hours: contactDetailsOf(settings, audience, phone)?.hours ?? [], url: contactUrl }
  return { newsList: getPathname({ href: '/news', locale }), networkStatus, satisfaction, references, contact }
}
