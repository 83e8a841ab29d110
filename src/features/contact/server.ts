import 'server-only'

export { cancellationHandler, contactHandler, movingHandler } from './form-handlers.server'
