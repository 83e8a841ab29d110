import type { Payload } from 'payload'

import type { Role } from '@/cms/access/roles'

/** A staff account of `role` made for a test (a translator writes German), signed in: its id and token. */
export async function staffAccount(payload: Payload, role: Exclude<Role, 'admin'>, name: string) {
  const email = `${name}-${role}-${Date.now()}@example.ch`
  const password = 'Staff-Passw0rd!'
  const user = await payload.create({
    collection: 'users',
    data: { email, password, role, locales: role === 'translator' ? ['de'] : [], _verified: true },
    disableVerificationEmail: true,
  })
  const login = await payload.login({ collection: 'users', data: { email, password } })
  return { id: user.id, token: login.token ?? '' }
}
