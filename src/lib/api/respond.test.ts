import { describe, expect, it } from 'vitest'

import { BadRequestError, NotFoundError } from './problem'
import { respond } from './respond'

describe('public API answers', () => {
  it('published content: 200 JSON with a short public cache', async () => {
    const response = await respond('test', async () => ({ ok: true }))
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
    const response = await respond('test', async () => {
      throw error
    })
    expect(response.status).toBe(expected.status)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-type')).toBe('application/problem+json')
    expect(await response.json()).toEqual({ type: 'about:blank', ...expected })
  })

  it('a call may name its own failure status (network status: 503)', async () => {
    const response = await respond('test', () => Promise.reject(new Error('down')), {
      failure: { status: 503, detail: 'network status unavailable' },
    })
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ status: 503, detail: 'network status unavailable' })
  })
})
