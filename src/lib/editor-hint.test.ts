import { describe, expect, it } from 'vitest'

import { carriesEditorCookies, EDITOR_HINT_COOKIE, hasEditorHint } from './editor-hint'

describe('the editor hint', () => {
  it('is set for a request with Payload’s session or the draft-mode cookie, not for a visitor’s', () => {
    const request = (...names: string[]) => carriesEditorCookies((name) => names.includes(name))
    expect(request('payload-token')).toBe(true)
    expect(request('__prerender_bypass')).toBe(true)
    expect(request('NEXT_LOCALE', 'cookie_control_consent')).toBe(false)
  })

  it('is read from document.cookie by its whole name', () => {
    expect(hasEditorHint(`NEXT_LOCALE=fr; ${EDITOR_HINT_COOKIE}=1`)).toBe(true)
    expect(hasEditorHint(`${EDITOR_HINT_COOKIE}=1`)).toBe(true)
    expect(hasEditorHint(`x${EDITOR_HINT_COOKIE}=1; NEXT_LOCALE=fr`)).toBe(false)
    expect(hasEditorHint('')).toBe(false)
  })
})
