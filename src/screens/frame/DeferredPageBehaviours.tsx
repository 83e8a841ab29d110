'use client'

import { useEffect, useState } from 'react'

import type { PageBehaviours, PageBehavioursProps } from './PageBehaviours'

/**
 * The page's behaviours (PageBehaviours) fetched and run once the page has hydrated, in tasks of
 * their own: they draw nothing on arrival, so their code (the loading bar's library most of all)
 * stays out of the page's first scripts. A chunk that fails to load is ChunkReload's to handle.
 */
export function DeferredPageBehaviours(props: PageBehavioursProps) {
  const [Behaviours, setBehaviours] = useState<typeof PageBehaviours | null>(null)
  useEffect(() => {
    let mounted = true
    void import('./PageBehaviours').then((module) => {
      if (mounted) setBehaviours(() => module.PageBehaviours)
    })
    return () => {
      mounted = false
    }
  }, [])
  return Behaviours && <Behaviours {...props} />
}
