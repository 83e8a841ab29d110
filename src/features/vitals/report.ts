import type { WebVital } from '@/lib/metrics'

import type { PageType } from './page-type'

/** Where a page view's vitals are sent (src/app/api/vitals). */
export const VITALS_PATH = '/api/vitals'

/** One page view's report: its page type and what was measured of it (milliseconds, CLS without unit). No address, no identifier. */
export type VitalsReport = { pageType: PageType; vitals: Partial<Record<WebVital, number>> }
