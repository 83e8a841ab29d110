import { config } from 'zod/v4/core'

// Zod compiles its object parsers with new Function where it may; the site's CSP allows no eval,
// and even zod's probe for it is reported as a violation.
config({ jitless: true })
