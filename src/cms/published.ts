import type { Where } from 'payload'

import type { SiteId } from '@/sites/sites'

/** Published (the spec's status 2) and, for collections with a site list, on this site. */
export function publishedWhere(options: { site?: SiteId; idIn?: number[]; and?: Where[] }): Where {
  const and: Where[] = [{ _status: { equals: 'published' } }, ...(options.and ?? [])]
  if (options.site !== undefined) and.push({ sites: { contains: String(options.site) } })
  if (options.idIn !== undefined) and.push({ id: { in: options.idIn } })
  return { and }
}
