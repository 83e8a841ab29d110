import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { LOCALES } from '@/i18n/locales'

import { BLOC_FORM_KINDS, FORM_KINDS } from './kinds'
import { requestFormIsland, requestHandler } from './request-forms.server'

const FORMS = join('src', 'features', 'forms')
/** The files a request's folder holds: all a new kind is, besides its line in kinds.ts (docs/floors.md). */
const FOLDER = ['form.ts', 'Form.tsx', 'island.ts', 'messages.json']

type Tree = { [key: string]: string | Tree }

/** Every key path with the {placeholders} its text uses. */
const shape = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree)
    .flatMap(([key, value]) =>
      typeof value === 'string'
        ? [`${prefix}${key}:${[...new Set([...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort().join(',')}`]
        : shape(value, `${prefix}${key}.`),
    )
    .sort()

describe('the form kinds (kinds.ts): a request of the inbox is its folder', () => {
  it('gives every request its folder, and no folder holds a request the list does not name', () => {
    for (const kind of FORM_KINDS) for (const file of FOLDER) expect(existsSync(join(FORMS, kind, file)), `${kind}/${file}`).toBe(true)
    const folders = readdirSync(FORMS, { withFileTypes: true }).filter(
      (entry) => entry.isDirectory() && existsSync(join(FORMS, entry.name, 'form.ts')),
    )
    expect(folders.map((entry) => entry.name).sort()).toEqual([...FORM_KINDS].sort())
  })

  it('takes in the texts of each folder in every locale, with the same keys and placeholders, in its own part of `forms`', () => {
    for (const kind of FORM_KINDS) {
      const messages = JSON.parse(readFileSync(join(FORMS, kind, 'messages.json'), 'utf8')) as Record<string, Tree>
      expect(Object.keys(messages).sort(), kind).toEqual([...LOCALES].sort())
      const french = shape(messages.fr!)
      expect(french.length, kind).toBeGreaterThan(0)
      for (const locale of LOCALES) {
        expect(shape(messages[locale]!), `${kind} ${locale}`).toEqual(french)
        // The mail's subject, and the form's own texts: nothing of another form or of the platform.
        expect(Object.keys(messages[locale]!).sort(), `${kind} ${locale}`).toEqual([kind, 'mail'].sort())
        expect(shape(messages[locale]!.mail as Tree), `${kind} ${locale}`).toEqual([`subject.${kind}:`])
      }
      expect(BLOC_FORM_KINDS[kind].messages).toEqual(messages)
    }
  })

  it("finds each request's handler and island by the folder's name, as the forms route and the bloc do", async () => {
    for (const kind of FORM_KINDS) {
      const handler = await requestHandler(kind)
      expect(handler.kind).toBe(kind)
      expect(typeof handler.schema).toBe('function')
      expect(typeof handler.lines).toBe('function')
      expect(typeof (await requestFormIsland(kind))).toBe('function')
    }
  })
})
