import { describe, expect, it } from 'vitest'

import { dueAlerts, touchesPostalCode, type AlertEvent, type AlertSubscription } from './due-alerts'

const NOW = new Date('2026-11-23T12:00:00Z')
const HOUR = 3_600_000
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString()

const current: AlertEvent = { start: at(-2), end: null, npa_list: '1700, 1630', sites: ['3'] }
const subscriber = (id: number, npa = '1700', site = '3', status: AlertSubscription['status'] = 'active'): AlertSubscription => ({
  id,
  npa,
  site,
  status,
})

describe('outage alerts: who gets a mail when a network event is saved', () => {
  it('an active subscriber of a listed postal code on the event’s site gets the published alert', () => {
    expect(dueAlerts(current, [subscriber(1), subscriber(2, '1630')], [], NOW)).toEqual([
      { subscription: 1, kind: 'published' },
      { subscription: 2, kind: 'published' },
    ])
  })

  it('planned works (not started yet) alert too', () => {
    expect(dueAlerts({ ...current, start: at(48), end: at(50) }, [subscriber(1)], [], NOW)).toEqual([
      { subscription: 1, kind: 'published' },
    ])
  })

  it('pending and unsubscribed subscriptions get nothing', () => {
    expect(dueAlerts(current, [subscriber(1, '1700', '3', 'pending'), subscriber(2, '1700', '3', 'unsubscribed')], [], NOW)).toEqual([])
  })

  it('a postal code the event does not list gets nothing', () => {
    expect(dueAlerts(current, [subscriber(1, '1723')], [], NOW)).toEqual([])
  })

  it('an event with no postal code concerns the whole network', () => {
    expect(touchesPostalCode({ npa_list: '' }, '1723')).toBe(true)
    expect(dueAlerts({ ...current, npa_list: null }, [subscriber(1, '1723')], [], NOW)).toEqual([{ subscription: 1, kind: 'published' }])
  })

  it('a subscriber on a site the event is not published on gets nothing', () => {
    expect(dueAlerts(current, [subscriber(1, '1700', '1')], [], NOW)).toEqual([])
  })

  it('saving the event again sends nothing more', () => {
    expect(dueAlerts(current, [subscriber(1)], [{ subscription: 1, kind: 'published' }], NOW)).toEqual([])
  })

  it('a postal code added later alerts its subscribers, not the ones already told', () => {
    const wider = { ...current, npa_list: '1700, 1630, 1723' }
    expect(dueAlerts(wider, [subscriber(1), subscriber(3, '1723')], [{ subscription: 1, kind: 'published' }], NOW)).toEqual([
      { subscription: 3, kind: 'published' },
    ])
  })

  it('an ended event tells those who had its alert that it is resolved, once', () => {
    const ended = { ...current, end: at(-1) }
    expect(dueAlerts(ended, [subscriber(1)], [{ subscription: 1, kind: 'published' }], NOW)).toEqual([
      { subscription: 1, kind: 'resolved' },
    ])
    expect(
      dueAlerts(
        ended,
        [subscriber(1)],
        [
          { subscription: 1, kind: 'published' },
          { subscription: 1, kind: 'resolved' },
        ],
        NOW,
      ),
    ).toEqual([])
  })

  it('an event already ended when first published alerts nobody', () => {
    expect(dueAlerts({ ...current, end: at(-1) }, [subscriber(1)], [], NOW)).toEqual([])
  })

  it('an expected end still to come is not a resolution', () => {
    expect(dueAlerts({ ...current, end: at(3) }, [subscriber(1)], [{ subscription: 1, kind: 'published' }], NOW)).toEqual([])
  })

  it('a subscriber who left before the resolution is not told', () => {
    const ended = { ...current, end: at(-1) }
    expect(dueAlerts(ended, [subscriber(1, '1700', '3', 'unsubscribed')], [{ subscription: 1, kind: 'published' }], NOW)).toEqual([])
  })

  it('one subscription listed twice gets one mail', () => {
    expect(dueAlerts(current, [subscriber(1), subscriber(1)], [], NOW)).toEqual([{ subscription: 1, kind: 'published' }])
  })
})
