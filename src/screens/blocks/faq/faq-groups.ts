/** §3 FAQ: listed by position ASC, grouped by the first faq_name, otherwise under 'other'. */
import type { Faq } from '@/cms/payload-types'

export type FaqItem = Pick<Faq, 'id' | 'title' | 'text' | 'position' | 'type_faq'>

/** `name` null is the 'other' group; its label comes from the locale files. */
export type FaqGroup<T extends FaqItem = FaqItem> = { key: string; name: string | null; faqs: T[] }

const OTHER_GROUP_KEY = 'other'

/** The first type only counts, and only when populated with a name (an id alone has none). */
function faqGroupName(faq: Pick<FaqItem, 'type_faq'>): string | null {
  const first = faq.type_faq?.[0]
  if (!first || typeof first === 'number') return null
  const name = first.faq_name.trim()
  return name === '' ? null : name
}

/** Groups in order of their first FAQ, 'other' last; FAQs by position inside each group. */
export function groupFaqs<T extends FaqItem>(faqs: readonly T[]): FaqGroup<T>[] {
  const named = new Map<string, FaqGroup<T>>()
  const other: FaqGroup<T> = { key: OTHER_GROUP_KEY, name: null, faqs: [] }
  const sorted = [...faqs].sort((a, b) => a.position - b.position)
  for (const faq of sorted) {
    const name = faqGroupName(faq)
    if (name === null) {
      other.faqs.push(faq)
      continue
    }
    const group = named.get(name) ?? { key: `group-${named.size + 1}`, name, faqs: [] }
    group.faqs.push(faq)
    named.set(name, group)
  }
  return [...named.values(), ...(other.faqs.length > 0 ? [other] : [])]
}
