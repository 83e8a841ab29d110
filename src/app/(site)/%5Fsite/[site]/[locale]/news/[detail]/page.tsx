import { notFound } from 'next/navigation'

import { pageIdFromPath } from '@/features/pages'
import { pageMetadata, renderPage, type SiteRouteParams } from '@/features/pages/server'

type Props = { params: Promise<Awaited<SiteRouteParams> & { detail: string }> }

/** The detail parameter is the sanitized title, a dash and the content id (§2). */
async function detailId(params: Props['params']): Promise<number> {
  const id = pageIdFromPath([(await params).detail])
  if (id === null) notFound()
  return id
}

// Rendered on first request, then cached like the rest of the site.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props) {
  return pageMetadata(params, { id: await detailId(params) })
}

export default async function DetailRoute({ params }: Props) {
  return renderPage(params, { id: await detailId(params) })
}
