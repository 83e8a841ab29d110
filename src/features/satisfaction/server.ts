import 'server-only'

export { handleSurveyAnswer } from './submit-survey.server'
export { badgeFigure, loadAnswers, loadSurvey } from './survey-data.server'
