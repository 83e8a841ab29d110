import type { Graph } from 'schema-dts'

import { serializeJsonLd } from './json-ld'

/** Structured data as a data block: not a script the browser runs, so no CSP source is needed. */
export function JsonLd({ data }: { data: Graph }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
