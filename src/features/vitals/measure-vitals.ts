import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals'

import type { WebVital } from '@/lib/metrics'

import type { PageType } from './page-type'
import { VITALS_PATH, type VitalsReport } from './report'

let measuring = false

/**
 * Measures this document's vitals with the web-vitals library and sends them once, when the page
 * is first hidden (the visitor leaves, closes or switches away: LCP, CLS and INP are as final as
 * they get). Once per document: the frame that asks again after a route change is the same page view.
 * `mayReport` is asked again then: consent withdrawn meanwhile sends nothing.
 */
export function measureVitals(pageType: PageType, mayReport: () => boolean): void {
  if (measuring) return
  measuring = true
  const vitals: VitalsReport['vitals'] = {}
  const record = ({ name, value }: Metric) => {
    vitals[name as WebVital] = value
  }
  // Every change kept: the last value is the one sent, whenever the page is hidden.
  for (const on of [onLCP, onINP, onCLS, onTTFB]) on(record, { reportAllChanges: true })
  let sent = false
  const send = () => {
    if (sent || Object.keys(vitals).length === 0 || !mayReport()) return
    sent = true
    const report: VitalsReport = { pageType, vitals }
    navigator.sendBeacon(VITALS_PATH, JSON.stringify(report))
  }
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send()
  })
  addEventListener('pagehide', send)
}
