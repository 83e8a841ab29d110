import { describe, expect, it } from 'vitest'

import { isReadablePath } from './request-target'

describe('a request path the server can read', () => {
  it('refuses malformed percent-escapes on every route', () => {
    for (const url of ['/%ff', '/api/content/%ff', '/admin/%ff', '/de/%E0%A4%A', '/%']) expect(isReadablePath(url), url).toBe(false)
  })

  it('accepts plain and well-escaped paths, whatever the query says', () => {
    for (const url of ['/', '/de/kombiangebote-477', '/recherche?q=%ff', '/actualit%C3%A9s', undefined])
      expect(isReadablePath(url), String(url)).toBe(true)
  })
})
