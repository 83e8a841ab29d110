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
 * Optimal-string-alignment distance (a swap of two letters counts as one typo) between the query
 * and the closest prefix of the text, giving up once it exceeds `max`: what was typed so far may
 * be a typo shorter or longer than the name it starts. One table gives every prefix at once.
 */
export function prefixDistance(query: string, text: string, max: number): number {
  let before: number[] = []
  let previous = Array.from({ length: text.length + 1 }, (_, j) => j)
  for (let i = 1; i <= query.length; i++) {
    const current = new Array<number>(text.length + 1)
    current[0] = i
    let rowMin = i
    for (let j = 1; j <= text.length; j++) {
      const cost = query[i - 1] === text[j - 1] ? 0 : 1
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
      if (i > 1 && j > 1 && query[i - 1] === text[j - 2] && query[i - 2] === text[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1)
      }
      current[j] = value
      rowMin = Math.min(rowMin, value)
    }
    if (rowMin > max) return max + 1
    before = previous
    previous = current
  }
  return Math.min(max + 1, ...previous)
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
  if (wordStarts(name).some((start) => name.startsWith(query, start))) return 1
  // Letters inside a word ('a' finds 'Chemin des Planches'): a short list beats 'Aucun résultat'.
  return name.includes(query) ? 2 : null
}

/** Whether the name or one of its words starts with the query give or take its typo budget. */
export function isNearMiss(query: string, name: string): boolean {
  const budget = typoBudget(query)
  if (budget === 0) return false
  return [0, ...wordStarts(name)].some((start) => prefixDistance(query, name.slice(start, start + query.length + budget), budget) <= budget)
}

/** The rank of a near miss, after every exact one. */
export const NEAR_MISS = 3

function wordStarts(name: string): number[] {
  const starts: number[] = []
  for (let i = 1; i < name.length; i++) if (name[i - 1] === ' ') starts.push(i)
  return starts
}
