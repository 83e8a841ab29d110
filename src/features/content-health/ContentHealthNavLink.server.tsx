import 'server-only'

import type { ServerProps } from 'payload'

import { ContentHealthNavLinkClient } from './ContentHealthNavLink'
import { adminLocale, healthWords } from './describe'

/** The view's entry after the admin's navigation links, named in the admin's language, for staff. */
export function ContentHealthNavLink({ i18n, user }: ServerProps) {
  if (!user) return null
  return <ContentHealthNavLinkClient label={healthWords(adminLocale(i18n.language)).t('contentHealth.nav')} />
}
