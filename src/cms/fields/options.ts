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
