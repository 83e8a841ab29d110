/** §2 partner area: the password gate and the reserved documents behind it. */
export { PartnerArea } from './PartnerArea'
export type { PartnerDocument } from './partner-area'
