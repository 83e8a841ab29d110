import { foldText } from '@/lib/text'

/** Words of a text: letters (with their accents) and digits; everything else separates them. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu

/** The words of a text, as the index and the highlighter both see them. */
export function words(text: string): string[] {
  return text.match(WORD) ?? []
}

/** Each word with where it starts and ends in the text, so a match can be marked in the original. */
export function wordSpans(text: string): { word: string; start: number; end: number }[] {
  return [...text.matchAll(WORD)].map((match) => ({ word: match[0], start: match.index, end: match.index + match[0].length }))
}

/**
 * The text of a Lexical document: the text nodes of one paragraph run on (a bold part stays in its
 * word), paragraphs are separated by a space. Rich text is searched here, never rendered.
 */
export function richTextWords(value: unknown): string {
  if (typeof value !== 'object' || value === null) return ''
  const { text, children, root } = value as { text?: unknown; children?: unknown; root?: unknown }
  if (typeof text === 'string') return text
  if (root) return richTextWords(root)
  if (!Array.isArray(children)) return ''
  const inline = children.every((child) => typeof (child as { text?: unknown } | null)?.text === 'string')
  return children.map(richTextWords).join(inline ? '' : ' ')
}

/** Every word of the query occurs, folded, in one of the texts (a plain filter, for short lists). */
export function matchesQuery(texts: readonly (string | null | undefined)[], query: string): boolean {
  const haystack = foldText(texts.filter(Boolean).join(' '))
  const wanted = words(foldText(query))
  return wanted.length > 0 && wanted.every((word) => haystack.includes(word))
}
