/** Where zod keeps its settings: the global object. */
export type ZodScope = { __zod_globalConfig?: { jitless?: boolean } }

/**
 * Zod compiles its object parsers with new Function where it may; the site's CSP allows no eval,
 * and even zod's probe for it is reported as a violation. Zod keeps its settings on this global
 * (shared by every copy of zod): setting it here spares every page the 15 KB that importing zod's
 * `config` brings in, on pages that parse nothing.
 */
export function switchOffZodJit(scope: ZodScope = globalThis as ZodScope) {
  scope.__zod_globalConfig ??= {}
  scope.__zod_globalConfig.jitless = true
}
