import type { Street } from '@/cms/payload-types'
import type { StreetRow } from './swisscable'

import { matchRank, normaliseText } from './text-match'

/** One street of the embedded address index (§3 street row plus its house numbers and network). */
export interface StreetEntry extends StreetRow {
  numberFrom: number | null
  numberTo: number | null
  /** House numbers outside the range (2a, 14bis) or, from the importer, every number of the street. */
  numbers: readonly string[]
  distributorId: number | null
}

/** A name normalised once, next to what it names. */
export interface Keyed<T> {
  item: T
  key: string
}

export function keyedStreets<T extends StreetRow>(rows: readonly T[]): Keyed<T>[] {
  return rows.map((item) => ({ item, key: normaliseText(item.street) }))
}

/**
 * What matches the typed text: starts-with first, then a word start, then letters inside a word,
 * then near misses; the given order is kept inside each rank.
 * Used by the index and by the street field alike.
 */
export function rankByName<T>(streets: readonly Keyed<T>[], query: string, limit = SUGGESTION_LIMIT): T[] {
  const wanted = normaliseText(query)
  const ranked: { rank: number; item: T }[] = []
  for (const street of streets) {
    const rank = matchRank(wanted, street.key)
    if (rank !== null) ranked.push({ rank, item: street.item })
  }
  // Stable sort keeps the given order inside a rank.
  return ranked
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map((r) => r.item)
}

const SUGGESTION_LIMIT = 8

export function normaliseHouseNumber(value: string): string {
  return value.toLowerCase().replace(/\s+/g, '')
}

/** Comma-separated extra numbers as stored in the streets collection. */
function parseHouseNumbers(list: string | null | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map(normaliseHouseNumber)
    .filter((n) => n !== '')
}

/** The index entry of a stored street (streets collection, depth 0 or with its distributor). */
export function streetEntryOf(
  doc: Pick<Street, 'npa' | 'city' | 'street' | 'number_from' | 'number_to' | 'numbers' | 'distributor'>,
): StreetEntry {
  return {
    npa: doc.npa,
    city: doc.city,
    street: doc.street,
    numberFrom: doc.number_from ?? null,
    numberTo: doc.number_to ?? null,
    numbers: parseHouseNumbers(doc.numbers),
    distributorId: typeof doc.distributor === 'number' ? doc.distributor : (doc.distributor?.id ?? null),
  }
}

/**
 * A number exists when it is listed, or is a plain number inside the range. A street without any
 * number data accepts every number: the index then cannot tell, and refusing would block orders.
 */
export function hasHouseNumber(entry: StreetEntry, number: string): boolean {
  const wanted = normaliseHouseNumber(number)
  if (wanted === '') return false
  if (entry.numbers.includes(wanted)) return true
  const hasRange = entry.numberFrom !== null && entry.numberTo !== null
  if (!hasRange) return entry.numbers.length === 0
  if (!/^\d+$/.test(wanted)) return false
  const value = Number(wanted)
  return value >= (entry.numberFrom ?? 0) && value <= (entry.numberTo ?? 0)
}

/** The streets of every postal code, normalised once; queries never touch the database. */
export class StreetIndex {
  private readonly byNpa = new Map<string, Keyed<StreetEntry>[]>()
  readonly size: number

  constructor(entries: readonly StreetEntry[]) {
    const sorted = [...entries].sort((a, b) => a.street.localeCompare(b.street, 'fr'))
    for (const street of keyedStreets(sorted)) {
      const list = this.byNpa.get(street.item.npa) ?? []
      list.push(street)
      this.byNpa.set(street.item.npa, list)
    }
    this.size = entries.length
  }

  postcodes(): string[] {
    return [...this.byNpa.keys()]
  }

  /** Every street of a postal code, alphabetical. */
  streetsOf(npa: string): StreetEntry[] {
    return (this.byNpa.get(npa) ?? []).map((s) => s.item)
  }

  /** Streets of the postal code matching what was typed (rankByName), alphabetical within a rank. */
  suggest(npa: string, query: string, limit = SUGGESTION_LIMIT): StreetEntry[] {
    return rankByName(this.byNpa.get(npa) ?? [], query, limit)
  }

  /** The street whose name is the one given, whatever its case, accents or punctuation. */
  find(npa: string, street: string): StreetEntry | null {
    const wanted = normaliseText(street)
    return (this.byNpa.get(npa) ?? []).find((s) => s.key === wanted)?.item ?? null
  }
}
