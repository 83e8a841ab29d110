import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { withGuardedAccountRoutes } from './account-routes'
import { cms } from '../client'

let payload: Payload
let userId: number | string
const email = `timing-${Date.now()}@example.ch`

// As the catch-all route hands it to Payload: Next decodes the path's segments, Payload's route
// encodes them again, and Payload matches its endpoints without regard to case.
const post = withGuardedAccountRoutes((request: Request) => {
  const path = new URL(request.url).pathname
    .split('/')
    .map((segment) => encodeURIComponent(decodeURIComponent(segment)))
    .join('/')
  return handleEndpoints({ config, request, path })
})

function login(body: object, client: string, route = '/cms-api/users/login') {
  return post(
    new Request(`http://localhost${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-address': client },
      body: JSON.stringify(body),
    }),
    undefined,
  )
}

async function millis(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now()
  await work()
  return performance.now() - start
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

beforeAll(async () => {
  payload = await cms()
  const user = await payload.create({
    collection: 'users',
    data: { email, password: 'Timing-Passw0rd!', role: 'viewer', _verified: true },
    disableVerificationEmail: true,
  })
  userId = user.id
})

afterAll(async () => {
  await payload.delete({ collection: 'users', id: userId })
})

describe('sign-in through the REST API', () => {
  it('takes as long for an unknown e-mail as for a known one with a wrong password', async () => {
    const known: number[] = []
    const unknown: number[] = []
    for (let round = 0; round < 3; round += 1) {
      known.push(await millis(() => login({ email, password: 'wrong-password' }, `198.51.100.${round}`)))
      unknown.push(
        await millis(() => login({ email: `nobody-${round}@example.ch`, password: 'wrong-password' }, `198.51.100.${round + 10}`)),
      )
    }
    const ratio = median(unknown) / median(known)
    expect(ratio, `unknown ${median(unknown).toFixed(0)} ms, known ${median(known).toFixed(0)} ms`).toBeGreaterThan(0.5)
    expect(ratio).toBeLessThan(2)
  })

  it('refuses a client after ten failed sign-ins, whichever accounts it tried, with 429 and Retry-After', async () => {
    const client = '203.0.113.77'
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login({ email: `guess-${attempt}@example.ch`, password: 'x' }, client)).status).toBe(401)
    }
    const refused = await login({ email, password: 'Timing-Passw0rd!' }, client)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another client still signs in to the same account.
    expect((await login({ email, password: 'Timing-Passw0rd!' }, '203.0.113.78')).status).toBe(200)
  })

  const LOGIN_SPELLINGS = ['/cms-api/users/LOGIN', '/cms-api/users/Login', '/cms-api/users/logi%6E', '/cms-api/users/login/']

  it('counts every spelling Payload answers as a sign-in against the same limit', async () => {
    const client = '203.0.113.79'
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login({ email: `guess-${attempt}@example.ch`, password: 'x' }, client)).status).toBe(401)
    }
    for (const route of LOGIN_SPELLINGS) {
      expect((await login({ email, password: 'Timing-Passw0rd!' }, client, route)).status, route).toBe(429)
    }
    // Wrong passwords under other spellings use up the limit of the plain one.
    const other = '203.0.113.80'
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const route = LOGIN_SPELLINGS[attempt % LOGIN_SPELLINGS.length]!
      expect((await login({ email: `guess-${attempt}@example.ch`, password: 'x' }, other, route)).status, route).toBe(401)
    }
    expect((await login({ email, password: 'Timing-Passw0rd!' }, other)).status).toBe(429)
  })

  it('counts every spelling of the password reset against the same limit', async () => {
    const forgot = (client: string, route: string) =>
      post(
        new Request(`http://localhost${route}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-client-address': client },
          body: JSON.stringify({ email: 'nobody-reset@example.ch' }),
        }),
        undefined,
      )
    const client = '203.0.113.81'
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await forgot(client, '/cms-api/users/forgot-password')).status).toBe(200)
    }
    for (const route of ['/cms-api/users/FORGOT-PASSWORD', '/cms-api/users/Forgot-Password', '/cms-api/users/forgot%2Dpassword']) {
      expect((await forgot(client, route)).status, route).toBe(429)
    }
  })
})

describe('sign-ins and sign-outs of one account', () => {
  function logout(token: string) {
    return post(
      new Request('http://localhost/cms-api/users/logout', {
        method: 'POST',
        headers: { authorization: `JWT ${token}`, 'x-client-address': '192.0.2.9' },
      }),
      undefined,
    )
  }
  async function signedIn(client: string): Promise<string> {
    const response = await login({ email, password: 'Timing-Passw0rd!' }, client)
    expect(response.status).toBe(200)
    return ((await response.json()) as { token: string }).token
  }
  const live = async (token: string) => (await payload.auth({ headers: new Headers({ authorization: `JWT ${token}` }) })).user !== null

  // Payload writes the whole session list back on both (payloadcms/payload #18132): a sign-in running
  // beside a sign-out would put the ended session back.
  it('a sign-out stays done when the same account signs in at the same moment elsewhere', async () => {
    for (let round = 0; round < 5; round += 1) {
      const ended = await signedIn('192.0.2.10')
      const [out, other] = await Promise.all([logout(ended), signedIn('192.0.2.11')])
      expect(out.status).toBe(200)
      expect(await live(ended), `round ${round}: the signed-out session still works`).toBe(false)
      expect(await live(other), `round ${round}: the new session was lost`).toBe(true)
    }
  })
})
