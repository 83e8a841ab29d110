import 'server-only'

export { safeFileName } from './attachment-check.server'
export { challengeAnswer, createFormChallenge, verifyFormChallenge } from './challenge.server'
export {
  inboxForm,
  receivedAnswers,
  siteContactEmail,
  standaloneForm,
  SUBMISSION_LIMIT,
  type PostedForm,
  type StandaloneFormHandler,
} from './submit-form.server'
export { requestFormIsland } from './request-forms.server'
