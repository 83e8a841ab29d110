/** §2 partner area: the password gate and the reserved documents behind it. */
export { PartnerArea } from './PartnerArea'
export { documentHref, signInSchema, WRONG_PASSWORD, type PartnerDocument } from './partner-area'
