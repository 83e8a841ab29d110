import 'server-only'

import { cache } from 'react'

import { cms } from '@/cms/client'
import type { SiteSetting } from '@/cms/payload-types'
import { siteSettingsTag } from '@/lib/cache-tags'
import { cachedRead } from '@/lib/cached-read'
import type { Audience } from '@/sites/audience'
import type { SiteId } from '@/sites/sites'

/** Cached under the site's own tag: a save renders that site's pages again, not the others'. */
const readSiteSettings = cachedRead(
  'site-settings',
  async (site: SiteId): Promise<SiteSetting | null> => {
    const payload = await cms()
    const { docs } = await payload.find({
      collection: 'site-settings',
      where: { site: { equals: String(site) } },
      limit: 1,
      depth: 1,
    })
    return docs[0] ?? null
  },
  (site) => [siteSettingsTag(site)],
)

export const getSiteSettings = cache(readSiteSettings)

/** §2 top navigation phone: per site and audience (academy falls back to private). */
export function phoneFor(settings: SiteSetting | null, audience: Audience): string | null {
  if (!settings) return null
  if (audience === 'business') return settings.phones.business
  if (audience === 'academy') return settings.phones.academy ?? settings.phones.private
  return settings.phones.private
}
