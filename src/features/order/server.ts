import 'server-only'

export { OrderScreen } from './OrderScreen'
