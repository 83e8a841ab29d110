import 'server-only'

export { pageTypeOf } from './page-type'
export { answerVitals } from './report.server'
