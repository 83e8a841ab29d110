import { describe, expect, it } from 'vitest'

import { foldText, quotedAnswer, visitorText } from './text'

describe('foldText', () => {
  it('drops case and accents', () => {
    expect(foldText('Télévision ÉTÉ Glâne')).toBe('television ete glane')
    expect(foldText('Zürich')).toBe(foldText('ZURICH'))
  })

  it('writes ß as ss, small or capital', () => {
    expect(foldText('Straße')).toBe('strasse')
    expect(foldText('STRAẞE')).toBe('strasse')
  })

  it('keeps spaces, punctuation and letters without a mark', () => {
    expect(foldText('  l’Œuvre, 12 ')).toBe('  l’œuvre, 12 ')
  })
})

describe('visitorText', () => {
  it('drops NUL, the other controls and DEL, keeps tabs', () => {
    expect(visitorText('Je\u0000an\u0007\u007F\u009B\tDupont')).toBe('Jean\tDupont')
  })

  it('turns every line break of a one-line field into a space: no text starts a mail header line', () => {
    for (const line of ['\r\n', '\r', '\n', '\u0085', '\u2028', '\u2029'])
      expect(visitorText(`Eve${line}Bcc: victim@example.ch`)).toBe('Eve Bcc: victim@example.ch')
  })

  it('keeps the lines of a message, each break one line feed', () => {
    expect(visitorText('Bonjour,\r\nma ligne\rest coupée.\n\nMerci\u0000', 'many')).toBe('Bonjour,\nma ligne\nest coupée.\n\nMerci')
  })

  it('replaces a lone surrogate, keeps a pair (an emoji)', () => {
    expect(visitorText('a\uD800b\uDC00c 😀')).toBe('a\uFFFDb\uFFFDc 😀')
  })
})

describe('quotedAnswer', () => {
  it('keeps a one-line answer on its label’s line', () => {
    expect(quotedAnswer('Nom', 'Rossier')).toBe('Nom: Rossier')
  })

  it('puts each line of a longer answer behind "> " below its label, whatever broke the line', () => {
    expect(quotedAnswer('Message', 'Bonjour\r\nBcc: x@evil.example\u2028\nMerci')).toBe(
      'Message:\n> Bonjour\n> Bcc: x@evil.example\n> \n> Merci',
    )
  })
})
