import { cancellationHandler, contactHandler, movingHandler } from '@/features/contact/server'
import { inboxForm, SUBMISSION_LIMIT, type PostedForm } from '@/features/forms/server'
import { surveyForm } from '@/features/satisfaction/server'
import { formInput } from '@/lib/api/edge'
import { NotFoundError } from '@/lib/api/problem'
import type { PostedFormKind } from '@/cms/fields/options'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

const POSTED_FORMS: Record<PostedFormKind, PostedForm> = {
  contact: inboxForm(contactHandler),
  moving: inboxForm(movingHandler),
  cancellation: inboxForm(cancellationHandler),
  satisfaction: surveyForm,
}

function postedForm({ kind }: Record<string, string | string[]>): PostedForm {
  const name = String(kind)
  if (!Object.hasOwn(POSTED_FORMS, name)) throw new NotFoundError(`No form '${name.slice(0, 40)}'.`)
  return POSTED_FORMS[name as PostedFormKind]
}

/**
 * POST /api/forms/{contact|moving|cancellation}?locale= (multipart) → { ok, reference } or problem+json
 * with `errors`; /api/forms/satisfaction?survey={id}&locale= takes the answers to a survey.
 */
export const POST = edge.route({
  call: 'form',
  params: postedForm,
  limit: SUBMISSION_LIMIT,
  body: (request, t, posted) => formInput(posted.upload)(request, t),
  handle: ({ params, body, ...call }) => params.submit(body, call),
})
