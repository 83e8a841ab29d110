import { describe, expect, it } from 'vitest'

import { languageName, languageNamesOf } from './language-names'

describe('broadcast language names', () => {
  it('names each language of the channels once, in the visitor’s language', () => {
    expect(languageNamesOf([{ langue: 'fr' }, { langue: 'de' }, { langue: 'fr' }], 'de')).toEqual({ fr: 'Französisch', de: 'Deutsch' })
  })

  it('keeps a code the platform cannot name', () => {
    expect(languageName('not a code', 'fr')).toBe('not a code')
  })
})
