import { defineRouting } from 'next-intl/routing'

import { DEFAULT_LOCALE, LOCALES } from './locales'

export const LOCALE_COOKIE = 'NEXT_LOCALE'

/** §2: French unprefixed, de/en prefixed; the localized paths of the screens table. */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
  alternateLinks: false,
  pathnames: {
    '/': '/',
    '/order': { fr: '/commande', de: '/bestellung', en: '/order' },
    '/order/tracking': { fr: '/commande/suivi', de: '/bestellung/status', en: '/order/tracking' },
    '/business': '/business',
    '/business/order': { fr: '/business/commande', de: '/business/bestellung', en: '/business/order' },
    '/business/references': '/business/references',
    '/business/references/[detail]': '/business/references/[detail]',
    '/contact': '/contact',
    '/editor': '/editor',
    '/editor/reset-password': '/editor/reset-password',
    '/editor/activate': '/editor/activate',
    '/partners': { fr: '/partenaires', de: '/partner', en: '/partner' },
    '/search': '/recherche',
    '/satisfaction': { fr: '/satisfaction', de: '/zufriedenheit', en: '/satisfaction' },
    '/news': '/actualites',
    '/news/[detail]': '/actualites/[detail]',
    '/outage-alerts': { fr: '/alertes-reseau', de: '/stoerungsmeldungen', en: '/outage-alerts' },
    '/[...path]': '/[...path]',
  },
})

export type AppPathname = keyof typeof routing.pathnames

/** Old spellings of the order screens (§2 "plus alias variants"), answered with a permanent redirect. */
export const ORDER_ALIASES: { source: string; destination: string }[] = [
  { source: '/command', destination: '/commande' },
  // Through /fr/… so that the explicit French prefix also sets the locale cookie.
  { source: '/fr/command', destination: '/fr/commande' },
  { source: '/en/commande', destination: '/en/order' },
  { source: '/en/command', destination: '/en/order' },
  { source: '/de/commande', destination: '/de/bestellung' },
  { source: '/de/command', destination: '/de/bestellung' },
  { source: '/de/order', destination: '/de/bestellung' },
  { source: '/business/command', destination: '/business/commande' },
  // The business tree has no English (§2): straight to the French funnel.
  { source: '/en/business/commande', destination: '/fr/business/commande' },
  { source: '/de/business/commande', destination: '/de/business/bestellung' },
]

/**
 * The internal paths of screens whose public path is the same word in every language
 * ('/news' → '/actualites'): next-intl serves them as they are, a duplicate of the page, so they
 * are answered with a permanent redirect like the order's aliases.
 */
export const SCREEN_DUPLICATES: { source: string; destination: string }[] = ['', '/de', '/en'].flatMap((prefix) => [
  { source: `${prefix}/news`, destination: `${prefix}/actualites` },
  { source: `${prefix}/news/:detail`, destination: `${prefix}/actualites/:detail` },
  { source: `${prefix}/search`, destination: `${prefix}/recherche` },
])
