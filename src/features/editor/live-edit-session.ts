import 'server-only'

import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import { cms } from '@/cms/client'

/**
 * The staff member signed in with these request headers (Payload's session cookie of this host),
 * or null: an expired or revoked session, or none. Read again on every call, never cached.
 */
export async function staffUser(requestHeaders: Headers) {
  const { user } = await (await cms()).auth({ headers: requestHeaders })
  return user ?? null
}

/**
 * Live edit (§6) is on for this request only with Next's draft mode AND a live staff session. The
 * draft-mode cookie alone (copied from another browser or site, or left after signing out) shows
 * published content. Only read under draft mode: the public, cached render never reads headers.
 */
export const liveEditOn = cache(async (): Promise<boolean> => {
  const { isEnabled } = await draftMode()
  if (!isEnabled) return false
  return (await staffUser(await headers())) !== null
})
