import 'server-only'

import type { UIFieldServerProps } from 'payload'

import { SITE_IDS, siteRules } from '@/sites/sites'

import { ResultsChart } from './ResultsChart'
import { surveyResults, satisfiedShare, type StoredAnswers } from './results'
import { mainQuestion, toSurveyDefinition } from './survey'

const number = new Intl.NumberFormat('en', { maximumFractionDigits: 2 })

const box = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: 16, marginBottom: 16 } as const

/**
 * The results of a survey in its edit view (admin only, like its answers): per question the number
 * of answers, the average of a scale and a chart; per site the badge's satisfied share. The answers
 * themselves, and their CSV export, are in the "Survey answers" list.
 */
export async function SurveyResults({ id, payload, req }: UIFieldServerProps) {
  if (id === undefined) return null
  if (req.user?.role !== 'admin') return <p>Survey results are shown to administrators.</p>
  const survey = await payload.findByID({ collection: 'surveys', id, depth: 0, locale: req.locale ?? 'fr', fallbackLocale: 'fr' })
  const { docs } = await payload.find({
    collection: 'survey-answers',
    where: { survey: { equals: id } },
    sort: '-createdAt',
    depth: 0,
    pagination: false,
    select: { answers: true, site: true },
  })
  const definition = toSurveyDefinition(survey)
  const answers = docs.map((doc) => ({ site: doc.site, answers: (doc.answers ?? {}) as StoredAnswers }))
  const results = surveyResults(
    definition,
    answers.map((answer) => answer.answers),
  )
  const main = mainQuestion(definition)
  const answersUrl = `/admin/collections/survey-answers?where[survey][equals]=${encodeURIComponent(String(id))}`
  return (
    <section aria-labelledby="survey-results-title" data-testid="survey-results" style={{ marginBlock: 24 }}>
      <h2 id="survey-results-title" style={{ marginBottom: 8 }}>
        Results
      </h2>
      <p style={{ marginBottom: 16 }}>
        {answers.length} answers. <a href={answersUrl}>See the answers and export them as CSV</a> (Export in the list&apos;s menu).
      </p>
      {main && (
        <div style={box}>
          <h3 style={{ marginBottom: 8 }}>Footer badge ({main.label})</h3>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {SITE_IDS.map((site) => {
              const ofSite = answers.filter((answer) => answer.site === String(site)).map((answer) => answer.answers)
              const share = satisfiedShare(definition, ofSite)
              const badge = !siteRules(site).hasSatisfactionBadge
                ? 'no badge on this site'
                : share === null
                  ? `below ${definition.badge.threshold}, the badge shows the text`
                  : `the badge shows ${share} % satisfied`
              return (
                <li key={site}>
                  {siteRules(site).name}: {ofSite.length} answers — {badge}
                </li>
              )
            })}
          </ul>
        </div>
      )}
      {results.map((result) => (
        <div key={result.key} style={box} data-question={result.key}>
          <h3 style={{ marginBottom: 4 }}>{result.label}</h3>
          <p style={{ marginBottom: 8 }}>
            <span data-testid="question-count">{result.count}</span> answers
            {result.average !== null && (
              <>
                {' '}
                · average <strong data-testid="question-average">{number.format(result.average)}</strong>
              </>
            )}
          </p>
          {result.distribution.length > 0 && <ResultsChart label={result.label} data={result.distribution} />}
          {result.texts.length > 0 && (
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {result.texts.map((text, index) => (
                <li key={index}>{text}</li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  )
}
