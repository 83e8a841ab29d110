'use client'

import type { ComponentProps } from 'react'

import { IdlePrefetch, ServiceWorker } from '@/features/seo'
import { PageView, Tracker } from '@/features/tracking'

import { LoadingBar } from './LoadingBar'

export type PageBehavioursProps = ComponentProps<typeof PageView> & {
  /** §7: the configured tracker, or null. */
  tracker: ComponentProps<typeof Tracker> | null
}

/** What every page does beside its content, none of it drawn on arrival: page views, the loading bar, idle prefetch, offline support, the tracker. */
export function PageBehaviours({ tracker, ...page }: PageBehavioursProps) {
  return (
    <>
      <PageView {...page} />
      <LoadingBar />
      <IdlePrefetch />
      <ServiceWorker />
      {tracker && <Tracker {...tracker} />}
    </>
  )
}
