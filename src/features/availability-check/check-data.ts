import type { Catalogue } from '@/features/catalogue'
import type { ContentDistributor } from '@/features/distributors'
import type { Locale } from '@/i18n/locales'
import { requestJson } from '@/lib/http-client'

/**
 * What the availability check needs once a visitor uses it: the networks its postal codes lead to,
 * the offers it shows at an address and their "Commander" links (by slug). Its first paint, the
 * address form, needs none of it: the island fetches it with its code, so the page's payload does
 * not carry it.
 */
export interface CheckData {
  distributors: readonly ContentDistributor[]
  catalogue: Catalogue
  orderUrls: Readonly<Record<string, string>>
}

/** GET of the check's data for this site (its host) in `locale`. */
const CHECK_DATA_PATH = '/api/availability-check'

/** The check's data, from the site's own route; a failed call throws (the island then waits for the next touch). */
export async function fetchCheckData(locale: Locale): Promise<CheckData> {
  const answer = await requestJson<CheckData>(CHECK_DATA_PATH, { query: { locale } })
  if (!answer.ok || !answer.body) throw new Error(`availability check data: ${answer.status}`)
  return answer.body
}
