import 'server-only'

import { setTimeout as sleep } from 'node:timers/promises'

import { headers as actionHeaders } from 'next/headers'
import { unstable_rethrow } from 'next/navigation'
import { safeParse, type $ZodError, type $ZodType } from 'zod/v4/core'

import { clientAddress } from '../client-address'
import { issuesByField } from '../form-message'
import { logger } from '../logger'
import { countApiAnswer } from '../metrics'
import { cappedBody } from './capped-body'
import { jsonBody } from './json-body'
import { ApiError, problem, problemOf, type ProblemStatus } from './problem'
import { queryError, queryObject } from './query'
import { rateLimit, type RateLimitName } from './rate-limits'

/**
 * The one edge of every public call (route handlers and server actions): it resolves the site and
 * the locale by the configured rule, applies the call's named rate limit and concurrency, parses
 * its input against the call's schemas, answers refusals as problem+json and counts every answer.
 * Features receive typed input, never the Request. Its configuration (the locale and site rule,
 * the messages) is `src/sites/edge.ts`; the limits are `./rate-limits.ts`.
 */

export type Translate = (key: string, values?: Record<string, string | number>) => string

export type EdgeSetup<L extends string, S extends number> = {
  /** The locale a call names in its query: the default when it names none or one not served. */
  locale(query: URLSearchParams): L
  /** The site the request was made to (configuration, then host). */
  siteOfHost(host: string | null): S
  /** The site a §7 read names in its query, or null when it names none; throws a 400 for an unknown one. */
  siteOfQuery(query: URLSearchParams): S | null
  translate(locale: L): Translate
}

/** What every call's handler is given besides its parsed input. */
type CallContext<L extends string, S extends number> = {
  locale: L
  site: S
  /** The client's address as the production server decided it (rate-limit key, logs). */
  client: string
  /** The request's headers: cookies and the session of a signed-in account. */
  headers: Headers
  url: URL
  /** The call's messages in its locale. */
  t: Translate
}

/** Reads a call's body into typed input; throws an ApiError when it cannot. */
export type BodyReader<B> = (request: Request, t: Translate) => Promise<B>

type Failure = { status: ProblemStatus; detail: string }

export type RouteSpec<L extends string, S extends number, P, Q, B, G> = {
  /** Names the call in logs and metrics. */
  call: string
  /**
   * Where the site comes from: the host (default), or for a §7 read of published content the
   * `site` the call names, the host when it names none.
   */
  siteFrom?: 'host' | 'query'
  /** Counted per client before the input is read; refused with 429, Retry-After and this message key. */
  limit?: { name: RateLimitName; message: string }
  /** Answers of this call at once in this process; the next one is refused with 503. */
  concurrency?: number
  /** Every answer takes at least this long, whatever it says (nothing to read from its timing). */
  minAnswerMs?: number
  /** Who may call, checked before any input is read (a 401 before a 400): throws the refusal, else names the caller. */
  guard?: (headers: Headers, t: Translate) => Promise<G>
  /** The route's dynamic segments, parsed; a refusal is the call's own (404 for an unknown segment). */
  params?: (segments: Record<string, string | string[]>) => P
  /** The query (a blank parameter counts as absent) against its schema; a failure is a 400 naming the parameter. */
  query?: $ZodType<Q>
  /** The call's own refusal of a query its schema does not pass (a localised message). */
  invalidQuery?: (error: $ZodError, t: Translate) => ApiError
  /** A JSON body (read no further than the JSON limit) against its schema. */
  json?: $ZodType<B>
  /** The refusal of a JSON body its schema does not pass: a message key (with the fields' keys as `errors`), or the call's own. */
  invalid?: string | ((error: $ZodError) => ApiError)
  /** Any other body (`formInput`), read into typed input. */
  body?: (request: Request, t: Translate, params: NoInfer<P>) => Promise<B>
  /** The cache policy of a JSON answer (published content by default). */
  cache?: string
  /** Answer to an unexpected failure (500 by default): logged, never detailed. */
  failure?: Failure
  /** A call that answers in its own format (XML) writes its refusals itself; problem+json otherwise. */
  refuse?: (error: ApiError) => Response
  handle(input: CallContext<L, S> & { params: NoInfer<P>; query: NoInfer<Q>; body: NoInfer<B>; caller: NoInfer<G> }): Promise<unknown>
}

