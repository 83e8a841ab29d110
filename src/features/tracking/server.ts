import 'server-only'

export { TrackerScript } from './TrackerScript'
