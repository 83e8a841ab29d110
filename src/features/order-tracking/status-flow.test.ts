import { describe, expect, it } from 'vitest'

import { changeStatus, needsInstallation, nextStepKey, statusLabelKey, timeline, type OrderCourse } from './status-flow'

const fibre = (status: OrderCourse['status']): OrderCourse => ({ status, needsInstallation: true })
const mobile = (status: OrderCourse['status']): OrderCourse => ({ status, needsInstallation: false })

describe('order status changes', () => {
  it('a received order is confirmed', () => {
    expect(changeStatus(fibre('received'), 'confirmed')).toEqual({ ok: true, status: 'confirmed' })
  })

  it('a confirmed order that needs a technician gets its installation booked', () => {
    expect(changeStatus(fibre('confirmed'), 'installation-booked')).toEqual({ ok: true, status: 'installation-booked' })
  })

  it('the customer books the installation of an order not yet confirmed', () => {
    expect(changeStatus(fibre('received'), 'installation-booked')).toEqual({ ok: true, status: 'installation-booked' })
    expect(changeStatus(mobile('received'), 'installation-booked')).toEqual({ ok: false, reason: 'noInstallation' })
  })

  it('a confirmed order that needs a technician is not installed before its installation is booked', () => {
    expect(changeStatus(fibre('confirmed'), 'installed')).toEqual({ ok: false, reason: 'notNext' })
  })

  it('a booked installation ends installed', () => {
    expect(changeStatus(fibre('installation-booked'), 'installed')).toEqual({ ok: true, status: 'installed' })
  })

  it('a booked installation may be called off: the order is confirmed again', () => {
    expect(changeStatus(fibre('installation-booked'), 'confirmed')).toEqual({ ok: true, status: 'confirmed' })
  })

  it('an order without installation is activated once confirmed', () => {
    expect(changeStatus(mobile('confirmed'), 'installed')).toEqual({ ok: true, status: 'installed' })
  })

  it('an order without installation books none', () => {
    expect(changeStatus(mobile('confirmed'), 'installation-booked')).toEqual({ ok: false, reason: 'noInstallation' })
  })

  it('any order not yet installed may be cancelled', () => {
    for (const status of ['received', 'confirmed', 'installation-booked'] as const)
      expect(changeStatus(fibre(status), 'cancelled')).toEqual({ ok: true, status: 'cancelled' })
  })

  it('installed and cancelled are final', () => {
    for (const status of ['installed', 'cancelled'] as const)
      for (const to of ['received', 'confirmed', 'installation-booked', 'installed', 'cancelled'] as const)
        expect(changeStatus(fibre(status), to)).toEqual({ ok: false, reason: 'final' })
  })

  it('no step is skipped and none goes back but the called-off installation', () => {
    expect(changeStatus(fibre('received'), 'installed')).toEqual({ ok: false, reason: 'notNext' })
    expect(changeStatus(fibre('confirmed'), 'received')).toEqual({ ok: false, reason: 'notNext' })
    expect(changeStatus(fibre('installation-booked'), 'received')).toEqual({ ok: false, reason: 'notNext' })
  })

  it('mobile-only packs need no installation; the others do', () => {
    expect(needsInstallation('mobile')).toBe(false)
    for (const pack of ['internet-tv', 'internet', 'tv', 'all']) expect(needsInstallation(pack)).toBe(true)
  })
})

describe('the customer’s timeline', () => {
  const history = [
    { status: 'received', at: '2026-11-02T09:00:00.000Z' },
    { status: 'confirmed', at: '2026-11-03T10:00:00.000Z' },
    { status: 'installation-booked', at: '2026-11-04T11:00:00.000Z' },
    { status: 'confirmed', at: '2026-11-05T12:00:00.000Z' },
  ] as const

  it('steps before the current one are done with their last date; later ones are to come, without date', () => {
    expect(timeline(fibre('confirmed'), history)).toEqual([
      { status: 'received', state: 'done', at: '2026-11-02T09:00:00.000Z' },
      { status: 'confirmed', state: 'current', at: '2026-11-05T12:00:00.000Z' },
      { status: 'installation-booked', state: 'upcoming', at: null },
      { status: 'installed', state: 'upcoming', at: null },
    ])
  })

  it('a step the order skipped (installation booked while still received) is left out, not shown as done', () => {
    const booked = [history[0], { status: 'installation-booked', at: '2026-11-02T09:05:00.000Z' } as const]
    expect(timeline(fibre('installation-booked'), booked)).toEqual([
      { status: 'received', state: 'done', at: '2026-11-02T09:00:00.000Z' },
      { status: 'installation-booked', state: 'current', at: '2026-11-02T09:05:00.000Z' },
      { status: 'installed', state: 'upcoming', at: null },
    ])
  })

  it('an order without installation has no installation step', () => {
    expect(timeline(mobile('received'), history.slice(0, 1)).map((step) => step.status)).toEqual(['received', 'confirmed', 'installed'])
  })

  it('a cancelled order shows the steps it reached, then the cancellation', () => {
    const cancelled = [...history.slice(0, 2), { status: 'cancelled', at: '2026-11-06T08:00:00.000Z' } as const]
    expect(timeline(fibre('cancelled'), cancelled)).toEqual([
      { status: 'received', state: 'done', at: '2026-11-02T09:00:00.000Z' },
      { status: 'confirmed', state: 'done', at: '2026-11-03T10:00:00.000Z' },
      { status: 'cancelled', state: 'current', at: '2026-11-06T08:00:00.000Z' },
    ])
  })

  it('names and next steps: an order without installation is activated', () => {
    expect(statusLabelKey('installed', false)).toBe('orderTracking.status.activated')
    expect(statusLabelKey('installed', true)).toBe('orderTracking.status.installed')
    expect(nextStepKey(mobile('confirmed'))).toBe('orderTracking.next.confirmedNoInstallation')
    expect(nextStepKey(fibre('confirmed'))).toBe('orderTracking.next.confirmed')
    expect(nextStepKey(mobile('installed'))).toBe('orderTracking.next.activated')
    // The mail of a confirmed installation points at the order's page, where the booking is.
    expect(nextStepKey(fibre('confirmed'), 'mail')).toBe('orderTracking.next.confirmedMail')
    expect(nextStepKey(mobile('confirmed'), 'mail')).toBe('orderTracking.next.confirmedNoInstallation')
    expect(nextStepKey(fibre('received'), 'mail')).toBe('orderTracking.next.received')
  })
})