export type ActionSpec<S extends number, I, R> = {
  call: string
  /**
   * The input's schema and the action's answer to input it refuses; or 'parsed-by-feature' when the
   * feature's one entry parses it with its own schema and answers alike (the order's `placeOrder`).
   */
  input: { schema: $ZodType<I>; invalid(error: $ZodError): R } | 'parsed-by-feature'
  /** Counted per client before the input is read; `refused` is the action's answer over the limit. */
  limit?: { name: RateLimitName; refused(retryAfterMs: number): R }
  handle(input: I, context: { site: S; client: string; headers: Headers }): Promise<R>
}

/** Published content may be cached briefly by browsers and shared caches. */
const PUBLIC_CACHE = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300'

const DEFAULT_FAILURE: Failure = { status: 500, detail: 'The service failed; please try again later.' }

async function readJson<B>(
  request: Request,
  schema: $ZodType<B>,
  invalid: string | ((error: $ZodError) => ApiError) | undefined,
  t: Translate,
): Promise<B> {
  const parsed = safeParse(schema, await jsonBody(request))
  if (parsed.success) return parsed.data
  if (typeof invalid === 'function') throw invalid(parsed.error)
  throw new ApiError(400, invalid === undefined ? 'The body does not match the call.' : t(invalid), { errors: issuesByField(parsed.error) })
}

type CappedInput = { maxBytes: number; tooLarge: string; malformed: string }

/** A body read no further than `maxBytes` (413 past it), then parsed (400 when it cannot be). */
function cappedInput<B>(options: CappedInput, parse: (body: Uint8Array<ArrayBuffer>, request: Request) => Promise<B>): BodyReader<B> {
  return async (request, t) => {
    const body = await cappedBody(request, options.maxBytes)
    if (!body) throw new ApiError(413, t(options.tooLarge))
    try {
      return await parse(body, request)
    } catch {
      throw new ApiError(400, t(options.malformed))
    }
  }
}

/** A multipart body read no further than `maxBytes`: 413 past it, 400 when it is no form. */
export function formInput(options: CappedInput): BodyReader<FormData> {
  return cappedInput(options, (body, request) =>
    new Response(body, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData(),
  )
}

/** A JSON body read no further than `maxBytes`: 413 past it, 400 when it is no JSON; the handler's schema says the rest. */
export function jsonInput(options: CappedInput): BodyReader<unknown> {
  return cappedInput(options, async (body) => JSON.parse(new TextDecoder().decode(body)) as unknown)
}

function parseQuery<Q>(schema: $ZodType<Q>, params: URLSearchParams, invalid: ((error: $ZodError) => ApiError) | undefined): Q {
  const parsed = safeParse(schema, queryObject(params))
  if (!parsed.success) throw invalid ? invalid(parsed.error) : queryError(parsed.error)
  return parsed.data
}

/** Holds an answer until `minAnswerMs` after `started` (an answer that must not tell by its time). */
export async function withFloor(started: number, minAnswerMs: number | undefined, response: Response): Promise<Response> {
  if (minAnswerMs === undefined) return response
  // Timers may fire up to a millisecond early: wait until the minimum has really passed.
  const left = () => minAnswerMs - (performance.now() - started)
  while (left() > 0) await sleep(Math.ceil(left()))
  return response
}

/** The 429 of a rate limit: its message key (given `minutes` to wait) and Retry-After. */
export function tooMany(t: Translate, message: string, retryAfterMs: number): ApiError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000))
  return new ApiError(429, t(message, { minutes }), { retryAfterMs })
}

