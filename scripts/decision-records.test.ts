import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/** The decision records' own rules (docs/decisions/README.md, "Adding a record"). */
const DIR = path.resolve(import.meta.dirname, '../docs/decisions')
const RECORD = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/
const MAX_LINES = 80

const files = readdirSync(DIR).filter((file) => file !== 'README.md')
const text = (file: string) => readFileSync(path.join(DIR, file), 'utf8')

describe('decision records', () => {
  it('are named NNN-kebab-title.md, one number each', () => {
    expect(files.filter((file) => !RECORD.test(file))).toEqual([])
    const numbers = files.map((file) => file.slice(0, 3))
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([])
  })

  it('open on their number and title, and say context, decision and consequences in that order', () => {
    const wrong = files.filter((file) => {
      const body = text(file)
      const at = ['## Context\n', '## Decision\n', '## Consequences\n'].map((heading) => body.indexOf(`\n${heading}`))
      return !body.startsWith(`# ${file.slice(0, 3)}. `) || !at.every((i, n) => i >= 0 && i > (at[n - 1] ?? -1))
    })
    expect(wrong).toEqual([])
  })

  it(`are at most ${MAX_LINES} lines long`, () => {
    const long = files
      .map((file) => `${file}: ${text(file).trimEnd().split('\n').length}`)
      .filter((line) => Number(line.split(': ')[1]) > MAX_LINES)
    expect(long).toEqual([])
  })

  it('are each listed once in the index, which links no other record', () => {
    const linked = [...text('README.md').matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((m) => m[1])
    expect([...linked].sort()).toEqual([...files].sort())
  })
})
