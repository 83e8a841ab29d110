import 'server-only'

export { safeFileName } from './attachment-check.server'
export { createFormChallenge, handOutChallenge } from './challenge.server'
export { type AnswerLine } from './form-mails'
export {
  handleFormSubmission,
  receiveSubmission,
  handleStandaloneSubmission,
  routeByPostalCode,
  siteContactEmail,
  type FormHandler,
  type StandaloneFormHandler,
} from './submit-form.server'
