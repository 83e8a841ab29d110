import 'server-only'

export { answerBreachCheck, MIN_ANSWER_MS } from './check.server'
