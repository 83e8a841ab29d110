import { describe, expect, it } from 'vitest'

import { BLOC_FORMS, CATALOGUES } from '@/cms/fields/options'

import { FORM_BLOCS } from './forms/registry'
import { CATALOGUE_BLOCS } from './registry'

describe('the bloc registry', () => {
  it('renders every form an editor can pick in a bloc, and no other', () => {
    expect(Object.keys(FORM_BLOCS).sort()).toEqual([...BLOC_FORMS].sort())
  })

  it('renders every TV catalogue an editor can pick in a bloc, and no other', () => {
    expect(Object.keys(CATALOGUE_BLOCS).sort()).toEqual([...CATALOGUES].sort())
  })
})
