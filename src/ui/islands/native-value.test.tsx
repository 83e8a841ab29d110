// @vitest-environment happy-dom
import { act, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'

import { enterValue } from './native-value'

const reactActEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }

afterEach(() => {
  document.body.innerHTML = ''
  reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = false
})

/** A controlled field of each kind, as the islands' forms have them: what React hears is written beside. */
function Fields({ heard }: { heard: string[] }) {
  const [city, setCity] = useState('')
  const [message, setMessage] = useState('')
  const [canton, setCanton] = useState('VD')
  return (
    <form>
      <input name="city" value={city} onChange={(event) => (heard.push(`city=${event.target.value}`), setCity(event.target.value))} />
      <textarea
        name="message"
        value={message}
        onChange={(event) => (heard.push(`message=${event.target.value}`), setMessage(event.target.value))}
      />
      <select
        name="canton"
        value={canton}
        onChange={(event) => (heard.push(`canton=${event.target.value}`), setCanton(event.target.value))}
      >
        <option value="VD">VD</option>
        <option value="FR">FR</option>
      </select>
    </form>
  )
}

describe('enterValue: the framework hook that gives an island what was typed before it ran', () => {
  it("is heard by React's onChange on an input, a textarea and a select, and kept in their state", async () => {
    reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = true
    const container = document.createElement('div')
    document.body.append(container)
    const heard: string[] = []
    await act(async () => createRoot(container).render(<Fields heard={heard} />))
    const field = (name: string) => container.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`[name="${name}"]`)!
    await act(async () => {
      enterValue(field('city'), 'Bulle')
      enterValue(field('message'), 'Bonjour')
      enterValue(field('canton'), 'FR')
    })
    expect(heard).toEqual(['city=Bulle', 'message=Bonjour', 'canton=FR'])
    expect([field('city').value, field('message').value, field('canton').value]).toEqual(['Bulle', 'Bonjour', 'FR'])
  })
})
