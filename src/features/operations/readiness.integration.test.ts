import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { checkReadiness } from './readiness.server'

describe('readiness against the real database and disk', () => {
  it('writes to the database and to a media folder, and reports the outbox', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'media-'))
    const state = await checkReadiness(() => dir)
    expect(state).toMatchObject({ ready: true, failing: [], checks: { database: { ok: true }, media: { ok: true } } })
    expect(state.outbox?.pending).toBeGreaterThanOrEqual(0)
  })

  it('fails, naming the media folder, when nothing can be written there', async () => {
    const state = await checkReadiness(() => '/dev/null/media')
    expect(state).toMatchObject({
      ready: false,
      failing: ['media'],
      checks: { database: { ok: true }, media: { ok: false, error: 'ENOTDIR' } },
    })
  })
})
