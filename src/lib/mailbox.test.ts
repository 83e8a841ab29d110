import { describe, expect, it } from 'vitest'

import { mailboxKey } from './mailbox'

describe('mailboxKey', () => {
  it('counts the sub-addresses and spellings of one inbox as one', () => {
    const variants = ['victim@example.ch', 'Victim@Example.CH', 'victim+1@example.ch', 'victim+news+2@example.ch', ' victim+x@example.ch ']
    expect(new Set(variants.map(mailboxKey))).toEqual(new Set(['victim@example.ch']))
  })

  it('drops dots at Gmail only, where they name the same inbox', () => {
    expect(mailboxKey('j.o.hn+alerts@googlemail.com')).toBe('john@gmail.com')
    expect(mailboxKey('J.Ohn@gmail.com')).toBe('john@gmail.com')
    expect(mailboxKey('j.ohn@example.ch')).toBe('j.ohn@example.ch')
  })

  it('keeps a local part that is only a tag', () => {
    expect(mailboxKey('+tag@example.ch')).toBe('+tag@example.ch')
  })
})
