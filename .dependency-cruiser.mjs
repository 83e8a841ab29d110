/**
 * The import graph as a whole (docs/floors.md), checked once per run where ESLint judges each import
 * alone: no two files import each other in a loop. Loops of features: .dependency-cruiser.features.mjs.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const config = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'Files that import each other in a loop: a module is used before it is defined, depending on which is loaded first.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Type-only imports are erased and close no loop at run time.
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.tsx?$', '^src/cms/migrations/', '^src/cms/payload-types\\.ts$'] },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
}

export default config
