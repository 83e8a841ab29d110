/**
 * Matching rules for what visitors type: case, accents, apostrophes and hyphens do not count
 * ('rte de l eglise' finds 'Route de l’Église'), common short forms are the words they stand for
 * ('bd', 'av.', 'st-'), and one or two typos are forgiven.
 */
import { foldText } from '@/lib/text'

/** Lower case, no accents, punctuation as spaces, single spaces. */
export function normaliseText(value: string): string {
  return foldText(value)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** Words a street name is written in full or short ('Rue St-Pierre', 'Bd de Pérolles', 'av. de la Gare'). */
const SHORT_FORMS: readonly (readonly [full: string, short: string])[] = [
  ['saint', 'st'],
  ['sainte', 'ste'],
  ['boulevard', 'bd'],
  ['avenue', 'av'],
  ['route', 'rte'],
  ['chemin', 'ch'],
  ['place', 'pl'],
]

/**
 * The ways of writing a normalised name or query: as it is, each short form spelt out, each long
 * word shortened ('st pierre' also reads 'saint pierre'; 'grand saint bernard' also 'grand st bernard').
 */
function spellings(normalised: string): string[] {
  const shortened = normalised
    .split(' ')
    .map((word) => SHORT_FORMS.find(([full]) => full === word)?.[1] ?? word)
    .join(' ')
  return [...new Set([normalised, spelledOut(normalised), shortened])]
}

/** A normalised name with its short forms spelt out: two ways of writing one name read the same. */
function spelledOut(normalised: string): string {
  return normalised
    .split(' ')
    .map((word) => SHORT_FORMS.find(([, short]) => short === word)?.[0] ?? word)
    .join(' ')
}

// Rows of the distance table, reused from call to call (one call at a time in a process): the
// near-miss search runs over every street of a postal code at each keystroke, and fresh arrays per
// call made the garbage, not the arithmetic, its cost.
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(0), new Int32Array(0), new Int32Array(0)]

/**
 * Optimal-string-alignment distance (a swap of two letters counts as one typo) between the query
 * and the closest prefix of text[from, to), giving up once it exceeds `max`: what was typed so far
 * may be a typo shorter or longer than the name it starts. One table gives every prefix at once.
 */
export function prefixDistance(query: string, text: string, max: number, from = 0, to = text.length): number {
  const width = to - from + 1
  if (rows[0].length < width) rows = [new Int32Array(width * 2), new Int32Array(width * 2), new Int32Array(width * 2)]
  let [before, previous, current] = rows
  for (let j = 0; j < width; j++) previous[j] = j
  for (let i = 1; i <= query.length; i++) {
    const letter = query.charCodeAt(i - 1)
    const letterBefore = i > 1 ? query.charCodeAt(i - 2) : -1
    current[0] = i
    let rowMin = i
    for (let j = 1; j < width; j++) {
      const other = text.charCodeAt(from + j - 1)
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (letter === other ? 0 : 1))
      if (i > 1 && j > 1 && letter === text.charCodeAt(from + j - 2) && letterBefore === other) value = Math.min(value, before[j - 2]! + 1)
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > max) return max + 1
    const oldest = before
    before = previous
    previous = current
    current = oldest
  }
  let best = max + 1
  for (let j = 0; j < width; j++) if (previous[j]! < best) best = previous[j]!
  return best
}

/** Typos forgiven for a query of this length: none under 4 letters, one up to 7, then two. */
export function typoBudget(query: string): number {
  if (query.length < 4) return 0
  return query.length < 8 ? 1 : 2
}

/** Whether the name or one of its words starts with the query give or take its typo budget; the name is text[from, to). */
export function isNearMiss(query: string, text: string, from = 0, to = text.length): boolean {
  const budget = typoBudget(query)
  if (budget === 0) return false
  // The name's start, then each word's: a word starts after a space (names are normalised).
  for (let start = from; ;) {
    if (prefixDistance(query, text, budget, start, Math.min(to, start + query.length + budget)) <= budget) return true
    let space = start
    while (space < to && text.charCodeAt(space) !== SPACE) space++
    if (space >= to) return false
    start = space + 1
  }
}

const SPACE = 32
const SEPARATOR = '\n'

// Match ranks without typos: the name starts with the query, a word of it does, letters inside a word do.
const STARTS = 0
const WORD_STARTS = 1
const INSIDE = 2
const NO_MATCH = 3

// Each name's rank in the current call, reused like the distance rows.
let ranks = new Uint8Array(0)

/**
 * Names normalised once and joined into one text: a query is one scan of that text, and a country's
 * street names are a few thousand objects that every full garbage collection walks, not a million.
 */
export class NameList {
  /** Normalised names, each followed by a separator normalised text never holds. */
  private readonly text: string
  /** Where each name starts in the text, then where a name after the last would. */
  private readonly starts: Uint32Array

  constructor(names: readonly string[]) {
    const keys = names.map(normaliseText)
    this.text = keys.join(SEPARATOR) + SEPARATOR
    this.starts = new Uint32Array(keys.length + 1)
    for (let i = 0; i < keys.length; i++) this.starts[i + 1] = this.starts[i]! + keys[i]!.length + 1
  }

  get length(): number {
    return this.starts.length - 1
  }

  /**
   * Positions of the names matching the typed text: starts-with first, then a word start, then
   * letters inside a word, then near misses (one or two typos); the given order is kept inside each
   * rank. Near misses, the costly part, are only looked for when the other ranks leave room.
   */
  rank(query: string, limit: number): number[] {
    const wanted = normaliseText(query)
    const count = this.length
    if (wanted === '') return Array.from({ length: Math.min(limit, count) }, (_, i) => i)
    if (ranks.length < count) ranks = new Uint8Array(count * 2)
    ranks.fill(NO_MATCH, 0, count)
    const written = spellings(wanted)
    // Every occurrence of each spelling in one scan; the separator keeps each inside one name.
    for (const spelling of written) {
      let name = 0
      for (let at = this.text.indexOf(spelling); at >= 0; at = this.text.indexOf(spelling, at + 1)) {
        while (this.starts[name + 1]! <= at) name++
        const rank = at === this.starts[name] ? STARTS : this.text.charCodeAt(at - 1) === SPACE ? WORD_STARTS : INSIDE
        if (rank < ranks[name]!) ranks[name] = rank
      }
    }
    const found: number[] = []
    for (let rank = STARTS; rank <= INSIDE; rank++) {
      for (let i = 0; i < count && found.length < limit; i++) if (ranks[i] === rank) found.push(i)
    }
    for (let i = 0; i < count && found.length < limit; i++) {
      if (ranks[i] === NO_MATCH && written.some((spelling) => isNearMiss(spelling, this.text, this.starts[i]!, this.starts[i + 1]! - 1)))
        found.push(i)
    }
    return found
  }

  /** The position of the name equal to this one whatever its case, accents, punctuation or short forms; -1 when none is. */
  indexOf(name: string): number {
    const wanted = normaliseText(name)
    for (let i = 0; i < this.length; i++) {
      const start = this.starts[i]!
      if (this.starts[i + 1]! - 1 - start === wanted.length && this.text.startsWith(wanted, start)) return i
    }
    // Written with other short forms ('Rte du Grand-Saint-Bernard' for 'Route du Grand-St-Bernard').
    const spelt = spelledOut(wanted)
    for (let i = 0; i < this.length; i++) if (spelledOut(this.text.slice(this.starts[i], this.starts[i + 1]! - 1)) === spelt) return i
    return -1
  }
}
