import 'server-only'

export { inspectAttachment, safeFileName, type AttachmentCheck } from './attachment-check.server'
export { createFormChallenge, verifyFormChallenge } from './challenge.server'
export { type AnswerLine } from './form-mails'
export {
  handleFormSubmission,
  receiveSubmission,
  handleStandaloneSubmission,
  routeByPostalCode,
  siteContactEmail,
  type FormHandler,
  type FormRoute,
  type ReceivedSubmission,
  type StandaloneFormHandler,
} from './submit-form.server'
