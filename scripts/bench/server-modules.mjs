/**
 * Lets a script run the server's own modules outside Next: `server-only` resolves to an empty
 * module, as it does in the tests (vitest.config.ts). Use: node --import tsx --import ./scripts/bench/server-modules.mjs …
 */
import { register } from 'node:module'

const hooks = `export async function resolve(specifier, context, next) {
  return specifier === 'server-only' ? { url: 'data:text/javascript,', shortCircuit: true } : next(specifier, context)
}`
register(`data:text/javascript,${encodeURIComponent(hooks)}`)
