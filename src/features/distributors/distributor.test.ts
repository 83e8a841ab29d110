import { describe, expect, it } from 'vitest'

import { cableProviderOf } from './distributor'

describe('cableProviderOf', () => {
  it('keeps the §3 cable-lookup fields that have a value', () => {
    expect(cableProviderOf({ name: 'N', fibre: 'yes', fax: null, url: '' })).toEqual({ name: 'N', fibre: 'yes' })
  })
})
