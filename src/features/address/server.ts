import 'server-only'

export { addressData, resetAddressData } from './address-data.server'
export { AddressAggregator, importStreets } from './address-import'
export { badInputMessage } from './api-errors'
export { UpstreamError } from './cable-lookup'
export { cableLookup, lookupAvailability } from './lookup.server'
export { answerSwisscable, registerSwisscableCall } from './swisscable-call.server'
export { parseSwisscableXml } from './swisscable-xml.server'
