import 'server-only'

export { AvailabilityCheckBlock, loadCheckData } from './AvailabilityCheckBlock'
