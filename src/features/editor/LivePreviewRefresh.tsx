'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/**
 * In the admin's live preview frame, a saved draft renders the page again (Payload live preview).
 * Only rendered in live edit, and only listening inside the admin's frame (it refreshes once on
 * start). Neither renders any markup, so the server and the browser agree.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  if (typeof window === 'undefined' || window.parent === window) return null
  return <RefreshRouteOnSave apiRoute="/cms-api" refresh={() => router.refresh()} serverURL={window.location.origin} />
}
