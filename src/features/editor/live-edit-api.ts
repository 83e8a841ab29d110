import 'server-only'

import { draftMode } from 'next/headers'
import { z } from 'zod'

import { ApiError, BadRequestError, NotFoundError } from '@/lib/api/problem'
import { LOCALES, type Locale } from '@/i18n/locales'

import { liveEditReducer } from './live-edit'
import { staffUser } from './live-edit-session'

const PRIVATE = { 'cache-control': 'private, no-store' }

export type LiveEditStatus = { staff: boolean; enabled: boolean }

/**
 * GET /api/live-edit: is this browser a signed-in editor, and is live edit on. A draft-mode cookie
 * without a session (copied, or left after signing out) is dropped on the way.
 */
export async function liveEditStatus(headers: Headers): Promise<Response> {
  const staff = (await staffUser(headers)) !== null
  const draft = await draftMode()
  if (!staff && draft.isEnabled) draft.disable()
  const status: LiveEditStatus = { staff, enabled: staff && draft.isEnabled }
  return Response.json(status, { headers: PRIVATE })
}

/** The switch's body; anything else is a 400 telling the one shape it takes. */
export const switchBody = z.object({ enabled: z.boolean() })

export const badSwitch = () => new BadRequestError('The body must be { "enabled": true } or { "enabled": false }.', 'enabled')

/** The edge's guard of the switch: a signed-in editor, else 401. */
export async function editorOnly(headers: Headers): Promise<void> {
  if ((await staffUser(headers)) === null) throw new ApiError(401, 'Sign in as an editor to switch live edit.')
}

/** POST /api/live-edit { enabled }: a signed-in editor (the edge's guard) switches draft mode on or off for this browser. */
export async function switchLiveEdit(wanted: boolean): Promise<Response> {
  const draft = await draftMode()
  const enabled = liveEditReducer(draft.isEnabled, { type: wanted ? 'liveEdit/enable' : 'liveEdit/disable' })
  if (enabled) draft.enable()
  else draft.disable()
  const status: LiveEditStatus = { staff: true, enabled }
  return Response.json(status, { headers: PRIVATE })
}

/** Where a document shows on the site, as a draft: its page or news url in that locale, or null. */
export type PreviewTargets = Record<'pages' | 'news', (id: number, locale: Locale) => Promise<string | null>>

/** The preview's document; its locale is the call's (the edge's rule). */
/** The document's locale is named, never the call's French fallback: a preview in another language would mislead. */
export const previewQuery = z.object({
  collection: z.enum(['pages', 'news']),
  id: z.coerce.number().int().positive(),
  locale: z.enum(LOCALES),
})

export const badPreview = () => new BadRequestError('Give collection (pages or news), a numeric id and a locale (fr, de, en).')

/** The edge's guard of the preview: a signed-in editor, else 401. */
export async function previewerOnly(headers: Headers): Promise<void> {
  if ((await staffUser(headers)) === null) throw new ApiError(401, 'Sign in as an editor to preview drafts.')
}

/**
 * GET /api/live-edit/preview?collection=&id=&locale=: the admin's live preview frame. A signed-in
 * editor gets live edit switched on and is sent to the document's page.
 */
export async function openLivePreview(
  { collection, id, locale }: z.infer<typeof previewQuery>,
  targets: PreviewTargets,
): Promise<Response> {
  const url = await targets[collection](id, locale)
  if (url === null) throw new NotFoundError(`No ${collection} ${id} with a url in ${locale}.`)
  ;(await draftMode()).enable()
  // A relative Location: the request's own URL names the server's address, not the editor's host.
  return new Response(null, { status: 307, headers: { location: url, ...PRIVATE } })
}
