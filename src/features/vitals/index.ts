/** Real visitors' vitals (LCP, INP, CLS, TTFB) with audience-measurement consent. Client-safe. */
export { VitalsReporter } from './VitalsReporter'
export type { PageType } from './page-type'
