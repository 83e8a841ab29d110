import config from '@payload-config'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import { sql as postgresSql } from '@payloadcms/db-postgres'
import { NextRequest } from 'next/server'
import { handleEndpoints } from 'payload'
import { afterAll, expect, it } from 'vitest'

import { POST as editorSignIn } from '@/app/api/editor/session/route'
import { withGuardedAccountRoutes } from '@/cms/auth/account-routes'
import { cms } from '@/cms/client'
import { adminCredentials } from '@/lib/env'

import { capturedLog } from '../support/log-capture'

afterAll(async () => (await cms()).destroy())

type Drizzle = { run?: (query: unknown) => Promise<unknown>; execute?: (query: unknown) => Promise<unknown> }

/** Writes fail as on a read-only database file (SQLite) or a table the role may not write (PostgreSQL). */
async function readOnly(on: boolean) {
  const payload = await cms()
  const drizzle = (payload.db as unknown as { drizzle: Drizzle }).drizzle
  if (drizzle.run) await drizzle.run(sqliteSql.raw(`PRAGMA query_only = ${on ? 'ON' : 'OFF'}`))
  else await drizzle.execute?.(postgresSql.raw(`${on ? 'REVOKE' : 'GRANT'} INSERT, UPDATE ON "users" ${on ? 'FROM' : 'TO'} CURRENT_USER`))
}

function signIn(url: string, client: string): NextRequest {
  return new NextRequest(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client-address': client },
    body: JSON.stringify({ email: adminCredentials().email, password: adminCredentials().password }),
  })
}

it('a sign-in whose write fails logs the failure, never the admin’s salt, hash or verification token', async () => {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: adminCredentials().email } },
    showHiddenFields: true,
  })
  const admin = docs[0] as unknown as { salt: string; hash: string; _verificationToken?: string | null }
  const secrets = [admin.salt, admin.hash, admin.hash.split(':').at(-1) ?? '', admin._verificationToken ?? ''].filter(
    (secret) => secret.length > 8,
  )
  expect(secrets.length).toBeGreaterThanOrEqual(2)

  await readOnly(true)
  const lines = await capturedLog(async () => {
    try {
      const rest = await withGuardedAccountRoutes((request: Request) => handleEndpoints({ config, request }))(
        signIn('http://localhost/cms-api/users/login', '198.51.100.70'),
        undefined,
      )
      expect(rest.status).toBe(500)
      expect((await editorSignIn(signIn('http://localhost/api/editor/session', '198.51.100.71'))).status).toBe(401)
    } finally {
      await readOnly(false)
    }
  })
  expect(lines.some((line) => /"level":50.*Failed query/.test(line))).toBe(true)
  for (const line of lines) {
    for (const secret of secrets) expect(line).not.toContain(secret)
    expect(line).not.toMatch(/params:/)
  }
})
