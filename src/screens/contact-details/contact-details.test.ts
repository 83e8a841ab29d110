import { describe, expect, it } from 'vitest'

import type { SiteSetting } from '@/cms/payload-types'

import { contactDetailsOf } from './contact-details'

const SETTINGS = {
  id: 2,
  site: '2',
  name: 'Netplus Entremont',
  contactEmail: 'service@entremont.netplus.ch',
  phones: { private: '027 783 11 11', business: '027 783 11 12', academy: null },
  company: { legalName: 'Netplus Entremont SA', uid: 'CHE-215.730.462', commercialRegister: 'Registre du commerce du canton du Valais' },
  address: { street: 'Route de Mauvoisin 21', postcode: '1934', city: 'Le Châble' },
  openingHours: [
    { audience: 'private', days: 'Lundi – vendredi', hours: '08:00 – 12:00, 13:30 – 17:30' },
    { audience: 'private', days: 'Samedi', hours: '09:00 – 11:30' },
    { audience: 'business', days: 'Lundi – vendredi', hours: '07:30 – 18:00' },
  ],
  copyrightYear: 2019,
  updatedAt: '',
  createdAt: '',
} satisfies SiteSetting

describe('contact details of a site and audience', () => {
  it('gives the phone it is handed, the postal address and the hours of that audience', () => {
    expect(contactDetailsOf(SETTINGS, 'private', '027 783 11 11')).toEqual({
      phone: '027 783 11 11',
      email: 'service@entremont.netplus.ch',
      address: ['Netplus Entremont SA', 'Route de Mauvoisin 21', '1934 Le Châble'],
      hours: [
        { days: 'Lundi – vendredi', hours: '08:00 – 12:00, 13:30 – 17:30' },
        { days: 'Samedi', hours: '09:00 – 11:30' },
      ],
      company: {
        legalName: 'Netplus Entremont SA',
        uid: 'CHE-215.730.462',
        commercialRegister: 'Registre du commerce du canton du Valais',
      },
    })
    expect(contactDetailsOf(SETTINGS, 'business', '027 783 11 12')?.hours).toEqual([{ days: 'Lundi – vendredi', hours: '07:30 – 18:00' }])
  })

  it('the academy keeps the private line’s hours; missing address parts leave no empty line', () => {
    expect(contactDetailsOf(SETTINGS, 'academy', null)?.hours).toHaveLength(2)
    expect(contactDetailsOf({ ...SETTINGS, address: { street: null, postcode: '1934', city: null } }, 'private', null)?.address).toEqual([
      'Netplus Entremont SA',
      '1934',
    ])
  })

  it('is null without settings', () => {
    expect(contactDetailsOf(null, 'private', null)).toBeNull()
  })
})
