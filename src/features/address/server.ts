import 'server-only'

export { addressData, resetAddressData } from './address-data.server'
export { AddressAggregator, importStreets } from './address-import'
export { badAddressQuery } from './api-errors'
export { UpstreamError } from './cable-lookup'
export { answerAvailability, cableLookup, lookupAvailability } from './lookup.server'
export { answerSwisscable, registerSwisscableCall, swisscableRefusal } from './swisscable-call.server'
export { parseSwisscableXml } from './swisscable-xml.server'
