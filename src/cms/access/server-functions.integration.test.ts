import config from '@payload-config'
import { createLocalReq, handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminCredentials } from '@/lib/env'

import { staffAccount } from '../../../tests/support/staff-account'

import { cms } from '../client'
import type { Role } from './roles'
import { guardedSchedulePublish } from './server-functions'

/**
 * The admin's own actions by role: the "schedule" drawer's server function (cancelling a scheduled
 * publication by the job's id) and the job queue's endpoints. Payload checks only that the account
 * may open the admin; the roles table (docs/security.md) says who may.
 */
const STAFF = ['editor', 'translator', 'viewer', 'customer-service'] as const
type Staff = (typeof STAFF)[number]

let payload: Payload
const accounts = {} as Record<Role | 'other editor', { id: number; token: string }>
const userIds: number[] = []
let pageId: number

async function account(role: Staff, name: string) {
  const made = await staffAccount(payload, role, name.replace(' ', '-'))
  userIds.push(made.id)
  return made
}

/** A publication of the test's page, scheduled in the name of `owner`. */
async function scheduled(owner: number) {
  const job = await payload.jobs.queue({
    task: 'schedulePublish',
    input: { type: 'publish', locale: 'fr', doc: { relationTo: 'pages', value: pageId }, user: { relationTo: 'users', value: owner } },
    waitUntil: new Date(Date.now() + 24 * 3600_000),
  })
  return job
}

type Job = Awaited<ReturnType<typeof scheduled>>

/**
 * Whether the job is still queued as it was scheduled. The drawer queues the new date after the
 * deletion, and SQLite may give it the deleted row's id: the date tells them apart.
 */
const exists = async (job: Job) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ id: { equals: job.id } }, { waitUntil: { equals: job.waitUntil } }] },
      depth: 0,
    })
  ).totalDocs === 1

/** The drawer's "delete" as the admin calls it, in the name of `who`. */
async function cancel(who: keyof typeof accounts, deleteID: number | string) {
  const user = { ...(await payload.findByID({ collection: 'users', id: accounts[who].id, depth: 0 })), collection: 'users' as const }
  const req = await createLocalReq({ user }, payload)
  const args = {
    req,
    user,
    importMap: {},
    cookies: new Map(),
    locale: undefined,
    permissions: {},
    deleteID,
    type: 'publish' as const,
    doc: { relationTo: 'pages' as const, value: pageId },
    date: new Date(Date.now() + 48 * 3600_000),
  }
  return guardedSchedulePublish(args as unknown as Parameters<typeof guardedSchedulePublish>[0])
}

async function run(token?: string) {
  const headers = new Headers()
  if (token) headers.set('authorization', `JWT ${token}`)
  const response = await handleEndpoints({ config, request: new Request('http://localhost/cms-api/payload-jobs/run', { headers }) })
  return response.status
}

beforeAll(async () => {
  payload = await cms()
  const admin = await payload.login({ collection: 'users', data: adminCredentials() })
  accounts.admin = { id: admin.user!.id, token: admin.token ?? '' }
  for (const role of STAFF) accounts[role] = await account(role, role)
  accounts['other editor'] = await account('editor', 'other editor')
  pageId = (
    await payload.create({ collection: 'pages', locale: 'fr', data: { title: 'Planifiée', sites: ['1'], _status: 'draft' }, draft: true })
  ).id
})

afterAll(async () => {
  await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: 'schedulePublish' } } })
  await payload.delete({ collection: 'pages', id: pageId })
  await payload.delete({ collection: 'users', where: { id: { in: userIds } } })
  await payload?.destroy()
})

describe("cancelling a scheduled publication (the admin's schedule-publish server function)", () => {
  it.each(['translator', 'viewer', 'customer-service', 'other editor'] as const)(
    "%s cannot cancel an editor's publication: 403, the job stays",
    async (who) => {
      const job = await scheduled(accounts.editor.id)
      await expect(cancel(who, job.id)).rejects.toMatchObject({ status: 403 })
      expect(await exists(job)).toBe(true)
    },
  )

  it('a role without publish cannot schedule one either', async () => {
    const before = (await payload.count({ collection: 'payload-jobs' })).totalDocs
    const user = { ...(await payload.findByID({ collection: 'users', id: accounts.viewer.id, depth: 0 })), collection: 'users' as const }
    const req = await createLocalReq({ user }, payload)
    const args = { req, user, type: 'publish', doc: { relationTo: 'pages', value: pageId }, date: new Date(Date.now() + 3600_000) }
    await expect(guardedSchedulePublish(args as unknown as Parameters<typeof guardedSchedulePublish>[0])).rejects.toMatchObject({
      status: 403,
    })
    expect((await payload.count({ collection: 'payload-jobs' })).totalDocs).toBe(before)
  })

  it('the editor who scheduled it cancels it', async () => {
    const job = await scheduled(accounts.editor.id)
    await cancel('editor', job.id)
    expect(await exists(job)).toBe(false)
  })

  it("an administrator cancels anyone's", async () => {
    const job = await scheduled(accounts.editor.id)
    await cancel('admin', job.id)
    expect(await exists(job)).toBe(false)
  })
})

describe('running the job queue (/cms-api/payload-jobs/run)', () => {
  it.each(STAFF)('%s: 403', async (role) => {
    expect(await run(accounts[role].token)).toBe(403)
  })

  it('signed out: 401; an administrator: 200', async () => {
    expect(await run()).toBe(401)
    expect(await run(accounts.admin.token)).toBe(200)
  })
})
