import 'server-only'

import type { PostedFormKind } from '@/cms/fields/options'
import { cancellationHandler, contactHandler, movingHandler } from '@/features/contact/server'
import { inboxForm, type PostedForm } from '@/features/forms/server'
import { surveyForm } from '@/features/satisfaction/server'

/**
 * What `POST /api/forms/{kind}` does with each posted kind of BLOC_FORM_KINDS
 * (src/cms/fields/options.ts): a request of the inbox, or a survey's answers. A posted kind
 * without its entry does not compile.
 */
export const POSTED_FORMS: Record<PostedFormKind, PostedForm> = {
  contact: inboxForm(contactHandler),
  moving: inboxForm(movingHandler),
  cancellation: inboxForm(cancellationHandler),
  satisfaction: surveyForm,
}
