import type { Access, CollectionConfig, FieldAccess, PayloadRequest } from 'payload'

import { isLocale, type Locale } from '@/i18n/locales'

import { may, type Operation, type Role } from './roles'

type StaffUser = { role?: Role | null; locales?: Locale[] | null }

export const roleOf = (req: PayloadRequest): Role | undefined => (req.user as StaffUser | null)?.role ?? undefined

/** One cell of the role matrix (roles.ts) as a Payload access function. */
const allows =
  (operation: Operation) =>
  ({ req }: { req: PayloadRequest }): boolean =>
    may(roleOf(req), operation)

/** Every role reads the admin, drafts included. */
export const isStaff: Access = allows('readDrafts')

const createsContent: Access = allows('create')
const deletesContent: Access = allows('delete')
export const writesShared: Access = allows('updateShared')

export const managesUsers: Access = allows('manageUsers')

/** Orders, form submissions, survey answers, subscriptions, the outbox: administrators and customer service only. */
export const readsRequests: Access = allows('readRequests')
export const administersRequests: Access = allows('administerRequests')

/**
 * The locale a translator may write: the request's (`?locale=`, French when none is named), if it
 * is one of theirs. 'all' or '*' would write every locale at once.
 */
function writesOwnLocale(req: PayloadRequest): boolean {
  const locale = req.locale as string | undefined
  return isLocale(locale) && ((req.user as StaffUser | null)?.locales ?? []).includes(locale)
}

/**
 * Content updates. A save that publishes (the admin asks with `_status: 'published'`, and so does
 * a scheduled publication) or brings a file needs its own cell; a role that writes only its own
 * locales is held to them (its shared fields are locked and its saves are drafts, see
 * role-limits.ts).
 */
const updatesContent: Access = ({ req, data }) => {
  const role = roleOf(req)
  if ((data as { _status?: unknown } | undefined)?._status === 'published' && !may(role, 'publish')) return false
  if (req.file && !may(role, 'replaceFile')) return false
  return may(role, 'updateEveryLocale') || (may(role, 'updateOwnLocales') && writesOwnLocale(req))
}

/** Published means the spec's status 2: the public sees nothing else (§3). */
const publishedOrStaff: Access = (args) => (isStaff(args) ? true : { _status: { equals: 'published' } })

const anyone: Access = () => true

/** Editor-published content: drafts and versions, the public reads the published state only. */
export const publishedContent = {
  access: { read: publishedOrStaff, create: createsContent, update: updatesContent, delete: deletesContent },
  versions: { drafts: true, maxPerDoc: 10 },
} as const

/** Reference data without drafts (lookups, operational records): public read, editor write. */
export const publicReference = {
  access: { read: anyone, create: createsContent, update: updatesContent, delete: deletesContent },
} as const

/** What visitors send (orders, requests, answers): written by the site's own server, read by administrators and customer service. */
export const requestRecords = {
  access: { read: readsRequests, create: () => false, update: allows('updateRequests'), delete: administersRequests },
} as const

/** Running the job queue and cancelling it: administrators only (the server's own timer runs it without asking). */
export const administersJobs = allows('administerJobs')

/**
 * The job queue's endpoints (`/cms-api/payload-jobs/run`, `/handle-schedules`) for administrators
 * only: Payload answers any other account 401 from `access.run`; this answers it 403, and signed
 * out 401.
 */
export function jobsForAdministrators({ defaultJobsCollection }: { defaultJobsCollection: CollectionConfig }): CollectionConfig {
  const endpoints = defaultJobsCollection.endpoints || []
  return {
    ...defaultJobsCollection,
    endpoints: endpoints.map((endpoint) => ({
      ...endpoint,
      handler: (req: PayloadRequest) => {
        if (!req.user) return Response.json({ message: req.t('error:unauthorized') }, { status: 401 })
        if (!administersJobs({ req })) return Response.json({ message: req.t('error:notAllowedToPerformAction') }, { status: 403 })
        return endpoint.handler(req)
      },
    })),
  }
}

/** Written by the site's own server code through the Local API only. */
export const nobody: Access = () => false

/** Staff accounts: administrators manage everyone, any other role reads and updates only its own. */
export const administratorOrSelf: Access = (args) => {
  if (managesUsers(args)) return true
  return args.req.user ? { id: { equals: args.req.user.id } } : false
}

/** A field only administrators may set (nobody else may raise their own role or locales). */
export const administratorField: FieldAccess = allows('manageUsers')

/** A field staff may read and the public API never shows. */
export const staffField: FieldAccess = allows('readDrafts')
