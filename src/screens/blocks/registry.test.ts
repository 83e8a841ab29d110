import { describe, expect, it } from 'vitest'

import { CATALOGUES } from '@/cms/fields/options'
import { BLOC_FORMS } from '@/features/forms/kinds'

import CataloguePart, { CATALOGUE_BLOCS } from './catalogue/Part'
import FormPart, { FORM_BLOCS } from './forms/Part'
import { BLOC_PARTS } from './parts'

describe('the bloc registry', () => {
  it('renders every form an editor can pick in a bloc, and no other', () => {
    expect(Object.keys(FORM_BLOCS).sort()).toEqual([...BLOC_FORMS].sort())
  })

  it('renders every TV catalogue an editor can pick in a bloc, and no other', () => {
    expect(Object.keys(CATALOGUE_BLOCS).sort()).toEqual([...CATALOGUES].sort())
  })

  it("finds each part's server component in its folder, as the renderer does", async () => {
    const found = await Promise.all(
      BLOC_PARTS.map(async ({ name }) => ((await import(`./${name}/Part.tsx`)) as { default: unknown }).default),
    )
    expect(found.every((component) => typeof component === 'function')).toBe(true)
    expect(found[BLOC_PARTS.findIndex(({ name }) => name === 'catalogue')]).toBe(CataloguePart)
    expect(found[BLOC_PARTS.findIndex(({ name }) => name === 'forms')]).toBe(FormPart)
  })
})
