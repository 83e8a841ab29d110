import 'server-only'

export { safeFileName } from './attachment-check.server'
export { challengeAnswer, createFormChallenge } from './challenge.server'
export { type AnswerLine } from './form-mails'
export {
  inboxForm,
  receivedAnswers,
  routeByPostalCode,
  siteContactEmail,
  standaloneForm,
  SUBMISSION_LIMIT,
  type PostedForm,
  type StandaloneFormHandler,
} from './submit-form.server'
export { requestFormIsland } from './request-forms.server'
