import type { OrderStatus } from '@/cms/fields/options'

/** What decides an order's course: where it stands, and whether a technician comes to the address. */
export interface OrderCourse {
  status: OrderStatus
  needsInstallation: boolean
}

/** Mobile-only orders are activated without anyone coming to the address; every other pack is installed. */
export function needsInstallation(pack: string): boolean {
  return pack !== 'mobile'
}

type StatusRefusal = 'final' | 'noInstallation' | 'notNext'

export type StatusChange = { ok: true; status: OrderStatus } | { ok: false; reason: StatusRefusal }

/**
 * The changes staff may make to an order's status. An order goes forward one step at a time
 * (received → confirmed → installation booked → installed; without an installation, confirmed →
 * installed), but its installation may be booked while it is still received; a booked installation may be called off (back to confirmed); any order not yet
 * installed may be cancelled; installed and cancelled are final.
 */
export function changeStatus(order: OrderCourse, to: OrderStatus): StatusChange {
  const from = order.status
  if (from === 'installed' || from === 'cancelled') return { ok: false, reason: 'final' }
  if (to === 'cancelled') return { ok: true, status: to }
  if (to === 'installation-booked' && !order.needsInstallation) return { ok: false, reason: 'noInstallation' }
  const allowed =
    (from === 'received' && to === 'confirmed') ||
    // The customer books the installation as soon as the order is placed, before staff confirm it.
    (from === 'received' && to === 'installation-booked') ||
    (from === 'confirmed' && to === (order.needsInstallation ? 'installation-booked' : 'installed')) ||
    (from === 'installation-booked' && (to === 'installed' || to === 'confirmed'))
  return allowed ? { ok: true, status: to } : { ok: false, reason: 'notNext' }
}

/** One step of the customer's timeline: reached (with the date it was), the current one, or still to come. */
export interface TimelineStep {
  status: OrderStatus
  state: 'done' | 'current' | 'upcoming'
  at: string | null
}

export interface StatusRecord {
  status: OrderStatus
  at: string
}

/** The steps of an order's course, in order. */
function courseOf(needsInstallation: boolean): OrderStatus[] {
  return needsInstallation ? ['received', 'confirmed', 'installation-booked', 'installed'] : ['received', 'confirmed', 'installed']
}

/**
 * The timeline the customer sees: each step of the course with the last date the order took it
 * (a step it skipped is left out).
 * A cancelled order shows the steps it had reached, then the cancellation, and nothing to come.
 */
export function timeline(order: OrderCourse, history: readonly StatusRecord[]): TimelineStep[] {
  const lastAt = (status: OrderStatus) => history.findLast((record) => record.status === status)?.at ?? null
  const course = courseOf(order.needsInstallation)
  if (order.status === 'cancelled') {
    const reached = course.filter((status) => status === 'received' || lastAt(status) !== null)
    return [
      ...reached.map((status): TimelineStep => ({ status, state: 'done', at: lastAt(status) })),
      { status: 'cancelled', state: 'current', at: lastAt('cancelled') },
    ]
  }
  const current = course.indexOf(order.status)
  // A step the order went past without taking (booked straight from received) is not shown as done.
  return course
    .map((status, index): TimelineStep => ({
      status,
      state: index < current ? 'done' : index === current ? 'current' : 'upcoming',
      at: index <= current ? lastAt(status) : null,
    }))
    .filter((step, index) => !(index < current && index > 0 && step.at === null))
}

/** The message key of a status's name for this order: an order without installation is activated. */
export function statusLabelKey(status: OrderStatus, needsInstallation: boolean): string {
  return status === 'installed' && !needsInstallation ? 'orderTracking.status.activated' : `orderTracking.status.${status}`
}

/**
 * The message key of what happens next, from where the order stands. A confirmed installation is
 * booked by the customer: the order's page points at its booking block, the status mail at the page.
 */
export function nextStepKey(order: OrderCourse, on: 'page' | 'mail' = 'page'): string {
  if (order.status === 'confirmed' && !order.needsInstallation) return 'orderTracking.next.confirmedNoInstallation'
  if (order.status === 'confirmed' && on === 'mail') return 'orderTracking.next.confirmedMail'
  if (order.status === 'installed' && !order.needsInstallation) return 'orderTracking.next.activated'
  return `orderTracking.next.${order.status}`
}
