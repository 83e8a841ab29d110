import config from '@payload-config'
import { handleEndpoints, type CollectionSlug, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminCredentials } from '@/lib/env'

import { staffAccount } from '../../../tests/support/staff-account'

import { cms } from '../client'
import type { Role } from './roles'

/**
 * What each role may change of what visitors send, field by field (docs/security.md, role matrix):
 * customer service changes a status and an internal note, nothing a customer typed, no price and
 * no reference; only an administrator corrects the rest. Each field is tried through Payload's REST
 * handler (as `/cms-api/...` serves it, and the admin saves) and through the Local API with the
 * role's user and `overrideAccess: false`, on a record of its own. Written out here rather than
 * read from the collections, so a field that loses its lock fails.
 */
const ROLES: Role[] = ['admin', 'editor', 'translator', 'viewer', 'customer-service']

/** The value each field is set to (made anew for each save where the field is unique), and who may set it. */
type Change = { field: string; value: unknown; serviceMay?: boolean; nobody?: boolean }

let counter = 0
const unique = (make: (n: number) => string) => () => make(++counter)

const ORDER: Record<string, unknown> = {
  status: 'received',
  site: '1',
  audience: 'private',
  locale: 'fr',
  pack: 'duo',
  offer: 'duo-1g-tv',
  offerName: 'Duo 1G TV',
  monthlyTotal: 89,
  oneOffTotal: 0,
  pricing: { lines: [{ label: 'Duo', monthly: 89 }] },
  civility: 'mrs',
  firstName: 'Léa',
  lastName: 'Charge',
  birthDate: '1988-04-12',
  email: 'lea.charge@example.ch',
  phone: '+41 79 555 12 34',
  fulfilment: 'installation',
  npa: '1936',
  city: 'Verbier',
  street: 'route des creux',
  number: '3',
  availability: { days: ['monday'] },
}

const ORDER_CHANGES: Change[] = [
  { field: 'status', value: 'confirmed', serviceMay: true },
  { field: 'internalNote', value: 'Rappeler après 17 h', serviceMay: true },
  { field: 'reference', value: unique((n) => `CMD-2026-9${String(n).padStart(5, '0')}`) },
  { field: 'statusHistory', value: [{ status: 'installed', at: '2026-01-01T00:00:00.000Z' }], nobody: true },
  { field: 'site', value: '2' },
  { field: 'audience', value: 'business' },
  { field: 'locale', value: 'de' },
  { field: 'pack', value: 'evil' },
  { field: 'hsi_solo_net', value: true },
  { field: 'mysports_earlybird', value: true },
  { field: 'offer', value: 'evil' },
  { field: 'offerName', value: 'Evil' },
  { field: 'monthlyTotal', value: 0.01 },
  { field: 'oneOffTotal', value: 1 },
  { field: 'pricing', value: { lines: [] } },
  { field: 'company', value: 'Evil SA' },
  { field: 'civility', value: 'mr' },
  { field: 'firstName', value: 'Eve' },
  { field: 'lastName', value: 'Evil' },
  { field: 'birthDate', value: '1970-01-01' },
  { field: 'email', value: 'thief@evil.example' },
  { field: 'phone', value: '+41 79 000 00 00' },
  { field: 'fulfilment', value: 'delivery' },
  { field: 'npa', value: '9999' },
  { field: 'city', value: 'Nowhere' },
  { field: 'street', value: 'rue du vol' },
  { field: 'number', value: '666' },
  { field: 'complement', value: 'Cave' },
  { field: 'availability', value: { days: ['sunday'] } },
]

const SUBMISSION: Record<string, unknown> = {
  kind: 'contact',
  status: 'new',
  site: '1',
  locale: 'fr',
  firstName: 'Léa',
  lastName: 'Charge',
  email: 'lea.charge@example.ch',
  phone: '+41 79 555 12 34',
  npa: '1936',
  city: 'Verbier',
  recipient: 'service@example.ch',
  answers: { message: 'Bonjour' },
}

const SUBMISSION_CHANGES: Change[] = [
  { field: 'status', value: 'processing', serviceMay: true },
  { field: 'internalNote', value: 'Transmis au réseau', serviceMay: true },
  { field: 'reference', value: unique((n) => `REQ-2026-9${String(n).padStart(5, '0')}`) },
  { field: 'kind', value: 'cancellation' },
  { field: 'site', value: '2' },
  { field: 'locale', value: 'de' },
  { field: 'firstName', value: 'Eve' },
  { field: 'lastName', value: 'Evil' },
  { field: 'email', value: 'thief@evil.example' },
  { field: 'phone', value: '+41 79 000 00 00' },
  { field: 'npa', value: '9999' },
  { field: 'city', value: 'Nowhere' },
  { field: 'recipient', value: 'thief@evil.example' },
  { field: 'answers', value: { message: 'Forged' } },
]

