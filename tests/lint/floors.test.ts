import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * The floors of docs/floors.md hold because `npm run lint` fails on an import that runs up, enters a
 * feature or a screen by a side door, or closes a loop of files or of features, and on a rule of
 * one site outside the site table. Each ESLint case lints a source text as if it stood at a real
 * path of the tree, with the project's own configuration.
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

  it('refuses a rule of one site outside the site table, and keeps it there', async () => {
    const rule = "import type { SiteId } from '@/sites/sites'\nexport const newsPage = (site: SiteId) => (site === 2 ? 1425 : 793)\n"
    expect(await rulesBroken('src/features/news/news-source.ts', rule)).toContain('no-restricted-syntax')
    expect(
      await rulesBroken(
        'src/screens/frame/Logo.tsx',
        "import type { SiteId } from '@/sites/sites'\nexport const region: Record<SiteId, string | null> = { 1: null, 2: 'Entremont', 3: 'Fribourg' }\n",
      ),
    ).toContain('no-restricted-syntax')
    expect(await rulesBroken('src/sites/sites.ts', rule)).toEqual([])
  })

  it("lets the CMS build a bloc's fields from its parts, and keeps those fields on the CMS's floor", async () => {
    expect(
      await rulesBroken(
        'src/cms/collections/Pages.ts',
        "import { BLOC_PARTS } from '@/screens/blocks/parts'\nexport const parts = BLOC_PARTS\n",
      ),
    ).toEqual([])
    expect(
      await rulesBroken(
        'src/cms/collections/Pages.ts',
        "import { BlocsRenderer } from '@/screens/blocks/server'\nexport const render = BlocsRenderer\n",
      ),
    ).toContain('import/no-restricted-paths')
    expect(
      await rulesBroken(
        'src/screens/blocks/videos/config.ts',
        "import { newsCard } from '@/features/news'\nexport const card = newsCard\n",
      ),
    ).toContain('import/no-restricted-paths')
  })

  it("lets the CMS and the locales' messages read the form kinds' list and texts, and keeps those on the i18n floor", async () => {
    expect(
      await rulesBroken(
        'src/i18n/messages.ts',
        "import { formKindMessages } from '@/features/forms/kinds'\nexport const texts = formKindMessages\n",
      ),
    ).toEqual([])
    expect(
      await rulesBroken(
        'src/cms/collections/FormSubmissions.ts',
        "import { FORM_KINDS } from '@/features/forms/kinds'\nexport const kinds = FORM_KINDS\n",
      ),
    ).toEqual([])
    expect(
      await rulesBroken(
        'src/i18n/messages.ts',
        "import { FORM_MESSAGES } from '@/features/forms/rules'\nexport const texts = FORM_MESSAGES\n",
      ),
    ).toContain('import/no-restricted-paths')
    expect(
      await rulesBroken('src/features/forms/kinds.ts', "import { CANTONS } from '@/cms/fields/options'\nexport const cantons = CANTONS\n"),
    ).toContain('import/no-restricted-paths')
  })

  it('refuses a side door from a root file', async () => {
    expect(
      await rulesBroken(
        'src/instrumentation.ts',
        "export async function register() {\n  const { ensureOutboxTimer } = await import('./features/mail/outbox')\n  ensureOutboxTimer()\n}\n",
      ),
    ).toContain('import/no-restricted-paths')
  })

  it('refuses a side door into a screen that has doors', async () => {
    expect(
      await rulesBroken(
        'src/screens/content-page/PageFrame.tsx',
        "import { SiteShell } from '@/screens/frame/SiteShell'\nexport const shell = SiteShell\n",
      ),
    ).toContain('import/no-restricted-paths')
    expect(
      await rulesBroken(
        'src/screens/content-page/PageFrame.tsx',
        "import { SiteShell } from '@/screens/frame/server'\nexport const shell = SiteShell\n",
      ),
    ).toEqual([])
  })
})

/**
 * The graph as a whole: dependency-cruiser reads the files from disk, so each case is a small tree
 * written to a folder of its own outside the repository (a run stopped half-way leaves nothing in
 * src), cruised with the project's own configuration, then removed.
 */
describe('the import graph', () => {
  // Both passes of `npm run lint`: the files, then the features.
  const configs = [resolve('.dependency-cruiser.mjs'), resolve('.dependency-cruiser.features.mjs')]
  const cli = resolve('node_modules/dependency-cruiser/bin/dependency-cruiser.mjs')

  function violations(files: Record<string, string>): string[] {
    const root = mkdtempSync(join(tmpdir(), 'floors-'))
    try {
      writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'] } } }))
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(root, path)), { recursive: true })
        writeFileSync(join(root, path), text)
      }
      return configs.flatMap((config) => {
        const run = spawnSync(process.execPath, [cli, '--config', config, '--no-cache', '--output-type', 'json', 'src'], {
          cwd: root,
          encoding: 'utf8',
        })
        const result = JSON.parse(run.stdout) as { summary: { violations: { rule: { name: string } }[] } }
        return result.summary.violations.map((violation) => violation.rule.name)
      })
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  }

  it('refuses two files that import each other', () => {
    expect(
      violations({
        'src/lib/a.ts': "import { b } from './b'\nexport const a = () => b\n",
        'src/lib/b.ts': "import { a } from '@/lib/a'\nexport const b = () => a\n",
      }),
    ).toContain('no-cycle')
  })

  it('refuses a feature that imports, through its door, a feature that imports it', () => {
    const tree = {
      'src/features/address/index.ts': 'export const checkAddress = (npa: string) => npa.length === 4\n',
      'src/features/order/index.ts':
        "import { checkAddress } from '@/features/address'\nexport const placeOrder = (npa: string) => checkAddress(npa)\n",
    }
    expect(violations(tree)).toEqual([])
    expect(
      violations({
        ...tree,
        'src/features/address/probe.ts': "import { placeOrder } from '@/features/order'\nexport const probe = () => placeOrder\n",
      }),
    ).toContain('no-feature-loop')
  })
  it("counts no loop through a bloc part's folder, whose fields the CMS reads and whose component reads a feature", () => {
    expect(
      violations({
        'src/features/address/index.ts': "import { cms } from '@/cms/client'\nexport const checkAddress = () => cms\n",
        'src/features/order/index.ts': "import { checkAddress } from '@/features/address'\nexport const placeOrder = () => checkAddress\n",
        'src/cms/client.ts': "import { BLOC_PARTS } from '@/screens/blocks/parts'\nexport const cms = () => BLOC_PARTS\n",
        'src/screens/blocks/parts.ts': "import { teasersPart } from './teasers/config'\nexport const BLOC_PARTS = [teasersPart]\n",
        'src/screens/blocks/teasers/config.ts': "export const teasersPart = { name: 'teasers' }\n",
        'src/screens/blocks/teasers/Part.tsx':
          "import { placeOrder } from '@/features/order'\nexport default function TeasersPart() {\n  return placeOrder\n}\n",
      }),
    ).toEqual([])
  })
})
