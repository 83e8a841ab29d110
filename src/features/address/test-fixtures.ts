import type { CableProvider } from '@/features/distributors'

import type { StreetEntry } from './street-index'
import type { StreetRow } from './swisscable'

export function street(overrides: Partial<StreetEntry> & Pick<StreetEntry, 'street'>): StreetEntry {
  return { npa: '1700', city: 'Fribourg', numberFrom: 1, numberTo: 30, numbers: '', distributorId: 376, ...overrides }
}

export const FRIBOURG_STREETS: StreetEntry[] = [
  street({ street: 'Boulevard de Pérolles' }),
  street({ street: 'Route de la Fonderie', numbers: '2a,14bis' }),
  street({ street: 'Rue de Lausanne' }),
  street({ street: 'Rue de Romont' }),
  street({ street: 'Avenue de la Gare' }),
  street({ street: 'Place de l’Église', numberFrom: null, numberTo: null }),
  street({ npa: '1936', city: 'Verbier', street: 'Route des Creux', distributorId: 371 }),
]

export const FRIBOURG_PROVIDER: CableProvider = {
  name: 'Netplus Fribourg',
  key: '12',
  fibre: 'yes',
  coax: 'yes',
  copper: 'no',
  inet_download: '10000',
  inet_upload: '1000',
  email: 'info@netplus-fribourg.ch',
}

export const VERBIER_ROW: StreetRow = { city: 'Verbier', npa: '1936', street: 'Route des Creux' }
