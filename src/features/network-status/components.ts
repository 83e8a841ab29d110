/** Network status's client components that server modules must not pull in through index.ts. */
export { AddressLookupIsland } from './island'
