import 'server-only'

export { addressData, resetAddressData } from './address-data.server'
export { AddressAggregator, importStreets, type ImportedStreet } from './address-import'
export { badInputMessage } from './api-errors'
export { UpstreamError, type CableLookup, type CableLookupQuery } from './cable-lookup'
export { cableLookup, lookupAvailability, type AvailabilityResult } from './lookup.server'
export { buildSwisscableXml, parseSwisscableXml } from './swisscable-xml.server'
