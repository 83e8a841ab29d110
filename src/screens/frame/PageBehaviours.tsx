'use client'

import type { ComponentProps } from 'react'

import { LiveEditToolbar, LivePreviewRefresh, type EditedDocument } from '@/features/editor/components'
import { ServiceWorker } from '@/features/offline'
import { PageView, Tracker } from '@/features/tracking'

import { IdlePrefetch } from './IdlePrefetch'

export type PageBehavioursProps = ComponentProps<typeof PageView> & {
  /** §7: the configured tracker, or null. */
  tracker: ComponentProps<typeof Tracker> | null
  /** §6: whether the page was rendered in live edit, and the documents on it an editor can open. */
  liveEdit: { draft: boolean; documents?: EditedDocument[] }
}

/**
 * What every page does beside its content, none of it drawn on arrival: page views, idle
 * prefetch, offline support, the tracker, and the editors' toolbar (it asks whether this
 * browser is an editor's before it shows).
 */
export function PageBehaviours({ tracker, liveEdit, ...page }: PageBehavioursProps) {
  return (
    <>
      <PageView {...page} />
      <IdlePrefetch />
      <ServiceWorker />
      {tracker && <Tracker {...tracker} />}
      <LiveEditToolbar known={liveEdit.draft ? { staff: true, enabled: true } : undefined} documents={liveEdit.documents} />
      {liveEdit.draft && <LivePreviewRefresh />}
    </>
  )
}
