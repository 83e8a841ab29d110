import 'server-only'

export { surveyForm } from './submit-survey.server'
export { badgeFigure, loadSurvey } from './survey-data.server'
