import { BUSINESS_HOME } from './business'
import { ACADEMY_PAGES, ACADEMY_PRACTICAL, academyCourses, academyHome, academyTopicPage } from './academy'
import { ABOUT, BUSINESS_CONTACT, CLOSE_TO_YOU, CONTACT, COOKIE_POLICY, LEGAL_NOTICE, PRIVACY_POLICY, SHAREHOLDERS } from './company'
import {
  billingPage,
  downloadsPage,
  jobsPage,
  NETWORK,
  POINTS_OF_SALE,
  PROFILE,
  RESELLERS,
  SPONSORING,
  TECHNICAL_SUPPORT,
} from './entremont'
import { BUSINESS_MOBILE, COMBO, IP_CENTREX, LANDLINE, MOBILE, SIP_TRUNK, SME, SOHO, TEAMS, TELEVISION, YOUNG } from './offers'
import { PAGE_NOTES, PAGE_QUESTIONS } from './questions'
import type { PageText, TextContext } from './text-seed'

/** Every page's own words by page id; dated pages (jobs, billing, courses) are written against the seed's clock. */
const PAGE_TEXTS: Record<number, PageText | ((context: TextContext) => PageText)> = {
  477: COMBO,
  503: MOBILE,
  514: TELEVISION,
  482: YOUNG,
  582: LANDLINE,
  552: ABOUT,
  159: SHAREHOLDERS,
  161: LEGAL_NOTICE,
  551: CLOSE_TO_YOU,
  3102: BUSINESS_HOME,
  575: SOHO,
  554: SME,
  568: BUSINESS_MOBILE,
  576: BUSINESS_CONTACT,
  744: CONTACT,
  565: SIP_TRUNK,
  2161: TEAMS,
  560: IP_CENTREX,
  1353: PROFILE,
  1361: NETWORK,
  1362: jobsPage,
  1366: SPONSORING,
  1370: POINTS_OF_SALE,
  1375: RESELLERS,
  1378: TECHNICAL_SUPPORT,
  2121: downloadsPage,
  1381: billingPage,
  3160: PRIVACY_POLICY,
  3161: COOKIE_POLICY,
  [ACADEMY_PAGES.home]: academyHome,
  [ACADEMY_PAGES.courses]: academyCourses,
  [ACADEMY_PAGES.smartphone]: (context) => academyTopicPage('smartphone', context),
  [ACADEMY_PAGES.wifi]: (context) => academyTopicPage('wifi', context),
  [ACADEMY_PAGES.security]: (context) => academyTopicPage('security', context),
  [ACADEMY_PAGES.tv]: (context) => academyTopicPage('tv', context),
  [ACADEMY_PAGES.computer]: (context) => academyTopicPage('computer', context),
  [ACADEMY_PAGES.seniors]: (context) => academyTopicPage('seniors', context),
  [ACADEMY_PAGES.practical]: ACADEMY_PRACTICAL,
}

/** A page's words, its own notes and questions last. */
export function pageText(id: number, context: TextContext): PageText {
  const entry = PAGE_TEXTS[id]
  const text = typeof entry === 'function' ? entry(context) : (entry ?? {})
  const more = [PAGE_NOTES[id], PAGE_QUESTIONS[id]].filter((section) => section !== undefined)
  return more.length > 0 ? { ...text, sections: [...(text.sections ?? []), ...more] } : text
}

export { ACADEMY_PAGES } from './academy'
export type { PageText, TextContext } from './text-seed'
