import files from './.dependency-cruiser.mjs'

/**
 * No two features import each other, even through a third (docs/floors.md): the features' own graph,
 * each feature one node. Read apart from the rest of src, where a bloc part's folder is both below the
 * CMS (its fields) and above the features (its component), which a graph of folders would count as a loop.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const config = {
  forbidden: [
    {
      name: 'no-feature-loop',
      severity: 'error',
      comment: 'Features import each other one way only: a feature that another feature uses may not use it back, even through a third.',
      scope: 'folder',
      from: { path: '^src/features/[^/]+$' },
      to: { path: '^src/features/[^/]+$', circular: true },
    },
  ],
  options: {
    ...files.options,
    includeOnly: '^src/features/',
    cache: { ...files.options.cache, folder: 'node_modules/.cache/dependency-cruiser-features' },
  },
}

export default config
