import config from '@payload-config'
import { handleEndpoints } from 'payload'
import { afterAll, expect, it } from 'vitest'

import { cms } from '@/cms/client'

import { capturedLog } from '../support/log-capture'

afterAll(async () => (await cms()).destroy())

it('a file the media collection does not hold is a 404, logged as no error', async () => {
  await cms()
  const lines = await capturedLog(async () => {
    const response = await handleEndpoints({ config, request: new Request('http://localhost/cms-api/media/file/no-such-file.png') })
    expect(response.status).toBe(404)
  })
  const errors = lines.filter((line) => /"level":50/.test(line))
  expect(errors).toEqual([])
})
