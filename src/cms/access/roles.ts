/**
 * Staff roles (who may edit and publish, which §6 leaves open): admin (everything, users and roles), editor (all content, publish),
 * translator (content in the locales assigned to them), viewer (reads the admin), customer service
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
