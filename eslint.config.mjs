import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const root = fileURLToPath(new URL('.', import.meta.url))
const src = `${root}src`
const folders = (path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
const features = folders(`${src}/features`)
const screens = folders(`${src}/screens`)
/** Screens with doors (index.ts, server.ts): another folder enters them through these only. */
const screensWithDoors = screens.filter((screen) =>
  readdirSync(`${src}/screens/${screen}`).some((file) => file === 'index.ts' || file === 'server.ts'),
)
/** The files at the root of src (instrumentation, proxy): entry points Next loads, above every floor. */
const ROOT_FILES = `${src}/*.{ts,tsx}`

/**
 * The floors of docs/floors.md, enforced import by import: an import only runs down
 * (app → screens, api → features → cms, ui → sites → i18n → lib), and a feature is entered through its
 * `index.ts` (client-safe), `server.ts` (server-only) or `components.ts` (client components kept out
 * of server imports), never through its other files. Tests may also borrow a feature's `test-fixtures.ts`.
 * The graph as a whole (no loop of files, no loop of features) is dependency-cruiser's
 * (.dependency-cruiser.mjs): it reads it once, where a per-file rule walked it again for every file.
 */
const PUBLIC_ENTRIES = [
  `${src}/features/*/index.ts`,
  `${src}/features/*/server.ts`,
  `${src}/features/*/components.ts`,
  // The form kinds' list (FORM_KINDS_REGISTRY below).
  `${src}/features/forms/{kinds,index}.ts`,
]
const TEST_FILES = ['src/**/*.test.ts', 'src/**/*.test.tsx']

/** Each floor, top to bottom, with the floors above it that it may never import. */
const FLOORS = [
  { floor: 'app', above: [] },
  { floor: 'screens', above: ['app', 'api'] },
  // Only the routes of src/app enter the §7 door; screens and features call the features' loaders.
  { floor: 'api', above: ['app', 'screens'] },
  { floor: 'features', above: ['app', 'screens', 'api'] },
  { floor: 'cms', above: ['app', 'screens', 'api', 'features'] },
  { floor: 'ui', above: ['app', 'screens', 'api', 'features', 'cms'] },
  { floor: 'sites', above: ['app', 'screens', 'api', 'features', 'cms', 'ui'] },
  { floor: 'i18n', above: ['app', 'screens', 'api', 'features', 'cms', 'ui', 'sites'] },
  { floor: 'lib', above: ['app', 'screens', 'api', 'features', 'cms', 'ui', 'sites', 'i18n'] },
]

/**
 * A bloc part's fields are content model kept beside its component (src/screens/blocks/parts.ts):
 * these files stand on the CMS's floor, which builds the pages' blocs from them.
 */
const BLOC_PART_CONFIGS = [`${src}/screens/blocks/{parts,part-config,*/config}.ts`]

/**
 * The one list of the form kinds (src/features/forms/kinds.ts) and the texts of each request, kept in
 * its folder: these files stand on the i18n floor; the CMS builds its options from the list and the
 * locales' messages take in the texts.
 */
const FORM_KINDS_REGISTRY = [`${src}/features/forms/{kinds.ts,*/messages.json}`]
const BELOW_FEATURES = new Set(['cms', 'ui', 'sites', 'i18n'])

const FLOOR_ZONES = [
  ...FLOORS.flatMap(({ floor, above }) =>
    above.map((name) => ({
      target: `${src}/${floor}/**`,
      from: `${src}/${name}/**`,
      ...(floor === 'cms' && name === 'screens' ? { except: BLOC_PART_CONFIGS } : {}),
      ...(BELOW_FEATURES.has(floor) && name === 'features' ? { except: FORM_KINDS_REGISTRY } : {}),
      message: `Imports run down the floors (docs/floors.md): src/${floor} never imports src/${name}${floor === 'cms' && name === 'screens' ? ' (but the bloc parts’ fields)' : ''}${BELOW_FEATURES.has(floor) && name === 'features' ? ' (but the form kinds’ list and texts)' : ''}.`,
    })),
  ),
  ...['app', 'api', 'features', 'screens'].map((name) => ({
    target: BLOC_PART_CONFIGS,
    from: `${src}/${name}/**`,
    ...(name === 'screens' ? { except: BLOC_PART_CONFIGS } : {}),
    ...(name === 'features' ? { except: FORM_KINDS_REGISTRY } : {}),
    message: 'A bloc part’s fields stand on the CMS’s floor (docs/floors.md): they import the CMS, ui, sites, i18n and lib only.',
  })),
  ...['app', 'screens', 'api', 'features', 'cms', 'ui', 'sites'].map((name) => ({
    target: FORM_KINDS_REGISTRY,
    from: `${src}/${name}/**`,
    ...(name === 'features' ? { except: FORM_KINDS_REGISTRY } : {}),
    message: 'The form kinds’ list and texts stand on the i18n floor (docs/floors.md): they import i18n and lib only.',
  })),
  { target: `${src}/**`, from: ROOT_FILES, message: 'The files at the root of src are entry points Next loads: nothing imports them.' },
]

/** Only scripts/prepare.ts imports the demo content. */
const DEMO_ZONE = { target: `${src}/**`, from: `${root}demo-content/**`, message: 'Only scripts/prepare.ts imports the demo content.' }

function featureZones(entries) {
  return features.map((feature) => ({
    target: `${src}/features/${feature}/**`,
    from: `${src}/features/**`,
    except: [`${src}/features/${feature}/**`, ...entries],
    message: 'Import another feature through its index.ts, server.ts or components.ts only.',
  }))
}

/** A screen with doors is entered through them from the routes, the root files and the other screens. */
const SCREEN_ZONES = screensWithDoors.map((screen) => ({
  target: [`${src}/app/**`, ROOT_FILES, ...screens.filter((other) => other !== screen).map((other) => `${src}/screens/${other}/**`)],
  from: `${src}/screens/${screen}/**`,
  except: [`${src}/screens/${screen}/{index,server}.ts`],
  message: `Import src/screens/${screen} through its index.ts or server.ts only.`,
}))

const LAYER_ZONES = [
  {
    target: [`${src}/app/**`, `${src}/screens/**`, `${src}/api/**`, ROOT_FILES],
    from: `${src}/features/**`,
    except: PUBLIC_ENTRIES,
    message: 'Import a feature through its index.ts, server.ts or components.ts only.',
  },
  // Screens, the API and features see the content model through its public modules: the client,
  // the generated types, the published filter and the field builders with their option lists;
  // collections and hooks stay the CMS's own.
  {
    target: [`${src}/features/**`, `${src}/app/**`, `${src}/screens/**`, `${src}/api/**`, ROOT_FILES],
    from: `${src}/cms/**`,
    except: [`${src}/cms/{client,payload-types,published}.ts`, `${src}/cms/fields/*.ts`],
    message: 'Import the content model through src/cms/client, payload-types, published or its fields (src/cms/fields).',
  },
]

const boundaries = (entries) => ['error', { zones: [...FLOOR_ZONES, DEMO_ZONE, ...featureZones(entries), ...SCREEN_ZONES, ...LAYER_ZONES] }]

/** `site` or `siteId`, alone or as a member (`options.site`). */
const SITE = '/^(site|siteId)$/'
/**
 * Per-site rules live in the site table (src/sites/sites.ts): code elsewhere asks it, never
 * compares a site with a number, switches on one, or keeps its own record per site.
 */
const SITE_RULES_ELSEWHERE = [
  'error',
  ...['left', 'right'].flatMap((side) => {
    const other = side === 'left' ? 'right' : 'left'
    return [`${side}.name`, `${side}.property.name`].map((site) => ({
      selector: `BinaryExpression[operator=/^[!=]==?$/][${site}=${SITE}][${other}.type='Literal']`,
      message: 'A rule of one site belongs in the site table (src/sites/sites.ts): ask siteRules(site), pageIdOf(site, role)…',
    }))
  }),
  {
    selector: `SwitchStatement:matches([discriminant.name=${SITE}], [discriminant.property.name=${SITE}])`,
    message: 'A rule of one site belongs in the site table (src/sites/sites.ts): ask siteRules(site), pageIdOf(site, role)…',
  },
  {
    selector:
      "TSTypeReference[typeName.name='Record'] > TSTypeParameterInstantiation > TSTypeReference:first-child[typeName.name='SiteId']",
    message: 'A value per site belongs in the site table (src/sites/sites.ts).',
  },
]

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
    rules: {
      'import/no-restricted-paths': boundaries(PUBLIC_ENTRIES),
      'no-restricted-syntax': SITE_RULES_ELSEWHERE,
    },
  },
  { files: ['src/sites/**'], rules: { 'no-restricted-syntax': 'off' } },
  {
    files: TEST_FILES,
    rules: { 'import/no-restricted-paths': boundaries([...PUBLIC_ENTRIES, `${src}/features/*/test-fixtures.ts`]) },
  },
])
