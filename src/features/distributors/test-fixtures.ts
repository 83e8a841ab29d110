import type { ContentDistributor } from './distributor'

export function distributor(overrides: Partial<ContentDistributor> = {}): ContentDistributor {
  return {
    name: 'Télédistribution Entremont',
    email: 'info@entremont.example',
    website: 'https://entremont.example',
    address: 'Route de Clouchèvre 30',
    npa: '1934',
    city: 'Le Châble VS',
    phone: '+41 27 000 00 00',
    key: 'entremont',
    id_ws: '284',
    zip_codes: { zip_codes_list: '1933,1934,1936' },
    redirects: [],
    ...overrides,
  }
}
