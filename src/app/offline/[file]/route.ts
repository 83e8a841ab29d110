import { notFound } from 'next/navigation'

import { LOCALES } from '@/i18n/locales'
import { OFFLINE_CSS, offlineHtml } from '@/features/offline/server'

export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return [...LOCALES.map((locale) => ({ file: `${locale}.html` })), { file: 'offline.css' }]
}

/** The offline page of each locale and its stylesheet, precached by the service worker. */
export async function GET(_: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  if (file === 'offline.css') return new Response(OFFLINE_CSS, { headers: { 'content-type': 'text/css; charset=utf-8' } })
  const locale = LOCALES.find((candidate) => file === `${candidate}.html`)
  if (!locale) notFound()
  return new Response(offlineHtml(locale), { headers: { 'content-type': 'text/html; charset=utf-8' } })
}
