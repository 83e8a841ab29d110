// zod/mini: the address check parses answers in the browser, on the home pages too.
import * as z from 'zod/mini'

import { CABLE_PROVIDER_FIELDS, type CableProvider } from '@/features/distributors'

import { ADDRESS_ERRORS } from './address-errors'

/**
 * The §7 cable-operator lookup (/swisscable). On the wire the XML converts to an object with
 * header.returncode and body.strlist rows (ort, plz, str) or body.provider; the root element name
 * is ours: <swisscable>. Inside the application a street is always a §3 street row: rows are
 * converted at the XML border, in both directions, and nowhere else.
 */

/** §3 street row. */
export interface StreetRow {
  city: string
  npa: string
  street: string
}

export interface SwisscableResponse {
  header: { returncode: string }
  body: {
    strlist?: readonly StreetRow[]
    provider?: CableProvider
  }
}

/** Return codes besides the spec's 'success'. */
export const RETURN_CODES = {
  success: 'success',
  notFound: 'not_found',
  invalid: 'invalid',
  error: 'error',
} as const

export function swisscableAnswer(returncode: string, body: SwisscableResponse['body'] = {}): SwisscableResponse {
  return { header: { returncode }, body }
}

// ---------------------------------------------------------------------------
// The converted XML object → SwisscableResponse

// The XML converter types numbers (plz 1934) and renders empty elements as ''.
const xmlText = z.pipe(
  z.union([z.string(), z.number(), z.boolean()]),
  z.transform((v) => String(v)),
)
const emptyToUndefined = (v: unknown): unknown => (v === '' || v === null ? undefined : v)
/** An optional element: empty (or absent) is undefined. */
const optionalElement = <T extends z.ZodMiniType>(schema: T) => z.pipe(z.transform(emptyToUndefined), z.optional(schema))
const rowSchema = z.pipe(
  z.object({ ort: xmlText, plz: xmlText, str: xmlText }),
  z.transform((r): StreetRow => ({ city: r.ort, npa: r.plz, street: r.str })),
)

const swisscableSchema = z.object({
  header: z.object({ returncode: xmlText }),
  body: z.pipe(
    z.transform((v) => emptyToUndefined(v) ?? {}),
    z.object({
      strlist: optionalElement(
        z.object({
          // XML → object turns a single <row> into an object and several into an array.
          row: optionalElement(
            z.union([
              z.pipe(
                rowSchema,
                z.transform((r) => [r]),
              ),
              z.array(rowSchema),
            ]),
          ),
        }),
      ),
      provider: optionalElement(z.record(z.string(), z.unknown())),
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
  const rows = body.strlist?.row
  return {
    header,
    body: {
      ...(rows ? { strlist: rows } : {}),
      ...(body.provider ? { provider: pickProvider(body.provider) } : {}),
    },
  }
}

// ---------------------------------------------------------------------------
// XML text → SwisscableResponse

/** The XML as an object (whatever its root element is called) → the §7 answer, or null. */
export function swisscableFromXmlObject(document: unknown): SwisscableResponse | null {
  if (typeof document !== 'object' || document === null) return null
  const roots = Object.values(document)
  return roots.length === 1 ? parseSwisscableResponse(roots[0]) : null
}

/**
 * An element as the XML object: text for a leaf (trimmed, never typed: a postal code is not a
 * number and house numbers like 007 keep their zeros), an object of its children otherwise, a
 * repeated child as an array — what the server's XML library gives for the same text.
 */
function elementValue(element: Element): unknown {
  const children = [...element.children]
  if (children.length === 0) return element.textContent?.trim() ?? ''
  const value: Record<string, unknown> = {}
  for (const child of children) {
    const item = elementValue(child)
    const seen = value[child.tagName]
    value[child.tagName] = seen === undefined ? item : Array.isArray(seen) ? [...seen, item] : [seen, item]
  }
  return value
}

/**
 * XML text → the §7 answer in the browser, with the browser's own XML parser: the address step
 * does not ship an XML library. The server reads and writes with one (swisscable-xml.server.ts).
 */
export function readSwisscableXmlInBrowser(xml: string): SwisscableResponse | null {
  const document = new DOMParser().parseFromString(xml, 'application/xml')
  const root = document.documentElement
  if (!root || document.getElementsByTagName('parsererror').length > 0) return null
  return swisscableFromXmlObject({ [root.tagName]: elementValue(root) })
}

// ---------------------------------------------------------------------------
// What an answer means (§5)

export function streetRowsOf(response: SwisscableResponse): readonly StreetRow[] {
  return response.body.strlist ?? []
}

/** An empty <provider/> is no provider. */
export function providerOf(response: SwisscableResponse): CableProvider | null {
  const provider = response.body.provider
  return provider && Object.keys(provider).length > 0 ? provider : null
}

/** §5: success only with return code 'success' and a street list with rows or a provider. */
export function isStreetLookupSuccess(response: SwisscableResponse): boolean {
  return response.header.returncode === RETURN_CODES.success && (streetRowsOf(response).length > 0 || providerOf(response) !== null)
}

export type StreetLookupResult =
  { ok: true; streets: readonly StreetRow[]; provider: CableProvider | null } | { ok: false; error: typeof ADDRESS_ERRORS.getStreets }

/** What the address flow does with a lookup answer; a missing or malformed answer is a failure. */
export function interpretStreetLookup(response: SwisscableResponse | null): StreetLookupResult {
  if (response === null || !isStreetLookupSuccess(response)) {
    return { ok: false, error: ADDRESS_ERRORS.getStreets }
  }
  return { ok: true, streets: streetRowsOf(response), provider: providerOf(response) }
}
