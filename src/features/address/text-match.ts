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

/**
 * Optimal-string-alignment distance (a swap of two letters counts as one typo), giving up once it
 * exceeds `max`: suggestions only ever need to know "close enough or not".
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1)
      }
      current.push(value)
      rowMin = Math.min(rowMin, value)
    }
    if (rowMin > max) return max + 1
    before = previous
    previous = current
  }
  return previous[b.length] ?? max + 1
}

/** Typos forgiven for a query of this length: none under 4 letters, one up to 7, then two. */
export function typoBudget(query: string): number {
  if (query.length < 4) return 0
  return query.length < 8 ? 1 : 2
}

/** Match quality of a normalised query against a normalised name; lower is better, null is no match. */
export function matchRank(query: string, name: string): number | null {
  if (query === '') return 0
  if (name.startsWith(query)) return 0
  const words = wordStarts(name)
  if (words.some((start) => name.startsWith(query, start))) return 1
  // Letters inside a word ('a' finds 'Chemin des Planches'): a short list beats 'Aucun résultat'.
  if (name.includes(query)) return 2
  const budget = typoBudget(query)
  if (budget === 0) return null
  // A typo may also change the length of what was typed so far: compare with prefixes ±budget.
  for (const start of [0, ...words]) {
    for (let length = query.length - budget; length <= query.length + budget; length++) {
      if (length <= 0 || start + length > name.length) continue
      if (editDistance(query, name.slice(start, start + length), budget) <= budget) return 3
    }
  }
  return null
}

function wordStarts(name: string): number[] {
  const starts: number[] = []
  for (let i = 1; i < name.length; i++) if (name[i - 1] === ' ') starts.push(i)
  return starts
}
