import 'server-only'

export { handleSurveyAnswer } from './submit-survey.server'
export { badgeFigure, loadSurvey } from './survey-data.server'
