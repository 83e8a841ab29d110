import 'server-only'

export { AvailabilityCheckBlock } from './AvailabilityCheckBlock'
