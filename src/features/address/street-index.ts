import type { StreetRow } from './swisscable'

import { NameList } from './text-match'

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

/** Texts joined into one string, each read back by its place. */
class JoinedTexts {
  private readonly text: string
  private readonly ends: Uint32Array

  constructor(texts: readonly string[]) {
    this.text = texts.join('')
    this.ends = new Uint32Array(texts.length)
    for (let i = 0, end = 0; i < texts.length; i++) this.ends[i] = end += texts[i]!.length
  }

  at(i: number): string {
    return this.text.slice(i === 0 ? 0 : this.ends[i - 1], this.ends[i])
  }
}

// What an Int32Array holds for a missing number or distributor.
const NONE = -0x80000000
const packed = (value: number | null) => (value === null ? NONE : value)
const unpacked = (value: number | undefined) => (value === undefined || value === NONE ? null : value)

/**
 * One postal code's streets, alphabetical, in a few strings and typed arrays: an object per street
 * made the index hundreds of thousands of objects that every full garbage collection of the
 * server walked, and those pauses, not the matching, were the slow answers.
 */
class PostcodeStreets {
  readonly names: NameList
  private readonly streets: JoinedTexts
  /** Each street's locality: one shared string for all the streets of a locality. */
  private readonly cities: readonly string[]
  private readonly numbers: JoinedTexts
  private readonly numberFrom: Int32Array
  private readonly numberTo: Int32Array
  private readonly distributorId: Int32Array

  constructor(
    readonly npa: string,
    entries: readonly StreetEntry[],
  ) {
    this.names = new NameList(entries.map((e) => e.street))
    this.streets = new JoinedTexts(entries.map((e) => e.street))
    this.cities = entries.map((e) => e.city)
    this.numbers = new JoinedTexts(entries.map((e) => e.numbers))
    this.numberFrom = Int32Array.from(entries, (e) => packed(e.numberFrom))
    this.numberTo = Int32Array.from(entries, (e) => packed(e.numberTo))
    this.distributorId = Int32Array.from(entries, (e) => packed(e.distributorId))
  }

  row(i: number): StreetRow {
    return { city: this.cities[i] ?? '', npa: this.npa, street: this.streets.at(i) }
  }

  entry(i: number): StreetEntry {
    return {
      ...this.row(i),
      numberFrom: unpacked(this.numberFrom[i]),
      numberTo: unpacked(this.numberTo[i]),
      numbers: this.numbers.at(i),
      distributorId: unpacked(this.distributorId[i]),
    }
  }
}

/** The streets of every postal code, normalised once; queries never touch the database. */
export class StreetIndex {
  private readonly byNpa = new Map<string, PostcodeStreets>()
  readonly size: number

  constructor(entries: readonly StreetEntry[]) {
    const grouped = new Map<string, StreetEntry[]>()
    for (const entry of entries) {
      const list = grouped.get(entry.npa) ?? []
      list.push(entry)
      grouped.set(entry.npa, list)
    }
    // Sorted per postal code with one collator: a country's streets sorted at once took seconds.
    const collator = new Intl.Collator('fr')
    for (const [npa, list] of grouped) {
      list.sort((a, b) => collator.compare(a.street, b.street))
      this.byNpa.set(npa, new PostcodeStreets(npa, list))
    }
    this.size = entries.length
  }

  /** Every street of a postal code, alphabetical. */
  streetsOf(npa: string): StreetRow[] {
    const streets = this.byNpa.get(npa)
    return streets ? Array.from({ length: streets.names.length }, (_, i) => streets.row(i)) : []
  }

  /** Streets of the postal code matching what was typed (NameList.rank), alphabetical within a rank. */
  suggest(npa: string, query: string, limit = SUGGESTION_LIMIT): StreetRow[] {
    const streets = this.byNpa.get(npa)
    return streets ? streets.names.rank(query, limit).map((i) => streets.row(i)) : []
  }

  /** The street whose name is the one given, whatever its case, accents or punctuation. */
  find(npa: string, street: string): StreetEntry | null {
    const streets = this.byNpa.get(npa)
    const i = streets ? streets.names.indexOf(street) : -1
    return streets && i >= 0 ? streets.entry(i) : null
  }
}

/** The street field's suggestions among the streets a lookup gave: the index's own ranking. */
export function streetSuggester<T extends StreetRow>(streets: readonly T[]): (query: string) => T[] {
  const names = new NameList(streets.map((s) => s.street))
  return (query) => names.rank(query, SUGGESTION_LIMIT).flatMap((i) => streets[i] ?? [])
}
