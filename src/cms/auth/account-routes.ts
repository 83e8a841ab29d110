import { withFloor } from '@/lib/api/edge'
import { clientAddress } from '@/lib/client-address'
import { inBackground } from '@/lib/in-background'
import { countSignInFailure } from '@/lib/metrics'
import { rateLimit, RESET_ANSWER_MS } from '@/lib/api/rate-limits'

import { cms } from '../client'
import { oneLoginAtATime } from './login-queue'

const failedSignIns = rateLimit('cms-sign-in')
const resetRequests = rateLimit('cms-forgot-password')

function tooMany(retryAfterMs: number): Response {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
  return Response.json(
    { errors: [{ message: `Too many attempts from this address. Try again in ${Math.ceil(seconds / 60)} minutes.` }] },
    { status: 429, headers: { 'retry-after': String(seconds), 'cache-control': 'no-store' } },
  )
}

async function emailOf(request: Request): Promise<unknown> {
  return request
    .clone()
    .json()
    .then((body: unknown) => (body && typeof body === 'object' && 'email' in body ? body.email : null))
    .catch(() => null)
}

/**
 * Payload's forgot-password, made after the answer: it writes a token and queues a mail only for
 * an address with an account, which would otherwise answer later than one without. Payload's own
 * answer (`{ message }`, 200) is given at once whenever it would be: for a body that names an
 * address; without one, Payload answers its refusal itself (the same for every account).
 */
async function resetAfterAnswer(request: Request, post: (request: Request) => Promise<Response>): Promise<Response> {
  const started = performance.now()
  const body = await request.text()
  const email = await emailOf(new Request(request.url, { method: 'POST', body }))
  const copy = () => new Request(request.url, { method: 'POST', headers: request.headers, body })
  if (typeof email !== 'string' || email.trim() === '') return post(copy())
  inBackground(async () => {
    const response = await post(copy())
    if (!response.ok) throw new Error(`password reset answered ${response.status}`)
  }, 'password reset mail failed')
  return withFloor(started, RESET_ANSWER_MS, Response.json({ message: 'Success' }, { headers: { 'cache-control': 'no-store' } }))
}

/** The e-mail of the account whose session signs this request, or null. */
async function sessionEmail(request: Request): Promise<string | null> {
  const { user } = await (await cms()).auth({ headers: request.headers })
  return user?.email ?? null
}

/** Endpoints that write an account's session list back whole, like a sign-in (see login-queue). */
const SESSION_WRITES = ['/users/logout', '/users/refresh-token']

/**
 * The request's path in one spelling: percent-escapes decoded, lower case, no repeated or trailing
 * slash. Payload routes `/users/LOGIN`, `/users/login/` and (Next decoding the segments first)
 * `/users/logi%6E` to its sign-in, so the guards compare this spelling. Counted rather than refused
 * with a 404: the spellings Payload answers are its own (its endpoints match without case), and
 * one spelling to compare covers all of them without a list of odd ones to refuse.
 */
function routeOf(request: Request): string {
  const { pathname } = new URL(request.url)
  let decoded = pathname
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    // An escape that does not decode never reaches Payload (the server answers 400 before Next).
  }
  return decoded
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/$/, '')
}

/**
 * Payload's REST POST with its account endpoints guarded: `/users/login` limited per client on
 * failures; sign-ins, sign-outs and session refreshes run one at a time per account (see
 * login-queue: a sign-out beside a sign-in would otherwise come back); `/users/forgot-password`
 * limited per client on every request.
 */
export function withGuardedAccountRoutes<C>(post: (request: Request, context: C) => Promise<Response>) {
  return async (request: Request, context: C): Promise<Response> => {
    const route = routeOf(request)
    const client = clientAddress(request.headers)
    if (route.endsWith('/users/login')) {
      // Taken before the password is checked, given back unless it was wrong: only failures count,
      // and of sign-ins at once no more than the limit reach the check.
      const attempt = await failedSignIns.consume(client)
      if (!attempt.allowed) return tooMany(attempt.retryAfterMs)
      const response = await oneLoginAtATime(await emailOf(request), () => post(request, context))
      if (response.status === 401) countSignInFailure('cms')
      else await failedSignIns.reward(client)
      return response
    }
    if (SESSION_WRITES.some((path) => route.endsWith(path))) {
      return oneLoginAtATime(await sessionEmail(request), () => post(request, context))
    }
    if (route.endsWith('/users/forgot-password')) {
      const attempt = await resetRequests.consume(client)
      if (!attempt.allowed) return tooMany(attempt.retryAfterMs)
      return resetAfterAnswer(request, (copy) => post(copy, context))
    }
    return post(request, context)
  }
}
