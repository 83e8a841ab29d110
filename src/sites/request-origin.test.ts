import { describe, expect, it } from 'vitest'

import { requestIsHttps } from './request-origin'

const request = (url: string, headers: Record<string, string>) => ({ url, headers: new Headers(headers) })

describe('the scheme a visitor used', () => {
  it('is https when the server itself is, or the first forwarded scheme is', () => {
    expect(requestIsHttps(request('https://www.example.ch/', {}))).toBe(true)
    expect(requestIsHttps(request('http://127.0.0.1/', { 'x-forwarded-proto': 'https, http' }))).toBe(true)
    expect(requestIsHttps(request('http://127.0.0.1/', { 'x-forwarded-proto': 'http' }))).toBe(false)
  })
})
