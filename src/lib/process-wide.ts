/**
 * One value per process under `name`, made by `create` on first use. Next's server bundles, the
 * CMS's and the production listener (scripts/start.mjs) each evaluate their own copy of a module,
 * so a module-level value would be one per bundle; this one lives on globalThis under a registered
 * symbol, where every copy finds it.
 */
export function processWide<T>(name: string, create: () => T): T {
  const key = Symbol.for(`operator-website.${name}`)
  const scope = globalThis as typeof globalThis & Record<symbol, unknown>
  if (!(key in scope)) scope[key] = create()
  return scope[key] as T
}
