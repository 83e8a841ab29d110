import type { Locale } from '@/i18n/locales'

import { siteRules, type SiteId } from './sites'

export type Audience = 'private' | 'business' | 'academy'

/** The private audience's tree key in the content service (§1). */
export const PRIVATE_TREE_KEY = 'bliblablo'

/** §1: the first entry of the page's section list decides; anything else is private. */
export function audienceOf(sections: readonly (string | null | undefined)[] | null | undefined): Audience {
  const first = sections?.[0]
  return first === 'business' || first === 'academy' ? first : 'private'
}

/** Navigation tree suffix of §7 (`main_retail`, `top_business`, …). */
export function treeAudience(audience: Audience): 'retail' | 'business' | 'academy' {
  return audience === 'private' ? 'retail' : audience
}

/** Theme classes for the document: site theme, audience theme, and the page's own theme. */
export function themeClasses(site: SiteId, audience: Audience, pageTheme?: string | null): string {
  const rules = siteRules(site)
  const classes = [`site-${rules.key}`]
  if (audience === 'academy') classes.push('theme-academy')
  else if (audience === 'business') classes.push(rules.businessThemeClass)
  else classes.push(rules.themeClass)
  if (pageTheme === 'dark-theme') classes.push('dark-theme')
  return classes.join(' ')
}

/** §2: the locales a page of this site and audience exists in; English is left out on the business tree. */
export function audienceLocales(site: SiteId, audience: Audience): readonly Locale[] {
  return siteRules(site).locales.filter((locale) => !(locale === 'en' && audience === 'business'))
}
