import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * The floors of docs/floors.md hold because `npm run lint` fails on an import that runs up, enters a
 * feature by a side door, or closes a loop. Each case lints a source text as if it stood at a real
 * path of the tree, with the project's own ESLint configuration.
 */
let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() })
})

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message)
}

describe('the floors', () => {
  it('lets an import run down', async () => {
    expect(await rulesBroken('src/sites/audience.ts', "import { routing } from '@/i18n/routing'\nexport const all = routing\n")).toEqual([])
  })

  it.each([
    ['src/lib/formats.ts', "import { resolveSite } from '@/sites/resolve-site'\nexport const site = resolveSite\n"],
    ['src/i18n/navigation.ts', "import { siteRules } from '@/sites/sites'\nexport const rules = siteRules\n"],
    ['src/cms/published.ts', "import { newsCard } from '@/features/news'\nexport const card = newsCard\n"],
    [
      'src/features/order/funnel.ts',
      "import { getPublishedPage } from '@/features/pages/server'\nimport { ContentPage } from '@/screens/content-page/ContentPage'\nexport const page = [getPublishedPage, ContentPage]\n",
    ],
    ['src/features/news/news-format.ts', "import { getContent } from '@/api/server'\nexport const content = getContent\n"],
    ['src/screens/news/NewsScreens.tsx', "import { listContents } from '@/api/server'\nexport const list = listContents\n"],
  ])('refuses an import that runs up from %s', async (filePath, code) => {
    expect(await rulesBroken(filePath, code)).toContain('import/no-restricted-paths')
  })

  it('refuses a side door into another feature', async () => {
    expect(
      await rulesBroken(
        'src/features/order/funnel.ts',
        "import { loadNewsCards } from '@/features/news/news.server'\nexport const cards = loadNewsCards\n",
      ),
    ).toContain('import/no-restricted-paths')
  })

  it('refuses the demo content anywhere in src', async () => {
    expect(
      await rulesBroken('src/features/news/news-format.ts', "import { seed } from '../../../demo-content/seed'\nexport const run = seed\n"),
    ).toContain('import/no-restricted-paths')
  })

  it('refuses an import that closes a loop', () => {
    // The cycle rule reads the files it follows from disk: two files that import each other, linted
    // by the command line, then removed.
    const folder = `src/lib/floor-fixture-${process.pid}`
    mkdirSync(folder)
    try {
      writeFileSync(`${folder}/a.ts`, "import { b } from './b'\nexport const a = () => b\n")
      writeFileSync(`${folder}/b.ts`, "import { a } from '@/lib/floor-fixture-" + process.pid + "/a'\nexport const b = () => a\n")
      const run = spawnSync(process.execPath, ['node_modules/eslint/bin/eslint.js', '--format', 'json', folder], { encoding: 'utf8' })
      expect(run.stdout).toContain('import/no-cycle')
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
