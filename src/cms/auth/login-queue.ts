/**
 * Sign-ins of one account, one after the other. Payload's login reads the account, checks the
 * password (~100 ms), then writes the account back with its session list plus the new session:
 * two sign-ins of the same account at once each write their own list, and the first session
 * vanishes — that browser is signed out on its next request. Per process; keyed by e-mail.
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

/** The REST route's POST, with `/users/login` requests queued per account (the e-mail is read from a copy of the body). */
export function withQueuedLogins<C>(post: (request: Request, context: C) => Promise<Response>) {
  return async (request: Request, context: C): Promise<Response> => {
    if (!new URL(request.url).pathname.endsWith('/users/login')) return post(request, context)
    const email = await request
      .clone()
      .json()
      .then((body: unknown) => (body && typeof body === 'object' && 'email' in body ? body.email : null))
      .catch(() => null)
    return oneLoginAtATime(email, () => post(request, context))
  }
}
