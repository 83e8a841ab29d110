import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { POST } from '@/app/api/forms/[kind]/route'
import { cms } from '@/cms/client'
import { createFormChallenge } from '@/features/forms/server'

import { solveFormChallenge } from '../support/altcha'

afterAll(async () => (await cms()).destroy())
beforeEach(() => vi.stubEnv('ALTCHA_MAX_NUMBER', '200'))

async function surveyId(): Promise<number> {
  const { docs } = await (await cms()).find({ collection: 'surveys', limit: 1, depth: 0 })
  return docs[0]!.id
}

async function answer(survey: number, answers: unknown, client: string, cookie?: string) {
  const body = new FormData()
  body.set('answers', JSON.stringify(answers))
  body.set('altcha', await solveFormChallenge(await createFormChallenge()))
  body.set('website', '')
  const request = new Request(`http://127.0.0.1/api/forms/satisfaction?locale=en&survey=${survey}`, {
    method: 'POST',
    body,
    headers: { host: 'a.localhost', 'x-client-address': client, ...(cookie ? { cookie } : {}) },
  })
  const response = await POST(request, { params: Promise.resolve({ kind: 'satisfaction' }) })
  return { status: response.status, body: (await response.json()) as { detail?: string; errors?: Record<string, string> } }
}

describe('POST /api/forms/satisfaction', () => {
  it('refuses a mark between two marks of the scale', async () => {
    const survey = await surveyId()
    const refused = await answer(survey, { satisfaction: 3.5, recommend: 8 }, '192.0.2.201')
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual({ satisfaction: 'forms.validation.wholeRange?min=1&max=5' })
  })

  it('takes a few answers per client and survey a day (people behind one address), then none, even without the cookie', async () => {
    const survey = await surveyId()
    expect((await answer(survey, { satisfaction: 5, recommend: 9 }, '192.0.2.202')).status).toBe(200)
    // The same client with the cookie thrown away, again and again: a household's few, then refused.
    let taken = 1
    let again = await answer(survey, { satisfaction: 1, recommend: 0 }, '192.0.2.202')
    for (; again.status === 200 && taken < 50; taken++) again = await answer(survey, { satisfaction: 1, recommend: 0 }, '192.0.2.202')
    expect(taken).toBeGreaterThan(1)
    expect(taken).toBeLessThanOrEqual(10)
    // Refused by the survey's own limit, or first by the forms' (a few posts per client in ten minutes).
    expect([409, 429]).toContain(again.status)
    expect(again.body.detail).toMatch(again.status === 409 ? /You have already answered this survey\./ : /Too many requests/)
    expect((await answer(survey, { satisfaction: 4, recommend: 8 }, '192.0.2.203')).status).toBe(200)
  })
})
