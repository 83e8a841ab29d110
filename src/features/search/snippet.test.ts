import { describe, expect, it } from 'vitest'

import { foldText } from '@/lib/text'

import { ELLIPSIS, highlight, snippet } from './snippet'
import { matchesQuery, richTextWords } from './text'
import { richText } from './test-fixtures'

const marked = (segments: { text: string; mark?: true }[]) => segments.filter((segment) => segment.mark).map((segment) => segment.text)
const joined = (segments: { text: string }[]) => segments.map((segment) => segment.text).join('')

describe('snippets and highlighting', () => {
  it('marks every word whose folded form matched, in its original spelling', () => {
    const segments = highlight('La Télévision et la TÉLÉVISION', new Set(['television']))
    expect(marked(segments)).toEqual(['Télévision', 'TÉLÉVISION'])
    expect(joined(segments)).toBe('La Télévision et la TÉLÉVISION')
  })

  it('keeps markup-like text as text: the renderer only ever gets strings', () => {
    const segments = highlight('<script>alert(1)</script> replay', new Set(['replay']))
    expect(segments).toEqual([{ text: '<script>alert(1)</script> ' }, { text: 'replay', mark: true }])
  })

  it('cuts a long text around the first match, at word boundaries, with the §9 ellipsis', () => {
    const long = `${'avant '.repeat(40)}le replay sur sept jours ${'après '.repeat(40)}`
    const segments = snippet(long, new Set(['replay']))
    expect(segments[0]?.text).toBe(ELLIPSIS)
    expect(segments.at(-1)?.text).toBe(ELLIPSIS)
    expect(marked(segments)).toEqual(['replay'])
    expect(joined(segments).length).toBeLessThan(200)
    expect(joined(segments)).toMatch(/^\.\.\.avant .* après\.\.\.$/)
  })

  it('a short text is whole; no match gives the text’s start; no text gives nothing', () => {
    expect(joined(snippet('Le replay 7 jours.', new Set(['replay'])))).toBe('Le replay 7 jours.')
    expect(marked(snippet('Sans rapport', new Set(['replay'])))).toEqual([])
    expect(snippet('', new Set(['replay']))).toEqual([])
  })
})

describe('text rules', () => {
  it('folds case, accents and ß', () => {
    expect(foldText('Télévision ÉTÉ Straße')).toBe('television ete strasse')
  })

  it('reads a Lexical document: a paragraph’s parts run on, paragraphs are spaced', () => {
    const two = { root: { children: [{ children: [{ text: 'Télé' }, { text: 'vision' }] }, { children: [{ text: 'Replay' }] }] } }
    expect(richTextWords(two)).toBe('Télévision Replay')
    expect(richTextWords(richText('Plus de 250 chaînes'))).toBe('Plus de 250 chaînes')
  })

  it('matchesQuery: every word of the query in one of the texts, folded', () => {
    expect(matchesQuery(['Suisse', 'CH'], 'suisse')).toBe(true)
    expect(matchesQuery(['Chaînes TV en replay'], 'chaines replay')).toBe(true)
    expect(matchesQuery(['Chaînes TV'], 'chaines radio')).toBe(false)
    expect(matchesQuery(['Chaînes TV'], ' ')).toBe(false)
  })
})
