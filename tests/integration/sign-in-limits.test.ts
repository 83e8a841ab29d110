import config from '@payload-config'
import { NextRequest } from 'next/server'
import { handleEndpoints } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { POST as editorSignIn } from '@/app/api/editor/session/route'
import { POST as partnerSignIn } from '@/app/api/partner-area/session/route'
import { withGuardedAccountRoutes } from '@/cms/auth/account-routes'
import { cms } from '@/cms/client'

afterAll(async () => (await cms()).destroy())

const ATTEMPTS = 40

function json(url: string, body: object, client: string): NextRequest {
  return new NextRequest(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client-address': client },
    body: JSON.stringify(body),
  })
}

/** How many of `ATTEMPTS` wrong passwords sent at once got each status. */
async function statusesAtOnce(attempt: (index: number) => Promise<Response>): Promise<Record<number, number>> {
  const responses = await Promise.all(Array.from({ length: ATTEMPTS }, (_, index) => attempt(index)))
  const counts: Record<number, number> = {}
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1
  return counts
}

// Every attempt is counted before its password is checked: sent all at once, no more than the
// limit reach the check (401), the others are refused at once (429).
describe('wrong passwords sent all at once from one client', () => {
  it('the CMS REST sign-in checks at most ten', async () => {
    const post = withGuardedAccountRoutes((request: Request) => handleEndpoints({ config, request }))
    const counts = await statusesAtOnce((index) =>
      post(
        json('http://localhost/cms-api/users/login', { email: `crowd-${index}@example.ch`, password: 'wrong-password' }, '198.51.100.40'),
        undefined,
      ),
    )
    expect(counts).toEqual({ 401: 10, 429: ATTEMPTS - 10 })
  })

  it('the editors’ sign-in checks at most ten', async () => {
    const counts = await statusesAtOnce((index) =>
      editorSignIn(
        json('http://localhost/api/editor/session', { email: `crowd-${index}@example.ch`, password: 'wrong-password' }, '198.51.100.41'),
      ),
    )
    expect(counts).toEqual({ 401: 10, 429: ATTEMPTS - 10 })
  })

  it('the partner area checks at most five', async () => {
    const counts = await statusesAtOnce(() =>
      partnerSignIn(json('http://localhost/api/partner-area/session?locale=fr', { password: 'wrong-password' }, '198.51.100.42')),
    )
    expect(counts).toEqual({ 401: 5, 429: ATTEMPTS - 5 })
  })
})
