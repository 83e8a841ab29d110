import { pageIdFromPath } from '@/features/pages'
import { siteAndLocale, type SiteRouteParams } from '@/sites/route-params'
import { pageRoleOf } from '@/sites/sites'
import { NotFoundPage, notFoundMetadata } from '@/screens/content-page/NotFoundPage'
import { pageMetadata, renderPage } from '@/screens/content-page/render-page'
import { ROLE_SCREENS } from '@/screens/content-page/role-screens'

type Props = { params: Promise<Awaited<SiteRouteParams> & { path: string[] }> }

/** The page id that ends the path, or null when it ends in none (a 404). */
async function pageId(params: Props['params']): Promise<number | null> {
  return pageIdFromPath((await params).path)
}

// Rendered on first request, then cached like the rest of the site.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props) {
  const id = await pageId(params)
  if (id !== null) return pageMetadata(params, { id })
  const { site, locale } = await siteAndLocale(params)
  return notFoundMetadata(site, locale)
}

/** §2: any other page renders the content page whose id ends its path, with the screen of its role. */
export default async function ContentRoute({ params }: Props) {
  const id = await pageId(params)
  if (id === null) {
    const { site, locale } = await siteAndLocale(params)
    return <NotFoundPage site={site} locale={locale} />
  }
  const role = pageRoleOf(id)
  return renderPage(params, { id, path: (await params).path }, (role && ROLE_SCREENS[role]?.({ params })) ?? null)
}