export function createEdge<L extends string, S extends number>(setup: EdgeSetup<L, S>) {
  const inFlight = new Map<string, number>()

  /**
   * A route handler: `(request, { params })` as Next calls it. Every answer, refusal or not, is
   * counted by call and status.
   */
  function route<P = Record<string, never>, Q = URLSearchParams, B = undefined, G = undefined>(spec: RouteSpec<L, S, P, Q, B, G>) {
    return async (request: Request, segments?: { params: Promise<Record<string, string | string[]>> }): Promise<Response> => {
      const started = performance.now()
      let held = false
      let response: Response
      try {
        response = await run()
      } catch (error) {
        // Next's own signals (a static prerender's bail-out on request data, notFound, redirect) are Next's.
        unstable_rethrow(error)
        if (error instanceof ApiError) response = spec.refuse ? spec.refuse(error) : problemOf(error)
        else {
          logger.error({ err: error, call: spec.call }, 'public API call failed')
          const failure = spec.failure ?? DEFAULT_FAILURE
          response = problem(failure.status, failure.detail)
        }
      } finally {
        if (held) inFlight.set(spec.call, (inFlight.get(spec.call) ?? 1) - 1)
      }
      countApiAnswer(spec.call, response.status)
      return withFloor(started, spec.minAnswerMs, response)

      async function run(): Promise<Response> {
        const url = new URL(request.url)
        const locale = setup.locale(url.searchParams)
        const t = setup.translate(locale)
        const site =
          (spec.siteFrom === 'query' ? setup.siteOfQuery(url.searchParams) : null) ?? setup.siteOfHost(request.headers.get('host'))
        // A §7 read's loader parses the query itself: it reads the site the edge decided.
        if (spec.siteFrom === 'query') url.searchParams.set('site', String(site))
        const client = clientAddress(request.headers)
        const params = spec.params ? spec.params(segments ? await segments.params : {}) : ({} as P)
        if (spec.concurrency !== undefined) {
          const running = inFlight.get(spec.call) ?? 0
          if (running >= spec.concurrency)
            throw new ApiError(503, 'The service is busy; please try again in a moment.', { retryAfterMs: 1000 })
          inFlight.set(spec.call, running + 1)
          held = true
        }
        if (spec.limit) {
          const attempt = await rateLimit(spec.limit.name).consume(client)
          if (!attempt.allowed) {
            logger.warn({ client, call: spec.call }, 'calls over the rate limit')
            throw tooMany(t, spec.limit.message, attempt.retryAfterMs)
          }
        }
        const caller = spec.guard ? await spec.guard(request.headers, t) : (undefined as G)
        const invalidQuery = spec.invalidQuery
        const query = spec.query
          ? parseQuery(spec.query, url.searchParams, invalidQuery && ((error) => invalidQuery(error, t)))
          : (url.searchParams as Q)
        const body = spec.json
          ? await readJson(request, spec.json, spec.invalid, t)
          : spec.body
            ? await spec.body(request, t, params)
            : (undefined as B)
        const answer = await spec.handle({ locale, site, client, headers: request.headers, url, t, params, query, body, caller })
        if (answer instanceof Response) return answer
        return Response.json(answer, { headers: { 'cache-control': spec.cache ?? PUBLIC_CACHE } })
      }
    }
  }

  /**
   * A server action: the site from the request's host (never the browser's word), the named limit,
   * the input through its schema. What it throws is logged and passed on to the browser's catch.
   */
  function action<I, R>(spec: ActionSpec<S, I, R>) {
    return async (input: unknown): Promise<R> => {
      const headers = await actionHeaders()
      const client = clientAddress(headers)
      try {
        if (spec.limit) {
          const attempt = await rateLimit(spec.limit.name).consume(client)
          if (!attempt.allowed) {
            logger.warn({ client, call: spec.call, retryAfterMs: attempt.retryAfterMs }, 'calls over the rate limit')
            countApiAnswer(spec.call, 429)
            return spec.limit.refused(attempt.retryAfterMs)
          }
        }
        let value = input as I
        if (spec.input !== 'parsed-by-feature') {
          const parsed = safeParse(spec.input.schema, input)
          if (!parsed.success) {
            countApiAnswer(spec.call, 400)
            return spec.input.invalid(parsed.error)
          }
          value = parsed.data
        }
        const answer = await spec.handle(value, { site: setup.siteOfHost(headers.get('host')), client, headers })
        countApiAnswer(spec.call, 200)
        return answer
      } catch (error) {
        unstable_rethrow(error)
        logger.error({ err: error, call: spec.call }, 'server action failed')
        countApiAnswer(spec.call, 500)
        throw error
      }
    }
  }

  return { route, action }
}
