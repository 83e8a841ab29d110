import 'server-only'

export { loadRoaming } from './roaming-data.server'
