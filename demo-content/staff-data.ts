import type { Role } from '@/cms/access/roles'
import type { Locale } from '@/i18n/locales'

/**
 * One demo account per role besides the administrator, seeded only while the administrator has the
 * demo password too (no ADMIN_PASSWORD): a real installation never gets accounts with known passwords.
 */
export const DEMO_STAFF: { email: string; password: string; name: string; role: Exclude<Role, 'admin'>; locales?: Locale[] }[] = [
  { email: 'editor@example.ch', password: 'demo-editor-2026', name: 'Élodie Rédaction', role: 'editor' },
  { email: 'translator@example.ch', password: 'demo-translator-2026', name: 'Thomas Übersetzer', role: 'translator', locales: ['de'] },
  { email: 'viewer@example.ch', password: 'demo-viewer-2026', name: 'Valérie Lecture', role: 'viewer' },
  { email: 'service@example.ch', password: 'demo-service-2026', name: 'Sandro Service', role: 'customer-service' },
]
