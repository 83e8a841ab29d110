import * as z from 'zod/mini'

import type { SurveyQuestionKind } from '@/cms/fields/options'
import type { Survey } from '@/cms/payload-types'
import { choice, FREE_TEXT_CHARS, range, text, type FormDefinition } from '@/features/forms'

/** A survey as the page and the server read it: its questions in the visitor's language. */
export interface SurveyQuestion {
  key: string
  kind: SurveyQuestionKind
  label: string
  required: boolean
  main: boolean
  options: { value: string; label: string }[]
}

export interface SurveyDefinition {
  id: number
  title: string
  questions: SurveyQuestion[]
  badge: { threshold: number; text: string | null }
}

/** The two scales of §1's surveys, and from which mark an answer counts as satisfied. */
export const SCALES = {
  scale5: { min: 1, max: 5, satisfied: 4 },
  scale10: { min: 0, max: 10, satisfied: 7 },
} as const satisfies Partial<Record<SurveyQuestionKind, { min: number; max: number; satisfied: number }>>

export type ScaleKind = keyof typeof SCALES

export const isScale = (kind: SurveyQuestionKind): kind is ScaleKind => kind in SCALES

/** The marks of a scale, lowest first. */
export function scaleMarks(kind: ScaleKind): number[] {
  const { min, max } = SCALES[kind]
  return Array.from({ length: max - min + 1 }, (_, index) => min + index)
}

export const FREE_TEXT_MAX = 1000

export function toSurveyDefinition(doc: Survey): SurveyDefinition {
  return {
    id: doc.id,
    title: doc.title,
    questions: (doc.questions ?? []).map((question) => ({
      key: question.key,
      kind: question.kind,
      label: question.label,
      required: question.required ?? false,
      main: question.main ?? false,
      options: (question.options ?? []).map((option) => ({ value: option.value, label: option.label })),
    })),
    badge: { threshold: doc.badge.threshold, text: doc.badge.text ?? null },
  }
}

/** The question the badge counts: the one editors marked, else the first scale. */
export function mainQuestion(survey: Pick<SurveyDefinition, 'questions'>): (SurveyQuestion & { kind: ScaleKind }) | null {
  const scales = survey.questions.filter((question): question is SurveyQuestion & { kind: ScaleKind } => isScale(question.kind))
  return scales.find((question) => question.main) ?? scales[0] ?? null
}

/** An optional scale or choice left out is null, so that counts and averages skip it. */
const optional = (rule: z.ZodMiniType) =>
  z.pipe(
    z.transform((value: unknown): unknown => (value === '' || value === undefined ? null : value)),
    z.nullable(rule),
  )

function answerRule(question: SurveyQuestion): z.ZodMiniType {
  if (question.kind === 'text') return text({ required: question.required, max: FREE_TEXT_MAX, chars: FREE_TEXT_CHARS, lines: 'many' })
  const rule = isScale(question.kind)
    ? range({ min: SCALES[question.kind].min, max: SCALES[question.kind].max, integer: true })
    : choice(question.options.map((option) => option.value) as [string, ...string[]])
  return question.required ? rule : optional(rule)
}

/** The answers the survey accepts, question key → answer (§5 range, required and text rules). */
export function surveySchema(survey: Pick<SurveyDefinition, 'questions'>) {
  return z.object(Object.fromEntries(survey.questions.map((question) => [question.key, answerRule(question)])))
}

export type SurveyAnswers = Record<string, number | string | null>

export function surveyForm(survey: SurveyDefinition): FormDefinition<SurveyAnswers, 'satisfaction'> {
  return {
    kind: 'satisfaction',
    schema: () => surveySchema(survey) as z.ZodMiniType<SurveyAnswers>,
    maxFiles: 0,
    query: { survey: String(survey.id) },
  }
}

/** Empty answers as the form starts with them. */
export function emptyAnswers(survey: Pick<SurveyDefinition, 'questions'>): Record<string, string> {
  return Object.fromEntries(survey.questions.map((question) => [question.key, '']))
}
