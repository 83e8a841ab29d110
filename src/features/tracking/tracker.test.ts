import { describe, expect, it } from 'vitest'

import { trackerScript } from './tracker'

const scriptUrl = 'https://tracker.example/t.js'

describe('§7 tracker script', () => {
  it('loads only when publish mode is 3 and a public key is configured', () => {
    expect(trackerScript({ scriptUrl, publicKey: 'pk-1', publishMode: '3' })).toEqual({ src: scriptUrl, publicKey: 'pk-1' })
    expect(trackerScript({ scriptUrl, publicKey: 'pk-1', publishMode: '2' })).toBeNull()
    expect(trackerScript({ scriptUrl, publicKey: undefined, publishMode: '3' })).toBeNull()
    expect(trackerScript({ scriptUrl: undefined, publicKey: 'pk-1', publishMode: '3' })).toBeNull()
  })

  it('never loads a script over plain http or from a malformed URL', () => {
    expect(trackerScript({ scriptUrl: 'http://tracker.example/t.js', publicKey: 'pk-1', publishMode: '3' })).toBeNull()
    expect(trackerScript({ scriptUrl: 'not a url', publicKey: 'pk-1', publishMode: '3' })).toBeNull()
  })
})
