/**
 * Sign-ins of one account, one after the other. Payload's login reads the account, checks the
 * password (~100 ms), then writes the account back with its session list plus the new session:
 * two sign-ins of the same account at once each write their own list, and the first session
 * vanishes — that browser is signed out on its next request. A sign-out writes the list back
 * without its session the same way: beside a sign-in, the ended session would come back
 * (payloadcms/payload #18132). Per process; keyed by e-mail.
 */
const queues = new Map<string, Promise<unknown>>()

export function oneLoginAtATime<T>(email: unknown, login: () => Promise<T>): Promise<T> {
  if (typeof email !== 'string' || email.trim() === '') return login()
  const key = email.trim().toLowerCase()
  const previous = queues.get(key) ?? Promise.resolve()
  const current = previous.then(login, login)
  const settled = current.then(
    () => undefined,
    () => undefined,
  )
  queues.set(key, settled)
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key)
  })
  return current
}
