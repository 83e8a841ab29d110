import type { Catalogue } from '@/features/catalogue'
import type { ContentDistributor } from '@/features/distributors'
import type { Locale } from '@/i18n/locales'
import { fetchJson } from '@/lib/http-client'

/**
 * What the availability check needs once a visitor uses it: the networks its postal codes lead to,
 * the offers it shows at an address and their "Commander" links (by slug), and what it says then
 * (results, prices, errors). Its first paint, the address form, needs none of it: the island
 * fetches it with its code, so the page's payload does not carry it.
 */
export interface CheckData {
  distributors: readonly ContentDistributor[]
  catalogue: Catalogue
  orderUrls: Readonly<Record<string, string>>
  messages: Record<string, unknown>
}

/** GET of the check's data for this site (its host) in `locale`. */
const CHECK_DATA_PATH = '/api/availability-check'

/** The check's data, from the site's own route; a failed call throws (the island then waits for the next touch). */
export function fetchCheckData(locale: Locale): Promise<CheckData> {
  return fetchJson<CheckData>(CHECK_DATA_PATH, { query: { locale } })
}
