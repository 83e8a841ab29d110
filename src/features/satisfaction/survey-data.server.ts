import 'server-only'

import { cms } from '@/cms/client'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import { satisfiedShare, type BadgeFigure, type StoredAnswers } from './results'
import { toSurveyDefinition, type SurveyDefinition } from './survey'

/** A survey in the visitor's language (French where a text is missing), or null when there is none. */
export async function loadSurvey(id: number, locale: Locale): Promise<SurveyDefinition | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'surveys',
    where: { id: { equals: id } },
    locale,
    fallbackLocale: 'fr',
    depth: 0,
    limit: 1,
  })
  return docs[0] ? toSurveyDefinition(docs[0]) : null
}

/** Every stored set of answers to a survey, newest first; of one site when given. */
async function loadAnswers(survey: number, site?: SiteId): Promise<StoredAnswers[]> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'survey-answers',
    where: { and: [{ survey: { equals: survey } }, ...(site ? [{ site: { equals: String(site) } }] : [])] },
    sort: '-createdAt',
    depth: 0,
    pagination: false,
    select: { answers: true },
  })
  return docs.map((doc) =>
    typeof doc.answers === 'object' && doc.answers !== null && !Array.isArray(doc.answers) ? (doc.answers as StoredAnswers) : {},
  )
}

/** The footer badge's figure (§1): satisfied share of the site's answers once there are enough, else the editors' text. */
export async function badgeFigure(survey: number, site: SiteId, locale: Locale): Promise<BadgeFigure> {
  const definition = await loadSurvey(survey, locale)
  if (!definition) return null
  const share = satisfiedShare(definition, await loadAnswers(survey, site))
  if (share !== null) return { share }
  return definition.badge.text ? { text: definition.badge.text } : null
}
