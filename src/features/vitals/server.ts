import 'server-only'

export { pageTypeOf } from './page-type'
export { countVitals } from './report.server'
