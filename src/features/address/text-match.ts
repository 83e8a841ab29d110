/**
 * Matching rules for what visitors type: case, accents, apostrophes and hyphens do not count
 * ('rte de l eglise' finds 'Route de l’Église'), and one or two typos are forgiven.
 */
import { foldText } from '@/lib/text'

/** Lower case, no accents, punctuation as spaces, single spaces. */
export function normaliseText(value: string): string {
  return foldText(value)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
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

/**
 * Match quality without typos of a normalised query against a normalised name: 0 starts with it,
 * 1 a word starts with it, 2 has it inside a word; null is no such match.
 */
export function exactRank(query: string, name: string): number | null {
  if (query === '' || name.startsWith(query)) return 0
  for (let space = name.indexOf(' '); space >= 0; space = name.indexOf(' ', space + 1)) if (name.startsWith(query, space + 1)) return 1
  // Letters inside a word ('a' finds 'Chemin des Planches'): a short list beats 'Aucun résultat'.
  return name.includes(query) ? 2 : null
}

/** Whether the name or one of its words starts with the query give or take its typo budget. */
export function isNearMiss(query: string, name: string): boolean {
  const budget = typoBudget(query)
  if (budget === 0) return false
  // The name's start, then each word's: a word starts after a space (names are normalised).
  for (let start = 0; ;) {
    if (prefixDistance(query, name, budget, start, Math.min(name.length, start + query.length + budget)) <= budget) return true
    const space = name.indexOf(' ', start)
    if (space < 0) return false
    start = space + 1
  }
}

/** The rank of a near miss, after every exact one. */
export const NEAR_MISS = 3
