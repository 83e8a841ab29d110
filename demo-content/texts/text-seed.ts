import type { Block } from '../richtext'
import type { L } from '../upsert'

/** A titled part of a page after its offers (what is included, conditions, questions). */
export type Section = { key: string; title: L; body: L<Block[]> }

/**
 * A page's own words: `body` follows the intro under the title; `sections` become blocs after
 * the page's offers and before its FAQ.
 */
export type PageText = { body?: L<Block[]>; sections?: Section[] }

/** What dated texts are written against: the seed's clock, and the urls of the seeded documents. */
export type TextContext = { now: number; documents: Readonly<Record<string, string>> }

export const t = (fr: string, de: string, en: string): L => ({ fr, de, en })

export function section(key: string, title: L, body: L<Block[]>): Section {
  return { key, title, body }
}
