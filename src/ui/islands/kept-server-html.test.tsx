// @vitest-environment happy-dom
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'

import { hasServerHtml, KeptServerHtml } from './kept-server-html'

const reactActEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }

afterEach(() => {
  document.body.innerHTML = ''
})

describe('KeptServerHtml: the framework hook islands and ServerHtml stand on', () => {
  it('hydrates over the server HTML without touching it and without a mismatch', async () => {
    reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = true
    const container = document.createElement('div')
    const served = '<form><label for="npa">NPA</label><input id="npa" name="npa" value=""><button>Chercher</button></form>'
    container.innerHTML = `<div id="island" data-island="">${served}</div>`
    document.body.append(container)
    const typed = container.querySelector('input')!
    typed.value = '1630'
    const errors: unknown[] = []
    await act(async () => {
      hydrateRoot(container, <KeptServerHtml id="island" data-island="" />, {
        onRecoverableError: (error) => errors.push(error),
        onUncaughtError: (error) => errors.push(error),
      })
    })
    expect(errors).toEqual([])
    expect(container.querySelector('#island')!.innerHTML).toBe(served)
    // The very element a visitor typed into, with what was typed.
    expect(container.querySelector('input')).toBe(typed)
    expect(typed.value).toBe('1630')
    expect(hasServerHtml('island')).toBe(true)
    reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = false
  })

  it('knows an element without server HTML inside', () => {
    document.body.innerHTML = '<div id="empty"></div>'
    expect(hasServerHtml('empty')).toBe(false)
    expect(hasServerHtml('absent')).toBe(false)
  })
})
