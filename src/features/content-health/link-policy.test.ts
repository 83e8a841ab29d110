import { describe, expect, it } from 'vitest'

import { addressAllowed, literalAddress } from './link-policy'

describe('where the link checker may connect', () => {
  it('on the public network: public addresses, never this machine, private, carrier, link-local or reserved ones', () => {
    for (const address of ['8.8.8.8', '185.12.64.1', '2a00:1450:4001:82b::200e']) expect(addressAllowed(address, 'public')).toBe(true)
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
    ]) {
      expect(addressAllowed(address, 'public'), address).toBe(false)
    }
  })

  it('on the loopback network (the browser tests): this machine only', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])
      expect(addressAllowed(address, 'loopback'), address).toBe(true)
    for (const address of ['8.8.8.8', '10.0.0.1', '::2']) expect(addressAllowed(address, 'loopback'), address).toBe(false)
    expect(addressAllowed('not-an-address', 'loopback')).toBe(false)
  })

  it('no name lookup for an IP literal, nor for localhost on the loopback network; any other name is looked up (public) or refused (loopback)', () => {
    expect(literalAddress('127.0.0.1', 'loopback')).toBe('127.0.0.1')
    expect(literalAddress('[::1]', 'loopback')).toBe('::1')
    expect(literalAddress('localhost', 'loopback')).toBe('127.0.0.1')
    expect(literalAddress('localhost', 'public')).toBeNull()
    expect(literalAddress('www.netplus.ch', 'loopback')).toBeNull()
  })
})
