/**
 * Staff roles (who may edit and publish, which §6 leaves open): admin (everything, users and roles), editor (all content, publish),
 * translator (drafts of the texts in the locales assigned to them), viewer (reads the admin), customer service
 * (reads the orders and what visitors send; no content writes).
 */
export const ROLES = ['admin', 'editor', 'translator', 'viewer', 'customer-service'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  editor: 'Editor',
  translator: 'Translator',
  viewer: 'Viewer',
  'customer-service': 'Customer service',
}

/** What a role may do. The access functions (access.ts) read this table and nothing else. */
export const OPERATIONS = {
  readDrafts: 'read content in the admin, drafts included',
  create: 'create content',
  updateOwnLocales: 'update localized texts in the locales assigned to them (as drafts where there are drafts)',
  updateEveryLocale: 'update localized texts in every locale',
  updateShared: 'update fields that are the same in every locale (links, prices, sites, dates…) and globals',
  publish: 'publish, unpublish, schedule either, restore a version, save outside a draft where there are drafts',
  replaceFile: 'upload or replace a file (media, partner documents)',
  delete: 'delete content',
  manageUsers: 'create, delete and unlock accounts; give roles and locales',
  readRequests: 'read orders, form submissions, survey answers, subscriptions, alerts, the outbox',
  updateRequests: 'update the status and internal note of orders and form submissions, the status of subscriptions',
  administerRequests: 'delete requests, correct what a visitor sent, import breach lists, retry outbox mails',
  administerJobs: 'run the job queue, cancel a publication another account scheduled',
} as const
export type Operation = keyof typeof OPERATIONS

const can = (...operations: Operation[]) =>
  Object.fromEntries(Object.keys(OPERATIONS).map((operation) => [operation, operations.includes(operation as Operation)])) as Record<
    Operation,
    boolean
  >

export const ROLE_MATRIX: Record<Role, Record<Operation, boolean>> = {
  admin: can(...(Object.keys(OPERATIONS) as Operation[])),
  editor: can('readDrafts', 'create', 'updateOwnLocales', 'updateEveryLocale', 'updateShared', 'publish', 'replaceFile', 'delete'),
  translator: can('readDrafts', 'updateOwnLocales'),
  viewer: can('readDrafts'),
  'customer-service': can('readDrafts', 'readRequests', 'updateRequests'),
}

export const may = (role: Role | undefined, operation: Operation): boolean => role !== undefined && ROLE_MATRIX[role]?.[operation] === true
