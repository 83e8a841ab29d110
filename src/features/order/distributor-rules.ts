import { z } from 'zod'

/** §8 order error keys: message keys, resolved by the locale files. */
export const ORDER_ERRORS = {
  getDistributor: 'order.caius.error.get_distributor',
  getStreets: 'order.caius.error.get_streets',
  npaException: 'order.caius.error.npa_exception',
} as const

export type OrderErrorKey = (typeof ORDER_ERRORS)[keyof typeof ORDER_ERRORS]

/** §3 street row. */
export interface StreetRow {
  city: string
  npa: string
  street: string
}

/** §3 distributor redirect; key 'all' matches every pack. */
export interface DistributorRedirect {
  key: string
  target: string
}

/** §3 distributor as the content service returns it (embed zip_codes and redirects). */
export interface ContentDistributor {
  id?: number
  name: string
  email: string
  website: string
  address: string
  npa: string
  city: string
  phone: string
  key: string
  id_ws: string
  zip_codes?: { zip_codes_list?: string | null } | null
  redirects?: readonly DistributorRedirect[] | null
}

export const REDIRECT_ALL = 'all'

// ---------------------------------------------------------------------------
// §5 postal code ↔ distributor

/** Codes of a comma-separated list; whitespace is removed first, so '19 33' counts as '1933'. */
export function zipCodesOf(list: string | null | undefined): string[] {
  if (!list) return []
  return list
    .replace(/\s+/g, '')
    .split(',')
    .filter((code) => code !== '')
}

/** §5: a postal code matches when it appears in the distributor's list (whitespace removed). */
export function npaMatchesDistributor(npa: string, distributor: ContentDistributor): boolean {
  const code = npa.replace(/\s+/g, '')
  if (code === '') return false
  return zipCodesOf(distributor.zip_codes?.zip_codes_list).includes(code)
}

/** The first distributor (in content-service order) whose list holds the postal code. */
export function findDistributorForNpa(
  npa: string,
  distributors: readonly ContentDistributor[],
): ContentDistributor | null {
  return distributors.find((d) => npaMatchesDistributor(npa, d)) ?? null
}

/**
 * The redirect that applies to the chosen pack: one keyed by the pack itself wins over a
 * catch-all 'all' one, so an editor can give one pack a more specific target.
 */
export function findRedirect(
  distributor: ContentDistributor,
  pack: string | null | undefined,
): DistributorRedirect | null {
  const redirects = distributor.redirects ?? []
  const exact = pack ? redirects.find((r) => r.key === pack) : undefined
  return exact ?? redirects.find((r) => r.key === REDIRECT_ALL) ?? null
}

// ---------------------------------------------------------------------------
// §5 / §7 cable-operator lookup (/swisscable XML, after XML → object conversion)

export const CABLE_PROVIDER_FIELDS = [
  'address', 'address2', 'city', 'coax', 'copper', 'email', 'email2', 'fax', 'fibre',
  'hva_email', 'hva_firstname', 'hva_lastname', 'hva_tel', 'inet_download', 'inet_upload',
  'name', 'name2', 'nga_prid', 'logo', 'sc_hva_f', 'sc_hva_g', 'sc_id', 'srvp_id', 'srvp_name',
  'tel', 'tv_name', 'url', 'url_4k', 'url_hdtv', 'url_hva', 'url_internet', 'url_mysports',
  'url_sdtv', 'url_tel', 'url_tv', 'zip', 'bypass', 'key',
] as const

export type CableProviderField = (typeof CABLE_PROVIDER_FIELDS)[number]

/** §3 distributor of the cable-operator lookup service; values are XML text. */
export type CableProvider = Partial<Record<CableProviderField, string>>

export interface SwisscableRow {
  ort: string
  plz: string
  str: string
}

export interface SwisscableResponse {
  header: { returncode: string }
  body: {
    // XML → object turns a single <row> into an object and several into an array.
    strlist?: { row?: SwisscableRow | readonly SwisscableRow[] }
    provider?: CableProvider
  }
}

// The XML converter types numbers (plz 1934) and renders empty elements as ''.
const xmlText = z.union([z.string(), z.number(), z.boolean()]).transform((v) => String(v))
const emptyToUndefined = (v: unknown): unknown => (v === '' || v === null ? undefined : v)
const rowSchema = z.object({ ort: xmlText, plz: xmlText, str: xmlText })

const swisscableSchema = z.object({
  header: z.object({ returncode: xmlText }),
  body: z.preprocess(
    (v) => emptyToUndefined(v) ?? {},
    z.object({
      strlist: z.preprocess(
        emptyToUndefined,
        z
          .object({
            row: z.preprocess(emptyToUndefined, z.union([rowSchema, z.array(rowSchema)]).optional()),
          })
          .optional(),
      ),
      provider: z.preprocess(emptyToUndefined, z.record(z.string(), z.unknown()).optional()),
    }),
  ),
})

function pickProvider(raw: Readonly<Record<string, unknown>>): CableProvider {
  const provider: CableProvider = {}
  for (const field of CABLE_PROVIDER_FIELDS) {
    const value = raw[field]
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      provider[field] = String(value)
    }
  }
  return provider
}

/** Validates the converted XML; null when it is not a lookup answer at all. */
export function parseSwisscableResponse(raw: unknown): SwisscableResponse | null {
  const result = swisscableSchema.safeParse(raw)
  if (!result.success) return null
  const { header, body } = result.data
  return {
    header,
    body: {
      ...(body.strlist ? { strlist: body.strlist } : {}),
      ...(body.provider ? { provider: pickProvider(body.provider) } : {}),
    },
  }
}

/** The street list as §3 street rows, whether the XML held one row or many. */
export function streetRowsOf(response: SwisscableResponse): StreetRow[] {
  const row = response.body.strlist?.row
  if (row === undefined) return []
  const rows: readonly SwisscableRow[] = Array.isArray(row) ? row : [row as SwisscableRow]
  return rows.map((r) => ({ city: r.ort, npa: r.plz, street: r.str }))
}

/** An empty <provider/> is no provider. */
export function providerOf(response: SwisscableResponse): CableProvider | null {
  const provider = response.body.provider
  return provider && Object.keys(provider).length > 0 ? provider : null
}

/** §5: success only with return code 'success' and a street list with rows or a provider. */
export function isStreetLookupSuccess(response: SwisscableResponse): boolean {
  return (
    response.header.returncode === 'success' &&
    (streetRowsOf(response).length > 0 || providerOf(response) !== null)
  )
}

export type StreetLookupResult =
  | { ok: true; streets: StreetRow[]; provider: CableProvider | null }
  | { ok: false; error: typeof ORDER_ERRORS.getStreets }

/** What the order flow does with a lookup answer; a missing or malformed answer is a failure. */
export function interpretStreetLookup(response: SwisscableResponse | null): StreetLookupResult {
  if (response === null || !isStreetLookupSuccess(response)) {
    return { ok: false, error: ORDER_ERRORS.getStreets }
  }
  return { ok: true, streets: streetRowsOf(response), provider: providerOf(response) }
}
