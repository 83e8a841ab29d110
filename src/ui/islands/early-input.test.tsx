// @vitest-environment happy-dom
import { act, Suspense, useState, type FormEvent } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

import { replayEarlyInput, takeEarlyInput } from './early-input'
import { EARLY_INPUT_SCRIPT } from './early-input-script'
import { EarlyInput } from './EarlyInput'

const reactActEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }

const listeners: [string, EventListener][] = []
const adding = document.addEventListener.bind(document)

/** Runs the head's script as the page would, keeping its listeners to take them off after the test. */
function runHeadScript() {
  document.addEventListener = ((type: string, listener: EventListener, options?: boolean) => {
    listeners.push([type, listener])
    adding(type, listener, options)
  }) as typeof document.addEventListener
  new Function(EARLY_INPUT_SCRIPT)()
  document.addEventListener = adding
}

afterEach(() => {
  for (const [type, listener] of listeners.splice(0)) document.removeEventListener(type, listener, true)
  delete window.__earlyInput
  document.body.innerHTML = ''
  reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = false
})

/** A page's hydrated controls outside any island: what React hears is written in `heard`. */
function Page({ heard }: { heard: string[] }) {
  const [query, setQuery] = useState('')
  const [news, setNews] = useState(false)
  const [plan, setPlan] = useState('s')
  const [canton, setCanton] = useState('VD')
  const [slide, setSlide] = useState(0)
  const send = (event: FormEvent) => {
    event.preventDefault()
    heard.push(`sent ${query} ${String(news)} ${plan} ${canton}`)
  }
  return (
    <main>
      <button type="button" aria-current={slide === 1 ? 'true' : undefined} onClick={() => (heard.push('dot'), setSlide(1))}>
        2
      </button>
      <form onSubmit={send}>
        <input name="q" value={query} onChange={(event) => setQuery(event.target.value)} />
        <input type="checkbox" name="news" checked={news} onChange={(event) => setNews(event.target.checked)} />
        <input type="radio" name="plan" value="s" checked={plan === 's'} onChange={() => setPlan('s')} />
        <input type="radio" name="plan" value="l" checked={plan === 'l'} onChange={() => setPlan('l')} />
        <select name="canton" value={canton} onChange={(event) => setCanton(event.target.value)}>
          <option value="VD">VD</option>
          <option value="FR">FR</option>
        </select>
        <button>Chercher</button>
      </form>
      <form action="/recherche" method="get">
        <input name="q" />
      </form>
    </main>
  )
}

function App({ heard, suspended = false }: { heard: string[]; suspended?: boolean }) {
  return (
    <div>
      {suspended ? (
        <Suspense fallback={null}>
          <Page heard={heard} />
        </Suspense>
      ) : (
        <Page heard={heard} />
      )}
      <EarlyInput />
    </div>
  )
}

/** The browser idle after hydrating, where what was held is given back. */
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)))

/** The server's HTML of the page in the document, with the head's script running before it. */
function served(heard: string[], suspended = false) {
  runHeadScript()
  const container = document.createElement('div')
  container.innerHTML = renderToString(<App heard={heard} suspended={suspended} />)
  document.body.append(container)
  const $ = <E extends Element>(selector: string) => container.querySelector<E>(selector)!
  return { container, $ }
}

/** Typing, ticking, choosing, a press and a form sent, on the server's HTML. */
function enterBeforeThePageRuns($: ReturnType<typeof served>['$']) {
  $<HTMLInputElement>('input[name="q"]').value = 'télévision'
  $<HTMLInputElement>('input[name="news"]').checked = true
  $<HTMLInputElement>('input[value="l"]').checked = true
  $<HTMLSelectElement>('select').value = 'FR'
  $<HTMLButtonElement>('button[type="button"]').click()
  $<HTMLFormElement>('form').requestSubmit($<HTMLButtonElement>('form button'))
}

describe('early input: what a visitor does before the page runs is done once it does', () => {
  it('holds a press and a form sent from the server HTML, from every other listener', () => {
    const { $ } = served([])
    const heard: string[] = []
    document.addEventListener('click', () => heard.push('click'))
    document.addEventListener('submit', () => heard.push('submit'))
    enterBeforeThePageRuns($)
    expect(heard).toEqual([])
    expect(window.__earlyInput?.map((input) => ('press' in input ? 'press' : 'form'))).toEqual(['press', 'form'])
  })

  it('holds a form with an address of its own too, and sends it once the page runs with what was entered', () => {
    const { $ } = served([])
    const native = $<HTMLFormElement>('form[action]')
    native.querySelector('input')!.value = 'Fernsehen'
    const sent: string[] = []
    document.addEventListener('submit', (event) => {
      event.preventDefault()
      if (event.target === native) sent.push(new FormData(native).get('q') as string)
    })
    native.requestSubmit()
    expect(sent).toEqual([])
    replayEarlyInput(takeEarlyInput())
    expect(sent).toEqual(['Fernsehen'])
  })

  it('gives the hydrated page the values entered, then the press and the form sent, each heard once', async () => {
    reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = true
    const heard: string[] = []
    const { container, $ } = served(heard)
    enterBeforeThePageRuns($)
    await act(async () => void hydrateRoot(container, <App heard={heard} />))
    await settled()
    expect(heard).toEqual(['dot', 'sent télévision true l FR'])
    expect($('button[type="button"]').getAttribute('aria-current')).toBe('true')
    expect($<HTMLInputElement>('input[name="q"]').value).toBe('télévision')
  })

  it('stops holding once the page is live: a press then is heard once, by React', async () => {
    reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = true
    const heard: string[] = []
    const { container, $ } = served(heard)
    await act(async () => void hydrateRoot(container, <App heard={heard} />))
    await settled()
    await act(async () => $<HTMLButtonElement>('button[type="button"]').click())
    expect(heard).toEqual(['dot'])
    expect(takeEarlyInput()).toEqual([])
  })

  it('hydrates a field not yet hydrated before giving it back (the framework hook: a field React has hydrated owns its tracker)', async () => {
    const heard: string[] = []
    const { container, $ } = served(heard, true)
    const query = $<HTMLInputElement>('input[name="q"]')
    query.value = 'fibre'
    // The root is created and hears events; nothing of it, the boundary included, is hydrated yet.
    hydrateRoot(container, <App heard={heard} suspended />)
    expect(Object.prototype.hasOwnProperty.call(query, 'value')).toBe(false)
    // The page is live: what it hears is its own from here.
    takeEarlyInput()
    replayEarlyInput([{ form: $<HTMLFormElement>('form'), submitter: null }])
    expect(Object.prototype.hasOwnProperty.call(query, 'value')).toBe(true)
    expect(heard).toEqual(['sent fibre false s VD'])
  })
})
