import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const root = fileURLToPath(new URL('.', import.meta.url))
const src = `${root}src`
const features = readdirSync(`${src}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * The house rules of docs/floors.md, enforced: a feature is entered through its `index.ts`
 * (client-safe) or its `server.ts` (server-only), never through its other files; a feature whose
 * client components must stay out of server imports exposes them in `components.ts`. Tests may also
 * borrow another feature's `test-fixtures.ts`.
 */
const PUBLIC_ENTRIES = [`${src}/features/*/index.ts`, `${src}/features/*/server.ts`, `${src}/features/*/components.ts`]
const TEST_FILES = ['src/**/*.test.ts', 'src/**/*.test.tsx']

function featureZones(entries) {
  return features.map((feature) => ({
    target: `${src}/features/${feature}/**`,
    from: `${src}/features/**`,
    except: [`${src}/features/${feature}/**`, ...entries],
    message: 'Import another feature through its index.ts or server.ts only.',
  }))
}

const LAYER_ZONES = [
  {
    target: `${src}/app/**`,
    from: `${src}/features/**`,
    except: PUBLIC_ENTRIES,
    message: 'Routes import features through their index.ts or server.ts only.',
  },
  // The content model knows nothing of the screens built on it.
  {
    target: [`${src}/cms/!(seed)/**`, `${src}/cms/*.ts`],
    from: [`${src}/features/**`, `${src}/app/**`],
    message: 'src/cms never imports features or routes.',
  },
  // The demo content is built from the domain's own data (postal-code lists, page urls).
  {
    target: `${src}/cms/seed/**`,
    from: `${src}/features/**`,
    except: PUBLIC_ENTRIES,
    message: 'The seed imports features through their index.ts or server.ts only.',
  },
  // Screens see the content model through its public modules: the client, the generated types,
  // the published filter and the option lists; collections and hooks stay the CMS's own.
  {
    target: [`${src}/features/**`, `${src}/app/**`],
    from: `${src}/cms/**`,
    except: [`${src}/cms/{client,payload-types,published,fields/options}.ts`],
    message: 'Import the content model through src/cms/client, payload-types, published or fields/options.',
  },
  // Shared pieces have no feature knowledge.
  ...['ui', 'lib', 'sites', 'i18n'].map((layer) => ({
    target: `${src}/${layer}/**`,
    from: [`${src}/features/**`, `${src}/app/**`],
    message: `src/${layer} is shared by every feature and imports none of them.`,
  })),
]

const boundaries = (entries) => ['error', { zones: [...featureZones(entries), ...LAYER_ZONES] }]

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    'node_modules/**',
    'data/**',
    '.tmp/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'src/cms/payload-types.ts',
    'src/cms/migrations/**',
    'src/app/(payload)/**',
  ]),
  {
    rules: {
      // Media come through /media in the §9 sizes, lazy-loaded by our own hook (§4); next/image's
      // optimizer would encode them a second time.
      '@next/next/no-img-element': 'off',
      // `const { drop: _drop, ...rest } = value` is how a field is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, varsIgnorePattern: '^_', argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': boundaries(PUBLIC_ENTRIES) },
  },
  {
    files: TEST_FILES,
    rules: { 'import/no-restricted-paths': boundaries([...PUBLIC_ENTRIES, `${src}/features/*/test-fixtures.ts`]) },
  },
])
