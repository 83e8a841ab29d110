import 'server-only'

export { safeFileName } from './attachment-check.server'
export { challengeAnswer, createFormChallenge, verifyFormChallenge } from './challenge.server'
export { type AnswerLine } from './form-mails'
export {
  inboxForm,
  receivedAnswers,
  routeByPostalCode,
  siteContactEmail,
  standaloneForm,
  SUBMISSION_LIMIT,
  type FormHandler,
  type PostedForm,
  type StandaloneFormHandler,
} from './submit-form.server'
