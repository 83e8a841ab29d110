import { loadSurvey } from '@/features/satisfaction/server'
import { FORM_CLIENT_MESSAGES } from '@/i18n/message-subsets'

import type { FormBloc } from '../../part'
import { SurveyForm } from './island'

export const satisfactionBloc: FormBloc = {
  render: async ({ survey, locale }) => {
    const definition = survey === null ? null : await loadSurvey(survey, locale)
    return definition ? <SurveyForm survey={definition} /> : null
  },
  messages: ['satisfaction', ...FORM_CLIENT_MESSAGES],
}
