import type { Access, FieldAccess, PayloadRequest } from 'payload'

import { isLocale, type Locale } from '@/i18n/locales'

import type { Role } from './roles'

type StaffUser = { role?: Role | null; locales?: Locale[] | null }

const roleOf = (req: PayloadRequest): Role | undefined => (req.user as StaffUser | null)?.role ?? undefined
const hasRole =
  (...roles: Role[]) =>
  ({ req }: { req: PayloadRequest }) => {
    const role = roleOf(req)
    return role !== undefined && roles.includes(role)
  }

/** Any signed-in account: every role reads the admin (drafts included). */
export const isStaff: Access = ({ req }) => Boolean(req.user)

/** Administrators and editors: all content, publishing included. */
export const writesContent: Access = hasRole('admin', 'editor')

export const isAdministrator: Access = hasRole('admin')

/** Orders, form submissions, survey answers, subscriptions, the outbox: administrators and customer service only. */
export const readsRequests: Access = hasRole('admin', 'customer-service')

/**
 * The locale a translator may write: the request's (`?locale=`, French when none is named), if it
 * is one of the translator's. 'all' or '*' would write every locale at once.
 */
function translatesRequestLocale(req: PayloadRequest): boolean {
  const user = req.user as StaffUser | null
  if (user?.role !== 'translator') return false
  const locale = req.locale as string | undefined
  return isLocale(locale) && (user.locales ?? []).includes(locale)
}

/** Content updates: editors, and translators in their own locales (their other fields are locked, see translatorFieldLock). */
export const updatesContent: Access = (args) => Boolean(writesContent(args)) || translatesRequestLocale(args.req)

/** Published means the spec's status 2: the public sees nothing else (§3). */
export const publishedOrStaff: Access = ({ req }) => (req.user ? true : { _status: { equals: 'published' } })

export const anyone: Access = () => true

/** Editor-published content: drafts and versions, the public reads the published state only. */
export const publishedContent = {
  access: { read: publishedOrStaff, create: writesContent, update: updatesContent, delete: writesContent },
  versions: { drafts: true, maxPerDoc: 10 },
} as const

/** Reference data without drafts (lookups, operational records): public read, editor write. */
export const publicReference = {
  access: { read: anyone, create: writesContent, update: updatesContent, delete: writesContent },
} as const

/** What visitors send (orders, requests, answers): written by the site's own server, read by administrators and customer service. */
export const requestRecords = {
  access: { read: readsRequests, create: () => false, update: readsRequests, delete: hasRole('admin') },
} as const

/** Written by the site's own server code through the Local API only. */
export const nobody: Access = () => false

/** Staff accounts: administrators manage everyone, any other role reads and updates only its own. */
export const administratorOrSelf: Access = ({ req }) => {
  if (roleOf(req) === 'admin') return true
  return req.user ? { id: { equals: req.user.id } } : false
}

/** A field only administrators may set (nobody else may raise their own role or locales). */
export const administratorField: FieldAccess = ({ req }) => roleOf(req) === 'admin'

/** A field staff may read and the public API never shows. */
export const staffField: FieldAccess = ({ req }) => Boolean(req.user)
