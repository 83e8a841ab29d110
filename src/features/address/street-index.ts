import type { StreetRow } from './swisscable'

import { exactRank, isNearMiss, NEAR_MISS, normaliseText } from './text-match'

/** One street of the embedded address index (§3 street row plus its house numbers and network). */
export interface StreetEntry extends StreetRow {
  numberFrom: number | null
  numberTo: number | null
  /**
   * House numbers outside the range (2a, 14bis) or, from the importer, every number of the street:
   * the stored comma-separated list, read when a number is checked (two million parsed numbers
   * would weigh more than the rest of the index).
   */
  numbers: string
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
 * then near misses; the given order is kept inside each rank. Near misses, the costly part, are
 * only looked for when the other ranks leave room. Used by the index and by the street field alike.
 */
export function rankByName<T>(streets: readonly Keyed<T>[], query: string, limit = SUGGESTION_LIMIT): T[] {
  const wanted = normaliseText(query)
  const ranked: { rank: number; item: T }[] = []
  const others: Keyed<T>[] = []
  for (const street of streets) {
    const rank = exactRank(wanted, street.key)
    if (rank === null) others.push(street)
    else ranked.push({ rank, item: street.item })
  }
  if (ranked.length < limit) {
    for (const street of others) if (isNearMiss(wanted, street.key)) ranked.push({ rank: NEAR_MISS, item: street.item })
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
function parseHouseNumbers(list: string): string[] {
  return list
    .split(',')
    .map(normaliseHouseNumber)
    .filter((n) => n !== '')
}

/**
 * A number exists when it is listed, or is a plain number inside the range. A street without any
 * number data accepts every number: the index then cannot tell, and refusing would block orders.
 */
export function hasHouseNumber(entry: StreetEntry, number: string): boolean {
  const wanted = normaliseHouseNumber(number)
  if (wanted === '') return false
  const listed = parseHouseNumbers(entry.numbers)
  if (listed.includes(wanted)) return true
  const hasRange = entry.numberFrom !== null && entry.numberTo !== null
  if (!hasRange) return listed.length === 0
  if (!/^\d+$/.test(wanted)) return false
  const value = Number(wanted)
  return value >= (entry.numberFrom ?? 0) && value <= (entry.numberTo ?? 0)
}

/** The streets of every postal code, normalised once; queries never touch the database. */
export class StreetIndex {
  private readonly byNpa = new Map<string, Keyed<StreetEntry>[]>()
  readonly size: number

  constructor(entries: readonly StreetEntry[]) {
    for (const street of keyedStreets(entries)) {
      const list = this.byNpa.get(street.item.npa) ?? []
      list.push(street)
      this.byNpa.set(street.item.npa, list)
    }
    // Sorted per postal code with one collator: a country's streets sorted at once took seconds.
    const collator = new Intl.Collator('fr')
    for (const list of this.byNpa.values()) list.sort((a, b) => collator.compare(a.item.street, b.item.street))
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
