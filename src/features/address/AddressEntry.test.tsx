import { NextIntlClientProvider } from 'next-intl'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import messages from '../../../messages/fr.json'

import { AddressEntry } from './AddressEntry'

const noop = () => undefined

function render(entry: Partial<Parameters<typeof AddressEntry>[0]>) {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="fr" messages={messages} timeZone="Europe/Zurich">
      <AddressEntry
        idPrefix="lookup-"
        postalCode={{ error: undefined, input: { name: 'npa', value: '1700', onChange: noop } }}
        street={{
          name: 'street',
          value: 'rue de l',
          streets: [{ npa: '1700', city: 'Fribourg', street: 'Rue de Lausanne' }],
          error: undefined,
          onInput: noop,
          onPick: noop,
        }}
        number={{ error: undefined, input: { name: 'number', value: '', onChange: noop } }}
        {...entry}
      >
        {(fields) => (
          <>
            {fields.postalCode}
            {fields.street}
            {fields.number}
          </>
        )}
      </AddressEntry>
    </NextIntlClientProvider>,
  )
}

describe('the address entry (the funnel, the availability check, the status lookup and the contact forms find its fields by label, name and id)', () => {
  it('labels each field, ids it by the prefix and names it as given', () => {
    const html = render({})
    expect(html).toMatch(/<label for="lookup-npa"[^>]*>Code postal<\/label>/)
    expect(html).toMatch(/<input id="lookup-npa"[^>]*name="npa"/)
    expect(html).toMatch(/<input id="lookup-street"[^>]*role="combobox"[^>]*name="street"/)
    expect(html).toMatch(/<label for="lookup-number"[^>]*>N°<\/label>/)
    expect(html).toMatch(/<input id="lookup-number"[^>]*name="number"/)
  })

  it('ranks the postal code’s streets by what is typed, for the suggestion list', () => {
    expect(render({})).toContain('<span class="font-medium">Rue de Lausanne</span>')
  })

  it('describes the postal code by its help and its error, and marks it invalid', () => {
    const html = render({ postalCode: { error: 'Code postal invalide', input: { value: '0123', onChange: noop } } })
    expect(html).toMatch(/<input id="lookup-npa"[^>]*aria-invalid="true" aria-describedby="lookup-npa-help lookup-npa-error"/)
    expect(html).toContain('4 chiffres, par exemple 1700.')
    expect(html).toContain('Code postal invalide')
  })

  it('leaves the help out for the forms, and says what is required', () => {
    const html = render({
      postalCode: { label: 'NPA', help: false, required: true, error: undefined, input: { name: 'npa' } },
      number: { required: true, error: 'Ce champ est requis', input: { name: 'number' } },
    })
    expect(html).not.toContain('lookup-npa-help')
    expect(html).toMatch(/<input id="lookup-npa"[^>]*aria-required="true"/)
    expect(html).toMatch(/<input id="lookup-number"[^>]*aria-required="true" aria-invalid="true" aria-describedby="lookup-number-error"/)
  })

  it('keeps postal code and number 120 px wide unless the layout sizes them', () => {
    expect(render({})).toMatch(/<input id="lookup-npa" class="[^"]*max-w-\[120px\]"/)
    expect(render({ postalCode: { narrow: false, error: undefined, input: {} } })).not.toMatch(
      /<input id="lookup-npa" class="[^"]*max-w-\[120px\]"/,
    )
  })
})
