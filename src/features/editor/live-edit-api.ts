import 'server-only'

import { draftMode } from 'next/headers'
import { z } from 'zod'

import { jsonBody } from '@/lib/api/json-body'
import { problem } from '@/lib/api/problem'
import { isLocale, type Locale } from '@/i18n/locales'

import { liveEditReducer } from './live-edit'
import { staffUser } from './live-edit-session'

const PRIVATE = { 'cache-control': 'private, no-store' }

export type LiveEditStatus = { staff: boolean; enabled: boolean }

/**
 * GET /api/live-edit: is this browser a signed-in editor, and is live edit on. A draft-mode cookie
 * without a session (copied, or left after signing out) is dropped on the way.
 */
export async function liveEditStatus(request: Request): Promise<Response> {
  const staff = (await staffUser(request.headers)) !== null
  const draft = await draftMode()
  if (!staff && draft.isEnabled) draft.disable()
  const status: LiveEditStatus = { staff, enabled: staff && draft.isEnabled }
  return Response.json(status, { headers: PRIVATE })
}

const switchBody = z.object({ enabled: z.boolean() })

/** POST /api/live-edit { enabled }: a signed-in editor switches draft mode on or off for this browser. */
export async function switchLiveEdit(request: Request): Promise<Response> {
  if ((await staffUser(request.headers)) === null) return problem(401, 'Sign in as an editor to switch live edit.')
  const body = switchBody.safeParse(await jsonBody(request))
  if (!body.success) return problem(400, 'The body must be { "enabled": true } or { "enabled": false }.', 'enabled')
  const draft = await draftMode()
  const enabled = liveEditReducer(draft.isEnabled, { type: body.data.enabled ? 'liveEdit/enable' : 'liveEdit/disable' })
  if (enabled) draft.enable()
  else draft.disable()
  const status: LiveEditStatus = { staff: true, enabled }
  return Response.json(status, { headers: PRIVATE })
}

/** Where a document shows on the site, as a draft: its page or news url in that locale, or null. */
export type PreviewTargets = Record<'pages' | 'news', (id: number, locale: Locale) => Promise<string | null>>

const previewQuery = z.object({
  collection: z.enum(['pages', 'news']),
  id: z.coerce.number().int().positive(),
  locale: z.string().refine(isLocale),
})

/**
 * GET /api/live-edit/preview?collection=&id=&locale=: the admin's live preview frame. A signed-in
 * editor gets live edit switched on and is sent to the document's page.
 */
export async function openLivePreview(request: Request, targets: PreviewTargets): Promise<Response> {
  if ((await staffUser(request.headers)) === null) return problem(401, 'Sign in as an editor to preview drafts.')
  const query = previewQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!query.success) return problem(400, 'Give collection (pages or news), a numeric id and a locale (fr, de, en).')
  const { collection, id, locale } = query.data
  const url = await targets[collection](id, locale as Locale)
  if (url === null) return problem(404, `No ${collection} ${id} with a url in ${locale}.`)
  ;(await draftMode()).enable()
  // A relative Location: the request's own URL names the server's address, not the editor's host.
  return new Response(null, { status: 307, headers: { location: url, ...PRIVATE } })
}
