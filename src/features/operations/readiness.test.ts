import { describe, expect, it } from 'vitest'

import { failureOf, readiness } from './readiness'

const now = new Date('2026-11-24T10:00:00Z')

describe('readiness', () => {
  it('is ready when the database and the media folder take writes, and reports the outbox', () => {
    const state = readiness({
      database: { ok: true },
      media: { ok: true },
      outbox: { pending: 3, oldestPendingAt: new Date('2026-11-24T09:58:00Z') },
      now,
    })
    expect(state).toMatchObject({ ready: true, failing: [], outbox: { pending: 3, oldestPendingAgeSeconds: 120 } })
  })

  it('names every failing check', () => {
    const state = readiness({
      database: { ok: false, error: 'attempt to write a readonly database' },
      media: { ok: false, error: 'EROFS' },
      outbox: null,
      now,
    })
    expect(state).toMatchObject({ ready: false, failing: ['database', 'media'] })
  })

  it('a waiting outbox does not make the instance unready (a mail server down must not empty the balancer)', () => {
    const state = readiness({
      database: { ok: true },
      media: { ok: true },
      outbox: { pending: 500, oldestPendingAt: new Date('2026-11-23T10:00:00Z') },
      now,
    })
    expect(state.ready).toBe(true)
    expect(state.outbox?.oldestPendingAgeSeconds).toBe(86_400)
  })
})

describe('what a failed check says in the public answer', () => {
  it('is the code of the error or of its cause, never the query with its values or a path', () => {
    const query = new Error('Failed query: update "users" set "hash" = ? params: 5f2c…,admin@example.ch', {
      cause: Object.assign(new Error('SQLITE_READONLY: attempt to write a readonly database'), { code: 'SQLITE_READONLY' }),
    })
    expect(failureOf(query)).toBe('SQLITE_READONLY')
    expect(failureOf(Object.assign(new Error("EROFS: read-only file system, open '/srv/site/media/.probe'"), { code: 'EROFS' }))).toBe(
      'EROFS',
    )
    expect(failureOf(new Error('Failed query: select 1\nparams: secret'))).toBe('query failed')
    expect(failureOf(new Error('database did not answer within 3000 ms'))).toBe('database did not answer within 3000 ms')
  })
})
