import Script from 'next/script'

import { trackerSettings } from '@/lib/env'

import { trackerScript } from './tracker'

/** §7: the tracker, loaded after the page is interactive, only in publish mode 3 with a public key. */
export function TrackerScript() {
  const tracker = trackerScript(trackerSettings())
  return tracker ? <Script src={tracker.src} data-public-key={tracker.publicKey} strategy="lazyOnload" /> : null
}
