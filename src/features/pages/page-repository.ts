import 'server-only'

import type { Where } from 'payload'

import { cms } from '@/cms/client'
import type { Page } from '@/cms/payload-types'
import type { Locale, SiteId } from '@/sites/sites'

import { pageUrls } from './page-urls'

/** Published (the spec's status 2) and, for collections with a site list, on this site. */
export function publishedWhere(options: { site?: SiteId; idIn?: number[]; and?: Where[] }): Where {
  const and: Where[] = [{ _status: { equals: 'published' } }, ...(options.and ?? [])]
  if (options.site !== undefined) and.push({ sites: { contains: String(options.site) } })
  if (options.idIn !== undefined) and.push({ id: { in: options.idIn } })
  return { and }
}

/**
 * `aio:urls` of many pages at once: slugs in every locale without fallback (a locale without slug
 * has no url), turned into urls by the same function the site uses.
 */
export async function urlsOfPages(pages: readonly Pick<Page, 'id' | 'screen'>[]): Promise<Map<number, Partial<Record<Locale, string>>>> {
  if (pages.length === 0) return new Map()
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { id: { in: pages.map((page) => page.id) } },
    locale: 'all',
    draft: false,
    depth: 0,
    limit: pages.length,
    pagination: false,
    select: { slug: true },
  })
  const slugs = new Map(docs.map((doc) => [doc.id, (doc as unknown as { slug?: Partial<Record<Locale, string | null>> }).slug ?? {}]))
  return new Map(pages.map((page) => [page.id, pageUrls({ id: page.id, screen: page.screen, slugs: slugs.get(page.id) ?? {} })]))
}

/** Pages with their urls attached, in the order given. */
export async function withUrls<P extends Pick<Page, 'id' | 'screen'>>(pages: readonly P[]): Promise<(P & { urls: Partial<Record<Locale, string>> })[]> {
  const urls = await urlsOfPages(pages)
  return pages.map((page) => ({ ...page, urls: urls.get(page.id) ?? {} }))
}
