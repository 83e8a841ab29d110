/** Satisfaction surveys (§1, §2): the survey editors define, its answers' results and the badge's figure. */
export { SurveyForm } from './SurveyForm'
export type { BadgeFigure } from './results'
