/** Order tracking: the course of an order after the funnel, its page and its lookup. */
export { changeStatus, needsInstallation, timeline } from './status-flow'
