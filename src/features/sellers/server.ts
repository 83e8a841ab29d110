import 'server-only'

export { PointsOfSale } from './PointsOfSale'
