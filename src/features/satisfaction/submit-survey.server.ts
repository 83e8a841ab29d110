import 'server-only'

import { createHash } from 'node:crypto'

import { cms } from '@/cms/client'
import { issuesByField } from '@/lib/form-message'
import { receivedAnswers, type PostedForm } from '@/features/forms/server'
import { ApiError, NotFoundError } from '@/lib/api/problem'
import { rateLimit } from '@/lib/api/rate-limits'
import { logger } from '@/lib/logger'
import { countFormSubmission } from '@/lib/metrics'
import { requestIsHttps } from '@/sites/request-origin'

import { loadSurvey } from './survey-data.server'
import { surveySchema } from './survey'
import { newVisitor, visitorCookie, visitorFromCookie, visitorHash } from './visitor.server'

/** Twenty answers of free text and their framing. */
const MAX_BODY_BYTES = 64 * 1024

/** The client's key of the survey's limit: a hash of the two, so no counter names an address. */
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
export const surveyForm: PostedForm = {
  upload: { maxBytes: MAX_BODY_BYTES, tooLarge: 'forms.result.tooLarge', malformed: 'forms.result.error' },
  async submit(form, call) {
    const { locale, site, client, t, headers, url } = call
    const received = await receivedAnswers(form, call, 'satisfaction')
    if (!received) return Response.json({ ok: true, reference: null })
    const failed = t('forms.result.error')
    const survey = await loadSurvey(Number(url.searchParams.get('survey')), locale)
    if (!survey) throw new NotFoundError(t('satisfaction.unknownSurvey'))
    const parsed = surveySchema(survey).safeParse(received.answers)
    if (!parsed.success) throw new ApiError(400, failed, { errors: issuesByField(parsed.error) })

    const visitor = visitorFromCookie(headers.get('cookie')) ?? newVisitor()
    const hash = visitorHash(visitor, survey.id)
    const again = () => new ApiError(409, t('satisfaction.alreadyAnswered'))
    if (await answered(survey.id, hash)) throw again()
    const byClient = clientKey(survey.id, client)
    const perClient = rateLimit('survey-answers-client')
    if (!(await perClient.consume(byClient)).allowed) {
      logger.warn({ survey: survey.id, site }, 'survey answered again from one client')
      throw again()
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
      if (await answered(survey.id, hash)) throw again()
      await perClient.reward(byClient)
      logger.error({ err: error, survey: survey.id, site }, 'survey answer could not be stored')
      throw new ApiError(500, failed)
    }
    logger.info({ survey: survey.id, site, locale }, 'survey answer stored')
    countFormSubmission('satisfaction', site)
    return Response.json(
      { ok: true, reference: null },
      { headers: { 'set-cookie': visitorCookie(visitor, requestIsHttps({ url: url.toString(), headers })), 'cache-control': 'no-store' } },
    )
  },
}
