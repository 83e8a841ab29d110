/** Satisfaction surveys (§1, §2): the survey editors define, its answers' results and the badge's figure. */
export { SurveyForm } from './SurveyForm'
export { satisfiedShare, surveyResults, type BadgeFigure, type QuestionResult, type StoredAnswers } from './results'
export { mainQuestion, SCALES, surveySchema, toSurveyDefinition, type SurveyDefinition, type SurveyQuestion } from './survey'
