import { cancellationHandler, contactHandler, movingHandler } from '@/features/contact/server'
import { handleFormSubmission, type FormHandler } from '@/features/forms/server'
import { handleSurveyAnswer } from '@/features/satisfaction/server'
import { problem } from '@/lib/api/problem'

export const dynamic = 'force-dynamic'

const HANDLERS: Record<string, FormHandler<never>> = {
  contact: contactHandler as FormHandler<never>,
  moving: movingHandler as FormHandler<never>,
  cancellation: cancellationHandler as FormHandler<never>,
}

type Context = { params: Promise<{ kind: string }> }

/**
 * POST /api/forms/{contact|moving|cancellation}?locale= (multipart) → { ok, reference } or problem+json
 * with `errors`; /api/forms/satisfaction?survey={id}&locale= takes the answers to a survey.
 */
export async function POST(request: Request, { params }: Context) {
  const { kind } = await params
  if (kind === 'satisfaction') return handleSurveyAnswer(request)
  const handler = Object.hasOwn(HANDLERS, kind) ? HANDLERS[kind] : undefined
  if (!handler) return problem(404, `No form '${kind.slice(0, 40)}'.`)
  return handleFormSubmission(handler, request)
}
