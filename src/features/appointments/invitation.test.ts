import { describe, expect, it } from 'vitest'

import { invitationCalendar, type Invitation } from './invitation.server'

const invitation: Invitation = {
  uid: 'installation-CMD-2026-000123@a.localhost',
  sequence: 0,
  slot: { day: '2026-12-03', half: 'afternoon' },
  summary: 'Installation Télé Entremont',
  description: 'Un technicien installe votre raccordement (commande CMD-2026-000123).',
  location: 'Route des Creux 3, 1936 Verbier',
  url: 'https://a.localhost/commande/suivi?ref=CMD-2026-000123&token=t',
  organizer: { name: 'Netplus', email: 'no-reply@netplus.example' },
  attendee: { name: 'Léa Rossier', email: 'lea@example.ch' },
  cancelled: false,
}
const lines = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n')

describe('the installation invitation', () => {
  it('asks the calendar to hold the half-day: METHOD:REQUEST, its uid and sequence, Swiss hours in UTC', () => {
    const calendar = lines(invitationCalendar(invitation))
    expect(calendar).toContain('METHOD:REQUEST')
    expect(calendar).toContain('UID:installation-CMD-2026-000123@a.localhost')
    expect(calendar).toContain('SEQUENCE:0')
    expect(calendar).toContain('DTSTART:20261203T120000Z')
    expect(calendar).toContain('DTEND:20261203T160000Z')
    expect(calendar).toContain('STATUS:CONFIRMED')
    expect(calendar.find((line) => line.startsWith('ORGANIZER'))).toMatch(/mailto:no-reply@netplus\.example$/i)
    expect(calendar.find((line) => line.startsWith('ATTENDEE'))).toMatch(/mailto:lea@example\.ch$/i)
  })

  it('a move keeps the uid with a higher sequence; a cancellation says CANCEL', () => {
    const moved = lines(invitationCalendar({ ...invitation, sequence: 1, slot: { day: '2026-12-04', half: 'morning' } }))
    expect(moved).toEqual(expect.arrayContaining(['METHOD:REQUEST', 'SEQUENCE:1', 'DTSTART:20261204T070000Z']))
    const cancelled = lines(invitationCalendar({ ...invitation, sequence: 2, cancelled: true }))
    expect(cancelled).toEqual(
      expect.arrayContaining(['METHOD:CANCEL', 'SEQUENCE:2', 'STATUS:CANCELLED', 'UID:installation-CMD-2026-000123@a.localhost']),
    )
  })
})
