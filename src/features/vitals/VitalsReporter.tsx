'use client'

import { useEffect } from 'react'

import { hasAudienceMeasurementConsent, whenAudienceMeasurementConsented } from '@/features/consent'

import type { PageType } from './page-type'

/**
 * Real visitors' vitals (LCP, INP, CLS, TTFB), for the page views of visitors who accepted
 * audience measurement, one in `1 / sampleRate` of them: nothing is loaded otherwise. Mounted with
 * the page's deferred behaviours, after hydration; the measuring code is a chunk of its own.
 */
export function VitalsReporter({ pageType, sampleRate }: { pageType: PageType; sampleRate: number }) {
  useEffect(() => {
    if (Math.random() >= sampleRate) return
    whenAudienceMeasurementConsented(() => {
      void import('./measure-vitals').then(({ measureVitals }) =>
        measureVitals(pageType, () => hasAudienceMeasurementConsent(document.cookie)),
      )
    })
  }, [pageType, sampleRate])
  return null
}
