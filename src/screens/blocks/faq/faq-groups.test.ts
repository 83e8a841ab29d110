import { describe, expect, it } from 'vitest'

import type { FaqType } from '@/cms/payload-types'

import { groupFaqs, type FaqItem } from './faq-groups'

const type = (id: number, faq_name: string): FaqType => ({ id, faq_name, updatedAt: '', createdAt: '' })
const internet = type(1, 'Internet')
const tv = type(2, 'Télévision')
const faq = (id: number, position: number, type_faq: FaqItem['type_faq']): FaqItem => ({ id, title: `Q${id}`, position, type_faq })

describe('§3 FAQ', () => {
  it("'grouped by the first faq_name, otherwise under 'other''", () => {
    const groups = groupFaqs([
      faq(1, 1, [internet, tv]),
      faq(2, 2, [tv]),
      faq(3, 3, []),
      faq(4, 4, null),
      faq(5, 5, [7]),
      faq(6, 6, [internet]),
    ])
    expect(groups.map((g) => [g.name, g.faqs.map((f) => f.id)])).toEqual([
      ['Internet', [1, 6]],
      ['Télévision', [2]],
      [null, [3, 4, 5]],
    ])
    expect(groups.map((g) => g.key)).toEqual(['group-1', 'group-2', 'other'])
  })

  it("'FAQs sorted by position ASC' inside each group, whatever order they arrive in", () => {
    const groups = groupFaqs([faq(1, 30, [internet]), faq(2, 10, [internet]), faq(3, 20, [internet])])
    expect(groups[0]?.faqs.map((f) => f.id)).toEqual([2, 3, 1])
  })

  it('no FAQs, no groups (no empty "other")', () => {
    expect(groupFaqs([])).toEqual([])
  })
})
