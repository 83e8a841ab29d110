import { describe, expect, it } from 'vitest'

import { clientAddress, trustedClient } from './client-address'

const connection = { socketAddress: '::ffff:10.0.0.5', encrypted: false, forwardedFor: undefined, forwardedProto: undefined }

describe('trusted client address', () => {
  it('without trusted proxies takes the socket, whatever the visitor claims', () => {
    expect(trustedClient({ ...connection, forwardedFor: '203.0.113.9', forwardedProto: 'https' }, 0)).toEqual({
      address: '10.0.0.5',
      https: false,
    })
    expect(trustedClient({ ...connection, socketAddress: '2001:db8::1', encrypted: true }, 0)).toEqual({
      address: '2001:db8::1',
      https: true,
    })
  })

  it('with n trusted proxies takes the n-th entry from the right, never a spoofed left one', () => {
    const forwardedFor = '192.0.2.66, 198.51.100.7, 10.0.0.2'
    expect(trustedClient({ ...connection, forwardedFor }, 1).address).toBe('10.0.0.2')
    expect(trustedClient({ ...connection, forwardedFor }, 2).address).toBe('198.51.100.7')
    expect(trustedClient({ ...connection, forwardedFor: 'spoofed, 198.51.100.7' }, 1).address).toBe('198.51.100.7')
  })

  it('with fewer entries than proxies takes the farthest one known', () => {
    expect(trustedClient({ ...connection, forwardedFor: '198.51.100.7' }, 3).address).toBe('198.51.100.7')
    expect(trustedClient(connection, 1).address).toBe('10.0.0.5')
  })

  it('believes the scheme only from a trusted proxy', () => {
    expect(trustedClient({ ...connection, forwardedFor: '198.51.100.7', forwardedProto: 'https' }, 1).https).toBe(true)
    expect(trustedClient({ ...connection, forwardedFor: '198.51.100.7', forwardedProto: 'http, https' }, 1).https).toBe(true)
    expect(trustedClient({ ...connection, forwardedFor: '198.51.100.7', forwardedProto: 'http' }, 1).https).toBe(false)
  })
})

describe('client address for the limiters', () => {
  it('reads only the header the server wrote', () => {
    expect(clientAddress(new Headers({ 'x-client-address': '198.51.100.7', 'x-forwarded-for': '203.0.113.9' }))).toBe('198.51.100.7')
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.9' }))).toBe('unknown')
  })
})
