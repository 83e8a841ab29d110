'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/** Payload live preview's messages (the protocol of @payloadcms/live-preview's `ready` and `isDocumentEvent`). */
const READY = { type: 'payload-live-preview', ready: true }
const DOCUMENT_SAVED = 'payload-document-event'

/**
 * In the admin's live preview (its frame, or the window it opened), each saved draft renders the
 * page again. The admin runs on the site's own origin; messages from any other origin are ignored.
 * Only rendered in live edit: the public pages ship none of it.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  useEffect(() => {
    const admin = window.opener ?? (window.parent === window ? null : window.parent)
    if (!admin) return
    const origin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      if (event.origin === origin && (event.data as { type?: unknown } | null)?.type === DOCUMENT_SAVED) router.refresh()
    }
    window.addEventListener('message', onMessage)
    admin.postMessage(READY, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
