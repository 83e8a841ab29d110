import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { recordStatusChange } from './status-history'

type Entry = { status: string; by: number | null; byName: string | null }

/** The history the hook writes when `user` moves a received order to confirmed. */
function confirmedBy(user: PayloadRequest['user']): Entry[] {
  const saved = recordStatusChange({
    data: { status: 'confirmed' },
    originalDoc: { status: 'received', statusHistory: [{ status: 'received', at: '2026-11-20T08:00:00.000Z', by: null, byName: null }] },
    operation: 'update',
    req: { user } as PayloadRequest,
  } as unknown as Parameters<typeof recordStatusChange>[0]) as { statusHistory: Entry[] }
  return saved.statusHistory.map(({ status, by, byName }) => ({ status, by, byName }))
}

describe('the status history', () => {
  it('names the staff member who changed the status as they were named then, their e-mail when they have no name', () => {
    const staff = (name: string | null) => ({ collection: 'users', id: 7, email: 'sandro@example.ch', name }) as PayloadRequest['user']
    expect(confirmedBy(staff('Sandro Service'))).toEqual([
      { status: 'received', by: null, byName: null },
      { status: 'confirmed', by: 7, byName: 'Sandro Service' },
    ])
    expect(confirmedBy(staff('  '))[1]).toEqual({ status: 'confirmed', by: 7, byName: 'sandro@example.ch' })
  })

  it('names no one for the site’s own server', () => {
    expect(confirmedBy(null)[1]).toEqual({ status: 'confirmed', by: null, byName: null })
  })
})
