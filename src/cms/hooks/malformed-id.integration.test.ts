import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { capturedLog } from '../../../tests/support/log-capture'

import { cms } from '../client'

let payload: Payload
let token = ''
let userId: number | string

beforeAll(async () => {
  payload = await cms()
  const email = `malformed-id-${Date.now()}@example.ch`
  userId = (
    await payload.create({
      collection: 'users',
      data: { email, password: 'Editor-Passw0rd!', role: 'editor', _verified: true },
      disableVerificationEmail: true,
    })
  ).id
  token = (await payload.login({ collection: 'users', data: { email, password: 'Editor-Passw0rd!' } })).token ?? ''
})

afterAll(async () => {
  await payload.delete({ collection: 'users', id: userId })
  await payload.destroy()
})

function rest(method: string, path: string, body?: string): Promise<Response> {
  const headers = new Headers({ 'content-type': 'application/json', authorization: `JWT ${token}` })
  return handleEndpoints({ config, request: new Request(`http://localhost/cms-api${path}`, { method, headers, body }) })
}

it('a partner-document update with a malformed id or body answers 400 or 404 and logs no error', async () => {
  const title = JSON.stringify({ title: 'Renamed' })
  const lines = await capturedLog(async () => {
    for (const [method, path, body, status] of [
      ['PATCH', '/partner-documents/abc', title, 404],
      ['PATCH', '/partner-documents/1.5', title, 404],
      ['PATCH', '/partner-documents/-1', title, 404],
      ['PATCH', '/partner-documents/999999', title, 404],
      ['GET', '/partner-documents/abc', undefined, 404],
      ['DELETE', '/partner-documents/abc', undefined, 404],
      ['PATCH', '/partner-documents/abc', '"not an object"', 404],
      ['PATCH', '/partner-documents/1', '{"title":', 400],
    ] as const) {
      expect((await rest(method, path, body)).status, `${method} ${path} ${body}`).toBe(status)
    }
  })
  expect(lines.filter((line) => /"level":(50|60)/.test(line))).toEqual([])
  expect(lines.join('\n')).not.toMatch(/NaN|params/)
})
