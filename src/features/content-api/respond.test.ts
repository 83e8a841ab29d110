import { describe, expect, it } from 'vitest'

import { BadRequestError, NotFoundError } from './query'
import { respond } from './respond'

describe('content API answers', () => {
  it('published content: 200 JSON with a short public cache', async () => {
    const response = await respond('test', async () => ({ ok: true }))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=300')
    expect(await response.json()).toEqual({ ok: true })
  })

  it.each([
    [new BadRequestError("Parameter 'count' must be a positive whole number."), 400, "Parameter 'count' must be a positive whole number."],
    [new NotFoundError('No content 5 on site 1.'), 404, 'No content 5 on site 1.'],
    [new Error('SQLITE_BUSY at /srv/app/db.ts:12'), 500, 'The content service failed; please try again later.'],
  ])('%s → %i, uncached, without internals', async (error, status, message) => {
    const response = await respond('test', async () => {
      throw error
    })
    expect(response.status).toBe(status)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ error: message })
  })
})
