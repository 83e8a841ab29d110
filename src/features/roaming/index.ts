/** Roaming tariffs (§1, §7): the lookup of a country's zone and prices. */
export { RoamingLookup } from './RoamingLookup'
