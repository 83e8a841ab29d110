import { foldText } from '@/lib/text'

import { wordSpans } from './text'

/** A run of text, marked when it is a matched word. Rendered as text nodes and <mark>, never as HTML. */
export type Segment = { text: string; mark?: true }

/** §9 truncate ellipsis. */
export const ELLIPSIS = '...'

/** Characters of context kept before the first match, and the snippet's length. */
const LEAD = 60
const SNIPPET_LENGTH = 180

/** The text split into segments, the words whose folded form is one of `terms` marked. */
export function highlight(text: string, terms: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = []
  let at = 0
  for (const span of wordSpans(text)) {
    if (!terms.has(foldText(span.word))) continue
    if (span.start > at) segments.push({ text: text.slice(at, span.start) })
    segments.push({ text: span.word, mark: true })
    at = span.end
  }
  if (at < text.length) segments.push({ text: text.slice(at) })
  return segments
}

/**
 * About SNIPPET_LENGTH characters of the text around its first matched word, cut at word
 * boundaries with '...' where text was left out, matched words marked. No match: the text's start.
 */
export function snippet(text: string, terms: ReadonlySet<string>): Segment[] {
  const spans = wordSpans(text)
  const [head] = spans
  if (!head) return []
  const first = spans.find((span) => terms.has(foldText(span.word)))
  const from = first ? (spans.find((span) => span.end > first.start - LEAD) ?? first) : head
  const last = spans.filter((span) => span.end <= from.start + SNIPPET_LENGTH).at(-1) ?? from
  const start = from === head ? 0 : from.start
  const end = last === spans.at(-1) ? text.length : last.end
  const segments = highlight(text.slice(start, end).trim(), terms)
  if (start > 0) segments.unshift({ text: ELLIPSIS })
  if (end < text.length) segments.push({ text: ELLIPSIS })
  return segments
}
