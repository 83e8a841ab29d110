import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'

import { metrics } from '../metrics'
import { createEdge } from './edge'
import { ApiError, BadRequestError, NotFoundError } from './problem'

const LOCALES = ['fr', 'de', 'en'] as const
type Locale = (typeof LOCALES)[number]

const MESSAGES: Record<Locale, Record<string, string>> = {
  fr: { 'test.tooMany': 'Trop de demandes.', 'test.invalid': 'Vérifiez le formulaire.' },
  de: { 'test.tooMany': 'Zu viele Anfragen.', 'test.invalid': 'Bitte Formular prüfen.' },
  en: { 'test.tooMany': 'Too many requests.', 'test.invalid': 'Check the form.' },
}

const edge = createEdge<Locale, 1 | 2 | 3>({
  locale(query) {
    const locale = query.get('locale')
    return LOCALES.includes(locale as Locale) ? (locale as Locale) : 'fr'
  },
  siteOfHost: (host) => (host === 'b.localhost' ? 2 : 1),
  siteOfQuery: (query) => (query.get('site') === '3' ? 3 : null),
  translate: (locale) => (key) => MESSAGES[locale][key] ?? key,
})

const get = (query = '', headers: Record<string, string> = {}) => new Request(`http://127.0.0.1/api/test${query}`, { headers })

async function answers(call: string, status: number): Promise<number> {
  const metric = await metrics().apiAnswers.get()
  return metric.values.find((value) => value.labels.call === call && value.labels.status === String(status))?.value ?? 0
}

afterEach(() => vi.unstubAllEnvs())

describe('public API answers', () => {
  it('published content: 200 JSON with a short public cache', async () => {
    const response = await edge.route({ call: 'test', handle: async () => ({ ok: true }) })(get())
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=300')
    expect(await response.json()).toEqual({ ok: true })
  })

  it.each([
    [
      new BadRequestError("Parameter 'count' must be a positive whole number.", 'count'),
      { title: 'Bad Request', status: 400, detail: "Parameter 'count' must be a positive whole number.", field: 'count' },
    ],
    [new NotFoundError('No content 5 on site 1.'), { title: 'Not Found', status: 404, detail: 'No content 5 on site 1.' }],
    [
      new Error('SQLITE_BUSY at /srv/app/db.ts:12'),
      { title: 'Internal Server Error', status: 500, detail: 'The service failed; please try again later.' },
    ],
  ])('%s → one problem+json body, uncached, without internals', async (error, expected) => {
    const response = await edge.route({
      call: 'test',
      handle: async () => {
        throw error
      },
    })(get())
    expect(response.status).toBe(expected.status)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-type')).toBe('application/problem+json')
    expect(await response.json()).toEqual({ type: 'about:blank', ...expected })
  })

  it('a call may name its own failure status (network status: 503)', async () => {
    const response = await edge.route({
      call: 'test',
      handle: () => Promise.reject(new Error('down')),
      failure: { status: 503, detail: 'network status unavailable' },
    })(get())
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ status: 503, detail: 'network status unavailable' })
  })
})

describe('the one edge', () => {
  const echo = edge.route({ call: 'echo', handle: async ({ locale, site }) => ({ locale, site }) })

  it('resolves the locale by the configured rule and hands it to the call', async () => {
    expect(await (await echo(get())).json()).toEqual({ locale: 'fr', site: 1 })
    expect(await (await echo(get('?locale=de'))).json()).toEqual({ locale: 'de', site: 1 })
    expect(await (await echo(get('?locale=it'))).json()).toEqual({ locale: 'fr', site: 1 })
  })

  it('takes the site from the host; only a §7 read may name another', async () => {
    expect(await (await echo(get('?site=3', { host: 'b.localhost' }))).json()).toEqual({ locale: 'fr', site: 2 })
    const read = edge.route({ call: 'read', siteFrom: 'query', handle: async ({ site, query }) => ({ site, asked: query.get('site') }) })
    expect(await (await read(get('?site=3', { host: 'b.localhost' }))).json()).toEqual({ site: 3, asked: '3' })
    expect(await (await read(get('', { host: 'b.localhost' }))).json()).toEqual({ site: 2, asked: '2' })
  })

  it('parses the query against its schema: a 400 naming the parameter', async () => {
    const call = edge.route({
      call: 'query',
      query: z.object({ count: z.string().check(z.regex(/^\d+$/, 'must be a number')) }),
      handle: async ({ query }) => query,
    })
    expect(await (await call(get('?count=12'))).json()).toEqual({ count: '12' })
    expect(await (await call(get('?count=x'))).json()).toMatchObject({
      status: 400,
      field: 'count',
      detail: "Parameter 'count' must be a number.",
    })
  })

  it('parses a JSON body: a refusal in the call’s language with each field’s message key', async () => {
    const call = edge.route({
      call: 'json',
      json: z.object({ email: z.string().check(z.minLength(3, 'forms.validation.email')) }),
      invalid: 'test.invalid',
      cache: 'no-store',
      handle: async ({ body }) => body,
    })
    const post = (body: unknown) => new Request('http://127.0.0.1/api/test?locale=de', { method: 'POST', body: JSON.stringify(body) })
    expect(await (await call(post({ email: 'a@b.ch' }))).json()).toEqual({ email: 'a@b.ch' })
    const refused = await call(post({ email: 'a' }))
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ detail: 'Bitte Formular prüfen.', errors: { email: 'forms.validation.email' } })
  })

  it('applies the named rate limit per client: 429 with Retry-After and the call’s message, counted', async () => {
    vi.stubEnv('REDIS_URL', '')
    const call = edge.route({
      call: 'limited',
      limit: { name: 'survey-answers-client', message: 'test.tooMany' },
      handle: async () => ({ ok: true }),
    })
    const before = await answers('limited', 429)
    const client = { 'x-client-address': '198.51.100.41' }
    // Answered until the limit's points are spent, then refused.
    let allowed = 0
    let refused = await call(get('?locale=en', client))
    for (; refused.status === 200 && allowed < 100; allowed++) refused = await call(get('?locale=en', client))
    expect(allowed).toBeGreaterThan(0)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3600)
    expect(await refused.json()).toMatchObject({ detail: 'Too many requests.' })
    expect(await answers('limited', 429)).toBe(before + 1)
    expect((await call(get('', { 'x-client-address': '198.51.100.42' }))).status).toBe(200)
  })

  it('holds a call to its concurrency: the one over it is told to come back', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const call = edge.route({ call: 'busy', concurrency: 1, handle: async () => held.then(() => ({ ok: true })) })
    const first = call(get())
    const second = await call(get())
    expect(second.status).toBe(503)
    expect(second.headers.get('retry-after')).toBe('1')
    release()
    expect((await first).status).toBe(200)
    expect((await call(get())).status).toBe(200)
  })

  it('checks the guard before reading any input: a 401 before a 400', async () => {
    const call = edge.route({
      call: 'guarded',
      guard: async (headers) => {
        if (headers.get('authorization') !== 'yes') throw new ApiError(401, 'Sign in first.')
        return 'editor'
      },
      json: z.object({ enabled: z.boolean() }),
      handle: async ({ caller, body }) => ({ caller, body }),
    })
    const post = (authorization: string, body: string) =>
      new Request('http://127.0.0.1/api/test', { method: 'POST', body, headers: { authorization } })
    expect((await call(post('no', 'not json'))).status).toBe(401)
    expect((await call(post('yes', 'not json'))).status).toBe(400)
    expect(await (await call(post('yes', '{"enabled":true}'))).json()).toEqual({ caller: 'editor', body: { enabled: true } })
  })
})
