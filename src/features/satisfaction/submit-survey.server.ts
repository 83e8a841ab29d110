import 'server-only'

import { cms } from '@/cms/client'
import { issuesByField } from '@/features/forms'
import { receiveSubmission } from '@/features/forms/server'
import { problem } from '@/lib/api/problem'
import { logger } from '@/lib/logger'
import { countFormSubmission } from '@/lib/metrics'
import { requestIsHttps } from '@/sites/request-origin'

import { loadSurvey } from './survey-data.server'
import { surveySchema } from './survey'
import { newVisitor, visitorCookie, visitorFromCookie, visitorHash } from './visitor.server'

/** Twenty answers of free text and their framing. */
const MAX_BODY_BYTES = 64 * 1024

async function answered(survey: number, visitor: string): Promise<boolean> {
  const payload = await cms()
  const { totalDocs } = await payload.count({
    collection: 'survey-answers',
    where: { and: [{ survey: { equals: survey } }, { visitor: { equals: visitor } }] },
  })
  return totalDocs > 0
}

/**
 * POST /api/forms/satisfaction?survey={id}: the platform's checks (rate limit, honeypot, security
 * code), the survey's own rules, then one stored answer per visitor and survey. A second answer is
 * refused with 409 and a message in the visitor's language.
 */
export async function handleSurveyAnswer(request: Request): Promise<Response> {
  const received = await receiveSubmission('satisfaction', request, MAX_BODY_BYTES)
  if (received instanceof Response) return received
  const { locale, site, t } = received
  const failed = t('forms.result.error')
  const survey = await loadSurvey(Number(new URL(request.url).searchParams.get('survey')), locale)
  if (!survey) return problem(404, t('satisfaction.unknownSurvey'))
  const parsed = surveySchema(survey).safeParse(received.answers)
  if (!parsed.success) return problem(400, failed, undefined, issuesByField(parsed.error))

  const visitor = visitorFromCookie(request.headers.get('cookie')) ?? newVisitor()
  const hash = visitorHash(visitor, survey.id)
  if (await answered(survey.id, hash)) return problem(409, t('satisfaction.alreadyAnswered'))
  const payload = await cms()
  try {
    await payload.create({
      collection: 'survey-answers',
      data: { survey: survey.id, site: String(site) as '1' | '2' | '3', locale, visitor: hash, answers: parsed.data },
      depth: 0,
    })
  } catch (error) {
    // Two answers of the same visitor at once: the unique index keeps the first.
    if (await answered(survey.id, hash)) return problem(409, t('satisfaction.alreadyAnswered'))
    logger.error({ err: error, survey: survey.id, site }, 'survey answer could not be stored')
    return problem(500, failed)
  }
  logger.info({ survey: survey.id, site, locale }, 'survey answer stored')
  countFormSubmission('satisfaction', site)
  return Response.json(
    { ok: true, reference: null },
    { headers: { 'set-cookie': visitorCookie(visitor, requestIsHttps(request)), 'cache-control': 'no-store' } },
  )
}
