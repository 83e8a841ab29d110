import { describe, expect, it } from 'vitest'

import { internalTarget, isInternalUrl, routedHref } from './cms-link'

describe('§2 CMS links', () => {
  it("'Internal links (url starting with a slash) use the router; others open in a new tab'", () => {
    expect(isInternalUrl('/offres-combinees-477')).toBe(true)
    expect(isInternalUrl('https://www.example.ch')).toBe(false)
    expect(isInternalUrl('//evil.example/path')).toBe(false)
    expect(isInternalUrl('mailto:info@example.ch')).toBe(false)
    expect(isInternalUrl(null)).toBe(false)
  })

  it('an internal url keeps its locale prefix (fr unprefixed), path, query and hash for the router', () => {
    expect(internalTarget('/en/combo-offers-477?pack=fibre#prices')).toEqual({
      locale: 'en',
      path: ['combo-offers-477'],
      query: { pack: 'fibre' },
      hash: 'prices',
    })
    expect(internalTarget('/offres-combin%C3%A9es-477')).toEqual({ locale: 'fr', path: ['offres-combinées-477'], query: {}, hash: '' })
    expect(internalTarget('/de')).toEqual({ locale: 'de', path: [], query: {}, hash: '' })
    expect(internalTarget('https://example.ch/x')).toBeNull()
  })
})

describe('§2 soft links: which clicks the router takes', () => {
  const here = { origin: 'https://a.localhost' }
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false }
  const soft = { href: 'https://a.localhost/offres-combinees-477?pack=fibre#prix', target: '', soft: true, download: false }

  it('a plain left click on a soft link of this origin goes to its path, query and hash', () => {
    expect(routedHref(click, soft, here)).toBe('/offres-combinees-477?pack=fibre#prix')
    expect(routedHref(click, { ...soft, target: '_self' }, here)).toBe('/offres-combinees-477?pack=fibre#prix')
  })

  it('leaves to the browser a new tab or window, another button, a handled click, a download, another origin or a plain link', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
      expect(routedHref({ ...click, [key]: true }, soft, here)).toBeNull()
    expect(routedHref({ ...click, button: 1 }, soft, here)).toBeNull()
    expect(routedHref({ ...click, defaultPrevented: true }, soft, here)).toBeNull()
    expect(routedHref(click, { ...soft, target: '_blank' }, here)).toBeNull()
    expect(routedHref(click, { ...soft, download: true }, here)).toBeNull()
    expect(routedHref(click, { ...soft, href: 'https://b.localhost/offres-combinees-477' }, here)).toBeNull()
    expect(routedHref(click, { ...soft, soft: false }, here)).toBeNull()
  })
})
