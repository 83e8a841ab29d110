import { describe, expect, it } from 'vitest'

import { issuesByField } from '@/lib/form-message'

import { satisfiedShare, surveyResults } from './results'
import { mainQuestion, surveySchema, type SurveyDefinition, type SurveyQuestion } from './survey'

const question = (key: string, kind: SurveyQuestion['kind'], extra: Partial<SurveyQuestion> = {}): SurveyQuestion => ({
  key,
  kind,
  label: key,
  required: true,
  main: false,
  options: [],
  ...extra,
})

const survey: SurveyDefinition = {
  id: 1,
  title: 'Survey',
  questions: [
    question('overall', 'scale5'),
    question('recommend', 'scale10', { required: false }),
    question('contact', 'choice', {
      required: false,
      options: [
        { value: 'shop', label: 'Shop' },
        { value: 'hotline', label: 'Hotline' },
      ],
    }),
    question('comment', 'text', { required: false }),
  ],
  badge: { threshold: 3, text: '96 % satisfied' },
}

const errors = (answers: unknown) => {
  const result = surveySchema(survey).safeParse(answers)
  return result.success ? {} : issuesByField(result.error)
}

describe('survey answers (§5 rules)', () => {
  it('accepts marks within the scales, as numbers or as the text of a radio', () => {
    expect(surveySchema(survey).parse({ overall: '4', recommend: 10, contact: 'shop', comment: ' Fast. ' })).toEqual({
      overall: 4,
      recommend: 10,
      contact: 'shop',
      comment: 'Fast.',
    })
  })

  it('gives the range message with the scale bounds, and required for a missing required mark', () => {
    expect(errors({ overall: 6, recommend: 11 })).toEqual({
      overall: 'forms.validation.wholeRange?min=1&max=5',
      recommend: 'forms.validation.wholeRange?min=0&max=10',
    })
    expect(errors({ overall: '' })).toEqual({ overall: 'forms.validation.required' })
    expect(errors({})).toEqual({ overall: 'forms.validation.required' })
  })

  it('takes whole marks only: 3.5 is no mark of a 1–5 scale, however it is sent', () => {
    for (const half of [3.5, '3.5', '3,5', 4.000001]) {
      expect(errors({ overall: half })).toEqual({ overall: 'forms.validation.wholeRange?min=1&max=5' })
    }
    expect(errors({ overall: 5, recommend: 7.5 })).toEqual({ recommend: 'forms.validation.wholeRange?min=0&max=10' })
    expect(surveySchema(survey).parse({ overall: '3.0' }).overall).toBe(3)
  })

  it('stores an optional question left out as null, and refuses an option the survey does not have', () => {
    expect(surveySchema(survey).parse({ overall: 5, recommend: '', contact: '' })).toEqual({
      overall: 5,
      recommend: null,
      contact: null,
      comment: '',
    })
    expect(errors({ overall: 5, contact: 'forged' })).toEqual({ contact: 'forms.validation.required' })
  })

  it('refuses markup in free text and texts over 1000 characters', () => {
    expect(errors({ overall: 5, comment: '<script>' })).toEqual({ comment: 'forms.validation.regex' })
    expect(errors({ overall: 5, comment: 'a'.repeat(1001) })).toEqual({ comment: 'forms.validation.max?length=1000' })
  })
})

describe('survey results', () => {
  const answers = [
    { overall: 5, recommend: 9, contact: 'shop', comment: 'Great' },
    { overall: 4, recommend: null, contact: 'hotline', comment: '' },
    { overall: 2, recommend: 3, contact: null },
    { overall: 5, recommend: 10, contact: 'shop', comment: 'Fast' },
  ]

  it('counts answers per question, averages the scales and distributes marks and options', () => {
    const [overall, recommend, contact, comment] = surveyResults(survey, answers)
    expect(overall).toMatchObject({ count: 4, average: 4 })
    expect(overall?.distribution.map((entry) => entry.count)).toEqual([0, 1, 0, 1, 2])
    expect(recommend).toMatchObject({ count: 3, average: 22 / 3 })
    expect(recommend?.distribution).toHaveLength(11)
    expect(contact).toMatchObject({ count: 3, average: null })
    expect(contact?.distribution).toEqual([
      { value: 'shop', label: 'Shop', count: 2 },
      { value: 'hotline', label: 'Hotline', count: 1 },
    ])
    expect(comment).toMatchObject({ count: 2, texts: ['Great', 'Fast'] })
  })

  it('the badge counts the marked main question, else the first scale', () => {
    expect(mainQuestion(survey)?.key).toBe('overall')
    expect(
      mainQuestion({ questions: [question('a', 'text'), question('b', 'scale5'), question('c', 'scale10', { main: true })] })?.key,
    ).toBe('c')
    expect(mainQuestion({ questions: [question('a', 'text')] })).toBeNull()
  })

  it('the badge share is the satisfied part (≥ 4 of 5, ≥ 7 of 10) once the threshold is reached', () => {
    expect(satisfiedShare(survey, answers)).toBe(75)
    expect(satisfiedShare(survey, answers.slice(0, 2))).toBeNull()
    const tenPoint = { ...survey, questions: [question('nps', 'scale10', { main: true })] }
    expect(satisfiedShare(tenPoint, [{ nps: 7 }, { nps: 6 }, { nps: 10 }, { nps: null }])).toBe(67)
  })
})
