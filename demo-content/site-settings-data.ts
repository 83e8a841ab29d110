import type { Locale } from '@/i18n/locales'

import type { L } from './upsert'

const VALAIS: L = {
  fr: 'Registre du commerce du canton du Valais',
  de: 'Handelsregister des Kantons Wallis',
  en: 'Commercial register of the canton of Valais',
}
const FRIBOURG: L = {
  fr: 'Registre du commerce du canton de Fribourg',
  de: 'Handelsregister des Kantons Freiburg',
  en: 'Commercial register of the canton of Fribourg',
}
const WEEKDAYS: L = { fr: 'Lundi – vendredi', de: 'Montag – Freitag', en: 'Monday – Friday' }
const SATURDAY: L = { fr: 'Samedi', de: 'Samstag', en: 'Saturday' }
const FAULTS: L = { fr: 'Dérangements (contrats SLA)', de: 'Störungen (SLA-Verträge)', en: 'Faults (SLA contracts)' }

type Hours = { audience: 'private' | 'business'; days: L; hours: string }

/** The service line's hours; business customers with an SLA reach the fault desk at any time. */
function openingHours(privateWeekdays: string, saturday: string | null): Hours[] {
  return [
    { audience: 'private', days: WEEKDAYS, hours: privateWeekdays },
    ...(saturday ? [{ audience: 'private' as const, days: SATURDAY, hours: saturday }] : []),
    { audience: 'business', days: WEEKDAYS, hours: '07:30 – 18:00' },
    { audience: 'business', days: FAULTS, hours: '24/7' },
  ]
}

/** Demo values of the per-site tokens of §2 and §9 (editable in the admin afterwards). */
export const SITE_SETTINGS = [
  {
    site: '1' as const,
    name: 'Netplus',
    contactEmail: 'service@netplus.ch',
    phones: { private: '0800 800 400', business: '0800 800 401', academy: '0800 800 402' },
    social: [
      { network: 'facebook' as const, url: 'https://www.facebook.com/netplus.ch' },
      { network: 'instagram' as const, url: 'https://www.instagram.com/netplus.ch' },
      { network: 'linkedin' as const, url: 'https://www.linkedin.com/company/netplus-sa' },
      { network: 'youtube' as const, url: 'https://www.youtube.com/@netplus' },
    ],
    company: { legalName: 'Netplus SA', uid: 'CHE-109.483.728', commercialRegister: VALAIS },
    address: { street: 'Avenue de Tourbillon 36', postcode: '1950', city: 'Sion' },
    openingHours: openingHours('08:00 – 18:00', '09:00 – 12:00'),
    copyrightYear: 2019,
    links: {
      customerArea: 'https://moncompte.netplus.ch',
      webmail: 'https://webmail.netplus.ch',
      resellers: 'https://revendeurs.netplus.ch',
    },
  },
  {
    site: '2' as const,
    name: 'Netplus Entremont',
    contactEmail: 'service@entremont.netplus.ch',
    phones: { private: '027 783 11 11', business: '027 783 11 12', academy: '027 783 11 13' },
    social: [
      { network: 'facebook' as const, url: 'https://www.facebook.com/teleentremont' },
      { network: 'instagram' as const, url: 'https://www.instagram.com/teleentremont' },
    ],
    company: { legalName: 'Netplus Entremont SA', uid: 'CHE-215.730.462', commercialRegister: VALAIS },
    address: { street: 'Route de Mauvoisin 21', postcode: '1934', city: 'Le Châble' },
    openingHours: openingHours('08:00 – 12:00, 13:30 – 17:30', '09:00 – 11:30'),
    copyrightYear: 2019,
    links: {
      customerArea: 'https://moncompte.netplus.ch',
      webmail: 'https://webmail.netplus.ch',
      resellers: 'https://revendeurs.netplus.ch',
    },
  },
  {
    site: '3' as const,
    name: 'Netplus Fribourg',
    contactEmail: 'service@fribourg.netplus.ch',
    phones: { private: '026 350 11 11', business: '026 350 11 12', academy: '026 350 11 13' },
    social: [
      { network: 'facebook' as const, url: 'https://www.facebook.com/netplusfribourg' },
      { network: 'linkedin' as const, url: 'https://www.linkedin.com/company/netplus-fribourg' },
      { network: 'youtube' as const, url: 'https://www.youtube.com/@netplusfribourg' },
    ],
    company: { legalName: 'Netplus Fribourg SA', uid: 'CHE-382.641.052', commercialRegister: FRIBOURG },
    address: { street: 'Boulevard de Pérolles 25', postcode: '1700', city: 'Fribourg' },
    openingHours: openingHours('08:00 – 18:00', null),
    copyrightYear: 2020,
    links: {
      customerArea: 'https://moncompte.netplus.ch',
      webmail: 'https://webmail.netplus.ch',
      resellers: 'https://revendeurs.netplus.ch',
    },
  },
]

export type SiteSettingsSeed = (typeof SITE_SETTINGS)[number]

/** One site's settings in one language (the register's name and the days are translated). */
export function siteSettingsIn(settings: SiteSettingsSeed, locale: Locale) {
  return {
    ...settings,
    company: { ...settings.company, commercialRegister: settings.company.commercialRegister[locale] },
    openingHours: settings.openingHours.map((row) => ({ ...row, days: row.days[locale] })),
  }
}
