import { describe, expect, it } from 'vitest'

import type { Locale } from './locales'
import { MESSAGES } from './messages'

type Tree = { [key: string]: string | Tree }

// Each locale's file with the texts the request forms keep in their folders (src/features/forms/kinds.ts).
const { fr, de, en } = MESSAGES as Record<Locale, Tree>

/** Every key path with the {placeholders} its text uses. */
function shape(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree)
    .flatMap(([key, value]) =>
      typeof value === 'string'
        ? [`${prefix}${key}:${[...new Set([...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort().join(',')}`]
        : shape(value, `${prefix}${key}.`),
    )
    .sort()
}

describe('message files', () => {
  it('fr (default and fallback), de and en have the same keys and placeholders', () => {
    const french = shape(fr)
    expect(shape(de)).toEqual(french)
    expect(shape(en)).toEqual(french)
  })

  it('no text is left empty', () => {
    for (const messages of [fr, de, en]) {
      expect(shape(messages).length).toBeGreaterThan(0)
      expect(JSON.stringify(messages)).not.toMatch(/:""/)
    }
  })

  it('plural texts give the number as {count}, not #: # builds Intl.NumberFormat in the browser, ~15 ms on a phone', () => {
    for (const messages of [fr, de, en]) expect(JSON.stringify(messages)).not.toMatch(/, plural,[^"]*#/)
  })
})
