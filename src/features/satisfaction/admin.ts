import 'server-only'

/*
 * The admin's own components, apart from server.ts: the site imports server.ts on every page, and
 * through it the results chart (a charting library) would join every page's scripts.
 */
export { SurveyResults } from './SurveyResults'
