import { createNavigation } from 'next-intl/navigation'
import { describe, expect, it } from 'vitest'

import { LOCALES } from './locales'
import { getPathname } from './navigation'
import { routing, type AppPathname } from './routing'

const library = createNavigation(routing)
type Args = Parameters<typeof getPathname>[0]

const PLAIN = (Object.keys(routing.pathnames) as AppPathname[]).filter((pathname) => !pathname.includes('['))
const WITH_PARAMS: Args['href'][] = [
  { pathname: '/[...path]', params: { path: ['offres-combinees-477'] } },
  { pathname: '/[...path]', params: { path: ['business', 'réseau à domicile-12'] } },
  { pathname: '/news/[detail]', params: { detail: 'fibre-optique-3' } },
  { pathname: '/business/references/[detail]', params: { detail: 'gemeinde-bulle-7' } },
  { pathname: '/', query: { config: 'internet-300' } },
  { pathname: '/order', query: { offre: 'trio 10g', étape: 'adresse' } },
]

describe('§2 paths of the internal pathnames', () => {
  it("are next-intl's own: every screen, with parameters and queries, in every locale, prefixed or not", () => {
    for (const locale of LOCALES) {
      for (const href of [...PLAIN, ...WITH_PARAMS]) {
        for (const forcePrefix of [undefined, true]) {
          const args = { href, locale, forcePrefix } as Args
          expect(getPathname(args), JSON.stringify(args)).toBe(library.getPathname(args as Parameters<typeof library.getPathname>[0]))
        }
      }
    }
  })

  it('French is unprefixed, German and English carry their prefix; a locale home is the prefix alone', () => {
    expect(getPathname({ href: '/order', locale: 'fr' })).toBe('/commande')
    expect(getPathname({ href: '/order', locale: 'de' })).toBe('/de/bestellung')
    expect(getPathname({ href: '/', locale: 'en' })).toBe('/en')
    expect(getPathname({ href: '/', locale: 'fr', forcePrefix: true })).toBe('/fr')
  })
})
