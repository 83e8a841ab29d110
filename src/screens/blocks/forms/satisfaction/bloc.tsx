import { loadSurvey } from '@/features/satisfaction/server'
import { FORM_CLIENT_MESSAGES } from '@/i18n/message-subsets'

import type { FormBloc } from '../../part'
import { SurveyFormIsland } from './island'

export const satisfactionBloc: FormBloc = {
  render: async ({ survey, locale }) => {
    const definition = survey === null ? null : await loadSurvey(survey, locale)
    return definition ? <SurveyFormIsland survey={definition} /> : null
  },
  messages: ['satisfaction', ...FORM_CLIENT_MESSAGES],
}
