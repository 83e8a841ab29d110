'use client'

import type { ComponentProps } from 'react'

import { LiveEditToolbar, LivePreviewRefresh, type EditedDocument } from '@/features/editor/components'
import { NetworkStatusDots } from '@/features/network-status'
import { ServiceWorker } from '@/features/offline'
import { PageView, Tracker } from '@/features/tracking'
import { VitalsReporter } from '@/features/vitals'

import { IdlePrefetch } from './IdlePrefetch'

export type PageBehavioursProps = ComponentProps<typeof PageView> & {
  /** §7: the configured tracker, or null. */
  tracker: ComponentProps<typeof Tracker> | null
  /** §6: whether the page was rendered in live edit, and the documents on it an editor can open. */
  liveEdit: { draft: boolean; documents?: EditedDocument[] }
  /** The page's type and the share of consenting visitors whose vitals are measured. */
  vitals: ComponentProps<typeof VitalsReporter>
}

/**
 * What every page does beside its content, none of it drawn on arrival: page views, idle
 * prefetch, the network status dots' state, offline support, the tracker, the visitors' vitals,
 * and the editors' toolbar (it asks whether this browser is an editor's before it shows).
 */
export function PageBehaviours({ tracker, liveEdit, vitals, ...page }: PageBehavioursProps) {
  return (
    <>
      <PageView {...page} />
      <VitalsReporter {...vitals} />
      <IdlePrefetch />
      <NetworkStatusDots site={page.site} locale={page.locale} />
      <ServiceWorker />
      {tracker && <Tracker {...tracker} />}
      <LiveEditToolbar known={liveEdit.draft ? { staff: true, enabled: true } : undefined} documents={liveEdit.documents} />
      {liveEdit.draft && <LivePreviewRefresh />}
    </>
  )
}
