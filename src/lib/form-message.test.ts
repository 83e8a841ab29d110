import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import en from '../../messages/en.json'
import fr from '../../messages/fr.json'

import { decodeFormMessage, formMessage, issuesByField, translateFormMessage, type Translate } from './form-message'

describe('formMessage / decodeFormMessage', () => {
  it('a message without values is its key', () => {
    expect(formMessage('forms.validation.required')).toBe('forms.validation.required')
    expect(formMessage('forms.validation.required', {})).toBe('forms.validation.required')
  })

  it('values are URL-encoded after a ?', () => {
    expect(formMessage('forms.validation.min', { length: 3 })).toBe('forms.validation.min?length=3')
    expect(formMessage('forms.validation.range', { min: 1, max: 5 })).toBe('forms.validation.range?min=1&max=5')
  })

  it('decodes what it encodes, numbers as numbers', () => {
    expect(decodeFormMessage('forms.validation.range?min=1&max=5')).toEqual({ key: 'forms.validation.range', values: { min: 1, max: 5 } })
    expect(decodeFormMessage(formMessage('forms.validation.rangeMin', { min: -2.5 }))).toEqual({
      key: 'forms.validation.rangeMin',
      values: { min: -2.5 },
    })
  })

  it('texts survive any character, and numeric-looking texts with a leading zero stay texts', () => {
    const name = 'Contrat & résiliation = 100% ?.pdf'
    const decoded = decodeFormMessage(formMessage('forms.validation.fileType', { name, prefix: '079', code: '+41', zero: '0' }))
    expect(decoded).toEqual({ key: 'forms.validation.fileType', values: { name, prefix: '079', code: '+41', zero: 0 } })
  })

  it('plain keys of the order and address rules decode with no values', () => {
    expect(decodeFormMessage('order.validation.required')).toEqual({ key: 'order.validation.required', values: {} })
    expect(decodeFormMessage('address.invalidPostcode')).toEqual({ key: 'address.invalidPostcode', values: {} })
  })
})

describe('translateFormMessage', () => {
  it('passes the key and the decoded values to the translator', () => {
    const calls: Parameters<Translate>[] = []
    const t: Translate = (key, values) => {
      calls.push([key, values])
      return 'text'
    }
    expect(translateFormMessage(t, 'forms.validation.max?length=60')).toBe('text')
    expect(calls).toEqual([['forms.validation.max', { length: 60 }]])
  })

  it('with next-intl, plural forms get their number', () => {
    const french = createTranslator({ locale: 'fr', messages: fr })
    const english = createTranslator({ locale: 'en', messages: en })
    const t =
      (translate: typeof french | typeof english): Translate =>
      (key, values) =>
        translate(key as never, values as never)
    expect(translateFormMessage(t(french), formMessage('forms.validation.fileMax', { count: 1 }))).toBe(
      'Vous pouvez joindre au plus 1 fichier',
    )
    expect(translateFormMessage(t(english), formMessage('forms.validation.fileMax', { count: 5 }))).toBe(
      'You can attach no more than 5 files',
    )
    expect(translateFormMessage(t(french), 'address.invalidPostcode')).toBe(fr.address.invalidPostcode)
  })
})

describe('issuesByField', () => {
  it('keeps message keys by field path and never passes on zod’s own English', () => {
    const schema = z.object({
      email: z.string().min(1, 'forms.validation.required'),
      age: z.number().min(18, 'forms.validation.rangeMin?min=18'),
    })
    expect(issuesByField(schema.safeParse({ email: '', age: 3 }).error!)).toEqual({
      email: 'forms.validation.required',
      age: 'forms.validation.rangeMin?min=18',
    })
    expect(issuesByField(schema.safeParse(null).error!)).toEqual({ form: 'forms.validation.required' })
  })
})
