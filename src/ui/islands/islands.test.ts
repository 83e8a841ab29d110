import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'

import { describe, expect, it } from 'vitest'

const RUNTIME = join('src', 'ui', 'islands')

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return path === RUNTIME ? [] : sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const files = sources('src').map((path) => ({ path, text: readFileSync(path, 'utf8') }))
const declaring = files.filter(({ text }) => /=\s*island\(/.test(text))

describe('one file convention for islands (README.md)', () => {
  it('every island is declared in a client file named island.ts, beside the server component that renders it', () => {
    expect(declaring.length).toBeGreaterThan(0)
    for (const { path, text } of declaring) {
      expect(basename(path), path).toBe('island.ts')
      expect(text.startsWith("'use client'"), path).toBe(true)
    }
  })

  it('is named after the component it loads, with Island after it, and the file declares islands only', () => {
    for (const { path, text } of declaring) {
      const exported = [...text.matchAll(/^export (?:const|function|type|interface) (\w+)/gm)].map((match) => match[1])
      const islands = [...text.matchAll(/^export const (\w+) = island\(\s*\(\) => import\([^)]*\)\.then\(\(m\) => m\.(\w+)\)/gm)]
      expect(islands.length, path).toBe(exported.length)
      for (const [, name, loaded] of islands) expect(name, path).toBe(`${loaded}Island`)
    }
  })

  it('no other file is named island.ts', () => {
    const named = files.filter(({ path }) => basename(path) === 'island.ts').map(({ path }) => path)
    expect(named.sort()).toEqual(declaring.map(({ path }) => path).sort())
  })
})
