'use client'

import { useTranslations } from 'next-intl'

import { ChoiceGroup, FormShell, TextAreaField } from '@/features/forms/components'

import { ScaleField } from './ScaleField'
import { emptyAnswers, FREE_TEXT_MAX, isScale, surveyForm, type SurveyDefinition } from './survey'

/** A satisfaction survey as editors defined it (§1), answered once per visitor. */
export function SurveyForm({ survey }: { survey: SurveyDefinition }) {
  const t = useTranslations('satisfaction')
  return (
    <FormShell definition={surveyForm(survey)} defaultValues={emptyAnswers(survey)} submitLabel={t('send')} successMessage={t('thanks')}>
      {() => (
        <div className="space-y-8" data-survey={survey.id}>
          {survey.questions.map((question) =>
            isScale(question.kind) ? (
              <ScaleField
                key={question.key}
                name={question.key}
                label={question.label}
                kind={question.kind}
                required={question.required}
                ends={[t(`ends.${question.kind}.low`), t(`ends.${question.kind}.high`)]}
              />
            ) : question.kind === 'choice' ? (
              <ChoiceGroup
                key={question.key}
                name={question.key}
                legend={question.label}
                options={question.options}
                required={question.required}
              />
            ) : (
              <TextAreaField
                key={question.key}
                name={question.key}
                label={question.label}
                maxLength={FREE_TEXT_MAX}
                required={question.required}
              />
            ),
          )}
        </div>
      )}
    </FormShell>
  )
}
