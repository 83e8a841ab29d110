import { POSTED_FORM_KINDS, type PostedFormKind } from '@/features/forms/kinds'
import { SUBMISSION_LIMIT } from '@/features/forms/server'
import { formInput } from '@/lib/api/edge'
import { NotFoundError } from '@/lib/api/problem'
import { postedForm } from '@/screens/blocks/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

const isPosted = (kind: string): kind is PostedFormKind => (POSTED_FORM_KINDS as string[]).includes(kind)

/**
 * POST /api/forms/{contact|moving|cancellation}?locale= (multipart) → { ok, reference } or problem+json
 * with `errors`; /api/forms/satisfaction?survey={id}&locale= takes the answers to a survey.
 */
export const POST = edge.route({
  call: 'form',
  params: ({ kind }) => {
    const name = String(kind)
    if (!isPosted(name)) throw new NotFoundError(`No form '${name.slice(0, 40)}'.`)
    return postedForm(name)
  },
  limit: SUBMISSION_LIMIT,
  body: (request, t, posted) => formInput(posted.upload)(request, t),
  handle: ({ params, body, ...call }) => params.submit(body, call),
})
