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
