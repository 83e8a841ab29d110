import { isScale, mainQuestion, SCALES, scaleMarks, type SurveyDefinition, type SurveyQuestion } from './survey'

/** One stored set of answers, question key → answer (a question added later is missing from older ones). */
export type StoredAnswers = Readonly<Record<string, unknown>>

export interface QuestionResult {
  key: string
  label: string
  kind: SurveyQuestion['kind']
  /** Answers given to this question (left out ones not counted). */
  count: number
  /** Mean mark of a scale, null for other kinds or without answers. */
  average: number | null
  /** Answers per mark of a scale or per option of a choice, in the survey's order. */
  distribution: { value: string; label: string; count: number }[]
  /** The latest free-text answers, newest first. */
  texts: string[]
}

const TEXTS_SHOWN = 20

const given = (value: unknown) => value !== null && value !== undefined && value !== ''

/**
 * Counts, average and distribution of every question (§1: what editors see of a survey). `answers`
 * newest first, as the admin reads them.
 */
export function surveyResults(survey: Pick<SurveyDefinition, 'questions'>, answers: readonly StoredAnswers[]): QuestionResult[] {
  return survey.questions.map((question) => {
    const values = answers.map((answer) => answer[question.key]).filter(given)
    const base = { key: question.key, label: question.label, kind: question.kind, count: values.length }
    if (isScale(question.kind)) {
      const marks = values.map(Number).filter(Number.isFinite)
      return {
        ...base,
        count: marks.length,
        average: marks.length > 0 ? marks.reduce((sum, mark) => sum + mark, 0) / marks.length : null,
        distribution: scaleMarks(question.kind).map((mark) => ({
          value: String(mark),
          label: String(mark),
          count: marks.filter((answered) => answered === mark).length,
        })),
        texts: [],
      }
    }
    if (question.kind === 'choice') {
      return {
        ...base,
        average: null,
        distribution: question.options.map((option) => ({ ...option, count: values.filter((value) => value === option.value).length })),
        texts: [],
      }
    }
    return { ...base, average: null, distribution: [], texts: values.map(String).slice(0, TEXTS_SHOWN) }
  })
}

/** What the footer badge says: the share of satisfied answers, the editors' text, or nothing of its own. */
export type BadgeFigure = { share: number } | { text: string } | null

/**
 * The badge's figure: the share of satisfied answers to the main question (≥ 4 of 5, ≥ 7 of 10), in
 * whole percent, once the site has at least the editors' threshold of them; null before, and the
 * badge shows the editors' text.
 */
export function satisfiedShare(survey: Pick<SurveyDefinition, 'questions' | 'badge'>, answers: readonly StoredAnswers[]): number | null {
  const question = mainQuestion(survey)
  if (!question) return null
  const marks = answers
    .map((answer) => answer[question.key])
    .filter(given)
    .map(Number)
    .filter(Number.isFinite)
  if (marks.length === 0 || marks.length < survey.badge.threshold) return null
  const satisfied = marks.filter((mark) => mark >= SCALES[question.kind].satisfied).length
  return Math.round((satisfied / marks.length) * 100)
}
