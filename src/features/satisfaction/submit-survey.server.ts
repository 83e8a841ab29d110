import 'server-only'

import { createHash } from 'node:crypto'

import { cms } from '@/cms/client'
import { issuesByField } from '@/features/forms'
import { receiveSubmission } from '@/features/forms/server'
import { problem } from '@/lib/api/problem'
import { logger } from '@/lib/logger'
import { countFormSubmission } from '@/lib/metrics'
import { createRateLimiter } from '@/lib/rate-limit'
import { requestIsHttps } from '@/sites/request-origin'

import { loadSurvey } from './survey-data.server'
import { surveySchema } from './survey'
import { newVisitor, visitorCookie, visitorFromCookie, visitorHash } from './visitor.server'

/** Twenty answers of free text and their framing. */
const MAX_BODY_BYTES = 64 * 1024

/**
 * Once per browser is the visitor's cookie; the client address only limits abuse: a household or an
 * office behind one address answers once per person, a script that throws its cookie away stops
 * after a few answers a day. Counted under a hash of the survey and the address, kept for the day.
 */
const ANSWERS_PER_CLIENT_A_DAY = 8
const perClient = createRateLimiter({
  keyPrefix: 'survey-answers-client',
  points: ANSWERS_PER_CLIENT_A_DAY,
  durationSeconds: 24 * 60 * 60,
})

function clientKey(survey: number, client: string): string {
  return createHash('sha256').update(`${survey}:${client}`).digest('hex')
}

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
 * code), the survey's own rules, then one stored answer per visitor (browser) and survey, by the
 * visitor's cookie, and a few per client address a day. A second answer is refused with 409 and a
 * message in the visitor's language.
 */
export async function handleSurveyAnswer(request: Request): Promise<Response> {
  const received = await receiveSubmission('satisfaction', request, MAX_BODY_BYTES)
  if (received instanceof Response) return received
  const { locale, site, client, t } = received
  const failed = t('forms.result.error')
  const survey = await loadSurvey(Number(new URL(request.url).searchParams.get('survey')), locale)
  if (!survey) return problem(404, t('satisfaction.unknownSurvey'))
  const parsed = surveySchema(survey).safeParse(received.answers)
  if (!parsed.success) return problem(400, failed, undefined, issuesByField(parsed.error))

  const visitor = visitorFromCookie(request.headers.get('cookie')) ?? newVisitor()
  const hash = visitorHash(visitor, survey.id)
  if (await answered(survey.id, hash)) return problem(409, t('satisfaction.alreadyAnswered'))
  const byClient = clientKey(survey.id, client)
  if (!(await perClient.consume(byClient)).allowed) {
    logger.warn({ survey: survey.id, site }, 'survey answered again from one client')
    return problem(409, t('satisfaction.alreadyAnswered'))
  }
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
    await perClient.reward(byClient)
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
