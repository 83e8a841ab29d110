import 'server-only'

import { isFormKind, type FormKind, type PostedFormKind } from '@/features/forms/kinds'
import { inboxForm, type PostedForm } from '@/features/forms/server'
import { surveyForm } from '@/features/satisfaction/server'

/** The posted kinds that are no request of the inbox: a survey's answers. */
const OTHER_POSTED_FORMS: Record<Exclude<PostedFormKind, FormKind>, PostedForm> = { satisfaction: surveyForm }

/**
 * What `POST /api/forms/{kind}` does with a posted kind of BLOC_FORM_KINDS
 * (src/features/forms/kinds.ts): a request of the inbox, or a survey's answers.
 */
export const postedForm = (kind: PostedFormKind): PostedForm => (isFormKind(kind) ? inboxForm(kind) : OTHER_POSTED_FORMS[kind])