const SUBSCRIPTION = (n: number): Record<string, unknown> => ({
  email: `alert-${n}-${Date.now()}@example.ch`,
  npa: '1936',
  status: 'pending',
  site: '1',
  locale: 'fr',
  origin: 'https://a.example.ch',
  secret: 'secret',
})

const SUBSCRIPTION_CHANGES: Change[] = [
  { field: 'status', value: 'active', serviceMay: true },
  { field: 'email', value: unique((n) => `thief-${n}@evil.example`) },
  { field: 'npa', value: '9999' },
  { field: 'site', value: '2' },
  { field: 'locale', value: 'de' },
  { field: 'origin', value: 'https://evil.example' },
  { field: 'confirmedAt', value: '2026-01-01T00:00:00.000Z' },
]

let payload: Payload
const users = {} as Record<Role, { id: number; token: string }>
const userIds: number[] = []
const created: { collection: CollectionSlug; id: number }[] = []
async function rest(method: string, path: string, token: string, body: unknown) {
  const headers = new Headers({ 'content-type': 'application/json', authorization: `JWT ${token}` })
  const request = new Request(`http://localhost/cms-api${path}`, { method, headers, body: JSON.stringify(body) })
  const response = await handleEndpoints({ config, request })
  return response.status
}

async function record(collection: CollectionSlug): Promise<number> {
  counter += 1
  const data = collection === 'orders' ? ORDER : collection === 'form-submissions' ? SUBMISSION : SUBSCRIPTION(counter)
  const doc = await payload.create({ collection, data: data as never, depth: 0 })
  created.push({ collection, id: doc.id as number })
  return doc.id as number
}

const stored = async (collection: CollectionSlug, id: number, field: string) =>
  ((await payload.findByID({ collection, id, depth: 0, showHiddenFields: true })) as unknown as Record<string, unknown>)[field]

beforeAll(async () => {
  payload = await cms()
  const admin = await payload.login({ collection: 'users', data: adminCredentials() })
  users.admin = { id: admin.user!.id, token: admin.token ?? '' }
  for (const role of ROLES.filter((role) => role !== 'admin')) {
    users[role] = await staffAccount(payload, role, 'fields')
    userIds.push(users[role].id)
  }
})

afterAll(async () => {
  for (const { collection, id } of created) await payload.delete({ collection, id })
  await payload.delete({ collection: 'users', where: { id: { in: userIds } } })
  await payload?.destroy()
})

/** The change through REST, then (on a fresh record) through the Local API as the role's user. */
async function tryChange(collection: CollectionSlug, role: Role, { field, value: given, serviceMay, nobody }: Change) {
  const changes = !nobody && (role === 'admin' || (role === 'customer-service' && serviceMay === true))
  const opens = role === 'admin' || role === 'customer-service'

  const valueOf = () => (typeof given === 'function' ? (given as () => unknown)() : given)
  let value = valueOf()
  const viaRest = await record(collection)
  const before = await stored(collection, viaRest, field)
  expect(await rest('PATCH', `/${collection}/${viaRest}`, users[role].token, { [field]: value }), 'REST').toBe(opens ? 200 : 403)
  expect(await stored(collection, viaRest, field), 'REST').toEqual(changes ? value : before)

  value = valueOf()
  const viaLocal = await record(collection)
  const original = await stored(collection, viaLocal, field)
  const user = { ...(await payload.findByID({ collection: 'users', id: users[role].id, depth: 0 })), collection: 'users' as const }
  const save = payload.update({ collection, id: viaLocal, data: { [field]: value } as never, user, overrideAccess: false, depth: 0 })
  if (opens) await save
  else await expect(save).rejects.toThrow()
  expect(await stored(collection, viaLocal, field), 'Local API').toEqual(changes ? value : original)
}

describe.each([
  ['orders', ORDER_CHANGES],
  ['form-submissions', SUBMISSION_CHANGES],
  ['outage-subscriptions', SUBSCRIPTION_CHANGES],
] as const)('%s, field by field', (collection, changes) => {
  describe.each(ROLES)('%s', (role) => {
    it.each(changes.map((change) => [change.field, change] as const))('%s', (_field, change) => tryChange(collection, role, change))
  })
})
